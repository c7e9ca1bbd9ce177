/**
 * People-profile records of the fake Bright Data datasets API (shared/reference/external-apis.md §2), by slug:
 * - `jane-doe`: the reference's full profile (About of several sentences, a flat role and a company group,
 *   education, posts, activity);
 * - `sparse` or `sparse-…`: a sparse one (nulls instead of lists, position '--', counts null);
 * - `nobody` or `dead-…`: a dead_page error record; `blocked-…`: a blocked error record;
 * - `missing-…`: no record at all;
 * - any other slug: a plausible full profile generated from the slug (john-smith-42 → John Smith).
 * Self-contained on purpose: the bench transpiles this folder alone.
 */

export type ProfileRecord = Record<string, unknown>;

const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella Health', 'Stark Industries', 'Wayne Logistics', 'Hooli'];
const TITLES = ['Head of Data', 'VP Sales', 'Engineering Manager', 'Chief Financial Officer', 'Marketing Director'];
const CITIES: [string, string, string][] = [
  ['Raleigh', 'Raleigh, North Carolina, United States', 'US'],
  ['Austin', 'Austin, Texas, United States', 'US'],
  ['London', 'London, England, United Kingdom', 'GB'],
  ['Berlin', 'Berlin, Germany', 'DE'],
  ['Toronto', 'Toronto, Ontario, Canada', 'CA'],
];
const SCHOOLS = ['State University', 'Northfield College', 'Technical University', 'Lakeside Business School'];
const TOPICS = ['pricing experiments', 'data quality', 'hiring senior engineers', 'customer onboarding', 'AI in sales'];

/** A stable small number from the slug, so one slug always gets the same profile. */
function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

const pick = <T>(list: T[], seed: number, offset = 0): T => list[(seed + offset) % list.length];

/** 'john-smith-42' → ['John', 'Smith'] (a trailing id with digits is dropped). */
export function namesFromSlug(slug: string): [string, string] {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // keep the raw slug
  }
  const words = decoded.split(/[-_]+/).filter((word) => word && !/\d/.test(word));
  const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  if (words.length === 0) return ['Alex', 'Morgan'];
  if (words.length === 1) return [cap(words[0]), 'Morgan'];
  return [cap(words[0]), words.slice(1).map(cap).join(' ')];
}

function base(slug: string, inputUrl: string, timestamp: string): ProfileRecord {
  return {
    input: { url: inputUrl },
    id: slug,
    linkedin_id: slug,
    linkedin_num_id: String(10_000_000 + (hash(slug) % 89_999_999)),
    url: `https://www.linkedin.com/in/${slug}/`,
    input_url: inputUrl,
    timestamp,
  };
}

