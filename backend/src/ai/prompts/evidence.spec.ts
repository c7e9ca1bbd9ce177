import { quoteMatcher, toEvidence } from './evidence';

describe('quoteMatcher', () => {
  const found = quoteMatcher(
    'About:\nI build   data teams that ship.\nOur dashboards cut reporting time in half.\nJohn: “Jane’s great”',
  );

  it('finds a verbatim quote', () => {
    expect(found('I build data teams that ship.')).toBe(true);
  });

  it('ignores case, spacing and line breaks', () => {
    expect(found('i BUILD data\n teams')).toBe(true);
    expect(found('ship. Our dashboards')).toBe(true);
  });

  it('ignores surrounding quote marks and ellipses', () => {
    expect(found('"I build data teams that ship."')).toBe(true);
    expect(found('“…our dashboards cut reporting time...”')).toBe(true);
  });

  it('treats curly and straight quote marks alike', () => {
    expect(found("Jane's great")).toBe(true);
  });

  it('accepts an ellipsis for left-out text when the parts occur in order', () => {
    expect(found('I build data teams … reporting time in half')).toBe(true);
    expect(found('reporting time in half … I build data teams')).toBe(false);
  });

  it('does not find invented or paraphrased text', () => {
    expect(found('I love building data teams')).toBe(false);
    expect(found('I sailed around the world.')).toBe(false);
  });

  it('does not count quotes too short to prove anything', () => {
    expect(found('I')).toBe(false);
    expect(found('…')).toBe(false);
    expect(found('')).toBe(false);
  });
});

describe('toEvidence', () => {
  it('trims, drops empty and repeated quotes, and marks each', () => {
    const found = quoteMatcher('I build data teams.');
    expect(toEvidence([' I build data teams. ', '', 'i build   DATA teams.', 'Made up'], found)).toEqual([
      { quote: 'I build data teams.', found_in_profile: true },
      { quote: 'Made up', found_in_profile: false },
    ]);
  });
});
