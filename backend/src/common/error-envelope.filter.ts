import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-errors';

export interface ErrorEnvelope {
  success: false;
  error: string;
  /** The same text as `error`, for clients (react-admin's fetchJson, most SDKs) that read `message`. */
  message: string;
  code: string;
  errors?: Record<string, string>;
  request_id?: string;
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

const MESSAGE_BY_STATUS: Record<number, string> = {
  401: 'Authentication required',
  403: 'You do not have permission to do this',
  404: 'Not found',
  413: 'Request body is too large',
  429: 'Too many requests. Please wait a moment and try again.',
};

/** Errors raised by Express' body parsers (http-errors) before Nest sees the request. */
interface BodyParserError extends Error {
  type: string;
  status: number;
  expose: boolean;
}

/** Every `type` body-parser (raw-body, json, urlencoded) gives its errors. */
const BODY_PARSER_TYPES = new Set([
  'charset.unsupported',
  'encoding.unsupported',
  'entity.parse.failed',
  'entity.too.large',
  'entity.verify.failed',
  'parameters.too.many',
  'request.aborted',
  'request.size.invalid',
  'stream.encoding.set',
  'stream.not.readable',
]);

/**
 * Only body-parser's own errors: vendor SDK errors (Stripe, OpenAI) also carry a string `type` and a status, and
 * their messages must never reach the client.
 */
function isBodyParserError(error: unknown): error is BodyParserError {
  if (!(error instanceof Error)) return false;
  const candidate = error as Partial<BodyParserError>;
  return (
    typeof candidate.type === 'string' &&
    BODY_PARSER_TYPES.has(candidate.type) &&
    typeof candidate.status === 'number' &&
    candidate.expose === true
  );
}

/** Nest's own exceptions answer {statusCode, message, error: 'Not Found'}; a bare status name is no message. */
function nestMessage(status: number, payload: Record<string, unknown>, response: unknown): string {
  const raw = Array.isArray(payload.message) ? payload.message[0] : (payload.message ?? response);
  const text = typeof raw === 'string' ? raw : '';
  const statusName = String(HttpStatus[status] ?? '')
    .replace(/_/g, ' ')
    .toLowerCase();
  const isStatusName = !text || text === payload.error || text.toLowerCase() === statusName;
  return isStatusName ? (MESSAGE_BY_STATUS[status] ?? (text || 'Request failed')) : text;
}

type Classified = { status: number; body: Omit<ErrorEnvelope, 'message'> };

/** Turns a thrown value into the single error envelope the API answers with. Never leaks a stack trace. */
export function toEnvelope(exception: unknown): { status: number; body: ErrorEnvelope } {
  const { status, body } = classify(exception);
  const { success, error, ...rest } = body;
  return { status, body: { success, error, message: error, ...rest } };
}

function classify(exception: unknown): Classified {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const payload = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
    const message = typeof payload.code === 'string' ? String(payload.error) : nestMessage(status, payload, response);
    const body: Classified['body'] = {
      success: false,
      error: message,
      code: typeof payload.code === 'string' ? payload.code : (CODE_BY_STATUS[status] ?? 'error'),
    };
    if (payload.errors && typeof payload.errors === 'object') body.errors = payload.errors as Record<string, string>;
    return { status, body };
  }
  if (isBodyParserError(exception)) {
    const parserError = exception;
    const status = parserError.status;
    if (parserError.type === 'entity.too.large') {
      return { status: 413, body: { success: false, error: MESSAGE_BY_STATUS[413], code: 'payload_too_large' } };
    }
    if (parserError.type === 'entity.parse.failed') {
      return { status: 400, body: { success: false, error: 'Malformed JSON in request body', code: 'malformed_json' } };
    }
    if (status >= 400 && status < 500) {
      return {
        status,
        body: { success: false, error: parserError.message, code: CODE_BY_STATUS[status] ?? 'bad_request' },
      };
    }
  }
  if (isDatabaseUnavailable(exception)) {
    return { status: 503, body: { success: false, error: DATABASE_UNAVAILABLE_MESSAGE, code: 'database_unavailable' } };
  }
  return { status: 500, body: { success: false, error: 'An unexpected error occurred', code: 'internal_error' } };
}

@Catch()
export class ErrorEnvelopeFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request & { requestId?: string }>();
    const { status, body } = toEnvelope(exception);
    if (status >= 500) {
      const where = `${request.method} ${request.originalUrl.split('?')[0]} [${request.requestId ?? '-'}]`;
      if (exception instanceof HttpException) {
        // Answered on purpose (503 not configured, 502 from a vendor): one line, no stack.
        this.logger.warn(`${where} ${status} ${body.code}: ${body.error}`);
      } else {
        const detail = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
        this.logger.error(`${where} ${detail}`);
      }
      body.request_id = request.requestId;
    }
    if (response.headersSent) return;
    const retryAfter = (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (status === 429 && typeof retryAfter === 'number')
      response.setHeader('Retry-After', String(Math.ceil(retryAfter)));
    response.status(status).json(body);
  }
}
