import { ApiError } from '../lib/httpClient';
import { serverFieldErrors } from '../lib/authMessages';

/** The server's conflict codes and the form field each one is about (issue 15 point 4). */
const CODE_FIELDS: Record<string, string> = {
  username_taken: 'username',
  email_taken: 'email',
};

/**
 * What to mark on the form after the server refused it: the field messages of a 400, or the field a 409 names by
 * its code (a duplicate username or e-mail), restricted to the fields the form has.
 */
export function formFieldErrors<K extends string>(error: unknown, fields: readonly K[]): Partial<Record<K, string>> {
  const result = serverFieldErrors(error, fields);
  if (error instanceof ApiError && error.code) {
    const field = CODE_FIELDS[error.code] as K | undefined;
    if (field && fields.includes(field) && !result[field]) result[field] = error.message;
  }
  return result;
}
