/**
 * SerpApi (engine=google) payloads, generated from the query so any search gets a plausible answer
 * (shared/reference/external-apis.md §1). Which fixture answers depends on words in `q`:
 * - 'empty' (or a page past the last): the "Fully empty" 200 answer, without organic_results;
 * - 'organic only': organic results only;
 * - 'acme': the full SERP plus a knowledge graph with dynamic panel keys (founded, ceo, …);
 * - anything else: the full SERP (organic, top stories, people also ask, related searches).
 */

export const TOTAL_ORGANIC = 30;
const PAGE_SIZE = 10;

export type SerpVariant = 'full' | 'organic_only' | 'knowledge_graph' | 'empty';

export function variantOf(q: string): SerpVariant {
  const text = q.toLowerCase();
  if (text.includes('empty')) return 'empty';
  if (text.includes('organic only')) return 'organic_only';
  if (text.includes('acme')) return 'knowledge_graph';
  return 'full';
}

const slug = (q: string) =>
  q
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'query';
const titleCase = (q: string) => q.replace(/\b\w/g, (c) => c.toUpperCase());

/** Organic row n (1-based across pages: positions are offset by start). Every 5th row links a LinkedIn profile, as real SERPs often do. */
export function organicRow(q: string, n: number): Record<string, unknown> {
  const linkedin = n % 5 === 3;
  const link = linkedin
    ? `https://www.linkedin.com/in/${slug(q)}-person-${n}/`
    : `https://site-${n}.example/${slug(q)}`;
  const row: Record<string, unknown> = {
    position: n,
    title: linkedin ? `Person ${n} - ${titleCase(q)} Lead - Example Co | LinkedIn` : `${titleCase(q)} — result ${n}`,
    link,
    redirect_link: `https://www.google.com/url?q=${encodeURIComponent(link)}`,
    displayed_link: linkedin ? 'https://www.linkedin.com › in' : `https://site-${n}.example › ${slug(q)}`,
    favicon: `https://site-${n}.example/favicon.png`,
    snippet: `About ${q}: result number ${n} of the fake SerpApi.`,
    snippet_highlighted_words: [q],
    source: `Site ${n}`,
  };
  if (n === 1) {
    row.date = 'Jul 3, 2026';
    row.thumbnail = 'https://site-1.example/t.jpeg';
    row.sitelinks = {
      inline: [
        { title: 'Pricing', link: 'https://site-1.example/pricing' },
        { title: 'About', link: 'https://site-1.example/about' },
      ],
      expanded: [{ title: 'Careers', link: 'https://site-1.example/careers', snippet: 'Join us' }],
    };
    row.rich_snippet = {
      bottom: { extensions: ['Rating 4.5 (120)'], detected_extensions: { rating: 4.5, reviews: 120 } },
    };
  }
  return row;
}

export function knowledgeGraph(): Record<string, unknown> {
  return {
    title: 'Acme Corp',
    type: 'Software company',
    kgmid: '/g/11abc',
    knowledge_graph_search_link: 'https://www.google.com/search?kgmid=/g/11abc',
    serpapi_knowledge_graph_search_link: 'https://serpapi.com/search.json?engine=google&kgmid=%2Fg%2F11abc',
    website: 'https://acme.example',
    description: 'Acme builds anvils.',
    source: { name: 'Wikipedia', link: 'https://en.wikipedia.org/wiki/Acme' },
    founded: '1999, Springfield',
    founded_links: [{ text: 'Springfield', link: 'https://maps.example/springfield' }],
    ceo: 'Wile E. Coyote (2010–)',
    ceo_links: [{ text: 'Wile E. Coyote', link: 'https://people.example/wile' }],
    headquarters: 'Springfield',
    number_of_employees: 1200,
    subsidiaries: ['Acme Rockets', 'Acme Anvils'],
    people_also_search_for: [{ name: 'Globex', link: 'https://globex.example' }],
  };
}

export function emptyPayload(q: string, meta: Record<string, unknown>): Record<string, unknown> {
  return {
    search_metadata: { ...meta, status: 'Success' },
    search_parameters: { engine: 'google', q, google_domain: 'google.com' },
    search_information: { organic_results_state: 'Fully empty', query_displayed: q },
    error: "Google hasn't returned any results for this query.",
  };
}

/** One page (start = 0, 10, 20 …) of the answer for q. */
export function serpPayload(
  q: string,
  start: number,
  meta: Record<string, unknown>,
  nextUrl: (start: number) => string,
) {
  const variant = variantOf(q);
  if (variant === 'empty' || start >= TOTAL_ORGANIC) return emptyPayload(q, meta);
  const last = Math.min(TOTAL_ORGANIC, start + PAGE_SIZE);
  const organic = [];
  for (let n = start + 1; n <= last; n++) organic.push(organicRow(q, n));
  const payload: Record<string, unknown> = {
    search_metadata: { ...meta, status: 'Success' },
    search_parameters: { engine: 'google', q, google_domain: 'google.com', ...(start ? { start } : {}) },
    search_information: {
      organic_results_state: 'Results for exact spelling',
      query_displayed: q,
      total_results: TOTAL_ORGANIC,
      time_taken_displayed: 0.41,
    },
    organic_results: organic,
    serpapi_pagination: {
      current: start / PAGE_SIZE + 1,
      ...(last < TOTAL_ORGANIC ? { next: nextUrl(last) } : {}),
    },
  };
  if (start === 0 && variant !== 'organic_only') {
    if (variant === 'knowledge_graph') payload.knowledge_graph = knowledgeGraph();
    payload.top_stories = [1, 2, 3].map((n) => ({
      title: `${titleCase(q)} in the news (${n})`,
      link: `https://news.example/${slug(q)}-${n}`,
      source: 'News Example',
      date: `${n} hours ago`,
      thumbnail: `https://news.example/${n}.jpg`,
    }));
    payload.related_questions = [
      {
        question: `Who leads ${q}?`,
        snippet: 'A fake answer.',
        title: `About ${q}`,
        link: `https://answers.example/${slug(q)}`,
        displayed_link: 'https://answers.example › about',
      },
    ];
    payload.related_searches = ['careers', 'revenue'].map((word, index) => ({
      block_position: 1,
      query: `${q} ${word}`,
      link: `https://www.google.com/search?q=${encodeURIComponent(`${q} ${word}`)}&index=${index}`,
    }));
  }
  return payload;
}
