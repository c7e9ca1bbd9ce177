/**
 * The CSV data upload's states (spec part 2 §4): idle, uploading, then success or error; picking a new file returns
 * to idle. A large file answers 202 and is processed in the background: it stays in `processing` (polled, with a
 * progress bar) until its import completes or fails.
 */
import type { CsvImport, CsvUploadResponse, LineError } from '../../leads/lib/api';

/** What the server read the file as and what it left out (POST /csv/upload/ and GET /csv/imports/{id}/). */
export interface ImportNotes {
  encoding?: string | null;
  delimiter?: string | null;
  detection?: {
    encoding_how?: 'detected' | 'chosen';
    delimiter_how?: 'detected' | 'chosen';
    mapping_how?: 'auto' | 'chosen';
    skipped_columns?: string[];
  } | null;
  warnings?: LineError[];
  warning_count?: number;
}

export interface UploadResult {
  records: number;
  inserted: number;
  merged: number;
  unchanged: number;
  suppressed: number;
  errors: LineError[];
  /** How many lines failed (may exceed errors.length: the server lists the first 100). */
  errorCount: number;
  importId?: number | string;
  /** 'windows-1252 (detected)'; null when the server did not say. */
  encoding: string | null;
  delimiter: string | null;
  skippedColumns: string[];
  /** Values left out of their rows (the first 100), and how many in all. */
  warnings: LineError[];
  warningCount: number;
}

function notesOf(notes: ImportNotes) {
  const how = (value: string | null | undefined, by?: string) => (value ? (by ? `${value} (${by})` : value) : null);
  const warnings = notes.warnings ?? [];
  return {
    encoding: how(notes.encoding, notes.detection?.encoding_how),
    delimiter: how(notes.delimiter, notes.detection?.delimiter_how),
    skippedColumns: notes.detection?.skipped_columns ?? [],
    warnings,
    warningCount: Math.max(notes.warning_count ?? 0, warnings.length),
  };
}

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading' }
  | { status: 'processing'; importId: number | string; progress: number }
  | { status: 'success'; result: UploadResult }
  | { status: 'error'; message: string };

export type UploadEvent =
  | { type: 'reset' }
  | { type: 'start' }
  | { type: 'queued'; importId: number | string }
  | { type: 'progress'; progress: number }
  | { type: 'succeeded'; result: UploadResult }
  | { type: 'failed'; message: string };

export const initialUploadState: UploadState = { status: 'idle' };

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'reset':
      return initialUploadState;
    case 'start':
      return { status: 'uploading' };
    case 'queued':
      return { status: 'processing', importId: event.importId, progress: 0 };
    case 'progress':
      if (state.status !== 'processing') return state;
      return { ...state, progress: Math.max(0, Math.min(100, event.progress)) };
    case 'succeeded':
      return { status: 'success', result: event.result };
    case 'failed':
      return { status: 'error', message: event.message };
  }
}

export const isBusy = (state: UploadState) => state.status === 'uploading' || state.status === 'processing';

/** The counts of a small file's upload answer. */
export function resultFromUpload(response: CsvUploadResponse & ImportNotes): UploadResult {
  const errors = response.errors ?? [];
  return {
    records: response.records_processed ?? 0,
    inserted: response.inserted ?? 0,
    merged: response.merged ?? 0,
    unchanged: response.unchanged ?? 0,
    suppressed: response.suppressed ?? 0,
    errors,
    errorCount: Math.max(response.error_count ?? 0, errors.length),
    importId: response.import_id,
    ...notesOf(response),
  };
}

/** The counts of a finished background import. */
export function resultFromImport(record: CsvImport & ImportNotes): UploadResult {
  const errors = record.errors ?? [];
  return {
    records: record.records_processed ?? 0,
    inserted: record.inserted ?? 0,
    merged: record.merged ?? 0,
    unchanged: record.unchanged ?? 0,
    suppressed: record.suppressed ?? 0,
    errors,
    errorCount: Math.max(record.error_count ?? 0, errors.length),
    importId: record.id,
    ...notesOf(record),
  };
}

/** A 202 answer: the file is processed in the background under this import id. */
export function queuedImportId(status: number, response: CsvUploadResponse): number | string | undefined {
  return status === 202 && response.import_id !== undefined && response.import_id !== null
    ? response.import_id
    : undefined;
}

/** What a polled import means for the screen: still running, done, or failed with the server's error. */
export function importOutcome(
  record: CsvImport & ImportNotes,
): { done: false; progress: number } | { done: true; event: UploadEvent } {
  if (record.status === 'completed')
    return { done: true, event: { type: 'succeeded', result: resultFromImport(record) } };
  if (record.status === 'failed') {
    return { done: true, event: { type: 'failed', message: record.error || 'The import failed' } };
  }
  return { done: false, progress: record.progress ?? 0 };
}

/** How often a background import is polled (docs/api-leads.md: every 1-2 s). */
export const IMPORT_POLL_MS = 1000;

/** The result panel's headline. */
export const successMessage = (records: number) => `Successfully uploaded ${records} records`;
