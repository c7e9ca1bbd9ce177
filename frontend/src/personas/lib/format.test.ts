import { describe, expect, it } from 'vitest';
import {
  driversWithEvidence,
  educationLines,
  evidenceOf,
  formatAccuracy,
  formatCounter,
  levelColor,
  listOf,
  profileCounters,
  profileCounts,
  profileHeader,
  recentActivity,
} from './format';
import { activityItem, educationItem, enhancedPersona, experienceItem, linkedInData, postItem } from './testing';

describe('formatAccuracy', () => {
  it('shows a 0..1 accuracy as a percent with 1 decimal', () => {
    expect(formatAccuracy(0.82)).toBe('82.0%');
    expect(formatAccuracy(0.8234)).toBe('82.3%');
    expect(formatAccuracy(1)).toBe('100.0%');
    expect(formatAccuracy(0)).toBe('0.0%');
  });

  it('keeps a value that already is a percent and dashes an unknown one', () => {
    expect(formatAccuracy(76.55)).toBe('76.5%');
    expect(formatAccuracy(null)).toBe('—');
    expect(formatAccuracy('0.5')).toBe('—');
  });
});

describe('profile header and counters', () => {
  it('reads the name, company and location, falling back to the other field names', () => {
    expect(
      profileHeader(
        linkedInData({
          first_name: 'Jane',
          last_name: 'Doe',
          current_company: { name: 'Acme', title: null, link: null },
          city: 'Raleigh',
        }),
      ),
    ).toEqual({ name: 'Jane Doe', company: 'Acme', location: 'Raleigh', linkedinUrl: '' });
    expect(profileHeader(null, { name: 'Ada', company: 'Globex', linkedinUrl: 'u' })).toEqual({
      name: 'Ada',
      company: 'Globex',
      location: '',
      linkedinUrl: 'u',
    });
  });

  it('counts followers, connections, recommendations and posts with either field name', () => {
    // followers_count: the spec's other name, which the API does not answer but the panel still reads.
    const data = linkedInData({ connections: 500, recommendations_count: 7, posts: [postItem(), postItem()] });
    const counters = profileCounters(Object.assign(data, { followers_count: 2423 }));
    expect(counters.map((c) => [c.label, c.value])).toEqual([
      ['Followers', 2423],
      ['Connections', 500],
      ['Recommendations', 7],
      ['Posts', 2],
    ]);
    expect(profileCounters(null).map((c) => c.value)).toEqual([null, null, null, null]);
    expect(formatCounter(2423)).toBe('2,423');
    expect(formatCounter(null)).toBe('—');
  });
});

describe('activity, education and counts', () => {
  it('shows the first 5 activity items that have a title', () => {
    const activity = Array.from({ length: 8 }, (_, i) => activityItem({ title: i === 0 ? '' : `Post ${i}` }));
    expect(recentActivity(linkedInData({ activity })).map((a) => a.title)).toEqual([
      'Post 1',
      'Post 2',
      'Post 3',
      'Post 4',
      'Post 5',
    ]);
  });

  it('reads education with its years', () => {
    expect(
      educationLines(
        linkedInData({
          education: [
            educationItem({
              title: 'State University',
              degree: 'BSc',
              field: 'Statistics',
              start_year: '2010',
              end_year: '2014',
            }),
            educationItem({ title: 'Night School', end_year: '2016' }),
            educationItem({ title: '' }),
          ],
        }),
      ),
    ).toEqual([
      { title: 'State University', detail: 'BSc, Statistics', years: '2010 – 2014', url: '' },
      { title: 'Night School', detail: '', years: '2016', url: '' },
    ]);
  });

  it('counts experiences and education for the pop-up window', () => {
    const data = linkedInData({
      experience: [experienceItem(), experienceItem(), experienceItem()],
      education: [educationItem()],
    });
    expect(profileCounts(data)).toEqual({ experiences: 3, education: 1 });
    expect(profileCounts(null)).toEqual({ experiences: 0, education: 0 });
  });
});

describe('traits and drivers', () => {
  it('colours levels', () => {
    expect(levelColor('high')).toBe('success');
    expect(levelColor('Medium')).toBe('warning');
    expect(levelColor('low')).toBe('default');
  });

  it('keeps each non-empty quote once and whether the server found it in the profile', () => {
    expect(
      evidenceOf([
        { quote: 'I build data teams.', found_in_profile: true },
        { quote: 'I build data teams.', found_in_profile: true },
        { quote: 'Made up', found_in_profile: false },
        { quote: ' ' },
      ]),
    ).toEqual([
      { quote: 'I build data teams.', found_in_profile: true },
      { quote: 'Made up', found_in_profile: false },
    ]);
    expect(evidenceOf(null)).toEqual([]);
  });

  it('pairs each decision-making driver with its evidence, keeping drivers only the evidence names', () => {
    expect(
      driversWithEvidence(
        enhancedPersona({
          decision_making_drivers: ['ROI evidence', 'Team growth'],
          decision_driver_evidence: [
            { driver: 'roi evidence', evidence: [{ quote: 'Numbers first', found_in_profile: true }] },
            { driver: 'Security', evidence: [{ quote: 'Zero trust', found_in_profile: false }] },
          ],
        }),
      ),
    ).toEqual([
      { driver: 'ROI evidence', evidence: [{ quote: 'Numbers first', found_in_profile: true }] },
      { driver: 'Team growth', evidence: [] },
      { driver: 'Security', evidence: [{ quote: 'Zero trust', found_in_profile: false }] },
    ]);
    expect(driversWithEvidence(null)).toEqual([]);
  });

  it('reads lists that may be missing or hold blanks', () => {
    expect(listOf(['a', ' ', 'nan', 'b'])).toEqual(['a', 'b']);
    expect(listOf(undefined)).toEqual([]);
  });
});
