import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import type { ResultDraft } from '../result-item';
import { SearchPlan, SearchSource, SourceError } from '../search-source.port';
import { normalizeSerpApi } from './serpapi.normalize';
import { isRecord, fetchPages, parseJson, vendorFetch, vendorMessage } from './vendor-http';

const SERVICE = 'Web search';
const NO_RESULTS = /hasn't returned any results/i;

/**
 * The google source: SerpApi's Google Search API (GET /search.json?engine=google, api_key in the query string).
 * The pages a search needs are fetched at once; the first page decides success, a later page that fails only
 * shortens the list. The request URL carries the key, so it is never logged nor put in an error.
 */
@Injectable()
export class SerpApiSearch implements SearchSource {
  readonly id = 'google' as const;
  private readonly logger = new Logger('SerpApi');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  unavailableReason(): string | null {
    return this.config.vendors.serpapi.apiKey ? null : 'Web search is not configured';
  }

  async search(plan: SearchPlan, signal: AbortSignal): Promise<ResultDraft[]> {
    const pages = await fetchPages(plan.maxResults, (start) => this.page(plan.webQuery, start, signal), this.logger);
    return normalizeSerpApi(pages, plan.maxResults);
  }

  private async page(query: string, start: number, signal: AbortSignal): Promise<unknown> {
    const { apiKey, baseUrl } = this.config.vendors.serpapi;
    const params = new URLSearchParams({ engine: 'google', q: query, api_key: apiKey ?? '' });
    if (start > 0) params.set('start', String(start));
    const response = await vendorFetch(`${baseUrl}/search.json?${params}`, { method: 'GET' }, signal, SERVICE);
    const body = parseJson(response.text);
    if (response.status !== 200) throw serpApiError(response.status, response.text, apiKey);
    if (!isRecord(body)) throw new SourceError('bad_response', 'Web search answered with something other than JSON');
    const metadata = isRecord(body.search_metadata) ? body.search_metadata : {};
    if (typeof body.error === 'string' && !NO_RESULTS.test(body.error)) {
      throw new SourceError('search_failed', `Web search failed: ${vendorMessage(response.text, [apiKey])}`);
    }
    if (metadata.status === 'Error' && !NO_RESULTS.test(String(body.error ?? ''))) {
      throw new SourceError('search_failed', 'Web search failed');
    }
    return body;
  }
}

/** A clear message per status; the vendor's text is shown only where it helps and never holds the key. */
export function serpApiError(status: number, text: string, apiKey: string | null): SourceError {
  const detail = vendorMessage(text, [apiKey]);
  if (status === 401) return new SourceError('auth_failed', 'Web search API key was rejected');
  if (status === 429) {
    return /run out of searches/i.test(detail)
      ? new SourceError('quota_exhausted', 'Web search quota is used up: the account has run out of searches')
      : new SourceError('rate_limited', 'Web search rate limit reached. Please try again later.');
  }
  if (status >= 500) return new SourceError('vendor_unavailable', `Web search service is unavailable (HTTP ${status})`);
  return new SourceError('search_failed', `Web search failed (HTTP ${status})${detail ? `: ${detail}` : ''}`);
}
