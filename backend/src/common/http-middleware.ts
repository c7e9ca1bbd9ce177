import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** The spec writes paths with a trailing slash; clients may omit it. Both reach the same route. */
export function stripTrailingSlash(req: Request, _res: Response, next: NextFunction): void {
  const [path, query] = splitUrl(req.url);
  if (path.length > 1 && path.endsWith('/')) {
    req.url = path.replace(/\/+$/, '') + query;
  }
  next();
}

function splitUrl(url: string): [string, string] {
  const index = url.indexOf('?');
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}

const REQUEST_ID = /^[\w.-]{1,100}$/;

/** Gives every request an id (kept from X-Request-Id when sane), echoes it, and logs one line per API request. */
export function requestLogger(logger = new Logger('HTTP')) {
  return (req: Request & { requestId?: string }, res: Response, next: NextFunction): void => {
    const incoming = req.header('x-request-id');
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.requestId = id;
    res.setHeader('X-Request-Id', id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      if (!req.originalUrl.startsWith('/api')) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // The query string can carry secrets (reset tokens in links): log the path only.
      const path = req.originalUrl.split('?')[0];
      const line = `${req.method} ${path} ${res.statusCode} ${ms.toFixed(1)}ms [${id}]`;
      if (res.statusCode >= 500) logger.error(line);
      else logger.log(line);
    });
    next();
  };
}

/** Deep enough for any real payload (search filters, logged details); far below what recursion in validators survives. */
export const MAX_BODY_DEPTH = 32;

/** How deep a parsed JSON value nests, counted without recursion and stopping once past `limit`. */
export function jsonDepthExceeds(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(node as Record<string, unknown>)) stack.push([child, depth + 1]);
  }
  return false;
}

/** A parsed body nested deeper than MAX_BODY_DEPTH is refused before validators or services walk it. */
export function limitBodyDepth(limit = MAX_BODY_DEPTH) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (Buffer.isBuffer(req.body) || !jsonDepthExceeds(req.body, limit)) return next();
    res.status(400).json({
      success: false,
      error: 'Request body is nested too deeply',
      message: 'Request body is nested too deeply',
      code: 'body_too_deep',
    });
  };
}
