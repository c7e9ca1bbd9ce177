import { retryDelayMs, serverRetryAfterMs } from './backoff';

const headers = (values: Record<string, string>) => new Headers(values);
const options = { baseDelayMs: 500, maxDelayMs: 10_000, random: () => 0.5 };

describe('retry delays', () => {
  it('prefers retry-after-ms, then retry-after in seconds', () => {
    expect(serverRetryAfterMs(headers({ 'retry-after-ms': '250', 'retry-after': '3' }))).toBe(250);
    expect(serverRetryAfterMs(headers({ 'retry-after': '3' }))).toBe(3000);
  });

  it('reads retry-after as an HTTP date', () => {
    const now = Date.parse('2026-08-01T10:00:00Z');
    expect(serverRetryAfterMs(headers({ 'retry-after': 'Sat, 01 Aug 2026 10:00:05 GMT' }), now)).toBe(5000);
  });

  it('ignores headers it cannot read', () => {
    expect(serverRetryAfterMs(headers({ 'retry-after': 'soon' }))).toBeNull();
    expect(serverRetryAfterMs(null)).toBeNull();
  });

  it('caps what the server asks for', () => {
    expect(retryDelayMs(0, headers({ 'retry-after': '120' }), options)).toBe(10_000);
  });

  it('backs off exponentially with full jitter when the server does not say', () => {
    expect(retryDelayMs(0, null, options)).toBe(250);
    expect(retryDelayMs(2, null, options)).toBe(1000);
    expect(retryDelayMs(10, null, options)).toBe(5000);
    expect(retryDelayMs(3, null, { ...options, random: () => 0 })).toBe(0);
  });
});
