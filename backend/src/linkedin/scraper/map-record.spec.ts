import { joinOutcomes, LIMITS, mapProfileRecord, recordOutcome, scrapeErrorMessage } from './map-record';

/** Records shaped as Bright Data's people-profile dataset answers them (shared/reference/external-apis.md §2). */
const JANE_URL = 'https://www.linkedin.com/in/jane-doe';

function fullRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    input: { url: 'https://www.linkedin.com/in/jane-doe/' },
    id: 'jane-doe',
    linkedin_id: 'jane-doe',
    linkedin_num_id: '52536678',
    name: ' Jane Doe ',
    first_name: 'Jane',
    last_name: 'Doe',
    city: 'Raleigh, North Carolina, United States',
    location: 'Raleigh',
    country_code: 'us',
    position: 'Head of Data at Acme',
    about: 'I build data teams.<br>Twelve years of pipelines.<br/><br>Mentor &amp; speaker.',
    current_company: { name: 'Acme', company_id: 'acme', link: 'https://www.linkedin.com/company/acme', title: 'Head' },
    current_company_name: 'Acme',
    experience: [
      {
        title: 'Head of Data',
        company: 'Acme',
        location: 'Raleigh',
        start_date: 'Nov 2023',
        end_date: 'Present',
        description: 'Leads the team.',
      },
    ],
    education: [
      {
        title: 'State University',
        degree: 'BSc',
        field: 'Statistics',
        url: 'https://www.linkedin.com/school/state-u/',
        start_year: '2010',
        end_year: 2014,
      },
    ],
    followers: 2423,
    connections: '500+',
    recommendations_count: 7,
    recommendations: ['John Roe “Jane is great…”', '  '],
    posts: [
      {
        title: 'Our Q3 results',
        link: 'https://www.linkedin.com/posts/x',
        img: null,
        created_at: '2026-07-01T00:00:00.000Z',
        interaction: '12 likes',
        id: '1',
      },
    ],
    activity: [
      { interaction: 'Liked by Jane Doe', title: 'Great post…', link: 'https://www.linkedin.com/posts/y', img: '' },
      { interaction: null, title: null, link: 'javascript:alert(1)', img: null },
    ],
    certifications: [{ title: 'Tableau Author', subtitle: 'Tableau', meta: 'Issued Jun 2020' }],
    avatar: 'https://media.licdn.com/jane.jpg',
    default_avatar: false,
    timestamp: '2026-08-01T06:23:56.970Z',
    ...overrides,
  };
}

