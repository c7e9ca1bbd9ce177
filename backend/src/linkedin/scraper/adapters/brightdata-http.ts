import type { AppException } from '../../../common/app-exception';
import { retryAfterMs as headerRetryAfterMs } from '../../../common/retry-after';
import { isRecord, parseJson, vendorMessage } from '../../../search/adapters/vendor-http';
import { scraperFailed } from '../scraper.errors';

/**
 * Pure helpers for Bright Data's datasets API (shared/reference/external-apis.md §2): 429 waits and the
 * exception for each refusal. Only validation_error and parse_error bodies are JSON; every other error is text.
 */

/** Waits after a 429 without Retry-After: 2, 4, 8, 16, 32 s. */
export function backoffMs(attempt: number): number {
  return Math.min(32_000, 2_000 * 2 ** Math.max(0, attempt));
}

/** Retry-After as seconds or an HTTP date → milliseconds (at least one second); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  const ms = headerRetryAfterMs(header, now);
  return ms === null ? null : Math.max(1_000, Math.ceil(ms));
}

/** The vendor's short reason: JSON {error, errors[[field, message]]} or the plain-text body, secrets blanked. */
export function vendorReason(text: string, token: string | null): string {
  const parsed = parseJson(text);
  const details =
    isRecord(parsed) && Array.isArray(parsed.errors)
      ? parsed.errors
          .filter(Array.isArray)
          .map((pair) => pair.filter((part: unknown) => typeof part === 'string').join(': '))
          .filter(Boolean)
          .slice(0, 3)
      : [];
  const reason = [vendorMessage(text, [token]), ...details.map((detail) => vendorMessage(detail, [token]))]
    .filter(Boolean)
    .join('; ');
  return reason.length > 300 ? `${reason.slice(0, 297)}...` : reason;
}

/** A non-429 refusal of `what` ('the batch', 'the batch status', 'the results') → scraper_failed. */
export function datasetsError(status: number, text: string, token: string | null, what: string): AppException {
  const reason = vendorReason(text, token);
  const detail = reason ? ` (${reason})` : '';
  if (status === 401 || status === 403) {
    return scraperFailed(`Bright Data refused the LinkedIn scraping credentials${detail}.`);
  }
  if (status === 402) return scraperFailed(`The Bright Data account cannot run LinkedIn scraping${detail}.`);
  if (status === 404) return scraperFailed(`Bright Data could not find ${what}${detail}.`);
  if (status >= 500) {
    return scraperFailed(`Bright Data failed while handling ${what} (HTTP ${status}). Please try again later.`);
  }
  return scraperFailed(`Bright Data rejected ${what} (HTTP ${status})${detail}.`);
}

/** A snapshot download body: a JSON array, or NDJSON / JSON Lines when the vendor sent those. */
export function parseRecords(text: string): unknown[] | null {
  const body = text.trim();
  if (!body) return [];
  const parsed = parseJson(body);
  if (Array.isArray(parsed)) return parsed;
  if (isRecord(parsed)) return [parsed];
  const lines = body.split('\n').filter((line) => line.trim());
  const rows = lines.map((line) => parseJson(line));
  return rows.every(isRecord) ? rows : null;
}
