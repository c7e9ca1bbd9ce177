/** The lead index API's shapes (docs/api-leads.md). */
import type { Lead, LeadRow } from './fields';

export interface LineError {
  line: number;
  message: string;
}

export type ImportStatus = 'queued' | 'processing' | 'completed' | 'failed';

/** A CSV import as GET /csv/imports and /csv/imports/{id}/ return it. */
export interface CsvImport {
  id: number | string;
  file_name: string;
  status: ImportStatus;
  datasets: string[];
  bytes_total: number;
  bytes_read: number;
  /** 0..100 */
  progress: number;
  records_processed: number;
  inserted: number;
  merged: number;
  unchanged: number;
  suppressed: number;
  error_count: number;
  errors: LineError[];
  error: string | null;
  created_by: string;
  created_at: string;
  finished_at: string | null;
}

/** POST /csv/upload/: the counts for a small file (200), or the queued import of a large one (202). */
export interface CsvUploadResponse {
  success: boolean;
  records_processed: number;
  inserted?: number;
  merged?: number;
  unchanged?: number;
  suppressed?: number;
  errors?: LineError[];
  import_id?: number | string;
  status?: ImportStatus;
  /** How many lines failed (errors lists the first 100). */
  error_count?: number;
  error: string | null;
}

export interface CsvFieldsResponse {
  success: boolean;
  fields: { company: { name: string; label: string }[]; lead: { name: string; label: string }[] };
  accepted: string[];
}

export interface SchemaInfo {
  success: boolean;
  index_pattern: string;
  total_documents: number;
  accepted_fields: string[];
  datasets?: string[];
}

export interface FilterOption {
  value: string;
  count: number;
}

export interface FilterOptionsResponse {
  success: boolean;
  field: string;
  values: FilterOption[];
}

export type Filters = Record<string, string[]>;
export type SortOrder = 'asc' | 'desc';

export interface DbQueryRequest {
  filters: Filters;
  page: number;
  page_size: number;
  sort_field: string;
  sort_order: SortOrder;
  index_pattern: string;
}

export interface DbQueryResponse {
  success: boolean;
  data: LeadRow[];
  total_count: number;
  /** 'gte': there are at least total_count matches (the index stopped counting); absent from older servers. */
  total_relation?: 'eq' | 'gte';
  total_pages: number;
  page?: number;
  page_size?: number;
}

export interface LeadResponse {
  success: boolean;
  lead: Lead;
}
