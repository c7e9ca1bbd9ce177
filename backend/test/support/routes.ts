import { RequestMethod } from '@nestjs/common';
import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { ADMIN_ONLY, IS_PUBLIC } from '../../src/common/decorators';

export interface RouteInfo {
  method: string;
  path: string;
  isPublic: boolean;
  adminOnly: boolean;
}

function joinPath(...parts: (string | string[] | undefined)[]): string {
  const segments = parts
    .map((part) => (Array.isArray(part) ? part[0] : part))
    .filter((part): part is string => Boolean(part))
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean);
  return '/api/' + segments.join('/');
}

/** Every route the application registered, read from its controllers' metadata (so new routes are covered). */
export function listRoutes(app: NestExpressApplication): RouteInfo[] {
  const discovery = app.get(DiscoveryService);
  const scanner = app.get(MetadataScanner);
  const reflector = app.get(Reflector);
  const routes: RouteInfo[] = [];
  for (const wrapper of discovery.getControllers()) {
    const instance = wrapper.instance as object | undefined;
    if (!instance || !wrapper.metatype) continue;
    const controllerPath = Reflect.getMetadata(PATH_METADATA, wrapper.metatype) as string | string[] | undefined;
    const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as (...args: unknown[]) => unknown;
      const methodPath = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (methodPath === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      const targets = [handler, wrapper.metatype];
      routes.push({
        method,
        path: joinPath(controllerPath, methodPath).replace(/:(\w+)/g, '1'),
        isPublic: Boolean(reflector.getAllAndOverride(IS_PUBLIC, targets)),
        adminOnly: Boolean(reflector.getAllAndOverride(ADMIN_ONLY, targets)),
      });
    }
  }
  return routes;
}
