import { describe, expect, it } from 'vitest';
import { passwordStrength, strengthLabel } from './passwordStrength';

describe('passwordStrength', () => {
  it('scores an empty password 0 and calls it Weak', () => {
    expect(passwordStrength('')).toEqual({ score: 0, label: 'Weak' });
  });

  it('gives one point per rule met', () => {
    expect(passwordStrength('abc').score).toBe(1);
    expect(passwordStrength('abcdefgh').score).toBe(2);
    expect(passwordStrength('Abcdefgh').score).toBe(3);
    expect(passwordStrength('Abcdefg1').score).toBe(4);
    expect(passwordStrength('Abcdef1!').score).toBe(5);
  });

  it('counts a symbol and a digit without needing letters', () => {
    expect(passwordStrength('1!').score).toBe(2);
  });

  it('labels 0-2 Weak, 3 Fair, 4 Good, 5 Strong', () => {
    expect([0, 1, 2, 3, 4, 5].map(strengthLabel)).toEqual(['Weak', 'Weak', 'Weak', 'Fair', 'Good', 'Strong']);
    expect(passwordStrength('Abcdefgh').label).toBe('Fair');
    expect(passwordStrength('Abcdefg1').label).toBe('Good');
    expect(passwordStrength('Abcdef1!').label).toBe('Strong');
  });
});
