import { Client, errors } from '@elastic/elasticsearch';
import { LEAD_FIELD_NAMES } from '../../lead-fields';
import type {
  FacetQuery,
  FacetValue,
  LeadIndex,
  LeadQuery,
  LeadRecord,
  LeadSearchResult,
  SchemaInfo,
  StoredLead,
  UpsertResult,
} from '../../lead-index.port';
import { dedupKeys, normalizeLead } from '../../lead-normalize';
import { DEFAULT_RETRY, RetryOptions, serializeWrite } from './es-bulk';
import { writeBulk } from './es-bulk-writer';
import { searchBeyondWindow } from './es-deep-page';
import {
  allIndices,
  datasetOfId,
  datasetOfIndex,
  indexName,
  indexPattern,
  LeadSource,
  newLeadId,
  toStoredLead,
} from './es-documents';
import { indexSettings, leadMapping, REFRESH_DEFAULT, REFRESH_OFF } from './es-mapping';
import {
  buildDedupLookup,
  buildFacetBody,
  buildSearchBody,
  isLowerBound,
  pageWindow,
  parseFacetBuckets,
  TextMode,
  toLeadHits,
  totalOf,
} from './es-query';
import { ExistingLead, planUpsert } from './es-upsert-plan';

export interface ElasticsearchLeadIndexOptions {
  /** Index of a dataset = prefix + dataset name. Default 'leadscope-leads-'. */
  indexPrefix?: string;
  /** Target body size of one bulk request. Default 5 MiB. */
  bulkBytes?: number;
  /** Backoff for 429/503 answers to bulk requests and items. Default: 8 retries from 250 ms, capped at 30 s. */
  retry?: Partial<RetryOptions>;
}

export const DEFAULT_INDEX_PREFIX = 'leadscope-leads-';
export const DEFAULT_BULK_BYTES = 5 * 1024 * 1024;
/** De-dup keys per lookup request (a terms query allows 65,536). */
const LOOKUP_KEYS = 1_000;
const LOOKUP_PAGE = 10_000;
/** Lets a search over a pattern that matches no index answer "nothing" instead of 404. */
const LENIENT = { ignore_unavailable: true, allow_no_indices: true } as const;

/** The lead index on Elasticsearch: one index per dataset, explicit mapping, bulk writes with retries. */
export class ElasticsearchLeadIndex implements LeadIndex {
  readonly driver = 'elasticsearch' as const;
  private readonly prefix: string;
  private readonly bulkBytes: number;
  private readonly retry: RetryOptions;
  /** Indices known to exist with the lead mapping. */
  private readonly ready = new Set<string>();
  /** Datasets between beginImport and endImport, with their nesting depth. */
  private readonly importing = new Map<string, number>();
  /** Indices written with refresh off and not refreshed since: searches (the de-dup lookup) cannot see them yet. */
  private readonly unrefreshed = new Set<string>();

  constructor(
    private readonly client: Client,
    options: ElasticsearchLeadIndexOptions = {},
  ) {
    this.prefix = options.indexPrefix ?? DEFAULT_INDEX_PREFIX;
    this.bulkBytes = options.bulkBytes ?? DEFAULT_BULK_BYTES;
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
  }

  async beginImport(dataset: string): Promise<void> {
    const index = indexName(this.prefix, dataset);
    this.importing.set(dataset, (this.importing.get(dataset) ?? 0) + 1);
    const created = await this.ensureIndex(index, true);
    if (!created) await this.client.indices.putSettings({ index, settings: REFRESH_OFF });
  }

  async endImport(dataset: string): Promise<void> {
    const index = indexName(this.prefix, dataset);
    const depth = (this.importing.get(dataset) ?? 1) - 1;
    if (depth > 0) {
      this.importing.set(dataset, depth);
      return;
    }
    this.importing.delete(dataset);
    await this.client.indices.putSettings({ index, settings: REFRESH_DEFAULT });
    await this.client.indices.refresh({ index });
    this.unrefreshed.delete(index);
  }

  async upsert(dataset: string, leads: LeadRecord[]): Promise<UpsertResult> {
    const index = indexName(this.prefix, dataset);
    const importing = this.importing.has(dataset);
    await this.ensureIndex(index, importing);
    const normalized = leads.map(normalizeLead);
    const existing = await this.findExisting([...new Set(normalized.flatMap(dedupKeys))]);
    const { writes, result } = planUpsert({
      dataset,
      index,
      leads: normalized,
      existing,
      now: new Date().toISOString(),
      newId: () => newLeadId(dataset),
    });
    if (writes.length === 0) return result;
    // Marked before writing: a bulk that fails halfway has still written some documents.
    if (importing) for (const write of writes) this.unrefreshed.add(write.index);
    // Outside an import a write is visible when the call returns, as with the SQL adapter.
    await writeBulk(this.client, writes.map(serializeWrite), {
      maxBytes: this.bulkBytes,
      retry: this.retry,
      refresh: !importing,
    });
    return result;
  }

  /** Every word first; when no lead has them all, any word (ranked by how many), as the SQL adapter does. */
  async search(query: LeadQuery): Promise<LeadSearchResult> {
    const result = await this.searchPage(query, 'all');
    if (result.total > 0 || !/\s/.test(query.text?.trim() ?? '')) return result;
    return this.searchPage(query, 'any');
  }

