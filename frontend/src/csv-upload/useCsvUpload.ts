import { useCallback, useEffect, useReducer } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import type { CsvImport, CsvUploadResponse } from '../leads/lib/api';
import { ApiError, httpClient } from '../lib/httpClient';
import { useNotify } from '../lib/notify';
import { CSV_MESSAGES } from './lib/csvFile';
import {
  IMPORT_POLL_MS,
  importOutcome,
  initialUploadState,
  queuedImportId,
  resultFromUpload,
  uploadReducer,
  type ImportNotes,
  type UploadEvent,
} from './lib/uploadState';

/** The encoding and separator the user picked on the screen (left out: detected). */
export interface FileReading {
  encoding?: string;
  delimiter?: string;
}

/**
 * Sends a file with its column mapping (POST /csv/upload/). A small file answers with its counts; a large one
 * answers 202 and its import is polled every second until it completes or fails.
 */
export function useCsvUpload() {
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState);
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();

  const finish = useCallback(
    (event: UploadEvent) => {
      dispatch(event);
      if (event.type === 'succeeded') notify.success(CSV_MESSAGES.uploaded);
      if (event.type === 'failed') notify.error(CSV_MESSAGES.failed);
      // The past-imports list shows the new import.
      refresh();
    },
    [notify, refresh],
  );

  const upload = useCallback(
    async (file: File, mapping: Record<string, string> | undefined, read: FileReading = {}) => {
      dispatch({ type: 'start' });
      const body = new FormData();
      body.append('csv_file', file, file.name);
      if (mapping) body.append('column_mapping', JSON.stringify(mapping));
      // Only what the user chose: otherwise the server detects both by the rule the preview used.
      if (read.encoding) body.append('encoding', read.encoding);
      if (read.delimiter) body.append('delimiter', read.delimiter);
      try {
        const response = await httpClient<CsvUploadResponse & ImportNotes>('/api/csv/upload/', {
          method: 'POST',
          body,
        });
        const importId = queuedImportId(response.status, response.json);
        if (importId !== undefined) {
          dispatch({ type: 'queued', importId });
          refresh();
          return;
        }
        if (response.json.success === false) throw new Error(response.json.error || CSV_MESSAGES.failed);
        finish({ type: 'succeeded', result: resultFromUpload(response.json) });
      } catch (error) {
        const message = error instanceof ApiError || error instanceof Error ? error.message : CSV_MESSAGES.failed;
        finish({ type: 'failed', message });
      }
    },
    [finish, refresh],
  );

  /** Imports the bundled sample of synthetic leads (POST /csv/sample/): always queued, then polled. */
  const loadSample = useCallback(async () => {
    dispatch({ type: 'start' });
    try {
      const response = await httpClient<CsvUploadResponse>('/api/csv/sample/', { method: 'POST' });
      const importId = queuedImportId(response.status, response.json);
      if (importId === undefined) throw new Error(response.json.error || CSV_MESSAGES.failed);
      dispatch({ type: 'queued', importId });
      refresh();
    } catch (error) {
      finish({ type: 'failed', message: error instanceof Error ? error.message : CSV_MESSAGES.failed });
    }
  }, [finish, refresh]);

  const importId = state.status === 'processing' ? state.importId : null;
  useEffect(() => {
    if (importId === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    const poll = async () => {
      try {
        // The csv/imports resource's getOne, as the past-imports list reads the same records.
        const { data: record } = await dataProvider.getOne<CsvImport & ImportNotes>('csv/imports', { id: importId });
        if (!active) return;
        const outcome = importOutcome(record);
        if (outcome.done) {
          finish(outcome.event);
          return;
        }
        dispatch({ type: 'progress', progress: outcome.progress });
      } catch (error) {
        // Polling errors are only logged (spec part 2 §8); the next tick tries again.
        console.warn('Import status check failed', error);
      }
      if (active) timer = setTimeout(poll, IMPORT_POLL_MS);
    };
    timer = setTimeout(poll, IMPORT_POLL_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [importId, finish, dataProvider]);

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { state, upload, loadSample, reset };
}
