import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { AppException } from './app-exception';
import { toEnvelope } from './error-envelope.filter';

describe('toEnvelope', () => {
  it('keeps our code, message and field errors', () => {
    expect(toEnvelope(new AppException(409, 'email_taken', 'Taken', { email: 'Taken' }))).toEqual({
      status: 409,
      body: { success: false, error: 'Taken', message: 'Taken', code: 'email_taken', errors: { email: 'Taken' } },
    });
  });

  it('gives Nest exceptions a code from their status and a readable message', () => {
    expect(toEnvelope(new NotFoundException('Cannot GET /x')).body).toEqual({
      success: false,
      error: 'Cannot GET /x',
      message: 'Cannot GET /x',
      code: 'not_found',
    });
    expect(toEnvelope(new ForbiddenException()).body.error).toBe('You do not have permission to do this');
    expect(toEnvelope(new BadRequestException(['first problem', 'second'])).body.error).toBe('first problem');
  });

  // body-parser raises http-errors: expose true, status and a `type` from a fixed list.
  const parserError = (type: string, status: number, message = 'x') =>
    Object.assign(new Error(message), { type, status, statusCode: status, expose: true });

  it('maps body-parser failures to 400 and 413', () => {
    expect(toEnvelope(parserError('entity.parse.failed', 400)).status).toBe(400);
    expect(toEnvelope(parserError('entity.too.large', 413)).status).toBe(413);
    expect(toEnvelope(parserError('charset.unsupported', 415, 'unsupported charset "LATIN9"'))).toEqual({
      status: 415,
      body: {
        success: false,
        error: 'unsupported charset "LATIN9"',
        message: 'unsupported charset "LATIN9"',
        code: 'unsupported_media_type',
      },
    });
  });

  it('does not take a vendor SDK error with a string `type` for a body-parser error', () => {
    const stripe = Object.assign(new Error('No such customer: cus_123; secret sk_live_x'), {
      type: 'invalid_request_error',
      statusCode: 400,
    });
    const exposedButUnknown = Object.assign(new Error('internal detail'), {
      type: 'api_error',
      status: 400,
      expose: true,
    });
    for (const error of [stripe, exposedButUnknown]) {
      expect(toEnvelope(error)).toEqual({
        status: 500,
        body: {
          success: false,
          error: 'An unexpected error occurred',
          message: 'An unexpected error occurred',
          code: 'internal_error',
        },
      });
    }
  });

  it('answers 503 database_unavailable to driver connection errors, raw or wrapped', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:3306'), { code: 'ECONNREFUSED' });
    const wrapped = Object.assign(new Error('Connection lost'), { driverError: { code: 'PROTOCOL_CONNECTION_LOST' } });
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    for (const error of [refused, wrapped, busy]) {
      expect(toEnvelope(error)).toEqual({
        status: 503,
        body: {
          success: false,
          error: 'The service is unavailable, try again shortly',
          message: 'The service is unavailable, try again shortly',
          code: 'database_unavailable',
        },
      });
    }
    const syntax = Object.assign(new Error('You have an error in your SQL syntax'), { code: 'ER_PARSE_ERROR' });
    expect(toEnvelope(syntax).status).toBe(500);
  });

  it('hides anything unexpected behind a generic 500', () => {
    const { status, body } = toEnvelope(new Error('SELECT * FROM secrets failed at /srv/app.js:1'));
    expect(status).toBe(500);
    expect(body).toEqual({
      success: false,
      error: 'An unexpected error occurred',
      message: 'An unexpected error occurred',
      code: 'internal_error',
    });
  });
});
