/**
 * A Retry-After header (RFC 9110: delay in seconds, or an HTTP date) as milliseconds from now, at least 0; null
 * when absent or unreadable. Each vendor adapter applies its own floor and cap.
 */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1_000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
