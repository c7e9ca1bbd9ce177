import { describe, expect, it } from 'vitest';
import { isConfigured, leadDatabaseEmpty, parseSources, unavailableSources, usableSources } from './sources';

const fresh = parseSources({
  success: true,
  sources: [
    { id: 'elasticsearch', label: 'Database', configured: true, driver: 'sql', lead_count: 0 },
    {
      id: 'google',
      label: 'Web Search',
      configured: false,
      driver: 'serpapi',
      reason: 'Web search is not configured',
      hint: 'Set X',
    },
    {
      id: 'bright_data',
      label: 'LinkedIn profiles',
      configured: false,
      driver: 'brightdata',
      reason: 'LinkedIn search is not configured',
    },
  ],
});

describe('parseSources', () => {
  it('keeps the well-formed entries', () => {
    expect(fresh).toHaveLength(3);
    expect(fresh[1]).toEqual({
      id: 'google',
      label: 'Web Search',
      configured: false,
      reason: 'Web search is not configured',
      hint: 'Set X',
    });
  });

  it.each([null, undefined, {}, { sources: 'x' }, { sources: [null, 1, { id: 'other' }] }])(
    'answers nothing usable for %p',
    (body) => {
      expect(parseSources(body as never)).toEqual([]);
    },
  );
});

describe('sources on a fresh install', () => {
  it('offers only the configured sources', () => {
    expect(isConfigured(fresh, 'google')).toBe(false);
    expect(isConfigured(fresh, 'elasticsearch')).toBe(true);
    expect(usableSources(['elasticsearch', 'google'], fresh)).toEqual(['elasticsearch']);
    expect(usableSources(['google'], fresh)).toEqual(['elasticsearch']);
    expect(unavailableSources(fresh).map((s) => s.id)).toEqual(['google', 'bright_data']);
  });

  it('says the lead database is empty only when it was counted empty', () => {
    expect(leadDatabaseEmpty(fresh)).toBe(true);
    expect(leadDatabaseEmpty(null)).toBe(false);
    const database = { id: 'elasticsearch', label: 'Database', configured: true, driver: 'sql' } as const;
    expect(leadDatabaseEmpty(parseSources({ success: true, sources: [database] }))).toBe(false);
    expect(leadDatabaseEmpty(parseSources({ success: true, sources: [{ ...database, lead_count: 3 }] }))).toBe(false);
  });

  it('treats sources as available before the answer arrives', () => {
    expect(isConfigured(null, 'google')).toBe(true);
    expect(usableSources(['elasticsearch', 'google'], null)).toEqual(['elasticsearch', 'google']);
  });
});
