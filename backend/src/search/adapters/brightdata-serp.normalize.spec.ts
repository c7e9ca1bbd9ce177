import { brightDataError, linkedInSearchUrl } from './brightdata-serp.adapter';
import { normalizeBrightDataSerp, unwrapBrightDataBody } from './brightdata-serp.normalize';

/** The reference's example (shared/reference/external-apis.md §5), plus the row shapes real pages mix in. */
const EXAMPLE = {
  general: { search_engine: 'google', query: 'site:linkedin.com/in data engineer acme', results_cnt: 1340 },
  input: { original_url: 'https://www.google.com/search?q=…', request_id: 'hl_4f2a9c1e' },
  organic: [
    {
      link: 'https://www.linkedin.com/in/jane-doe',
      display_link: '500+ connections',
      title: 'Jane Doe - Data Engineer - Acme | LinkedIn',
      description: 'Data Engineer at Acme · Austin …',
      rank: 1,
      global_rank: 1,
    },
    {
      link: 'https://uk.linkedin.com/in/john-roe-12ab34',
      display_link: 'https://uk.linkedin.com › john-roe-12ab34',
      title: 'John Roe – Acme',
      description: '…',
      extensions: [{ type: 'site_link', extended: true, text: 'Posts', link: 'https://…', rank: 1 }],
      rank: 2,
      global_rank: 3,
    },
    { link: 'https://www.linkedin.com/company/acme', title: 'Acme | LinkedIn', rank: 3 },
    { title: 'A row without a link', rank: 4 },
    { link: 'https://www.linkedin.com/in/jane-doe/?trk=public', title: 'Jane Doe (again)', rank: 5 },
  ],
  people_also_ask: [{ question: 'Who runs Acme data?', rank: 1, global_rank: 2 }],
  pagination: { current_page: 1, next_page: 2, next_page_start: 10 },
};

describe('unwrapBrightDataBody', () => {
  it('parses the format "json" wrapper whose body is a JSON-encoded string', () => {
    const wrapper = {
      status_code: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(EXAMPLE),
    };
    expect(unwrapBrightDataBody(JSON.parse(JSON.stringify(wrapper)))).toEqual({ status: 200, serp: EXAMPLE });
  });

  it('accepts a body that is already an object, and a raw SERP without wrapper', () => {
    expect(unwrapBrightDataBody({ status_code: 200, body: EXAMPLE }).serp).toEqual(EXAMPLE);
    expect(unwrapBrightDataBody(EXAMPLE)).toEqual({ status: 200, serp: EXAMPLE });
  });

  it('reports the wrapped status of a failed search', () => {
    expect(unwrapBrightDataBody({ status_code: 502, headers: {}, body: '' }).status).toBe(502);
  });

  it('refuses an unparsed HTML page and a non-JSON answer', () => {
    expect(() => unwrapBrightDataBody({ status_code: 200, body: '<html></html>' })).toThrow(/not parsed JSON/);
    expect(() => unwrapBrightDataBody(undefined)).toThrow(/other than JSON/);
  });
});

describe('normalizeBrightDataSerp', () => {
  it('keeps personal profiles, normalises their URLs and reads name, headline and company from the title', () => {
    const items = normalizeBrightDataSerp([EXAMPLE], 20);
    expect(items).toHaveLength(2);
    expect(items[0]).toEqual({
      type: 'linkedin_profile',
      title: 'Jane Doe',
      link: 'https://www.linkedin.com/in/jane-doe',
      linkedin_url: 'https://www.linkedin.com/in/jane-doe',
      data: {
        name: 'Jane Doe',
        headline: 'Data Engineer',
        company: 'Acme',
        linkedin_url: 'https://www.linkedin.com/in/jane-doe',
        title: 'Jane Doe - Data Engineer - Acme | LinkedIn',
        description: 'Data Engineer at Acme · Austin …',
        display_link: '500+ connections',
        rank: 1,
      },
    });
    expect(items[1].data).toMatchObject({
      name: 'John Roe',
      headline: null,
      company: 'Acme',
      linkedin_url: 'https://www.linkedin.com/in/john-roe-12ab34',
    });
  });

  it('answers nothing for the empty page (200 without organic)', () => {
    expect(normalizeBrightDataSerp([{ general: { results_cnt: 0 } }], 20)).toEqual([]);
  });

  it('stops at max_results across pages', () => {
    const page = (from: number) => ({
      organic: Array.from({ length: 10 }, (_, i) => ({
        link: `https://www.linkedin.com/in/p${from + i}`,
        title: `P ${from + i}`,
      })),
    });
    expect(normalizeBrightDataSerp([page(0), page(10)], 12).map((item) => item.link)).toHaveLength(12);
  });
});

describe('linkedInSearchUrl', () => {
  it('puts q first, adds start after the first page and asks for parsed JSON', () => {
    expect(linkedInSearchUrl('data engineer', 0)).toBe(
      'https://www.google.com/search?q=site%3Alinkedin.com%2Fin+data+engineer&brd_json=1',
    );
    expect(linkedInSearchUrl('"Jane Doe"', 10)).toBe(
      'https://www.google.com/search?q=site%3Alinkedin.com%2Fin+%22Jane+Doe%22&start=10&brd_json=1',
    );
  });
});

describe('brightDataError', () => {
  it.each([
    [401, 'Auth method is not supported', null, 'LinkedIn search credentials were rejected'],
    [
      429,
      'Too many',
      'failed_query_rejected',
      'LinkedIn search rate limit reached (failed_query_rejected). Please try again later.',
    ],
    [502, '', 'unexpected_q', 'LinkedIn search failed upstream (HTTP 502) (unexpected_q)'],
    [400, 'zone "x" not found', null, 'LinkedIn search was refused (HTTP 400): zone "x" not found'],
  ])('maps HTTP %i to a clear message', (status, body, code, message) => {
    expect(brightDataError(status, body, code, 'tok').message).toBe(message);
  });

  it('never repeats the token', () => {
    expect(brightDataError(400, 'token tok-123 is wrong', null, 'tok-123').message).not.toContain('tok-123');
  });
});
