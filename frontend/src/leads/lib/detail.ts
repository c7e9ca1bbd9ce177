/** How the lead page lays out a lead. */
import { LEAD_FIELD_NAMES, LEAD_FIELDS, type Lead, type LeadField } from './fields';

export const LEAD_MESSAGES = {
  deleted: 'Lead deleted',
  deleteFailed: 'Delete failed',
  notFound: 'This lead does not exist any more.',
  loadFailed: 'Failed to load the lead',
} as const;

export const companyFields = (): LeadField[] =>
  LEAD_FIELD_NAMES.filter((name) => LEAD_FIELDS[name].group === 'company');
export const personFields = (): LeadField[] => LEAD_FIELD_NAMES.filter((name) => LEAD_FIELDS[name].group === 'lead');

const present = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The page title: the person's name, else their e-mail, else the company, else 'Lead'. */
export function leadTitle(lead: Partial<Lead>): string {
  return [lead.name, lead.email, lead.company_name].find(present)?.trim() ?? 'Lead';
}

/** The line under the title: title at company. */
export function leadSubtitle(lead: Partial<Lead>): string {
  const title = present(lead.lead_titles) ? lead.lead_titles.trim() : '';
  const company = present(lead.company_name) && lead.company_name !== leadTitle(lead) ? lead.company_name.trim() : '';
  if (title && company) return `${title} at ${company}`;
  return title || company;
}
