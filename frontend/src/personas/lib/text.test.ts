import { describe, expect, it } from 'vitest';
import { TEXT_MAX, TEXT_MIN, validatePersonaText } from './text';

describe('validatePersonaText', () => {
  it('needs 30 to 20000 characters, not counting the blanks around them', () => {
    expect(validatePersonaText(`  ${'a'.repeat(TEXT_MIN - 1)}  `)).toBe(
      'Paste at least 30 characters of profile text.',
    );
    expect(validatePersonaText('a'.repeat(TEXT_MIN))).toBeNull();
    expect(validatePersonaText('a'.repeat(TEXT_MAX))).toBeNull();
    expect(validatePersonaText('a'.repeat(TEXT_MAX + 1))).toBe('The text may be at most 20000 characters.');
  });
});
