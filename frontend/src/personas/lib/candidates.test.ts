import { describe, expect, it } from 'vitest';
import { lead, web } from '../../search/lib/testing';
import { extractCandidates, normalizeProfileUrl, parseProfileTitle, UNKNOWN_COMPANY } from './candidates';

describe('normalizeProfileUrl', () => {
  it.each([
    ['https://www.linkedin.com/in/jane-doe', 'https://www.linkedin.com/in/jane-doe'],
    ['https://uk.linkedin.com/in/John-Roe/', 'https://www.linkedin.com/in/john-roe'],
    ['linkedin.com/in/jane-doe/details/experience/?trk=x#about', 'https://www.linkedin.com/in/jane-doe'],
  ])('normalises %s', (raw, expected) => {
    expect(normalizeProfileUrl(raw)).toBe(expected);
  });

  it.each([
    'https://www.linkedin.com/company/acme',
    'https://www.linkedin.com/in/',
    'https://linkedin.com.evil.example/in/jane',
    'javascript:alert(1)',
    'nan',
    '',
    null,
  ])('refuses %s', (raw) => {
    expect(normalizeProfileUrl(raw)).toBeNull();
  });
});

describe('parseProfileTitle', () => {
  it('reads the name and the company of a LinkedIn page title', () => {
    expect(parseProfileTitle('Jane Doe - Data Engineer - Acme | LinkedIn')).toEqual({
      name: 'Jane Doe',
      company: 'Acme',
    });
    expect(parseProfileTitle('John Roe – Globex')).toEqual({ name: 'John Roe', company: 'Globex' });
    expect(parseProfileTitle('Grace Hopper | LinkedIn')).toEqual({ name: 'Grace Hopper', company: '' });
    expect(parseProfileTitle(undefined)).toEqual({ name: '', company: '' });
  });
});

describe('extractCandidates', () => {
  it('takes a lead with a personal-profile link, its name and its company', () => {
    const item = lead({ name: 'Jane Doe', company_name: 'Acme', linkedin_url: 'linkedin.com/in/jane-doe' });
    expect(extractCandidates({ elasticsearch: [item] })).toEqual([
      {
        id: 'https://www.linkedin.com/in/jane-doe',
        name: 'Jane Doe',
        company: 'Acme',
        linkedinUrl: 'https://www.linkedin.com/in/jane-doe',
        searchResultId: item.id,
        searchResultIds: [item.id],
      },
    ]);
  });

  it('finds the link on the result itself or in any of the data link fields', () => {
    const fields = ['linkedin_profile_url', 'profile_url', 'url', 'link'];
    const items = fields.map((field, index) => lead({ [field]: `https://www.linkedin.com/in/p${index}` }));
    const top = lead({}, { linkedin_url: 'https://www.linkedin.com/in/top' });
    expect(extractCandidates([...items, top]).map((c) => c.linkedinUrl)).toEqual([
      'https://www.linkedin.com/in/p0',
      'https://www.linkedin.com/in/p1',
      'https://www.linkedin.com/in/p2',
      'https://www.linkedin.com/in/p3',
      'https://www.linkedin.com/in/top',
    ]);
  });

  it('leaves out results without a personal-profile link or without a name', () => {
    expect(
      extractCandidates([
        lead({ linkedin_url: 'https://www.linkedin.com/company/acme' }),
        lead({ linkedin_url: 'nan' }),
        lead({ name: 'Unknown', linkedin_url: 'https://www.linkedin.com/in/nobody' }),
        lead({ name: '', linkedin_url: 'https://www.linkedin.com/in/blank' }),
      ]),
    ).toEqual([]);
  });

  it('parses the name and company of a web result from its title', () => {
    const item = web({ title: 'John Roe - CTO - Globex | LinkedIn', link: 'https://de.linkedin.com/in/john-roe' });
    expect(extractCandidates({ google: [item] })[0]).toMatchObject({ name: 'John Roe', company: 'Globex' });
  });

  it("defaults the company to 'Unknown Company' when it is missing", () => {
    const item = lead({ name: 'Ada', company_name: 'nan', linkedin_url: 'https://www.linkedin.com/in/ada' });
    expect(extractCandidates([item])[0].company).toBe(UNKNOWN_COMPANY);
  });

  it('keeps one candidate per profile URL and remembers every result that names it', () => {
    const first = lead({ name: 'Jane Doe', linkedin_url: 'https://www.linkedin.com/in/jane-doe' });
    const second = web({ title: 'Jane Doe | LinkedIn', link: 'https://uk.linkedin.com/in/Jane-Doe/' });
    const candidates = extractCandidates({ elasticsearch: [first], google: [second] });
    expect(candidates).toHaveLength(1);
    expect(candidates[0]).toMatchObject({ searchResultId: first.id, searchResultIds: [first.id, second.id] });
  });

  it('answers nothing for no results', () => {
    expect(extractCandidates(null)).toEqual([]);
    expect(extractCandidates({})).toEqual([]);
  });
});
