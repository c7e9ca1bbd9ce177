/**
 * The lead field catalogue as the screens need it. The catalogue itself (names, labels, groups, kinds, top values)
 * is the backend's own module, imported as it is (it has no dependencies): one list for the API and the screens.
 */
import { isLeadField, LEAD_FIELDS, type LeadField, type SystemField } from '@leadscope/shared/lead-fields';

export {
  isLeadField,
  LEAD_FIELD_NAMES,
  LEAD_FIELDS,
  SYSTEM_FIELDS,
  type FieldGroup,
  type FieldKind,
  type FieldSpec as FieldInfo,
  type LeadField,
  type SystemField,
} from '@leadscope/shared/lead-fields';

export const isListField = (name: string) => isLeadField(name) && LEAD_FIELDS[name].kind === 'list';

/** Top values shown for a field the catalogue does not know (spec §9 "others 50"). */
export const DEFAULT_TOP_VALUES = 50;

const SYSTEM_LABELS: Record<SystemField | '_score', string> = {
  id: 'ID',
  dataset: 'Dataset',
  data_source: 'Data Source',
  created_at: 'Created',
  updated_at: 'Updated',
  _score: 'Score',
};

/** The catalogue label, a system field's label, else the name itself. */
export function fieldLabel(name: string): string {
  if (isLeadField(name)) return LEAD_FIELDS[name].label;
  return (SYSTEM_LABELS as Record<string, string>)[name] ?? name;
}

export function topValuesFor(name: string): number {
  return isLeadField(name) ? LEAD_FIELDS[name].topValues : DEFAULT_TOP_VALUES;
}

export type Lead = { [F in LeadField]: F extends 'skills' | 'past_companies' ? string[] : string | null } & {
  id: number | string;
  dataset: string;
  data_source: 'original' | 'enriched';
  created_at: string;
  updated_at: string;
};

/** A row of DB query results: a lead and its relevance. */
export type LeadRow = Lead & { _score: number };
