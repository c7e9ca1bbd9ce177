import { serpApiError } from './serpapi.adapter';
import { normalizeSerpApi } from './serpapi.normalize';

/** The reference's example response (shared/reference/external-apis.md §1), trimmed the same way. */
const EXAMPLE = {
  search_metadata: { id: '66f0c0ffee', status: 'Success' },
  search_information: { organic_results_state: 'Results for exact spelling', total_results: 1230000 },
  knowledge_graph: {
    title: 'Acme Corp',
    type: 'Software company',
    kgmid: '/g/11abc',
    knowledge_graph_search_link: 'https://www.google.com/search?kgmid=/g/11abc',
    serpapi_knowledge_graph_search_link: 'https://serpapi.com/search.json?engine=google&kgmid=%2Fg%2F11abc',
    website: 'https://acme.example',
    description: 'Acme builds anvils.',
    source: { name: 'Wikipedia', link: 'https://en.wikipedia.org/wiki/Acme' },
    founded: '1999, Springfield',
    founded_links: [{ text: 'Springfield', link: 'https://…' }],
    ceo: 'Wile E. Coyote',
    subsidiaries: ['Acme Rockets', 'Acme Anvils'],
    people_also_search_for: [{ name: 'Globex' }],
  },
  organic_results: [
    {
      position: 1,
      title: 'Acme Corp — Official site',
      link: 'https://acme.example/',
      redirect_link: 'https://www.google.com/url?…',
      displayed_link: 'https://acme.example',
      favicon: 'https://…/f.png',
      thumbnail: 'https://…/t.jpeg',
      date: 'Jul 3, 2026',
      snippet: 'Acme Corp makes anvils …',
      snippet_highlighted_words: ['Acme Corp'],
      sitelinks: {
        inline: [{ title: 'Pricing', link: 'https://acme.example/pricing' }],
        expanded: [{ title: 'Careers', link: 'https://acme.example/careers', snippet: 'Join us' }],
      },
      rich_snippet: {
        bottom: { extensions: ['Rating 4.5 (120)'], detected_extensions: { rating: 4.5, reviews: 120 } },
      },
      source: 'Acme',
    },
    { position: 2, title: 'No link here', snippet: 'skipped' },
    { position: 3, title: 'Jane Doe - CTO - Acme | LinkedIn', link: 'https://uk.linkedin.com/in/jane-doe/' },
  ],
  top_stories: [
    { title: 'Acme raises $10M', link: 'https://news.example/a', source: 'News Example', date: '2 hours ago' },
  ],
  related_questions: [
    {
      question: 'Who owns Acme?',
      snippet: '…',
      title: 'About Acme',
      link: 'https://acme.example/about',
      displayed_link: 'https://acme.example › about',
      next_page_token: 'eyJ…',
    },
  ],
  related_searches: [{ block_position: 1, query: 'acme corp careers', link: 'https://www.google.com/search?q=…' }],
};

describe('normalizeSerpApi', () => {
  it('turns the example page into typed items: knowledge graph, organic, top story, question, related search', () => {
    const items = normalizeSerpApi([EXAMPLE], 20);
    expect(items.map((item) => item.type)).toEqual([
      'knowledge_graph',
      'organic',
      'organic',
      'top_story',
      'related_question',
      'related_search',
    ]);
    expect(items[1]).toEqual({
      type: 'organic',
      title: 'Acme Corp — Official site',
      link: 'https://acme.example/',
      linkedin_url: null,
      data: expect.objectContaining({
        position: 1,
        displayed_link: 'https://acme.example',
        snippet_highlighted_words: ['Acme Corp'],
        sitelinks: EXAMPLE.organic_results[0].sitelinks,
        rich_snippet: { extensions: ['Rating 4.5 (120)'], detected_extensions: { rating: 4.5, reviews: 120 } },
        source: 'Acme',
      }),
    });
    expect(items[2].linkedin_url).toBe('https://www.linkedin.com/in/jane-doe');
    expect(items[4]).toMatchObject({ title: 'Who owns Acme?', link: 'https://acme.example/about' });
    expect(items[5]).toMatchObject({ title: 'acme corp careers', data: { query: 'acme corp careers' } });
  });

  it('keeps the dynamic knowledge-graph keys as attributes and drops links and nested panels', () => {
    const [graph] = normalizeSerpApi([EXAMPLE], 20);
    expect(graph).toMatchObject({ title: 'Acme Corp', link: 'https://acme.example' });
    expect(graph.data).toMatchObject({
      type: 'Software company',
      description: 'Acme builds anvils.',
      source: { name: 'Wikipedia', link: 'https://en.wikipedia.org/wiki/Acme' },
      attributes: { founded: '1999, Springfield', ceo: 'Wile E. Coyote', subsidiaries: 'Acme Rockets, Acme Anvils' },
    });
    expect(Object.keys(graph.data.attributes as object)).toEqual(['founded', 'ceo', 'subsidiaries']);
  });

  it('accepts the flattened rich_snippet and grouped top stories', () => {
    const [organic, story] = normalizeSerpApi(
      [
        {
          organic_results: [
            { link: 'https://x.example', rich_snippet: { extensions: ['4.5'], detected_extensions: { rating: 4.5 } } },
          ],
          top_stories: [{ title: 'Group', stories: [{ title: 'Inner', link: 'https://news.example/inner' }] }],
        },
      ],
      10,
    );
    expect(organic.data.rich_snippet).toEqual({ extensions: ['4.5'], detected_extensions: { rating: 4.5 } });
    expect(story).toMatchObject({ type: 'top_story', title: 'Inner', link: 'https://news.example/inner' });
  });

  it('merges pages, drops repeated links and caps the organic results at max_results', () => {
    const page = (from: number) => ({
      organic_results: Array.from({ length: 10 }, (_, i) => ({
        position: from + i,
        link: `https://r${from + i}.example`,
      })),
    });
    const repeated = { organic_results: [{ position: 11, link: 'https://r1.example' }, ...page(11).organic_results] };
    const items = normalizeSerpApi([page(1), repeated], 15);
    expect(items.map((item) => item.link)).toEqual(Array.from({ length: 15 }, (_, i) => `https://r${i + 1}.example`));
  });

  it('answers nothing for the "Fully empty" page', () => {
    const empty = {
      search_metadata: { status: 'Success' },
      search_information: { organic_results_state: 'Fully empty' },
      error: "Google hasn't returned any results for this query.",
    };
    expect(normalizeSerpApi([empty], 20)).toEqual([]);
  });
});

describe('serpApiError', () => {
  const key = 'secret-key-123';
  it.each([
    [401, '{"error":"Invalid API key."}', 'Web search API key was rejected'],
    [
      429,
      '{"error":"Your account has run out of searches."}',
      'Web search quota is used up: the account has run out of searches',
    ],
    [429, '{"error":"Hourly limit"}', 'Web search rate limit reached. Please try again later.'],
    [503, 'Service Unavailable', 'Web search service is unavailable (HTTP 503)'],
    [400, '{"error":"Missing query `q` parameter."}', 'Web search failed (HTTP 400): Missing query `q` parameter.'],
  ])('maps HTTP %i to a clear message', (status, body, message) => {
    expect(serpApiError(status, body, key).message).toBe(message);
  });

  it('never repeats the API key', () => {
    expect(serpApiError(400, `{"error":"bad key ${key}"}`, key).message).not.toContain(key);
  });
});
