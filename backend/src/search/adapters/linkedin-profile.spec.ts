import { nameFromUrl, normalizeLinkedInProfileUrl, parseProfileTitle } from './linkedin-profile';

describe('normalizeLinkedInProfileUrl', () => {
  it.each([
    ['https://www.linkedin.com/in/jane-doe', 'https://www.linkedin.com/in/jane-doe'],
    ['https://uk.linkedin.com/in/john-roe-12ab34/', 'https://www.linkedin.com/in/john-roe-12ab34'],
    ['http://linkedin.com/in/Jane-Doe?trk=public_profile#about', 'https://www.linkedin.com/in/jane-doe'],
    ['linkedin.com/in/jane-doe/details/experience/', 'https://www.linkedin.com/in/jane-doe'],
    ['https://de.linkedin.com/in/j%C3%BCrgen-m%C3%BCller', 'https://www.linkedin.com/in/j%c3%bcrgen-m%c3%bcller'],
  ])('normalises %s', (raw, expected) => {
    expect(normalizeLinkedInProfileUrl(raw)).toBe(expected);
  });

  // The plain shapes skip the URL parser; a link with an empty query ('?') or fragment ('#') goes through it.
  it.each([
    'https://www.linkedin.com/in/jane-doe-1',
    'HTTPS://WWW.LinkedIn.COM/IN/Jane_Doe/',
    'http://uk.linkedin.com/in/JOHN-ROE-12ab34',
    'linkedin.com/in/jane-doe/',
    'www.linkedin.com/in/a',
    'de.linkedin.com/in/' + 'x'.repeat(100),
  ])('gives %s the same form as the URL parser does', (raw) => {
    const plain = normalizeLinkedInProfileUrl(raw);
    expect(plain).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z\d_-]+$/);
    expect(normalizeLinkedInProfileUrl(`${raw}?`)).toBe(plain);
    expect(normalizeLinkedInProfileUrl(`${raw}#`)).toBe(plain);
  });

  it.each([
    'https://www.linkedin.com/company/acme',
    'https://www.linkedin.com/posts/jane-doe_activity-1',
    'https://www.linkedin.com/in/',
    'https://notlinkedin.com/in/jane',
    'https://linkedin.com.evil.example/in/jane',
    'https://evil.example/linkedin.com/in/jane',
    'https://www.linkedin.com/in/' + 'x'.repeat(101),
    'javascript:alert(1)',
    '',
    null,
  ])('refuses %s', (raw) => {
    expect(normalizeLinkedInProfileUrl(raw)).toBeNull();
  });
});

describe('parseProfileTitle', () => {
  it.each([
    ['Jane Doe - Data Engineer - Acme | LinkedIn', { name: 'Jane Doe', headline: 'Data Engineer', company: 'Acme' }],
    ['John Roe – Acme', { name: 'John Roe', headline: null, company: 'Acme' }],
    [
      'Ada Quinn - VP - Data & AI - Globex | LinkedIn',
      { name: 'Ada Quinn', headline: 'VP - Data & AI', company: 'Globex' },
    ],
    ['Grace Hopper | LinkedIn', { name: 'Grace Hopper', headline: null, company: null }],
    [
      'Alan Turing - Researcher - Bletchley Park ...',
      { name: 'Alan Turing', headline: 'Researcher', company: 'Bletchley Park' },
    ],
  ])('reads %s', (title, expected) => {
    expect(parseProfileTitle(title)).toEqual(expected);
  });

  it('takes the headline from the description when the title has none', () => {
    expect(parseProfileTitle('John Roe – Acme', 'Data Engineer at Acme · Austin, Texas')).toMatchObject({
      headline: 'Data Engineer at Acme',
    });
    expect(parseProfileTitle('John Roe – Acme', 'Experience: Acme · Location: Austin').headline).toBeNull();
  });

  it('falls back to a name from the URL', () => {
    expect(parseProfileTitle(undefined, undefined, 'https://www.linkedin.com/in/jane-doe-12ab34').name).toBe(
      'Jane Doe',
    );
    expect(nameFromUrl('https://www.linkedin.com/in/j%c3%bcrgen-m%c3%bcller')).toBe('Jürgen Müller');
  });
});
