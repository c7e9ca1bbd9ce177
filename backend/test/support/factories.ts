import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { TestApp } from './test-app';

export interface Registration {
  username: string;
  email: string;
  password: string;
  password2: string;
  first_name: string;
  last_name: string;
}

export function registration(overrides: Partial<Registration> = {}): Registration {
  const id = randomBytes(4).toString('hex');
  const password = overrides.password ?? `Secret-${id}-pass`;
  return {
    username: `user_${id}`,
    email: `user_${id}@example.com`,
    password,
    password2: password,
    first_name: 'Ada',
    last_name: 'Lovelace',
    ...overrides,
  };
}

export interface Session {
  user: { id: number; username: string; email: string; is_admin: boolean; [key: string]: unknown };
  tokens: { access: string; refresh: string };
  form: Registration;
}

/** Registers an account through the API and returns its session. */
export async function signUp(t: TestApp, overrides: Partial<Registration> = {}): Promise<Session> {
  const form = registration(overrides);
  const response = await request(t.http).post('/api/auth/register/').send(form).expect(201);
  return { user: response.body.user, tokens: response.body.tokens, form };
}

/**
 * Registers an account that is a super admin: the app's first account is one; a later one is made one in the database
 * (the token carries no role: the API reads it from the user each request).
 */
export async function signUpAdmin(t: TestApp): Promise<Session> {
  const session = await signUp(t);
  if (!session.user.is_admin) {
    await t.dataSource.query('UPDATE users SET is_superuser = 1 WHERE id = ?', [session.user.id]);
  }
  return session;
}

export const bearer = (session: Session) => ({ Authorization: `Bearer ${session.tokens.access}` });
