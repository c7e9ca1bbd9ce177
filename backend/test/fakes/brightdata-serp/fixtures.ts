/**
 * Bright Data SERP API parsed-JSON pages (shared/reference/external-apis.md §5), generated from the Google query:
 * - `site:linkedin.com/in …`: LinkedIn rows over 2 pages, including a uk.linkedin.com profile, a duplicate of the
 *   first profile (trailing slash and query string), a /company/ row and a row without a link;
 * - anything containing 'empty': results_cnt 0 and no `organic` key;
 * - anything else: generic web with knowledge, people_also_ask and related.
 */

export const LINKEDIN_TOTAL = 20;
const PAGE_SIZE = 10;

const PEOPLE = [
  ['Jane', 'Doe'],
  ['John', 'Roe'],
  ['Ada', 'Quinn'],
  ['Grace', 'Hopper'],
  ['Alan', 'Turing'],
  ['Maria', 'Garcia'],
  ['Wei', 'Zhang'],
  ['Priya', 'Patel'],
  ['Lars', 'Berg'],
  ['Amara', 'Okafor'],
  ['Tom', 'Baker'],
  ['Sara', 'Lind'],
  ['Omar', 'Haddad'],
  ['Yuki', 'Sato'],
  ['Nina', 'Ivanova'],
  ['Paul', 'Martin'],
];
const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella Health', 'Stark Industries'];

const titleCase = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase());

function general(query: string, count: number) {
  return {
    search_engine: 'google',
    query,
    results_cnt: count,
    language: 'en',
    location: 'United States',
    timestamp: '2026-08-01T10:00:00.000Z',
  };
}

/** LinkedIn row n (1-based across pages). */
function linkedinRow(words: string, n: number): Record<string, unknown> {
  const [first, last] = PEOPLE[(n - 1) % PEOPLE.length];
  const slug = `${first}-${last}`.toLowerCase() + (n > PEOPLE.length ? `-${n}` : '');
  const company = COMPANIES[(n - 1) % COMPANIES.length];
  const headline = `${titleCase(words) || 'Data'} Specialist`;
  const row: Record<string, unknown> = {
    link: `https://www.linkedin.com/in/${slug}`,
    display_link: '500+ connections',
    title: `${first} ${last} - ${headline} - ${company} | LinkedIn`,
    description: `${headline} at ${company} · Experience: ${company} · Location: Austin`,
  };
  // Shapes real pages mix in: a country subdomain with a two-part title, a duplicate, a company page, no link.
  if (n === 2) {
    row.link = `https://uk.linkedin.com/in/${slug}-12ab34`;
    row.title = `${first} ${last} – ${company}`;
    row.display_link = `https://uk.linkedin.com › ${slug}-12ab34`;
    row.extensions = [{ type: 'site_link', extended: true, text: 'Posts', link: 'https://example.invalid', rank: 1 }];
  }
  if (n === 4) {
    row.link = 'https://www.linkedin.com/in/jane-doe/?trk=public_profile';
    row.title = 'Jane Doe - Data Engineer - Acme | LinkedIn';
  }
  if (n === 6) {
    row.link = `https://www.linkedin.com/company/${company.toLowerCase().replace(/\s+/g, '-')}`;
    row.title = `${company} | LinkedIn`;
  }
  if (n === 8) delete row.link;
  return row;
}

/** One parsed page for the Google query q at start (0, 10, …). */
export function serpJson(q: string, start: number, requestId: string): Record<string, unknown> {
  const input = { original_url: `https://www.google.com/search?q=${encodeURIComponent(q)}`, request_id: requestId };
  if (q.toLowerCase().includes('empty')) return { general: { ...general(q, 0), is_empty: true }, input };
  const match = /^site:linkedin\.com\/in\s*(.*)$/i.exec(q.trim());
  if (match) {
    const words = match[1].replace(/"/g, '');
    const last = Math.min(LINKEDIN_TOTAL, start + PAGE_SIZE);
    if (start >= LINKEDIN_TOTAL) return { general: { ...general(q, 0), is_empty: true }, input };
    const organic = [];
    for (let n = start + 1; n <= last; n++) {
      organic.push({ ...linkedinRow(words, n), rank: n - start, global_rank: n + Math.floor(n / 5) });
    }
    return {
      general: general(q, 1340),
      input,
      organic,
      pagination: {
        current_page: start / PAGE_SIZE + 1,
        ...(last < LINKEDIN_TOTAL
          ? {
              next_page: start / PAGE_SIZE + 2,
              next_page_start: last,
              next_page_link: `https://www.google.com/search?q=${encodeURIComponent(q)}&start=${last}`,
            }
          : {}),
      },
    };
  }
  return {
    general: general(q, 1230),
    input,
    organic: [1, 2, 3].map((n) => ({
      link: `https://web-${n}.example/`,
      display_link: `https://web-${n}.example`,
      title: `${titleCase(q)} — web result ${n}`,
      description: `About ${q}.`,
      rank: n,
      global_rank: n + 1,
    })),
    people_also_ask: [
      {
        question: `What is ${q}?`,
        answer_link: 'https://web-1.example/',
        answers: [{ type: 'answer', value: { text: 'A fake answer.' }, rank: 1 }],
        rank: 1,
        global_rank: 2,
      },
    ],
    knowledge: {
      title: titleCase(q),
      subtitle: 'Software company',
      kgmid: '/g/11abc',
      link: 'https://acme.example',
      facts: [{ predicate: 'founded', title: 'Founded', value: '1999' }],
    },
    related: [{ text: `${q} careers`, link: 'https://www.google.com/search?q=careers', rank: 1, global_rank: 5 }],
  };
}

export const STUB_HTML = '<!doctype html><html><head><title>Google Search</title></head><body>results</body></html>';
