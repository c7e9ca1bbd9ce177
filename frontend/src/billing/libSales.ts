import { creditsLabel, formatPrice } from './libFormat';

/** Credit amounts offered in the contact-sales purchase modal; 1 credit = $1 there (spec §9). */
export const CREDIT_OPTIONS = [10, 25, 50, 100, 250, 500, 1000] as const;
export const DEFAULT_CREDIT_OPTION = 100;

/** Plan upgrades and bulk credits do not charge in the app: an 8-second toast sends the user to sales (spec §4). */
export const SALES_TOAST_MS = 8000;

/** The sales promise (spec §9). */
export const SALES_RESPONSE_TIME = 'We respond within 2 hours.';
export const SALES_PHONE_HOURS = 'Mon-Fri 9AM-6PM EST';

export interface SalesContact {
  email: string;
  phone: string;
}

export function planUpgradeMessage(planName: string, contact: SalesContact): string {
  return (
    `To upgrade to the ${planName} plan, please contact our sales team by email at ${contact.email} ` +
    `or by phone at ${contact.phone} (${SALES_PHONE_HOURS}). ${SALES_RESPONSE_TIME}`
  );
}

export function bulkCreditsMessage(credits: number, contact: SalesContact): string {
  return (
    `To buy ${creditsLabel(credits)} (${formatPrice(credits)}), please contact our sales team by email at ` +
    `${contact.email} or by phone at ${contact.phone} (${SALES_PHONE_HOURS}). ${SALES_RESPONSE_TIME}`
  );
}
