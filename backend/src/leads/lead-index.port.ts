import type { LeadField, SortField } from './lead-fields';

/** A lead as imported: any subset of the catalogue; list fields (skills, past_companies) are arrays. */
export type LeadRecord = Partial<Record<LeadField, string | string[] | null>>;

export type DataSource = 'original' | 'enriched';

/** A lead as stored: missing values are null, list fields are arrays (possibly empty). */
export type StoredLead = { [F in LeadField]: F extends 'skills' | 'past_companies' ? string[] : string | null } & {
  id: string;
  dataset: string;
  data_source: DataSource;
  created_at: string;
  updated_at: string;
};

/** A field matches when it has any of the values; list fields when any element does. Missing never matches. */
export type LeadFilters = Partial<Record<LeadField, string[]>>;

export interface LeadQuery {
  /** Datasets to read, with * wildcards; default file*_part*. */
  indexPattern?: string;
  /** Full-text query; relevance (_score) is 0 without one. */
  text?: string;
  /**
   * Restricts the full-text match (and its score) to these fields, e.g. ['company_name'] for a company search;
   * default every searched field (TEXT_FIELDS). Each must be a searched field; adapters refuse a set they cannot
   * match exactly rather than approximate it.
   */
  textFields?: LeadField[];
  filters?: LeadFilters;
  /** Default: _score desc with text, else newest first. Ties break on id. */
  sort?: { field: SortField; order: 'asc' | 'desc' };
  /** 1-based. */
  page: number;
  pageSize: number;
  /**
   * Count the matches only up to this many (as Elasticsearch's track_total_hits); default: count them all.
   * Counting every match of a common word over millions of leads costs as much as ranking them, and a caller
   * that shows one page (the Search tab) needs none: 0. Past the bound, or when a full page was read without
   * counting, `total` is a lower bound and `totalRelation` is 'gte'. An empty result is always exact.
   */
  trackTotal?: number;
}

export interface LeadHit {
  lead: StoredLead;
  /** Relevance of the full-text match, higher is better; 0 without a text query. */
  score: number;
  /**
   * Optional: the lead as JSON text, as the index made it: parsed, it is `lead` (the same keys in the same order).
   * A caller that sends the lead on as it is writes this text instead of serialising the lead (DB Query: leadsJson).
   */
  readonly json?: string;
}

export interface LeadSearchResult {
  hits: LeadHit[];
  total: number;
  /** Present when `total` is a lower bound (LeadQuery.trackTotal or the time budget stopped the count); absent when exact. */
  totalRelation?: 'gte';
  /**
   * The index's time budget for one request ran out (as Elasticsearch's timed_out): the hits are what was found
   * by then, possibly none, and the total is a lower bound.
   */
  timedOut?: true;
}

export interface FacetQuery {
  field: LeadField;
  indexPattern?: string;
  text?: string;
  /** The current filters; the facet's own field is left out of them, so its other values stay visible. */
  filters?: LeadFilters;
  limit: number;
}

export interface FacetValue {
  value: string;
  count: number;
}

/** A facet's values, most frequent first. */
export interface FacetValues extends Array<FacetValue> {
  /**
   * Present when the counts come from a sample of the leads in scope (this many, the newest) rather than all of
   * them, as Elasticsearch's sampler aggregation: a broad scope would cost a read of every lead.
   */
  sampled?: number;
}

/** A record made ready for a write by the index's own prepare (opaque to everyone else). */
export interface PreparedRecord {
  readonly prepared: true;
}

export interface UpsertResult {
  inserted: number;
  /** Matched an existing lead (by e-mail, LinkedIn URL or company + name) and filled some of its empty fields. */
  merged: number;
  /** Matched an existing lead and brought nothing new. */
  unchanged: number;
  /** The batch's checkpoint (see ImportCheckpoint) was written in the batch's own transaction. */
  checkpointed?: true;
}

/**
 * An import's progress record after a batch: given the batch's counts, the statement that records them (an UPDATE of
 * the app's import row, `?` parameters). An index on the app's own database (SQL) runs it inside the batch's
 * transaction, so the batch and its checkpoint commit together or not at all, and answers `checkpointed`; one
 * elsewhere (Elasticsearch) cannot and leaves it to the caller, after the write.
 */
export type ImportCheckpoint = (result: UpsertResult) => { sql: string; params: (string | number | null)[] };

/**
 * Where an index's writes spent their time, in milliseconds of wall time. A caller that wants the figures passes
 * one to upsert/endImport and the adapter adds to it; an adapter that cannot tell (Elasticsearch) leaves it alone.
 */
