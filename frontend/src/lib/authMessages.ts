import { ApiError } from './httpClient';

/** Toast texts of the sign-in screen and header, verbatim from the spec. */
export const AUTH_MESSAGES = {
  welcomeBack: 'Welcome back!',
  accountCreated: 'Account created successfully! Welcome aboard!',
  invalidCredentials: 'Invalid credentials. Please try again.',
  registrationFailed: 'Registration failed. Please try again.',
  unexpected: 'An error occurred. Please try again.',
  emailNotFound: 'Email not found. Please check and try again.',
  resetRequestFailed: 'Failed to validate email. Try again.',
  resetSuccess: 'Password reset successful. Please sign in.',
  resetFailed: 'Reset failed. Token may be invalid or expired.',
  loggedOut: 'Logged out successfully',
  logoutFailed: 'Logout failed',
} as const;

/** True when the server was not reached, broke, or the failure is not an API answer at all. */
function isUnexpected(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

export function loginErrorMessage(error: unknown): string {
  if (isUnexpected(error)) return AUTH_MESSAGES.unexpected;
  // Throttling says when to retry; anything else from the server means the credentials were refused.
  if ((error as ApiError).status === 429) return (error as ApiError).message;
  return AUTH_MESSAGES.invalidCredentials;
}

export function registrationErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return AUTH_MESSAGES.unexpected;
  // A clash (409), a validation failure (400) or throttling (429) explains itself.
  if ([400, 409, 429].includes(error.status) && error.message) return error.message;
  return AUTH_MESSAGES.registrationFailed;
}

export function resetRequestErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return AUTH_MESSAGES.emailNotFound;
  if (error instanceof ApiError && error.status === 429) return error.message;
  return AUTH_MESSAGES.resetRequestFailed;
}

/** Field messages the server sent with a validation failure, restricted to the fields the form has. */
export function serverFieldErrors<K extends string>(error: unknown, fields: readonly K[]): Partial<Record<K, string>> {
  const result: Partial<Record<K, string>> = {};
  if (!(error instanceof ApiError) || !error.errors) return result;
  for (const field of fields) {
    const message = error.errors[field];
    if (typeof message === 'string' && message) result[field] = message;
  }
  return result;
}
