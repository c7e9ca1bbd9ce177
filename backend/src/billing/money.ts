/** Money is stored as whole US cents and leaves the API as a number of dollars (29.99). */
export function centsToUsd(cents: number): number;
export function centsToUsd(cents: number | null): number | null;
export function centsToUsd(cents: number | null): number | null {
  return cents === null ? null : Math.round(cents) / 100;
}

export function usdToCents(usd: number): number {
  return Math.round(usd * 100);
}

/** "$25" or "$29.99". */
export function formatUsd(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}
