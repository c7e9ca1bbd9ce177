import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotify } from '../lib/notify';
import { takeCheckoutSnapshot } from './api';
import {
  PAYMENT_MESSAGES,
  paymentSuccessMessage,
  readPaymentReturn,
  waitForPayment,
  withoutPaymentParams,
} from './libPayment';
import type { UsageInfo } from './types';

/** The payment toasts are read once on arrival, so they stay a little longer than the 2 s success default. */
const PAYMENT_TOAST_MS = 5000;

/**
 * Handles the return from Stripe checkout (`?payment=success|cancelled`): cleans the query string, then on
 * success re-reads the usage until the webhook has landed and says so; on cancel says nothing was charged.
 */
export function usePaymentReturn(reload: () => Promise<UsageInfo | null>): void {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const outcome = readPaymentReturn(location.search);
    // One handling per return, also when StrictMode runs the effect twice.
    if (!outcome || handled.current === location.key) return;
    handled.current = location.key;
    navigate({ pathname: location.pathname, search: withoutPaymentParams(location.search) }, { replace: true });

    const before = takeCheckoutSnapshot();
    if (outcome === 'cancelled') {
      notify.blank(PAYMENT_MESSAGES.cancelled, { duration: PAYMENT_TOAST_MS });
      return;
    }
    const toastId = notify.loading('Confirming your payment...');
    void waitForPayment({ read: reload, before }).then(({ info, landed }) => {
      if (landed && info) {
        notify.success(paymentSuccessMessage(before, info), { id: toastId, duration: PAYMENT_TOAST_MS });
      } else {
        notify.blank(PAYMENT_MESSAGES.pending, { id: toastId, duration: PAYMENT_TOAST_MS });
      }
    });
  }, [location, navigate, notify, reload]);
}
