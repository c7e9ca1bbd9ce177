import { applyDecorators, type INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { ApiProperty, ApiPropertyOptional, ApiResponse, type OpenAPIObject } from '@nestjs/swagger';
import { ADMIN_ONLY, IS_PUBLIC, OPTIONAL_AUTH, SESSION_ONLY } from './decorators';

/** The access token from POST /api/auth/login/ (15 minutes, refreshed with the refresh token). */
export const SESSION_SCHEME = 'session';
/** A personal API token created on the Profile tab; the same user's rights, for scripts and integrations. */
export const API_TOKEN_SCHEME = 'api_token';

/** Every error answer: {success:false, error, message, code[, errors][, request_id]}. */
export class ErrorEnvelopeDto {
  @ApiProperty({ enum: [false], example: false })
  success: false;

  @ApiProperty({ description: 'What went wrong, for people', example: 'Invalid credentials. Please try again.' })
  error: string;

  @ApiProperty({ description: 'The same text as `error` (for clients that read `message`)' })
  message: string;

  @ApiProperty({ description: 'Stable machine-readable code', example: 'invalid_credentials' })
  code: string;

  @ApiPropertyOptional({
    description: 'Field → message, for forms',
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { email: 'Email already registered' },
  })
  errors?: Record<string, string>;

  @ApiPropertyOptional({ description: 'Set on 5xx answers, to quote when reporting a problem' })
  request_id?: string;
}

const ERROR_DESCRIPTIONS = {
  400: 'Invalid input (the message names the field)',
  401: 'Not signed in, or the token is invalid, expired or revoked',
  402: 'Not enough credits',
  403: 'Not allowed for this account',
  404: 'Not found (or not yours)',
  409: 'Conflicts with what exists',
  413: 'Too large',
  415: 'Unsupported file or media type',
  429: 'Too many requests: wait for Retry-After seconds',
  502: 'A vendor answered with an error',
  503: 'A service this call needs is unavailable or not configured (database, queue, vendor)',
} as const;

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** Documents the error answers an operation (or every operation of a controller) can give. */
export const ApiErrors = (...statuses: ErrorStatus[]) =>
  applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: ERROR_DESCRIPTIONS[status], type: ErrorEnvelopeDto }),
    ),
  );

type Access = 'public' | 'optional' | 'user' | 'admin';
interface RouteAccess {
  access: Access;
  sessionOnly: boolean;
}

/** Reads each route's guard metadata (@Public, @OptionalAuth, @AdminOnly, @SessionOnly) by operationId. */
function routeAccess(app: INestApplication): Map<string, RouteAccess> {
  const byOperation = new Map<string, RouteAccess>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
      if (!controller?.prototype) continue;
      const flag = (key: string, handler: object) =>
        Boolean(Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller));
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const access: Access = flag(IS_PUBLIC, handler)
          ? flag(OPTIONAL_AUTH, handler)
            ? 'optional'
            : 'public'
          : flag(ADMIN_ONLY, handler)
            ? 'admin'
            : 'user';
        // Nest's default operationId is `${Controller}_${method}`.
        byOperation.set(`${controller.name}_${name}`, { access, sessionOnly: flag(SESSION_ONLY, handler) });
      }
    }
  }
  return byOperation;
}

/**
 * Security generated from the code, not declared by hand beside it: every operation gets the requirement the
 * global guards enforce — none for public routes, optional for @OptionalAuth, a session or an API token
 * otherwise (a session only where @SessionOnly) — and its 401/403 answers.
 */
export function applyRouteSecurity(app: INestApplication, document: OpenAPIObject): OpenAPIObject {
  const access = routeAccess(app);
  for (const pathItem of Object.values(document.paths)) {
    for (const operation of Object.values(pathItem) as {
      operationId?: string;
      security?: unknown;
      responses?: Record<string, unknown>;
    }[]) {
      if (!operation?.operationId) continue;
      const route = access.get(operation.operationId);
      if (!route) throw new Error(`OpenAPI: no route found for operation ${operation.operationId}`);
      const signedIn = route.sessionOnly
        ? [{ [SESSION_SCHEME]: [] }]
        : [{ [SESSION_SCHEME]: [] }, { [API_TOKEN_SCHEME]: [] }];
      if (route.access === 'public') delete operation.security;
      else if (route.access === 'optional') operation.security = [{}, ...signedIn];
      else operation.security = signedIn;
      const responses = (operation.responses ??= {});
      const error = (status: ErrorStatus) => ({
        description: ERROR_DESCRIPTIONS[status],
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelopeDto' } } },
      });
      if (route.access === 'user' || route.access === 'admin') responses['401'] ??= error(401);
      // An admin route refuses other users; a session-only route refuses personal API tokens.
      if (route.access === 'admin' || route.sessionOnly) responses['403'] ??= error(403);
    }
  }
  return document;
}
