import { randomUUID } from 'node:crypto';
import { DEFAULT_INDEX_PATTERN, LEAD_FIELD_NAMES, LIST_FIELDS, LeadField } from '../../lead-fields';
import type { DataSource, StoredLead } from '../../lead-index.port';
import { DATASET_NAME, DATASET_PATTERN, emptyLead, NormalizedLead } from '../../lead-normalize';

/** A lead document as it sits in _source: present fields only, plus system fields and the de-dup keys. */
export type LeadSource = NormalizedLead & {
  id: string;
  dataset: string;
  data_source: DataSource;
  created_at: string;
  updated_at: string;
  dedup_keys: string[];
};

/** The index that holds one dataset. */
export function indexName(prefix: string, dataset: string): string {
  if (!DATASET_NAME.test(dataset)) throw new Error(`Invalid dataset name: "${dataset}"`);
  return prefix + dataset;
}

/** The index expression for a dataset pattern; Elasticsearch expands the * wildcards itself. */
export function indexPattern(prefix: string, pattern: string = DEFAULT_INDEX_PATTERN): string {
  if (!DATASET_PATTERN.test(pattern)) throw new Error(`Invalid index pattern: "${pattern}"`);
  return prefix + pattern;
}

/** Every lead index, whatever its dataset (de-duplication looks across all of them). */
export function allIndices(prefix: string): string {
  return `${prefix}*`;
}

const ID_SEPARATOR = ':';

/**
 * Lead ids carry their dataset ('file1_part1:<uuid>') so get and delete go straight to the right index with a
 * realtime GET, also during an import when searches cannot see fresh documents yet.
 */
export function newLeadId(dataset: string): string {
  return `${dataset}${ID_SEPARATOR}${randomUUID()}`;
}

export function datasetOfId(id: string): string | null {
  const at = id.indexOf(ID_SEPARATOR);
  if (at <= 0 || at === id.length - 1) return null;
  const dataset = id.slice(0, at);
  return DATASET_NAME.test(dataset) ? dataset : null;
}

export function datasetOfIndex(prefix: string, index: string): string | null {
  if (!index.startsWith(prefix)) return null;
  const dataset = index.slice(prefix.length);
  return DATASET_NAME.test(dataset) ? dataset : null;
}

const isList = (field: LeadField) => (LIST_FIELDS as LeadField[]).includes(field);

/** The catalogue fields of a stored document, in the shape mergeInto and dedupKeys expect. */
export function toNormalized(source: Partial<LeadSource>): NormalizedLead {
  const lead = emptyLead();
  for (const field of LEAD_FIELD_NAMES) {
    const value = source[field];
    if (value === undefined || value === null) continue;
    if (isList(field)) {
      const list = (Array.isArray(value) ? value : [value]).map(String);
      if (list.length) lead[field] = list;
    } else {
      lead[field] = Array.isArray(value) ? value.join(', ') : String(value);
    }
  }
  return lead;
}

/** A document as the port returns it: every field present, missing ones null, lists as arrays. */
export function toStoredLead(source: Partial<LeadSource>, fallbackId = ''): StoredLead {
  const lead = toNormalized(source);
  const stored: Record<string, unknown> = {
    id: source.id ?? fallbackId,
    dataset: source.dataset ?? datasetOfId(source.id ?? fallbackId) ?? '',
    data_source: source.data_source === 'enriched' ? 'enriched' : 'original',
    created_at: source.created_at ?? '',
    updated_at: source.updated_at ?? source.created_at ?? '',
  };
  for (const field of LEAD_FIELD_NAMES) stored[field] = lead[field] ?? (isList(field) ? [] : null);
  return stored as StoredLead;
}
