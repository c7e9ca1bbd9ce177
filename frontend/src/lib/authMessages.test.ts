import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  loginErrorMessage,
  registrationErrorMessage,
  resetRequestErrorMessage,
  serverFieldErrors,
} from './authMessages';
import { ApiError } from './httpClient';

const apiError = (status: number, error: string, extra: Record<string, unknown> = {}) =>
  new ApiError(status, error, { success: false, error, ...extra });

describe('auth messages', () => {
  it('says invalid credentials when the server refuses a sign-in', () => {
    expect(loginErrorMessage(apiError(401, 'Invalid username or password'))).toBe(
      'Invalid credentials. Please try again.',
    );
    expect(loginErrorMessage(apiError(400, 'Validation failed'))).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it('passes throttling through and calls crashes unexpected', () => {
    expect(loginErrorMessage(apiError(429, 'Too many attempts, try again in a minute'))).toBe(
      'Too many attempts, try again in a minute',
    );
    expect(loginErrorMessage(apiError(500, 'boom'))).toBe('An error occurred. Please try again.');
    expect(loginErrorMessage(new ApiError(0, 'Network error'))).toBe(AUTH_MESSAGES.unexpected);
    expect(loginErrorMessage(new TypeError('x'))).toBe(AUTH_MESSAGES.unexpected);
  });

  it("shows the server's text for a registration clash, else the generic failure", () => {
    expect(registrationErrorMessage(apiError(409, 'Username already exists'))).toBe('Username already exists');
    expect(registrationErrorMessage(apiError(500, 'boom'))).toBe('Registration failed. Please try again.');
    expect(registrationErrorMessage(new Error('x'))).toBe(AUTH_MESSAGES.unexpected);
  });

  it('maps reset request failures', () => {
    expect(resetRequestErrorMessage(apiError(404, 'nope'))).toBe('Email not found. Please check and try again.');
    expect(resetRequestErrorMessage(apiError(500, 'boom'))).toBe('Failed to validate email. Try again.');
  });

  it("keeps the server's field messages for the form's fields only", () => {
    const error = apiError(400, 'Validation failed', { errors: { email: 'Email is invalid', other: 'x' } });
    expect(serverFieldErrors(error, ['email', 'username'] as const)).toEqual({ email: 'Email is invalid' });
    expect(serverFieldErrors(new Error('x'), ['email'] as const)).toEqual({});
  });
});
