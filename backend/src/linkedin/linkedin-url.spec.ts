import { canonicalLinkedIn, dedupKeys } from '../leads/lead-normalize';
import { normalizeLinkedInProfileUrl } from '../search/adapters/linkedin-profile';
import { urlKey } from './persona-input';

/** One LinkedIn URL normaliser for the product: leads, search results, CSV rows and personas meet on it. */
describe('the LinkedIn profile URL normaliser', () => {
  const same = [
    'https://www.linkedin.com/in/jürgen-müller',
    'linkedin.com/in/J%C3%BCrgen-M%C3%BCller/',
    'http://de.linkedin.com/in/jürgen-müller/details/experience/?trk=x#top',
    'https://www.linkedin.com/in/J%c3%bcrgen-M%c3%bcller',
  ];

  it('gives one URL (and so one persona re-use key) for every spelling of a profile', () => {
    const urls = same.map(normalizeLinkedInProfileUrl);
    expect(new Set(urls)).toEqual(new Set(['https://www.linkedin.com/in/j%c3%bcrgen-m%c3%bcller']));
    expect(new Set(urls.map((url) => urlKey(url as string))).size).toBe(1);
  });

  it('is the one the lead de-duplication key uses, sub-pages and raw unicode included', () => {
    expect(new Set(same.map(canonicalLinkedIn))).toEqual(new Set(['linkedin.com/in/j%c3%bcrgen-m%c3%bcller']));
    expect(dedupKeys({ linkedin_url: 'https://uk.linkedin.com/in/Jane-Doe/details/skills/' })).toEqual([
      'li:linkedin.com/in/jane-doe',
    ]);
  });

  it('keeps other LinkedIn pages apart, in their old lower-cased form', () => {
    expect(canonicalLinkedIn('https://www.linkedin.com/company/Acme/?trk=1')).toBe('linkedin.com/company/acme');
  });
});
