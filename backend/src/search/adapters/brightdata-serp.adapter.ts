import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import type { ResultDraft } from '../result-item';
import { SearchPlan, SearchSource, SourceError } from '../search-source.port';
import { normalizeBrightDataSerp, unwrapBrightDataBody } from './brightdata-serp.normalize';
import { fetchPages, parseJson, vendorFetch, vendorMessage } from './vendor-http';

const SERVICE = 'LinkedIn search';

/** The Google URL Bright Data fetches: q first (the SERP API requires it), parsed JSON through brd_json=1. */
export function linkedInSearchUrl(query: string, start: number): string {
  const q = encodeURIComponent(`site:linkedin.com/in ${query}`).replace(/%20/g, '+');
  return `https://www.google.com/search?q=${q}${start > 0 ? `&start=${start}` : ''}&brd_json=1`;
}

/**
 * The bright_data source: people found through Bright Data's SERP API (POST /request with the SERP zone,
 * Bearer token), which runs `site:linkedin.com/in <query>` on Google. The pages needed are fetched at once; the
 * first decides success.
 */
@Injectable()
export class BrightDataSerpSearch implements SearchSource {
  readonly id = 'bright_data' as const;
  private readonly logger = new Logger('BrightDataSerp');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  unavailableReason(): string | null {
    const { apiToken, serpZone } = this.config.vendors.brightdata;
    return apiToken && serpZone ? null : 'LinkedIn search is not configured';
  }

  async search(plan: SearchPlan, signal: AbortSignal): Promise<ResultDraft[]> {
    const pages = await fetchPages(plan.maxResults, (start) => this.page(plan.webQuery, start, signal), this.logger);
    return normalizeBrightDataSerp(pages, plan.maxResults);
  }

  private async page(query: string, start: number, signal: AbortSignal): Promise<unknown> {
    const { apiToken, baseUrl, serpZone } = this.config.vendors.brightdata;
    const response = await vendorFetch(
      `${baseUrl}/request`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ zone: serpZone, url: linkedInSearchUrl(query, start), format: 'json' }),
      },
      signal,
      SERVICE,
    );
    const errorCode = response.headers.get('x-brd-error-code') ?? response.headers.get('x-brd-err-code');
    if (response.status !== 200) throw brightDataError(response.status, response.text, errorCode, apiToken);
    // The search failed behind a 200: empty body, the real status in x-brd-status-code.
    if (!response.text.trim()) {
      const inner = Number(response.headers.get('x-brd-status-code'));
      throw brightDataError(Number.isInteger(inner) && inner > 0 ? inner : 502, '', errorCode, apiToken);
    }
    const { status, serp } = unwrapBrightDataBody(parseJson(response.text));
    if (status !== 200) {
      throw brightDataError(status, typeof serp === 'string' ? serp : '', errorCode, apiToken);
    }
    return serp;
  }
}

/** A clear message per status (Bright Data errors are mostly plain text; x-brd-error-code names the cause). */
export function brightDataError(
  status: number,
  text: string,
  errorCode: string | null,
  token: string | null,
): SourceError {
  const detail = vendorMessage(text, [token]);
  const code = errorCode ? ` (${errorCode.replace(/[^\w.-]/g, '').slice(0, 50)})` : '';
  if (status === 401 || status === 407) {
    return new SourceError('auth_failed', 'LinkedIn search credentials were rejected');
  }
  if (status === 402) return new SourceError('account_inactive', 'LinkedIn search account is not active (balance)');
  if (status === 429) {
    return new SourceError('rate_limited', `LinkedIn search rate limit reached${code}. Please try again later.`);
  }
  if (status >= 500) {
    return new SourceError('vendor_unavailable', `LinkedIn search failed upstream (HTTP ${status})${code}`);
  }
  return new SourceError('search_failed', `LinkedIn search was refused (HTTP ${status})${detail ? `: ${detail}` : ''}`);
}
