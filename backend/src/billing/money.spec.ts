import { centsToUsd, formatUsd, usdToCents } from './money';

describe('money', () => {
  it('turns cents into dollars without float noise', () => {
    expect(centsToUsd(2999)).toBe(29.99);
    expect(centsToUsd(100000)).toBe(1000);
    expect(centsToUsd(null)).toBeNull();
  });

  it('turns dollars into whole cents', () => {
    expect(usdToCents(29.99)).toBe(2999);
    expect(usdToCents(0.6)).toBe(60);
    expect(usdToCents(1000)).toBe(100000);
  });

  it('formats whole and fractional amounts', () => {
    expect(formatUsd(2500)).toBe('$25');
    expect(formatUsd(2999)).toBe('$29.99');
    expect(formatUsd(50)).toBe('$0.50');
  });
});
