import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges } from './dirty';

describe('hasUnsavedChanges', () => {
  it('sees nothing to lose in an empty new page', () => {
    expect(hasUnsavedChanges('', '')).toBe(false);
    expect(hasUnsavedChanges('  \n', '')).toBe(false);
  });

  it('sees a generated page that was never saved', () => {
    expect(hasUnsavedChanges('<p>new</p>', '')).toBe(true);
  });

  it('sees an edit of a loaded template', () => {
    expect(hasUnsavedChanges('<p>edited</p>', '<p>saved</p>')).toBe(true);
  });

  it('ignores line-ending and surrounding whitespace differences', () => {
    expect(hasUnsavedChanges('<p>a</p>\r\n<p>b</p>\n', '<p>a</p>\n<p>b</p>')).toBe(false);
  });
});
