import { createHash, randomBytes } from 'node:crypto';

/**
 * `lsk_` ("LeadScope key") marks a personal API token: the guard tells it from a JWT without trying to verify
 * it, and secret scanners (GitHub push protection, gitleaks) can be given a pattern for leaked ones.
 */
export const API_TOKEN_PREFIX = 'lsk_';

/** `lsk_` + 256 random bits in base64url (43 characters). */
const API_TOKEN_PATTERN = /^lsk_[A-Za-z0-9_-]{43}$/;

/** How much of the token the list shows, to tell tokens apart: the prefix and 4 of its 43 random characters. */
const VISIBLE_LENGTH = API_TOKEN_PREFIX.length + 4;

export function newApiTokenSecret(): string {
  return API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export function looksLikeApiToken(value: string): boolean {
  return value.startsWith(API_TOKEN_PREFIX);
}

export function isWellFormedApiToken(value: string): boolean {
  return API_TOKEN_PATTERN.test(value);
}

export function visiblePrefix(secret: string): string {
  return secret.slice(0, VISIBLE_LENGTH);
}

/**
 * SHA-256, not bcrypt/argon2: those slow hashes protect low-entropy passwords against guessing, but a 256-bit
 * random secret cannot be guessed however fast the hash is. A slow, salted hash would instead cost tens of
 * milliseconds on every API request and rule out finding the token by its hash (one indexed lookup).
 */
export function hashApiToken(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