describe('mapProfileRecord', () => {
  it('maps a full profile to LinkedInData', () => {
    const data = mapProfileRecord(fullRecord(), JANE_URL);
    expect(data).toEqual({
      linkedin_url: JANE_URL,
      name: 'Jane Doe',
      first_name: 'Jane',
      last_name: 'Doe',
      position: 'Head of Data at Acme',
      current_company_name: 'Acme',
      current_company: { name: 'Acme', title: 'Head', link: 'https://www.linkedin.com/company/acme' },
      location: 'Raleigh',
      city: 'Raleigh, North Carolina, United States',
      country_code: 'US',
      about: 'I build data teams.\nTwelve years of pipelines.\n\nMentor & speaker.',
      followers: 2423,
      connections: 500,
      recommendations_count: 7,
      recommendations: ['John Roe “Jane is great…”'],
      posts: [
        {
          title: 'Our Q3 results',
          link: 'https://www.linkedin.com/posts/x',
          img: null,
          created_at: '2026-07-01T00:00:00.000Z',
          interaction: '12 likes',
        },
      ],
      activity: [
        { title: 'Great post…', interaction: 'Liked by Jane Doe', link: 'https://www.linkedin.com/posts/y', img: null },
      ],
      education: [
        {
          title: 'State University',
          degree: 'BSc',
          field: 'Statistics',
          start_year: '2010',
          end_year: '2014',
          url: 'https://www.linkedin.com/school/state-u/',
        },
      ],
      experience: [
        {
          title: 'Head of Data',
          company: 'Acme',
          location: 'Raleigh',
          start_date: 'Nov 2023',
          end_date: 'Present',
          description: 'Leads the team.',
        },
      ],
      certifications: [{ title: 'Tableau Author', subtitle: 'Tableau' }],
      avatar: 'https://media.licdn.com/jane.jpg',
      scraped_at: '2026-08-01T06:23:56.970Z',
    });
  });

  it('turns a sparse record into empty lists, null counts and no headline for "--"', () => {
    const data = mapProfileRecord(
      {
        input: { url: 'https://www.linkedin.com/in/sam-sparse' },
        id: 'sam-sparse',
        name: 'Sam Sparse',
        position: '--',
        about: '   ',
        city: '',
        country_code: null,
        current_company: null,
        current_company_name: null,
        experience: null,
        education: null,
        followers: null,
        connections: null,
        recommendations_count: null,
        recommendations: null,
        posts: null,
        activity: null,
        certifications: null,
        avatar: 'https://static.licdn.com/default-avatar',
        default_avatar: true,
        timestamp: 'yesterday',
      },
      'https://www.linkedin.com/in/sam-sparse',
    );
    expect(data).toMatchObject({
      name: 'Sam Sparse',
      first_name: 'Sam',
      last_name: 'Sparse',
      position: null,
      about: null,
      city: null,
      current_company_name: null,
      current_company: null,
      followers: null,
      connections: null,
      recommendations_count: null,
      recommendations: [],
      posts: [],
      activity: [],
      education: [],
      experience: [],
      certifications: [],
      avatar: null,
      scraped_at: null,
    });
  });

  it('flattens a company group with positions[] into one role each, dates from meta when missing', () => {
    const data = mapProfileRecord(
      fullRecord({
        experience: [
          { title: 'Head of Data', company: 'Acme', start_date: 'Nov 2023', end_date: 'Present' },
          {
            title: 'Globex',
            company: 'Globex',
            location: 'Austin',
            duration: '5 years',
            positions: [
              { title: 'Analytics Lead', subtitle: 'Globex', meta: 'Jan 2021 - Oct 2023 · 2 yrs 10 mos' },
              {
                title: 'Analyst',
                start_date: 'Jun 2018',
                end_date: 'Dec 2020',
                description: 'Churn<br>models',
                location: 'Remote',
              },
            ],
          },
          null,
          'not a role',
          { title: null, company: null },
        ],
      }),
      JANE_URL,
    );
    expect(data.experience).toEqual([
      {
        title: 'Head of Data',
        company: 'Acme',
        location: null,
        start_date: 'Nov 2023',
        end_date: 'Present',
        description: null,
      },
      {
        title: 'Analytics Lead',
        company: 'Globex',
        location: 'Austin',
        start_date: 'Jan 2021',
        end_date: 'Oct 2023',
        description: null,
      },
      {
        title: 'Analyst',
        company: 'Globex',
        location: 'Remote',
        start_date: 'Jun 2018',
        end_date: 'Dec 2020',
        description: 'Churn\nmodels',
      },
    ]);
  });

  it('reads counts written as text and ignores nonsense', () => {
    const counts = (followers: unknown) => mapProfileRecord(fullRecord({ followers }), JANE_URL).followers;
    expect(counts('2,423')).toBe(2423);
    expect(counts('1.2K followers')).toBeNull();
    expect(counts('1.2K')).toBe(1200);
    expect(counts(-3)).toBeNull();
    expect(counts('many')).toBeNull();
    expect(counts(12.6)).toBe(13);
  });

  it('caps lists and long text at sane sizes', () => {
    const many = Array.from({ length: 200 }, (_, n) => ({ title: `Post ${n}`, link: `https://x.example/${n}` }));
    const data = mapProfileRecord(
      fullRecord({ posts: many, activity: many, about: 'word '.repeat(10_000), recommendations: many.map(String) }),
      JANE_URL,
    );
    expect(data.posts).toHaveLength(LIMITS.posts);
    expect(data.activity).toHaveLength(LIMITS.activity);
    expect(data.recommendations.length).toBeLessThanOrEqual(LIMITS.recommendations);
    expect(data.about?.length).toBeLessThanOrEqual(LIMITS.aboutChars);
    expect(data.about?.endsWith('…')).toBe(true);
  });

  it('keeps a lone "<" in text and answers a null URL when none is given', () => {
    const data = mapProfileRecord({ name: 'Ann', about: 'Growth < 5% is > nothing.<br>Fine.' }, null);
    expect(data).toMatchObject({ linkedin_url: null, about: 'Growth < 5% is > nothing.\nFine.', posts: [] });
  });

  it('splits a name into first and last when the record only has the full name', () => {
    const data = mapProfileRecord(fullRecord({ first_name: null, last_name: '', name: 'Ada Lovelace King' }), JANE_URL);
    expect([data.first_name, data.last_name]).toEqual(['Ada', 'Lovelace King']);
  });
});

