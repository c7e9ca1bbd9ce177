import { describe, expect, it, vi } from 'vitest';
import { onBeforeCheckout, returnPathFor, runBeforeCheckout } from './libReturn';

describe('returnPathFor', () => {
  it.each([
    ['/search', '/search'],
    ['/search/', '/search'],
    ['/csv-persona', '/csv-persona'],
    ['/landing/abc', '/landing'],
    ['/history?x=1', '/history'],
    ['/profile', '/profile'],
  ])('keeps the tab of %s', (pathname, expected) => {
    expect(returnPathFor(pathname)).toBe(expected);
  });

  it.each(['/admin', '/csv-upload', '/db-query', '/', '', undefined, 'https://evil.example/search'])(
    'falls back to the Profile tab for %p',
    (pathname) => {
      expect(returnPathFor(pathname)).toBe('/profile');
    },
  );
});

describe('onBeforeCheckout', () => {
  it('runs every listener once per checkout until unsubscribed, and survives a failing one', () => {
    const keep = vi.fn();
    const broken = vi.fn(() => {
      throw new Error('quota');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const offBroken = onBeforeCheckout(broken);
    const off = onBeforeCheckout(keep);
    runBeforeCheckout();
    expect(keep).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    off();
    offBroken();
    runBeforeCheckout();
    expect(keep).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
