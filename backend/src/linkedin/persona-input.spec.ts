import { profileUrls, resultIds, textKey, urlKey } from './persona-input';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return null;
};

describe('persona input', () => {
  it('normalises and de-duplicates profile URLs, keeping their order', () => {
    expect(
      profileUrls([
        'linkedin.com/in/Jane-Doe/',
        'https://uk.linkedin.com/in/jane-doe?trk=x',
        'https://www.linkedin.com/in/bob',
        '  ',
      ]),
    ).toEqual(['https://www.linkedin.com/in/jane-doe', 'https://www.linkedin.com/in/bob']);
  });

  it('refuses no URLs, company pages and more than 50', () => {
    expect(codeOf(() => profileUrls([]))).toBe('no_urls');
    expect(codeOf(() => profileUrls(['', ' ']))).toBe('no_urls');
    expect(codeOf(() => profileUrls(['https://www.linkedin.com/company/acme']))).toBe('invalid_linkedin_url');
    expect(codeOf(() => profileUrls([42]))).toBe('invalid_linkedin_url');
    const many = Array.from({ length: 51 }, (_, n) => `https://www.linkedin.com/in/p${n}`);
    expect(codeOf(() => profileUrls(many))).toBe('too_many_urls');
  });

  it('reads result ids as r_12, "12" or 12', () => {
    expect(resultIds(['r_12', '13', 14, 'r_12'])).toEqual([12, 13, 14]);
    expect(resultIds(undefined)).toEqual([]);
    expect(codeOf(() => resultIds(['abc']))).toBe('invalid_search_result_ids');
    expect(codeOf(() => resultIds([{ id: 1 }]))).toBe('invalid_search_result_ids');
  });

  it('keys text by content, ignoring case and spacing', () => {
    expect(textKey('Hello  World', 'Ann', null)).toBe(textKey(' hello world ', 'ann', ''));
    expect(textKey('Hello World', 'Ann')).not.toBe(textKey('Hello World', 'Bob'));
    expect(urlKey('https://www.linkedin.com/in/a')).not.toBe(textKey('https://www.linkedin.com/in/a'));
  });
});
