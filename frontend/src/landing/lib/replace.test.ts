import { describe, expect, it } from 'vitest';
import { replaceAll } from './replace';

describe('replaceAll', () => {
  it('replaces every occurrence and counts them', () => {
    expect(replaceAll('<h1>Coach</h1><p>Coach you</p>', 'Coach', 'Mentor')).toEqual({
      text: '<h1>Mentor</h1><p>Mentor you</p>',
      count: 2,
    });
  });

  it('treats the search as literal text, not a pattern', () => {
    expect(replaceAll('a.b a+b $1', '.', '$&')).toEqual({ text: 'a$&b a+b $1', count: 1 });
  });

  it('is case-sensitive', () => {
    expect(replaceAll('Coach coach', 'coach', 'x').count).toBe(1);
  });

  it('changes nothing for an empty search', () => {
    expect(replaceAll('abc', '', 'x')).toEqual({ text: 'abc', count: 0 });
  });
});
