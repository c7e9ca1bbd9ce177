/**
 * Per-field checks of imported values: a value that is not what its field holds ('@evil.com' as an e-mail, a
 * sentence as a phone number) is left out of the lead with a warning, and the rest of the row is kept. Pure.
 */
// From the shared package itself: ./csv-automap re-exports it by a getter, which an import would call for every e-mail.
import { EMAIL_SHAPE } from '@leadscope/shared/csv-automap';
import type { LeadField } from './lead-fields';

/** Columns are VARCHAR(255) except lead_titles, skills and past_companies (text). */
const LONG_FIELDS: readonly LeadField[] = ['lead_titles', 'skills', 'past_companies'];
export const VARCHAR_LIMIT = 255;
export const LONG_FIELD_LIMIT = 65_000;

export const lengthLimit = (field: LeadField) => (LONG_FIELDS.includes(field) ? LONG_FIELD_LIMIT : VARCHAR_LIMIT);

const LINKEDIN_URL = /^(https?:\/\/)?([a-z]{2,3}\.)?(www\.)?linkedin\.com\/\S+$/i;
const WEBSITE = /^(https?:\/\/)?[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(:\d{1,5})?([/?#]\S*)?$/iu;
const PHONE_CHARS = /^[+\d\s().\-/]+((ext\.?|x|#)\s*\d+)?$/i;

/** What is wrong with a value for its field, or null when it may be stored (limit: the field's lengthLimit). */
export function valueProblem(field: LeadField, value: string, limit = lengthLimit(field)): string | null {
  if (value.length > limit) return `is longer than ${limit} characters`;
  switch (field) {
    case 'email':
      return EMAIL_SHAPE.test(value) && !value.startsWith('.') ? null : 'is not an e-mail address';
    case 'linkedin_url':
      return LINKEDIN_URL.test(value) ? null : 'is not a LinkedIn URL';
    case 'company_website':
      return WEBSITE.test(value) ? null : 'is not a web address';
    case 'phone': {
      const digits = value.replace(/\D/g, '').length;
      return PHONE_CHARS.test(value) && digits >= 5 && digits <= 20 ? null : 'is not a phone number';
    }
    default:
      return null;
  }
}

/** A value quoted in a warning, cut so one long cell cannot flood the result. */
export const quoted = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
