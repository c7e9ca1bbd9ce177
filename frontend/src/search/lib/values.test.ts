import { describe, expect, it } from 'vitest';
import { asList, fieldValue, formatScore, isMissing, itemData, scoreOf, stripHtml, textOf } from './values';
import { lead } from './testing';

describe('values', () => {
  it("treats 'nan', 'Unknown', blanks, null and empty lists as missing", () => {
    for (const value of ['nan', 'NaN', 'Unknown', '  ', '', null, undefined, [], ['nan'], {}]) {
      expect(isMissing(value), JSON.stringify(value)).toBe(true);
    }
    for (const value of ['Retail', 0, ['SQL'], { a: 1 }]) expect(isMissing(value)).toBe(false);
  });

  it('reads a result from its data, else from the item itself', () => {
    const item = lead({ company_name: 'Acme' }, { linkedin_url: 'https://www.linkedin.com/in/jane' });
    expect(itemData(item).company_name).toBe('Acme');
    expect(fieldValue(item, 'linkedin_url')).toBe('https://www.linkedin.com/in/jane');
    const bare = { id: 'x', company_name: 'Flat Co' } as never;
    expect(itemData(bare)).toMatchObject({ company_name: 'Flat Co' });
  });

  it('turns HTML into text without rendering it', () => {
    expect(stripHtml('<b>VP</b> of <i>Sales</i> &amp; Ops<br/>EMEA')).toBe('VP of Sales & Ops EMEA');
    expect(textOf('<span>CTO</span>')).toBe('CTO');
    expect(textOf('2 < 3 and 5 > 4')).toBe('2 < 3 and 5 > 4');
  });

  it('reads lists from arrays, JSON and separated strings', () => {
    expect(asList(['SQL', 'nan', 'Excel'])).toEqual(['SQL', 'Excel']);
    expect(asList('["HIPAA","Salesforce"]')).toEqual(['HIPAA', 'Salesforce']);
    expect(asList('SEO; Brand Strategy, Negotiation')).toEqual(['SEO', 'Brand Strategy', 'Negotiation']);
    expect(asList('Unknown')).toEqual([]);
  });

  it('shows scores with 2 decimals', () => {
    expect(scoreOf(lead({}, { score: 0.876 }))).toBe(0.876);
    expect(formatScore(0.876)).toBe('0.88');
    expect(formatScore(null)).toBe('—');
    expect(textOf(['a', 'nan', 'b'])).toBe('a, b');
    expect(textOf(3.14159)).toBe('3.14');
  });
});