export function janeDoe(inputUrl: string, timestamp: string): ProfileRecord {
  return {
    ...base('jane-doe', inputUrl, timestamp),
    name: 'Jane Doe',
    first_name: 'Jane',
    last_name: 'Doe',
    city: 'Raleigh, North Carolina, United States',
    location: 'Raleigh',
    country_code: 'US',
    position: 'Head of Data at Acme',
    about:
      'I build data teams that ship.<br>Over twelve years I have turned messy spreadsheets into reliable ' +
      'pipelines and dashboards people trust.<br><br>Right now I lead a team of nine at Acme, where we measure ' +
      'every pricing decision before it goes live. I care about ROI evidence, clear ownership and short feedback ' +
      'loops. Outside work I mentor first-time managers &amp; run a local analytics meetup.',
    current_company: {
      name: 'Acme',
      company_id: 'acme',
      link: 'https://www.linkedin.com/company/acme',
      title: 'Head of Data',
    },
    current_company_name: 'Acme',
    current_company_company_id: 'acme',
    experience: [
      {
        title: 'Head of Data',
        company: 'Acme',
        company_id: 'acme',
        location: 'Raleigh',
        start_date: 'Nov 2023',
        end_date: 'Present',
        duration_short: '1 year',
        description: 'Leads analytics and data engineering; owns the pricing experiments platform.',
        url: 'https://www.linkedin.com/company/acme',
      },
      {
        title: 'Globex',
        company: 'Globex',
        duration: '5 years',
        positions: [
          {
            title: 'Analytics Lead',
            subtitle: 'Globex',
            meta: 'Jan 2021 - Oct 2023',
            start_date: 'Jan 2021',
            end_date: 'Oct 2023',
            description: 'Built the first company-wide metrics layer.',
          },
          {
            title: 'Analyst',
            subtitle: 'Globex',
            meta: 'Jun 2018 - Dec 2020',
            start_date: 'Jun 2018',
            end_date: 'Dec 2020',
            description: 'Forecasting and churn models.',
          },
        ],
      },
    ],
    education: [
      {
        title: 'State University',
        degree: 'BSc',
        field: 'Statistics',
        url: 'https://www.linkedin.com/school/state-u/',
        start_year: '2010',
        end_year: '2014',
        description: null,
      },
      { title: 'Data Science Institute', degree: 'Certificate', field: 'Machine Learning', start_year: '2016' },
    ],
    educations_details: 'State University',
    followers: 2423,
    connections: 500,
    recommendations_count: 7,
    recommendations: ['John Roe “Jane is great at turning questions into numbers we can act on.”'],
    posts: [
      {
        title: 'Our Q3 results: what three pricing experiments taught us',
        link: 'https://www.linkedin.com/posts/jane-doe_q3-results-72774928594',
        img: null,
        created_at: '2026-07-01T00:00:00.000Z',
        interaction: '12 likes',
        id: '72774928594',
      },
    ],
    activity: [
      {
        interaction: 'Liked by Jane Doe',
        title: 'Great post on measuring data team ROI…',
        link: 'https://www.linkedin.com/posts/x-activity-72772324',
        img: null,
        id: '72772324',
      },
      {
        interaction: 'Shared by Jane Doe',
        title: 'We are hiring two analytics engineers in Raleigh.',
        link: 'https://www.linkedin.com/posts/acme-activity-72772399',
        img: null,
        id: '72772399',
      },
    ],
    certifications: [{ title: 'Tableau Author', subtitle: 'Tableau', meta: 'Issued Jun 2020' }],
    languages: null,
    people_also_viewed: [
      { profile_link: 'https://uk.linkedin.com/in/someone', name: 'Some One', about: null, location: 'London' },
    ],
    avatar: 'https://media.licdn.com/dms/image/jane-doe.jpg',
    banner_image: 'https://media.licdn.com/dms/image/jane-doe-banner.jpg',
    default_avatar: false,
    memorialized_account: false,
    bio_links: [],
  };
}

export function sparseProfile(slug: string, inputUrl: string, timestamp: string): ProfileRecord {
  const [first, last] = namesFromSlug(slug === 'sparse' ? 'sam-sparse' : slug);
  return {
    ...base(slug, inputUrl, timestamp),
    name: `${first} ${last}`,
    first_name: first,
    last_name: last,
    city: null,
    location: null,
    country_code: null,
    position: '--',
    about: null,
    current_company: null,
    current_company_name: null,
    experience: null,
    education: null,
    educations_details: null,
    followers: null,
    connections: null,
    recommendations_count: null,
    recommendations: null,
    posts: null,
    activity: null,
    certifications: null,
    languages: null,
    people_also_viewed: null,
    avatar: 'https://static.licdn.com/aero-v1/sc/h/default-avatar',
    default_avatar: true,
    bio_links: null,
  };
}