export interface WriteTimings {
  /** Normalising and de-duplicating the batch in memory. */
  normalizeMs: number;
  /**
   * Reading the stored leads that share a key with the batch. On SQLite that wait also holds the write thread's work
   * on what was sent before the reads (the group before's inserts): writerParts tells the reads' own time.
   */
  lookupMs: number;
  /** Inserting new leads and merging into existing ones. */
  insertMs: number;
  /**
   * The inserts' wall time by the rows they wrote, where the index waits for each table's rows in turn
   * (MySQL/MariaDB): 'leads' (new leads and the datasets' counts), 'merges', 'lead_values', 'lead_words', each from
   * making its rows to the database's answer. Absent where writes are only sent (SQLite's writer thread runs them
   * after: insertMs alone tells).
   */
  insertParts?: Record<string, number>;
  /**
   * SQLite: the time the write connection's thread spent running the writes' statements, by what they did: 'leads'
   * and 'lead_values' (rows inserted), 'merges' (stored leads updated), 'reads' (the key lookups' reads), 'other'
   * (statementKind in sqlite-write-worker.ts). The thread runs them while the main thread reads the next rows, so the
   * steps above, which are the main thread's wall time, cannot split them. Not the commits (commitMs).
   */
  writerParts?: Record<string, number>;
  commitMs: number;
  /** Rebuilding what a bulk load set aside (indexes, full text). */
  rebuildMs: number;
  /**
   * The rebuild's wall time by step, where the index can tell (see RebuildParts in sql-bulk-load.ts). Some steps run
   * side by side: the parts need not add up to rebuildMs.
   */
  rebuildParts?: Record<string, number>;
}

export interface SchemaInfo {
  index_pattern: string;
  total_documents: number;
  accepted_fields: LeadField[];
  datasets: string[];
}

/**
 * The lead index: every read and write of leads goes through it. SQL adapter (SQLite FTS5 / MySQL word table) by
 * default, Elasticsearch when ELASTICSEARCH_URL is set. Both pass the same contract suite.
 */
export interface LeadIndex {
  readonly driver: 'sql' | 'elasticsearch';
  /**
   * Whether an import may read and map its next batch while this index writes the previous one (the import gives
   * way to the write's replies every few rows it reads meanwhile). Otherwise the batches are read and written in turn.
   */
  readonly overlapWrites?: boolean;
  /**
   * Whether an import that overlaps writes hands each batch over in groups as it reads them (upsertGroups) rather
   * than whole (upsert).
   */
  readonly writeGroups?: boolean;
  /** Rows an import writes per transaction (a batch), where this index wants other than the import's own number. */
  readonly batchRows?: number;
  /**
   * Optional: what upsert does to each record before it touches the database (normalising it, its de-dup keys), done
   * by the caller ahead of the write, row by row as it reads them; upsert then takes the prepared rows in place of the
   * records. An import reads its next batch while this index writes the previous one (overlapWrites): the work leaves
   * the write's turn.
   */
  prepare?(record: LeadRecord): PreparedRecord;
  /**
   * Writes a batch into a dataset, de-duplicating against every dataset and within the batch: a lead with the
   * same e-mail, LinkedIn URL, or company name + person name (case-insensitive) is merged: its empty fields are
   * filled from the new row and its data_source becomes 'enriched'. Re-importing the same rows changes nothing.
   */
  upsert(
    dataset: string,
    leads: (LeadRecord | PreparedRecord)[],
    timings?: WriteTimings,
    checkpoint?: ImportCheckpoint,
  ): Promise<UpsertResult>;
  /**
   * Optional: upsert of one batch whose records come in groups as the caller reads them, in one transaction with one
   * checkpoint: the same result and the same leads as upsert given every record of the groups at once. Each group is
   * written as it comes, so no record is held for long (see the SQL index's use of it). Used by an import whose index
   * overlaps writes in groups (overlapWrites, writeGroups) and prepares records (prepare); groups are read until the
   * iterable ends.
   */
  upsertGroups?(
    dataset: string,
    groups: AsyncIterable<(LeadRecord | PreparedRecord)[]>,
    timings?: WriteTimings,
    checkpoint?: ImportCheckpoint,
  ): Promise<UpsertResult>;
  /**
   * Called around a large import (Elasticsearch turns refresh off during it and back on after; SQL indexes loads
   * large enough beside the index after the load: BULK_SHARE). expectedRows: the import's estimated size, when known.
   */
  beginImport(dataset: string, expectedRows?: number): Promise<void>;
  endImport(dataset: string, timings?: WriteTimings): Promise<void>;
  search(query: LeadQuery): Promise<LeadSearchResult>;
  facets(query: FacetQuery): Promise<FacetValues>;
  schemaInfo(indexPattern: string): Promise<SchemaInfo>;
  count(indexPattern?: string): Promise<number>;
  get(id: string): Promise<StoredLead | null>;
  /** Removes a lead; false when there was none. */
  delete(id: string): Promise<boolean>;
  health(): Promise<{ ok: boolean; error?: string }>;
}

export const LEAD_INDEX = Symbol('LEAD_INDEX');
