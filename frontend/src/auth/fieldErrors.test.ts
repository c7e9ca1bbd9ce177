import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/httpClient';
import { formFieldErrors } from './fieldErrors';

const FIELDS = ['username', 'email', 'first_name'] as const;
const apiError = (status: number, message: string, body: object) =>
  new ApiError(status, message, { success: false, error: message, ...body });

describe('formFieldErrors', () => {
  it('marks the username on a duplicate username (409)', () => {
    const error = apiError(409, 'A user with that username already exists', { code: 'username_taken' });
    expect(formFieldErrors(error, FIELDS)).toEqual({ username: 'A user with that username already exists' });
  });

  it('marks the e-mail on a duplicate e-mail (409)', () => {
    const error = apiError(409, 'A user with that email already exists', { code: 'email_taken' });
    expect(formFieldErrors(error, FIELDS)).toEqual({ email: 'A user with that email already exists' });
  });

  it("keeps a 400's field messages for the form's fields", () => {
    const error = apiError(400, 'Enter a valid email', {
      code: 'validation_failed',
      errors: { email: 'Enter a valid email', password: 'Too short' },
    });
    expect(formFieldErrors(error, FIELDS)).toEqual({ email: 'Enter a valid email' });
  });

  it('marks nothing for a field the form lacks, another code, or a non-API error', () => {
    expect(formFieldErrors(apiError(409, 'Taken', { code: 'email_taken' }), ['username'] as const)).toEqual({});
    expect(formFieldErrors(apiError(409, 'Busy', { code: 'other' }), FIELDS)).toEqual({});
    expect(formFieldErrors(new Error('x'), FIELDS)).toEqual({});
  });
});
