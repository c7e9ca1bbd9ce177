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
