/** Where a card payment comes back to (issue 15 point 2): the tab it started from, when the server allows it. */

/** The tabs POST …/create-checkout-session/ and …/purchase-credits-stripe/ accept as `return_path`. */
export const RETURN_PATHS = ['/search', '/profile', '/csv-persona', '/landing', '/history'] as const;
export type ReturnPath = (typeof RETURN_PATHS)[number];
export const DEFAULT_RETURN_PATH: ReturnPath = '/profile';

/** The tab of `pathname` (its first segment) when a checkout may return there, else the Profile tab. */
export function returnPathFor(pathname: string | undefined): ReturnPath {
  const first = `/${(pathname ?? '').split(/[?#]/)[0].split('/').filter(Boolean)[0] ?? ''}`;
  return (RETURN_PATHS as readonly string[]).includes(first) ? (first as ReturnPath) : DEFAULT_RETURN_PATH;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Screens keep their work here just before the browser leaves for the checkout page (e.g. Search saves its last
 * results to sessionStorage), so the return can show it again. Answers the unsubscribe.
 */
export function onBeforeCheckout(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function runBeforeCheckout(): void {
  for (const listener of listeners) {
    try {
      listener();
    } catch (error) {
      // Losing the saved work must not stop the payment.
      console.warn('[billing] could not keep the screen before checkout', error);
    }
  }
}
