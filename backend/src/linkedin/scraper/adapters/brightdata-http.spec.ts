import { backoffMs, datasetsError, parseRecords, retryAfterMs } from './brightdata-http';

describe('Bright Data datasets HTTP helpers', () => {
  it('backs off 2, 4, 8, 16, 32 s and no further', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(backoffMs)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 32_000, 32_000]);
  });

  it('reads Retry-After as seconds or an HTTP date, never below one second', () => {
    const now = Date.parse('2026-08-01T10:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2_000);
    expect(retryAfterMs('0', now)).toBe(1_000);
    expect(retryAfterMs('Sat, 01 Aug 2026 10:00:05 GMT', now)).toBe(5_000);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });

  it('says the credentials were refused on 401 and never repeats the token', () => {
    const error = datasetsError(401, 'Invalid credentials for token brd_secret', 'brd_secret', 'the batch');
    expect(error.getStatus()).toBe(502);
    expect(error.code).toBe('scraper_failed');
    expect(error.message).toContain('refused the LinkedIn scraping credentials');
    expect(error.message).not.toContain('brd_secret');
  });

  it('quotes the JSON validation error with its field messages', () => {
    const body = JSON.stringify({
      error: 'Invalid input provided',
      code: 'validation_error',
      errors: [['url', 'This field must be a valid url']],
    });
    expect(datasetsError(400, body, 'brd_tok', 'the batch').message).toBe(
      'Bright Data rejected the batch (HTTP 400) (Invalid input provided; url: This field must be a valid url).',
    );
    expect(datasetsError(503, '<html>down</html>', 'brd_tok', 'the results').message).toBe(
      'Bright Data failed while handling the results (HTTP 503). Please try again later.',
    );
  });

  it('reads a snapshot as a JSON array or NDJSON, and refuses anything else', () => {
    expect(parseRecords('[{"a":1}]')).toEqual([{ a: 1 }]);
    expect(parseRecords('{"a":1}\n{"b":2}\n')).toEqual([{ a: 1 }, { b: 2 }]);
    expect(parseRecords('')).toEqual([]);
    expect(parseRecords('<html>')).toBeNull();
  });
});
