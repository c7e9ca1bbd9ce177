/** The Super Admin history filters (spec part 1 §2.9, §3 "Admin filters", §7, §8). */

export interface AdminFilterForm {
  email: string;
  query_type: string;
  /** YYYY-MM-DD */
  date_from: string;
  date_to: string;
  /** '' any, 'true' processed, 'false' pending. */
  processed: '' | 'true' | 'false';
}

export const EMPTY_ADMIN_FILTERS: AdminFilterForm = {
  email: '',
  query_type: '',
  date_from: '',
  date_to: '',
  processed: '',
};

/** The query types offered when the server gives none (spec §3). */
export const DEFAULT_QUERY_TYPES = ['database', 'websearch'] as const;

export const ADMIN_MESSAGES = {
  loadFailed: 'Failed to load admin history',
  noHistory: 'No history found for the selected filters.',
  noOptions: 'No filter options available',
  badRange: 'The start date must not be after the end date',
} as const;

export type AdminListFilter = Partial<Record<'email' | 'query_type' | 'date_from' | 'date_to', string>> & {
  processed?: boolean;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The list filter sent to the API: empty values left out, the processed flag as a boolean. */
export function toListFilter(form: AdminFilterForm): AdminListFilter {
  const filter: AdminListFilter = {};
  const email = form.email.trim();
  if (email) filter.email = email;
  if (form.query_type.trim()) filter.query_type = form.query_type.trim();
  if (DATE.test(form.date_from)) filter.date_from = form.date_from;
  if (DATE.test(form.date_to)) filter.date_to = form.date_to;
  if (form.processed === 'true' || form.processed === 'false') filter.processed = form.processed === 'true';
  return filter;
}

/** The form for a list filter (e.g. the one react-admin keeps), unknown keys ignored. */
export function fromListFilter(filter: Record<string, unknown> | undefined): AdminFilterForm {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const processed = filter?.processed;
  return {
    email: text(filter?.email),
    query_type: text(filter?.query_type),
    date_from: text(filter?.date_from),
    date_to: text(filter?.date_to),
    processed:
      processed === true || processed === 'true' ? 'true' : processed === false || processed === 'false' ? 'false' : '',
  };
}

/** A start date after the end date selects nothing: say so instead of asking. */
export function dateRangeError(form: AdminFilterForm): string | null {
  if (DATE.test(form.date_from) && DATE.test(form.date_to) && form.date_from > form.date_to)
    return ADMIN_MESSAGES.badRange;
  return null;
}

/** The server's query types, else the defaults; 'mixed' is always offered since the dashboard searches both. */
export function queryTypeOptions(fromServer: readonly string[] | undefined): string[] {
  const types = new Set(fromServer?.length ? fromServer : DEFAULT_QUERY_TYPES);
  types.add('mixed');
  return [...types].filter(Boolean).sort();
}
