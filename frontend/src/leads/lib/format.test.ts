import { describe, expect, it } from 'vitest';
import { displayValue, formatCount, formatDateTime, linkFor, truncate } from './format';

describe('truncate', () => {
  it('keeps text up to the limit as it is', () => {
    expect(truncate('a'.repeat(50), 50)).toBe('a'.repeat(50));
  });

  it('cuts longer text at the limit and adds an ellipsis', () => {
    expect(truncate('a'.repeat(51), 50)).toBe(`${'a'.repeat(50)}…`);
  });
});

describe('displayValue', () => {
  it('joins lists with commas and drops empty entries', () => {
    expect(displayValue(['SQL', '', 'Python'])).toBe('SQL, Python');
  });

  it('shows missing values as empty text', () => {
    expect(displayValue(null)).toBe('');
    expect(displayValue(undefined)).toBe('');
    expect(displayValue([])).toBe('');
  });

  it('shows whole numbers as they are and fractions with two decimals', () => {
    expect(displayValue(3)).toBe('3');
    expect(displayValue(1.23456)).toBe('1.23');
  });
});

describe('linkFor', () => {
  it('links URLs with a scheme in any field', () => {
    expect(linkFor('company_name', 'https://acme.com/about')).toBe('https://acme.com/about');
  });

  it('links bare hosts in the website and LinkedIn fields over https', () => {
    expect(linkFor('company_website', 'acme.com')).toBe('https://acme.com');
    expect(linkFor('linkedin_url', 'linkedin.com/in/jane-doe')).toBe('https://linkedin.com/in/jane-doe');
  });

  it('links www. hosts anywhere', () => {
    expect(linkFor('past_companies', 'www.acme.com')).toBe('https://www.acme.com');
  });

  it('links e-mail addresses as mailto', () => {
    expect(linkFor('email', 'jane@acme.com')).toBe('mailto:jane@acme.com');
  });

  it('leaves plain text, dotted words outside URL fields, and non-strings alone', () => {
    expect(linkFor('company_name', 'Acme Inc.')).toBeNull();
    expect(linkFor('company_name', 'acme.com')).toBeNull();
    expect(linkFor('company_website', 'not a site')).toBeNull();
    expect(linkFor('skills', ['a.com'])).toBeNull();
    expect(linkFor('email', '')).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('formats ISO dates and leaves unparsable text alone', () => {
    expect(formatDateTime('2024-05-01T09:30:00Z', 'en-US')).toMatch(/May 1, 2024/);
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
