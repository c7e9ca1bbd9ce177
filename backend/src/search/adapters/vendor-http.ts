import type { Logger } from '@nestjs/common';
import { SourceError } from '../search-source.port';

export interface VendorResponse {
  status: number;
  headers: Headers;
  text: string;
}

/** Google shows about 10 hits a page; web sources fetch the pages a search needs at once, up to this many. */
export const WEB_PAGE_SIZE = 10;
export const WEB_MAX_PAGES = 5;

export function pagesFor(maxResults: number): number {
  return Math.min(WEB_MAX_PAGES, Math.max(1, Math.ceil(maxResults / WEB_PAGE_SIZE)));
}

/**
 * Fetches a query's result pages at once (offsets 0, 10, 20 …): the first page must answer, or the source fails; a
 * later page that fails is logged and left out, so the user still gets the results that came.
 */
export async function fetchPages(
  maxResults: number,
  fetchPage: (start: number) => Promise<unknown>,
  logger: Logger,
): Promise<unknown[]> {
  const requests = Array.from({ length: pagesFor(maxResults) }, (_, page) => fetchPage(page * WEB_PAGE_SIZE));
  const [first, ...rest] = await Promise.allSettled(requests);
  if (first.status === 'rejected') throw first.reason;
  const later = rest.flatMap((page) => {
    if (page.status === 'fulfilled') return [page.value];
    logger.warn(`A later results page failed: ${(page.reason as Error).message}`);
    return [];
  });
  return [first.value, ...later];
}

/**
 * One HTTP call to a vendor with Node's fetch. Network failures become a SourceError that names the service,
 * never the URL (SerpApi's key travels in the query string) nor the underlying error text.
 */
export async function vendorFetch(
  url: string,
  init: RequestInit,
  signal: AbortSignal,
  service: string,
): Promise<VendorResponse> {
  try {
    const response = await fetch(url, { ...init, signal, redirect: 'error' });
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch {
    if (signal.aborted) throw new SourceError('aborted', `${service} request was cancelled`);
    throw new SourceError('unreachable', `${service} could not be reached`);
  }
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The vendor's own error text, short and with any secret blanked out: JSON {error} or a plain-text body. */
export function vendorMessage(text: string, secrets: (string | null)[] = []): string {
  const parsed = parseJson(text) as { error?: unknown; message?: unknown } | undefined;
  const raw =
    parsed && typeof parsed === 'object'
      ? typeof parsed.error === 'string'
        ? parsed.error
        : typeof parsed.message === 'string'
          ? parsed.message
          : ''
      : text;
  let message = raw
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const secret of secrets) if (secret) message = message.split(secret).join('***');
  return message.length > 200 ? `${message.slice(0, 197)}...` : message;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function str(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text ? text : null;
}

export function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}
