import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash: a database leak does not hand out sessions or reset links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The reset link's uid: the user id, opaque to the eye (as Django does it). */
export function encodeUid(id: number): string {
  return Buffer.from(String(id)).toString('base64url');
}

export function decodeUid(uid: string): number | null {
  const decoded = Buffer.from(uid, 'base64url').toString('utf8');
  return /^\d{1,12}$/.test(decoded) ? Number(decoded) : null;
}