describe('recordOutcome', () => {
  it.each([
    ['dead_page', 'This LinkedIn profile could not be found (dead page).'],
    ['bad_input', scrapeErrorMessage('bad_input')],
    ['blocked', scrapeErrorMessage('blocked')],
    ['crawl_error', scrapeErrorMessage('crawl_error')],
    ['parse_error', scrapeErrorMessage('parse_error')],
  ])('turns an error record with %s into a failed outcome with a readable sentence', (code, sentence) => {
    const record = {
      timestamp: '2026-08-01T06:24:10.000Z',
      input: { url: 'https://www.linkedin.com/in/nobody' },
      error: '4XX page - dead page.',
      error_code: code,
    };
    expect(recordOutcome(record, 'https://www.linkedin.com/in/nobody')).toEqual({
      linkedin_url: 'https://www.linkedin.com/in/nobody',
      ok: false,
      error_code: code,
      error: sentence,
    });
    expect(sentence).toMatch(/^[A-Z].+\.$/);
  });

  it('gives unknown error codes a sentence too, and treats a record without a profile as missing', () => {
    const url = 'https://www.linkedin.com/in/x';
    expect(recordOutcome({ input: { url }, error: 'Odd', error_code: 'new_thing' }, url)).toMatchObject({
      ok: false,
      error_code: 'new_thing',
      error: 'This LinkedIn profile could not be scraped (new thing).',
    });
    expect(recordOutcome({ input: { url }, timestamp: '2026-08-01T00:00:00Z' }, url)).toMatchObject({
      ok: false,
      error_code: 'missing',
    });
  });
});

describe('joinOutcomes', () => {
  const record = (slug: string, inputUrl = `https://www.linkedin.com/in/${slug}/`) => ({
    input: { url: inputUrl },
    id: slug,
    name: slug.toUpperCase(),
  });

  it('joins records to inputs on the normalised input.url, never by order', () => {
    const urls = [
      'https://www.linkedin.com/in/ann',
      'https://www.linkedin.com/in/bob',
      'https://www.linkedin.com/in/cy',
    ];
    const outcomes = joinOutcomes(urls, [
      record('cy', 'https://uk.linkedin.com/in/CY?trk=x'),
      { input: { url: 'https://www.linkedin.com/in/bob' }, error: 'dead', error_code: 'dead_page' },
      record('ann'),
    ]);
    expect(outcomes.map((outcome) => [outcome.linkedin_url, outcome.ok])).toEqual([
      [urls[0], true],
      [urls[1], false],
      [urls[2], true],
    ]);
    expect(outcomes[0].ok && outcomes[0].data).toMatchObject({ name: 'ANN', linkedin_url: urls[0] });
    expect(outcomes[2].ok && outcomes[2].data).toMatchObject({ name: 'CY', linkedin_url: urls[2] });
  });

  it('fails an input without any record as missing, and ignores records for URLs nobody asked for', () => {
    const outcomes = joinOutcomes(
      ['https://www.linkedin.com/in/ann', 'https://www.linkedin.com/in/ghost'],
      [record('ann'), record('stranger'), { input: {} }, 'garbage', null],
    );
    expect(outcomes[0].ok).toBe(true);
    expect(outcomes[1]).toEqual({
      linkedin_url: 'https://www.linkedin.com/in/ghost',
      ok: false,
      error_code: 'missing',
      error: 'The scraper returned no data for this LinkedIn profile.',
    });
  });

  it('prefers a profile over an error record for the same URL and answers every duplicate input', () => {
    const ann = 'https://www.linkedin.com/in/ann';
    const outcomes = joinOutcomes(
      [ann, `${ann}/`],
      [{ input: { url: ann }, error: 'x', error_code: 'crawl_error' }, record('ann')],
    );
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true]);
  });

  it('fails a URL that is not a LinkedIn profile, and copes with a body that is not a list', () => {
    expect(joinOutcomes(['https://example.com/x'], null)).toEqual([
      { linkedin_url: 'https://example.com/x', ok: false, error_code: 'invalid_url', error: expect.any(String) },
    ]);
  });
});
