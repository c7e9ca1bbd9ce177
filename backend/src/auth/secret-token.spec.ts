import { decodeUid, encodeUid, hashToken, newSecretToken } from './secret-token';

describe('secret tokens', () => {
  it('are 256 random bits, URL-safe, and never repeat', () => {
    const tokens = new Set(Array.from({ length: 100 }, newSecretToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('hash to a stable SHA-256 hex digest', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('round-trip user ids through the uid and refuse garbage', () => {
    expect(decodeUid(encodeUid(42))).toBe(42);
    expect(decodeUid('not-a-uid')).toBeNull();
    expect(decodeUid(Buffer.from('1; DROP TABLE users').toString('base64url'))).toBeNull();
  });
});
