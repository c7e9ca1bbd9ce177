import { describe, expect, it } from 'vitest';
import { defaultTemplateName, htmlFileName, templateNameOrUntitled } from './names';

describe('defaultTemplateName', () => {
  it("takes the prompt's first four words plus ' Landing'", () => {
    expect(defaultTemplateName('fitness coaching landing page for busy parents')).toBe(
      'fitness coaching landing page Landing',
    );
  });

  it('keeps shorter prompts whole and collapses spaces', () => {
    expect(defaultTemplateName('  yoga   studio ')).toBe('yoga studio Landing');
  });

  it("answers 'New Landing' with the date when there is no prompt", () => {
    expect(defaultTemplateName('   ', new Date('2026-11-23T10:00:00Z'))).toBe('New Landing 2026-11-23');
  });
});

describe('templateNameOrUntitled', () => {
  it("makes an empty or blank name 'Untitled'", () => {
    expect(templateNameOrUntitled('')).toBe('Untitled');
    expect(templateNameOrUntitled('  \t ')).toBe('Untitled');
  });

  it('trims a given name', () => {
    expect(templateNameOrUntitled('  Spring offer ')).toBe('Spring offer');
  });
});

describe('htmlFileName', () => {
  it('names the file after the template', () => {
    expect(htmlFileName('Spring offer')).toBe('Spring offer.html');
  });

  it('replaces characters file systems refuse', () => {
    expect(htmlFileName('a/b: "c"?')).toBe('a-b- -c.html');
  });

  it("falls back to 'Untitled' when nothing usable is left", () => {
    expect(htmlFileName(' ../ ')).toBe('Untitled.html');
  });
});
