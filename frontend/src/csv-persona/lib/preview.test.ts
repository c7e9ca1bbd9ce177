import { describe, expect, it } from 'vitest';
import { checkPreviewCredits, cutCell, PREVIEW_CELL_MAX, readPreview } from './preview';

const fileOf = (text: string) => new Blob([text], { type: 'text/csv' });

describe('cutCell', () => {
  it('keeps cells of up to 50 characters and cuts longer ones with an ellipsis', () => {
    expect(cutCell('a'.repeat(50))).toBe('a'.repeat(50));
    expect(cutCell('b'.repeat(51))).toBe(`${'b'.repeat(PREVIEW_CELL_MAX)}...`);
  });

  it('counts characters, not UTF-16 units, so an emoji is never split', () => {
    const text = `${'x'.repeat(49)}😀😀`;
    expect(cutCell(text)).toBe(`${'x'.repeat(49)}😀...`);
  });
});

describe('readPreview', () => {
  it('reads the header and the first 5 data rows only, cells cut at 50', async () => {
    const long = `https://www.linkedin.com/in/${'a'.repeat(60)}`;
    const lines = ['linkedin_url,first_name', `${long},Ann`, ...Array.from({ length: 7 }, (_, i) => `u${i},N${i}`)];
    const preview = await readPreview(fileOf(`\uFEFF${lines.join('\r\n')}`));
    expect(preview.headers).toEqual(['linkedin_url', 'first_name']);
    expect(preview.rows).toHaveLength(5);
    expect(preview.rows[0][0]).toBe(`${long.slice(0, 50)}...`);
    expect(preview.rows[4]).toEqual(['u3', 'N3']);
  });

  it('keeps quoted commas and newlines inside one cell', async () => {
    const preview = await readPreview(fileOf('linkedin_url,last_name\r\nhttps://x,"Smith, Jr.\nII"\r\n'));
    expect(preview.rows).toEqual([['https://x', 'Smith, Jr.\nII']]);
  });
});

describe('checkPreviewCredits', () => {
  it('passes when the preview rows fit the available personas', () => {
    expect(checkPreviewCredits(5, 5)).toEqual({ ok: true });
    expect(checkPreviewCredits(3, 10)).toEqual({ ok: true });
  });

  it('blocks with the shortfall when the preview rows exceed the available personas', () => {
    expect(checkPreviewCredits(5, 2)).toEqual({
      ok: false,
      shortfall: 3,
      message: 'Insufficient persona analyses remaining. You need 3 more credits.',
    });
    expect(checkPreviewCredits(4, 0)).toMatchObject({ ok: false, shortfall: 4 });
  });

  it('does not block before the balance is known', () => {
    expect(checkPreviewCredits(5, null)).toEqual({ ok: true });
    expect(checkPreviewCredits(5, undefined)).toEqual({ ok: true });
  });
});
