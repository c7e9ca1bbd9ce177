import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { AppException } from './app-exception';
import { toEnvelope } from './error-envelope.filter';

describe('toEnvelope', () => {
  it('keeps our code, message and field errors', () => {
    expect(toEnvelope(new AppException(409, 'email_taken', 'Taken', { email: 'Taken' }))).toEqual({
      status: 409,
      body: { success: false, error: 'Taken', code: 'email_taken', errors: { email: 'Taken' } },
    });
  });

  it('gives Nest exceptions a code from their status and a readable message', () => {
    expect(toEnvelope(new NotFoundException('Cannot GET /x')).body).toEqual({
      success: false,
      error: 'Cannot GET /x',
      code: 'not_found',
    });
    expect(toEnvelope(new ForbiddenException()).body.error).toBe('You do not have permission to do this');
    expect(toEnvelope(new BadRequestException(['first problem', 'second'])).body.error).toBe('first problem');
  });

  it('maps body-parser failures to 400 and 413', () => {
    expect(toEnvelope(Object.assign(new Error('x'), { type: 'entity.parse.failed', status: 400 })).status).toBe(400);
    expect(toEnvelope(Object.assign(new Error('x'), { type: 'entity.too.large', status: 413 })).status).toBe(413);
  });

  it('hides anything unexpected behind a generic 500', () => {
    const { status, body } = toEnvelope(new Error('SELECT * FROM secrets failed at /srv/app.js:1'));
    expect(status).toBe(500);
    expect(body).toEqual({ success: false, error: 'An unexpected error occurred', code: 'internal_error' });
  });
});
