import type { estypes } from '@elastic/elasticsearch';
import { LEAD_FIELD_NAMES, LEAD_FIELDS, LeadField, SortField, TEXT_FIELDS } from '../../lead-fields';

/** Longer values are kept in _source but not indexed as keywords (no exact filter, sort or facet on them). */
export const KEYWORD_IGNORE_ABOVE = 1024;

const keyword = (): estypes.MappingProperty => ({ type: 'keyword', ignore_above: KEYWORD_IGNORE_ABOVE });

function fieldMapping(field: LeadField): estypes.MappingProperty {
  const { kind } = LEAD_FIELDS[field];
  // text: analysed for the full-text query, exact values in .keyword for filters, sort and facets.
  if (kind === 'text') return { type: 'text', fields: { keyword: keyword() } };
  // Searched keyword fields (lists, e-mail) keep exact values at the top and an analysed .text subfield.
  if (TEXT_FIELDS.includes(field)) return { ...keyword(), fields: { text: { type: 'text' } } };
  return keyword();
}

/** The explicit mapping of every lead index: unknown fields are refused, never guessed. */
export function leadMapping(): estypes.MappingTypeMapping {
  const properties: Record<string, estypes.MappingProperty> = {
    id: { type: 'keyword' },
    dataset: { type: 'keyword' },
    data_source: { type: 'keyword' },
    created_at: { type: 'date' },
    updated_at: { type: 'date' },
    // Keys hold company + person names; a key too long to index would silently stop matching.
    dedup_keys: { type: 'keyword', ignore_above: 8_191 },
  };
  for (const field of LEAD_FIELD_NAMES) properties[field] = fieldMapping(field);
  return { dynamic: 'strict', properties };
}

/**
 * Settings of a new lead index. One shard: an index holds one upload part, far below a shard's comfortable size,
 * and a single shard keeps facet counts exact.
 */
export function indexSettings(importing: boolean): estypes.IndicesIndexSettings {
  return { index: { number_of_shards: 1, ...(importing ? { refresh_interval: '-1' } : {}) } };
}

/** The exact-value path of a field: what terms filters, sorts and terms aggregations use. */
export function keywordPath(field: SortField): string {
  if (field !== '_score' && field in LEAD_FIELDS && LEAD_FIELDS[field as LeadField].kind === 'text') {
    return `${field}.keyword`;
  }
  return field;
}

/** The analysed path of a searched field: the field itself for text fields, its .text subfield otherwise. */
export function searchPath(field: LeadField): string {
  return LEAD_FIELDS[field].kind === 'text' ? field : `${field}.text`;
}

/** The analysed paths the full-text query runs over. */
export const SEARCH_PATHS: string[] = TEXT_FIELDS.map(searchPath);

/** Refresh off while an import writes: no segment per second, documents become searchable at endImport. */
export const REFRESH_OFF: estypes.IndicesIndexSettings = { index: { refresh_interval: '-1' } };

/** null resets the setting to Elasticsearch's default (1s, skipped while a shard is search-idle). */
export const REFRESH_DEFAULT = { index: { refresh_interval: null } } as unknown as estypes.IndicesIndexSettings;
