import { describe, expect, it } from 'vitest';
import {
  createTokenBody,
  curlExample,
  EXPIRY_CHOICES,
  isExpired,
  tokenCells,
  tokenPath,
  TOKEN_MESSAGES,
  validateTokenName,
  type ApiToken,
} from './apiTokens';

const token = (overrides: Partial<ApiToken> = {}): ApiToken => ({
  id: 3,
  name: 'CRM sync',
  prefix: 'lsk_abcd',
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
  expires_at: null,
  ...overrides,
});

describe('API token name', () => {
  it('is required, blanks included', () => {
    expect(validateTokenName('')).toBe(TOKEN_MESSAGES.nameRequired);
    expect(validateTokenName('   ')).toBe(TOKEN_MESSAGES.nameRequired);
  });

  it('is at most 100 characters once trimmed', () => {
    expect(validateTokenName('x'.repeat(100))).toBeUndefined();
    expect(validateTokenName(` ${'x'.repeat(100)} `)).toBeUndefined();
    expect(validateTokenName('x'.repeat(101))).toBe('Token name must be at most 100 characters');
  });
});

describe('creating a token', () => {
  it('offers never, 30, 90 and 365 days', () => {
    expect(EXPIRY_CHOICES.map((choice) => choice.label)).toEqual(['Never', '30 days', '90 days', '365 days']);
  });

  it('sends the trimmed name and the days, or null for never', () => {
    expect(createTokenBody('  CRM  ', 'never')).toEqual({ name: 'CRM', expires_in_days: null });
    expect(createTokenBody('CRM', '90')).toEqual({ name: 'CRM', expires_in_days: 90 });
  });

  it('addresses one token with the trailing slash the API writes', () => {
    expect(tokenPath(12)).toBe('/auth/tokens/12/');
  });

  it('shows a curl example against this app', () => {
    expect(curlExample('https://app.example.com', 'lsk_x')).toBe(
      'curl -H "Authorization: Bearer lsk_x" https://app.example.com/api/usage/info/',
    );
  });
});

describe('the token list', () => {
  const now = new Date('2026-11-23T12:00:00.000Z').getTime();

  it('says never for a token without expiry or use', () => {
    expect(tokenCells(token(), now, 'en-US')).toMatchObject({
      lastUsed: 'Never used',
      expires: 'Never',
      expired: false,
      created: 'Nov 20, 2026',
    });
  });

  it('marks a token past its expiry as expired', () => {
    expect(isExpired(token({ expires_at: '2026-11-23T11:59:59.000Z' }), now)).toBe(true);
    expect(isExpired(token({ expires_at: '2026-11-23T12:00:01.000Z' }), now)).toBe(false);
    expect(tokenCells(token({ expires_at: '2026-12-20T00:00:00.000Z' }), now, 'en-US')).toMatchObject({
      expires: 'Dec 20, 2026',
      expired: false,
    });
  });

  it('shows the last use with its time', () => {
    const cells = tokenCells(token({ last_used_at: '2026-11-22T09:30:00.000Z' }), now, 'en-US');
    expect(cells.lastUsed).toMatch(/^Nov 22, 2026, \d{2}:\d{2}/);
  });
});
