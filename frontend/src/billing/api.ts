import { api, ApiError } from '../lib/httpClient';
import { checkoutUrlOf, PAYMENT_ENDPOINTS, parseSnapshot, snapshotOf, type BalanceSnapshot } from './libPayment';
import { plansOrFallback } from './libPlans';
import { DEFAULT_RETURN_PATH, type ReturnPath } from './libReturn';
import { normaliseUsageInfo } from './libUsage';
import type { PaymentType, Plan, UsageInfo } from './types';

/** GET /usage/info/: balance, plan, the newest transactions and the account statistics. */
export async function fetchUsageInfo(): Promise<UsageInfo> {
  return normaliseUsageInfo(await api.get('/usage/info/'));
}

/** GET /usage/plans/, or the spec's catalogue when the call fails or lists none. */
export async function fetchPlans(): Promise<Plan[]> {
  try {
    return plansOrFallback(await api.get('/usage/plans/'));
  } catch (error) {
    console.warn('[billing] plans unavailable, showing the default catalogue', error);
    return plansOrFallback(undefined);
  }
}

/** POST /usage/upgrade-plan/: records the request for the sales team; nothing is charged. */
export async function requestPlanUpgrade(planId: Plan['id']): Promise<void> {
  await api.post('/usage/upgrade-plan/', { plan_id: planId });
}

/** Where the balance before checkout waits for the return (per tab: the return lands in the same tab). */
const SNAPSHOT_KEY = 'leadscope.billing.checkout';

export function takeCheckoutSnapshot(): BalanceSnapshot | null {
  try {
    const snapshot = parseSnapshot(sessionStorage.getItem(SNAPSHOT_KEY));
    sessionStorage.removeItem(SNAPSHOT_KEY);
    return snapshot;
  } catch {
    return null;
  }
}

function keepCheckoutSnapshot(snapshot: BalanceSnapshot): void {
  try {
    sessionStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Without storage the return simply waits for no pending purchase instead.
  }
}

/**
 * Creates a Stripe checkout session of the given type and answers its URL. The balance is noted first so the
 * tab it returns to can tell when the payment has landed. Throws ApiError as the call does.
 */
export async function createCheckoutSession(
  type: PaymentType,
  amount: number,
  returnPath: ReturnPath = DEFAULT_RETURN_PATH,
): Promise<string> {
  const before = await fetchUsageInfo().catch(() => null);
  const body = await api.post(PAYMENT_ENDPOINTS[type], { amount, return_path: returnPath });
  const url = checkoutUrlOf(body);
  if (!url) {
    const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
    // A 2xx without a URL: show the server's reason if it gave one, else the payment type's failure text.
    if (typeof error === 'string' && error) throw new ApiError(200, error, body);
    throw new Error('No checkout URL in the answer');
  }
  if (before) keepCheckoutSnapshot(snapshotOf(before, type, amount));
  return url;
}
