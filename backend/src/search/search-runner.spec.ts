import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import type { ResultDraft, SourceId } from './result-item';
import { SearchRunner } from './search-runner';
import { SearchPlan, SearchSource, SourceError } from './search-source.port';

const draft: ResultDraft = { type: 'organic', title: 't', link: 'https://x.example', linkedin_url: null, data: {} };

function source(id: SourceId, search: SearchSource['search'], unavailable: string | null = null): SearchSource {
  return { id, unavailableReason: () => unavailable, search };
}

const config = { search: { sourceTimeoutMs: 50 } } as AppConfig;
const plan: SearchPlan = {
  kind: 'general',
  queryText: 'q',
  text: 'q',
  filters: {},
  webQuery: 'q',
  maxResults: 20,
  sources: ['elasticsearch', 'google', 'bright_data'],
};

describe('SearchRunner', () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn']));

  it('runs the sources concurrently and reports each failure against its own source only', async () => {
    let aborted = false;
    const runner = new SearchRunner(
      [
        source('elasticsearch', async () => [draft]),
        source('google', async () => {
          throw new SourceError('auth_failed', 'Web search API key was rejected');
        }),
        source('bright_data', (_plan, signal) => {
          signal.addEventListener('abort', () => (aborted = true));
          return new Promise(() => undefined);
        }),
      ],
      config,
    );
    const started = Date.now();
    const outcomes = await runner.run(plan);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(outcomes).toEqual([
      { source: 'elasticsearch', drafts: [draft], error: null },
      { source: 'google', drafts: [], error: 'Web search API key was rejected' },
      { source: 'bright_data', drafts: [], error: 'Timed out after 50 ms' },
    ]);
    expect(aborted).toBe(true);
  });

  it('calls nothing for a source that is not configured, or a web source without a query', async () => {
    const search = jest.fn(async () => [draft]);
    const runner = new SearchRunner(
      [source('google', search, 'Web search is not configured'), source('bright_data', search)],
      config,
    );
    const outcomes = await runner.run({ ...plan, webQuery: ' ', sources: ['google', 'bright_data'] });
    expect(outcomes.map((outcome) => outcome.error)).toEqual([
      'Web search is not configured',
      'A web search needs a query',
    ]);
    expect(search).not.toHaveBeenCalled();
  });

  it('hides an unexpected error behind a generic message', async () => {
    const runner = new SearchRunner(
      [
        source('elasticsearch', async () => {
          throw new Error('SQLITE_CORRUPT at /srv/data/app.sqlite');
        }),
      ],
      config,
    );
    const [outcome] = await runner.run({ ...plan, sources: ['elasticsearch'] });
    expect(outcome.error).toBe('Database search failed');
  });
});