export function generatedProfile(slug: string, inputUrl: string, timestamp: string): ProfileRecord {
  const seed = hash(slug);
  const [first, last] = namesFromSlug(slug);
  const company = pick(COMPANIES, seed);
  const previous = pick(COMPANIES, seed, 3);
  const title = pick(TITLES, seed);
  const [location, city, country] = pick(CITIES, seed);
  const topic = pick(TOPICS, seed);
  const companyId = company.toLowerCase().replace(/\s+/g, '-');
  const startYear = 2008 + (seed % 8);
  return {
    ...base(slug, inputUrl, timestamp),
    name: `${first} ${last}`,
    first_name: first,
    last_name: last,
    city,
    location,
    country_code: country,
    position: `${title} at ${company}`,
    about:
      `I am ${title.toLowerCase()} at ${company}, based in ${location}.<br>` +
      `Before that I spent several years at ${previous}, where I learned to ship small and measure everything.` +
      `<br><br>I care about ${topic} and about teams that decide with evidence rather than opinions. ` +
      `I read every message that is short and specific.`,
    current_company: {
      name: company,
      company_id: companyId,
      link: `https://www.linkedin.com/company/${companyId}`,
      title,
    },
    current_company_name: company,
    experience: [
      {
        title,
        company,
        location,
        start_date: `Mar ${startYear + 9}`,
        end_date: 'Present',
        description: `Leads ${topic} across ${company}.`,
      },
      {
        title: previous,
        company: previous,
        positions: [
          {
            title: `Senior ${title.split(' ').pop()}`,
            subtitle: previous,
            meta: `Jan ${startYear + 4} - Feb ${startYear + 9}`,
          },
          { title: 'Associate', subtitle: previous, start_date: `Sep ${startYear}`, end_date: `Dec ${startYear + 3}` },
        ],
      },
    ],
    education: [
      {
        title: pick(SCHOOLS, seed),
        degree: 'BSc',
        field: 'Economics',
        start_year: String(startYear - 4),
        end_year: String(startYear),
      },
      { title: pick(SCHOOLS, seed, 1), degree: 'MBA', field: null, start_year: String(startYear + 5), end_year: null },
    ],
    followers: 150 + (seed % 9_000),
    connections: Math.min(500, 80 + (seed % 600)),
    recommendations_count: seed % 6,
    recommendations: [],
    posts: [
      {
        title: `Three things we learned about ${topic} this quarter`,
        link: `https://www.linkedin.com/posts/${slug}_activity-${seed % 100000}`,
        img: null,
        created_at: '2026-07-15T09:00:00.000Z',
        interaction: `${seed % 90} likes`,
      },
    ],
    activity: Array.from({ length: 6 }, (_, n) => ({
      interaction: `${n % 2 ? 'Shared' : 'Liked'} by ${first} ${last}`,
      title: `${pick(TOPICS, seed, n + 1)}: notes from the field (${n + 1})`,
      link: `https://www.linkedin.com/posts/x-activity-${seed % 100000}${n}`,
      img: null,
      id: `${seed % 100000}${n}`,
    })),
    certifications: [],
    languages: null,
    avatar: null,
    default_avatar: true,
    bio_links: [],
  };
}

export function errorRecord(inputUrl: string, timestamp: string, code: string): ProfileRecord {
  const messages: Record<string, string> = {
    dead_page: '4XX page - dead page.',
    blocked: 'Access blocked by the target site.',
  };
  return { timestamp, input: { url: inputUrl }, error: messages[code] ?? 'Crawl failed.', error_code: code };
}

/** The record the fake answers for one input URL, or null when the vendor would answer none. */
export function recordFor(inputUrl: string, timestamp: string): ProfileRecord | null {
  const slug = (/linkedin\.com\/in\/([^/?#]+)/i.exec(inputUrl)?.[1] ?? '').toLowerCase();
  if (slug === 'nobody' || slug.startsWith('dead-')) return errorRecord(inputUrl, timestamp, 'dead_page');
  if (slug.startsWith('blocked-')) return errorRecord(inputUrl, timestamp, 'blocked');
  if (slug.startsWith('missing-')) return null;
  if (slug === 'jane-doe') return janeDoe(inputUrl, timestamp);
  if (slug === 'sparse' || slug.startsWith('sparse-')) return sparseProfile(slug, inputUrl, timestamp);
  return generatedProfile(slug, inputUrl, timestamp);
}
