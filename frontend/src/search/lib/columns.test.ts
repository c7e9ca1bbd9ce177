import { describe, expect, it } from 'vitest';
import { CELL_MAX_CHARS, columnLabel, fieldColumns, isLongCell, tableColumns } from './columns';
import { lead, web } from './testing';

describe('table columns', () => {
  it('puts the row number and the first field first, then Persona Analysis and Score, then the other fields', () => {
    const items = [
      lead({ zeta: 'z', company_industry: 'Retail', email: 'a@x.io', alpha: 'a', skills: ['SQL'] }),
      lead({ company_size: '11-50', beta: 'b' }),
    ];
    expect(tableColumns(items)).toEqual([
      '#',
      'name',
      'persona_analysis',
      'score',
      'company_name',
      'company_industry',
      'company_size',
      'email',
      'skills',
      'alpha',
      'beta',
      'zeta',
    ]);
  });

  it('leaves out the columns hidden in the picker', () => {
    const items = [lead({ email: 'a@x.io' })];
    expect(tableColumns(items, new Set(['name', 'email']))).toEqual(['#', 'company_name', 'persona_analysis', 'score']);
  });

  it('leaves out fields no result has a value for, and the fields with their own columns', () => {
    const items = [lead({ phone: 'nan', revenue_range: '', id: 7, score: 3, position: 1, thumbnail: 'https://t' })];
    expect(fieldColumns(items)).toEqual(['name', 'company_name']);
  });

  it('orders web fields title, link, displayed link, snippet first', () => {
    const items = [web({ snippet: 's', displayed_link: 'example.com', date: 'May 1' })];
    expect(fieldColumns(items)).toEqual(['title', 'link', 'displayed_link', 'snippet', 'date']);
  });

  it('labels columns with the lead catalogue, web labels, or the name in words', () => {
    expect(columnLabel('company_industry')).toBe('Industry');
    expect(columnLabel('displayed_link')).toBe('Displayed Link');
    expect(columnLabel('snippet_highlighted_words')).toBe('Snippet Highlighted Words');
    expect(columnLabel('persona_analysis')).toBe('Persona Analysis');
    expect(columnLabel('score')).toBe('Score');
  });
});

describe('long cells', () => {
  it('cuts at about 380 px: text longer than what fits gets the click-to-expand affordance', () => {
    expect(CELL_MAX_CHARS).toBe(54);
    expect(isLongCell('x'.repeat(CELL_MAX_CHARS))).toBe(false);
    expect(isLongCell('x'.repeat(CELL_MAX_CHARS + 1))).toBe(true);
    expect(isLongCell('')).toBe(false);
  });
});