  private async searchPage(query: LeadQuery, mode: TextMode): Promise<LeadSearchResult> {
    const index = indexPattern(this.prefix, query.indexPattern);
    const body = buildSearchBody(query, mode);
    const { from, size, deep } = pageWindow(query.page, query.pageSize);
    if (deep) return searchBeyondWindow(this.client, index, body, from, size);
    // A bounded count stops at the bound (at least 1, so an empty result stays exact for the any-word fallback).
    const bound = query.trackTotal === undefined ? true : Math.max(1, Math.floor(query.trackTotal));
    const response = await this.client.search<LeadSource>({
      index,
      ...body,
      from,
      size,
      track_total_hits: bound,
      ...LENIENT,
    });
    const hits = toLeadHits(response);
    const total = totalOf(response);
    if (!isLowerBound(response)) return { hits, total };
    return { hits, total: Math.max(total, from + hits.length), totalRelation: 'gte' };
  }

  async facets(query: FacetQuery): Promise<FacetValue[]> {
    const index = indexPattern(this.prefix, query.indexPattern);
    const response = await this.client.search({ index, ...buildFacetBody(query), track_total_hits: false, ...LENIENT });
    return parseFacetBuckets(response);
  }

  async schemaInfo(pattern: string): Promise<SchemaInfo> {
    const index = indexPattern(this.prefix, pattern);
    const [total, resolved] = await Promise.all([
      this.count(pattern),
      this.client.indices.resolveIndex({ name: index, expand_wildcards: 'open', ...LENIENT }).catch(notFoundAs(null)),
    ]);
    const datasets = (resolved?.indices ?? [])
      .map((entry) => datasetOfIndex(this.prefix, entry.name))
      .filter((dataset): dataset is string => dataset !== null)
      .sort();
    return { index_pattern: pattern, total_documents: total, accepted_fields: [...LEAD_FIELD_NAMES], datasets };
  }

  async count(pattern?: string): Promise<number> {
    const response = await this.client.count({ index: indexPattern(this.prefix, pattern), ...LENIENT });
    return response.count;
  }

  async get(id: string): Promise<StoredLead | null> {
    const dataset = datasetOfId(id);
    if (!dataset) return null;
    const response = await this.client.get<LeadSource>(
      { index: indexName(this.prefix, dataset), id },
      { ignore: [404] },
    );
    return response.found && response._source ? toStoredLead(response._source, response._id) : null;
  }

  async delete(id: string): Promise<boolean> {
    const dataset = datasetOfId(id);
    if (!dataset) return false;
    const response = await this.client.delete(
      { index: indexName(this.prefix, dataset), id, refresh: true },
      { ignore: [404] },
    );
    return response.result === 'deleted';
  }

  async health(): Promise<{ ok: boolean; error?: string }> {
    try {
      // No transport retries: a down cluster would otherwise take seconds to report.
      const { status } = await this.client.cluster.health({}, { requestTimeout: 5_000, maxRetries: 0 });
      return status === 'red' ? { ok: false, error: 'Elasticsearch cluster status is red' } : { ok: true };
    } catch (error) {
      return { ok: false, error: `Elasticsearch is not reachable: ${(error as Error).message}` };
    }
  }

  /** Creates the index with the lead mapping unless it exists; true when this call created it. */
  private async ensureIndex(index: string, importing: boolean): Promise<boolean> {
    if (this.ready.has(index)) return false;
    if (await this.client.indices.exists({ index })) {
      this.ready.add(index);
      return false;
    }
    try {
      await this.client.indices.create({ index, mappings: leadMapping(), settings: indexSettings(importing) });
      this.ready.add(index);
      return true;
    } catch (error) {
      // Another writer created it between our check and our create.
      if (!(error instanceof errors.ResponseError) || error.body?.error?.type !== 'resource_already_exists_exception') {
        throw error;
      }
      this.ready.add(index);
      return false;
    }
  }

  /** Every stored lead sharing a key with the batch, across all datasets. */
  private async findExisting(keys: string[]): Promise<ExistingLead[]> {
    if (keys.length === 0) return [];
    // During an import refresh is off, so earlier batches are invisible to search until refreshed; one refresh
    // per batch keeps de-duplication exact across batches.
    if (this.unrefreshed.size > 0) {
      await this.client.indices.refresh({ index: [...this.unrefreshed], ...LENIENT });
      this.unrefreshed.clear();
    }
    const found = new Map<string, ExistingLead>();
    for (let start = 0; start < keys.length; start += LOOKUP_KEYS) {
      const lookup = buildDedupLookup(keys.slice(start, start + LOOKUP_KEYS));
      let after: unknown[] | undefined;
      for (let more = true; more;) {
        const response = await this.client.search<LeadSource>({
          index: allIndices(this.prefix),
          ...lookup,
          size: LOOKUP_PAGE,
          search_after: after,
          ...LENIENT,
        });
        const hits = response.hits.hits;
        for (const hit of hits) {
          if (hit._source) found.set(`${hit._index}/${hit._id}`, { index: hit._index, source: hit._source });
        }
        more = hits.length === LOOKUP_PAGE;
        after = hits[hits.length - 1]?.sort;
      }
    }
    return [...found.values()];
  }
}

function notFoundAs<T>(value: T): (error: unknown) => T {
  return (error) => {
    if (error instanceof errors.ResponseError && error.statusCode === 404) return value;
    throw error;
  };
}
