import {
  hashApiToken,
  isWellFormedApiToken,
  looksLikeApiToken,
  newApiTokenSecret,
  visiblePrefix,
} from './api-token-secret';

describe('API token secrets', () => {
  it('are lsk_ followed by 43 base64url characters, different every time', () => {
    const first = newApiTokenSecret();
    const second = newApiTokenSecret();
    expect(first).toMatch(/^lsk_[A-Za-z0-9_-]{43}$/);
    expect(isWellFormedApiToken(first)).toBe(true);
    expect(first).not.toBe(second);
  });

  it('are told apart from JWTs by their prefix alone', () => {
    expect(looksLikeApiToken('lsk_anything')).toBe(true);
    expect(looksLikeApiToken('eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe(false);
    expect(isWellFormedApiToken('lsk_short')).toBe(false);
    expect(isWellFormedApiToken(`lsk_${'a'.repeat(42)}!`)).toBe(false);
  });

  it('hash to a stable 64-character hex digest that does not contain the secret', () => {
    const secret = newApiTokenSecret();
    expect(hashApiToken(secret)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiToken(secret)).toBe(hashApiToken(secret));
    expect(hashApiToken(secret)).not.toContain(secret.slice(4));
  });

  it('show only the prefix and four characters', () => {
    expect(visiblePrefix('lsk_abcdefgh')).toBe('lsk_abcd');
  });
});
