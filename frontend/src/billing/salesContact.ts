import type { SalesContact } from './libSales';

/**
 * Who sells plans and bulk credits on this installation: VITE_SALES_EMAIL and VITE_SALES_PHONE at build time.
 * The defaults are placeholders (555-01xx is a fictional range) so an unconfigured build shows no real contact.
 */
export const SALES_CONTACT: SalesContact = {
  email: import.meta.env.VITE_SALES_EMAIL || 'sales@leadscope.example',
  phone: import.meta.env.VITE_SALES_PHONE || '+1 (555) 010-0199',
};
