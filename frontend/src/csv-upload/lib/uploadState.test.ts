import { describe, expect, it } from 'vitest';
import type { CsvImport } from '../../leads/lib/api';
import {
  importOutcome,
  initialUploadState,
  isBusy,
  queuedImportId,
  resultFromUpload,
  successMessage,
  uploadReducer,
  type UploadResult,
} from './uploadState';

const importRecord = (overrides: Partial<CsvImport> = {}): CsvImport => ({
  id: 'imp-1',
  file_name: 'leads.csv',
  status: 'processing',
  datasets: ['file1_part1'],
  bytes_total: 1000,
  bytes_read: 500,
  progress: 50,
  records_processed: 0,
  inserted: 0,
  merged: 0,
  unchanged: 0,
  suppressed: 0,
  error_count: 0,
  errors: [],
  error: null,
  created_by: 'ada',
  created_at: '2024-05-01T09:00:00Z',
  finished_at: null,
  ...overrides,
});

const result: UploadResult = {
  records: 3,
  inserted: 3,
  merged: 0,
  unchanged: 0,
  suppressed: 0,
  errors: [],
  errorCount: 0,
  encoding: 'utf-8 (detected)',
  delimiter: 'comma (detected)',
  skippedColumns: [],
  warnings: [],
  warningCount: 0,
};

describe('uploadReducer', () => {
  it('goes idle → uploading → success', () => {
    const uploading = uploadReducer(initialUploadState, { type: 'start' });
    expect(uploading).toEqual({ status: 'uploading' });
    expect(isBusy(uploading)).toBe(true);
    const done = uploadReducer(uploading, { type: 'succeeded', result });
    expect(done).toEqual({ status: 'success', result });
    expect(isBusy(done)).toBe(false);
  });

  it('follows a queued import with its progress, clamped to 0..100', () => {
    const queued = uploadReducer({ status: 'uploading' }, { type: 'queued', importId: 'imp-1' });
    expect(queued).toEqual({ status: 'processing', importId: 'imp-1', progress: 0 });
    expect(uploadReducer(queued, { type: 'progress', progress: 42 })).toMatchObject({ progress: 42 });
    expect(uploadReducer(queued, { type: 'progress', progress: 140 })).toMatchObject({ progress: 100 });
  });

  it('ignores progress that arrives after the import ended', () => {
    const done = { status: 'success', result } as const;
    expect(uploadReducer(done, { type: 'progress', progress: 10 })).toBe(done);
  });

  it('keeps the server error and returns to idle on a new file', () => {
    const failed = uploadReducer({ status: 'uploading' }, { type: 'failed', message: 'The CSV file has no data rows' });
    expect(failed).toEqual({ status: 'error', message: 'The CSV file has no data rows' });
    expect(uploadReducer(failed, { type: 'reset' })).toEqual({ status: 'idle' });
  });
});

describe('upload answers', () => {
  it('reads the counts and line errors of a small file', () => {
    expect(
      resultFromUpload({
        success: true,
        records_processed: 4,
        inserted: 2,
        merged: 1,
        unchanged: 0,
        suppressed: 1,
        errors: [{ line: 3, message: 'no name' }],
        import_id: 'imp-2',
        error: null,
        encoding: 'windows-1252',
        delimiter: 'semicolon',
        detection: { encoding_how: 'detected', delimiter_how: 'chosen', skipped_columns: ['Notes'] },
        warnings: [{ line: 2, message: 'email "@evil.com" (column "Email") is not an e-mail address: left out' }],
        warning_count: 1,
      }),
    ).toEqual({
      records: 4,
      inserted: 2,
      merged: 1,
      unchanged: 0,
      suppressed: 1,
      errors: [{ line: 3, message: 'no name' }],
      errorCount: 1,
      importId: 'imp-2',
      encoding: 'windows-1252 (detected)',
      delimiter: 'semicolon (chosen)',
      skippedColumns: ['Notes'],
      warnings: [{ line: 2, message: 'email "@evil.com" (column "Email") is not an e-mail address: left out' }],
      warningCount: 1,
    });
  });

  it('recognises a 202 answer as a background import', () => {
    const queued = { success: true, import_id: 'imp-3', status: 'queued' as const, records_processed: 0, error: null };
    expect(queuedImportId(202, queued)).toBe('imp-3');
    expect(queuedImportId(200, { ...queued, status: undefined })).toBeUndefined();
  });
});

describe('importOutcome', () => {
  it('keeps polling a queued or processing import and reports its progress', () => {
    expect(importOutcome(importRecord({ status: 'queued', progress: 0 }))).toEqual({ done: false, progress: 0 });
    expect(importOutcome(importRecord({ progress: 64 }))).toEqual({ done: false, progress: 64 });
  });

  it('turns a completed import into its counts, with the full error count', () => {
    const outcome = importOutcome(
      importRecord({
        status: 'completed',
        records_processed: 1200,
        inserted: 1100,
        merged: 90,
        unchanged: 5,
        suppressed: 5,
        error_count: 150,
        errors: [{ line: 7, message: 'no name' }],
      }),
    );
    expect(outcome).toEqual({
      done: true,
      event: {
        type: 'succeeded',
        result: {
          records: 1200,
          inserted: 1100,
          merged: 90,
          unchanged: 5,
          suppressed: 5,
          errors: [{ line: 7, message: 'no name' }],
          errorCount: 150,
          importId: 'imp-1',
          encoding: null,
          delimiter: null,
          skippedColumns: [],
          warnings: [],
          warningCount: 0,
        },
      },
    });
  });

  it('turns a failed import into the server error', () => {
    expect(importOutcome(importRecord({ status: 'failed', error: 'Disk full' }))).toEqual({
      done: true,
      event: { type: 'failed', message: 'Disk full' },
    });
  });
});

describe('successMessage', () => {
  it('reads the spec text', () => {
    expect(successMessage(12)).toBe('Successfully uploaded 12 records');
  });
});
