/**
 * A small RFC 4180 reader for the upload preview: it reads the first few KB of a file in the browser, enough for
 * the header row and the 5 preview rows. The server parses the whole file itself.
 */

export interface ParseOptions {
  /**
   * False when `text` is only the start of the file: the last record may be cut off mid-way, so it is dropped
   * (unless it is the only one, the header).
   */
  complete?: boolean;
  /** Stop after this many records (header included). */
  maxRecords?: number;
}

/** Splits CSV text into records of fields: commas, "quoted" fields with commas, newlines and "" quotes, any EOL. */
export function parseCsv(text: string, { complete = true, maxRecords = Infinity }: ParseOptions = {}): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  /** The current record has started (a blank line does not start one). */
  let started = false;
  let i = 0;

  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    const blank = record.length === 1 && record[0] === '' && !started;
    if (!blank) records.push(record);
    record = [];
    started = false;
  };

  while (i < input.length && records.length < maxRecords) {
    const char = input[i];
    if (quoted) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      started = true;
    } else if (char === ',') {
      started = true;
      endField();
    } else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && input[i + 1] === '\n') i += 1;
    } else {
      started = true;
      field += char;
    }
    i += 1;
  }

  if (records.length < maxRecords) {
    // What is left is the last record: whole when the text is the whole file, possibly cut off when it is not.
    const pending = started || field !== '' || record.length > 0;
    if (pending && (complete || records.length === 0)) endRecord();
  }
  return records;
}

export interface CsvPreview {
  /** The first row, trimmed. */
  headers: string[];
  /** Up to `rows` data rows, each as long as the header row. */
  rows: string[][];
}

/** The header row and the first data rows of a CSV text. */
export function previewCsv(text: string, { complete = true, rows = 5 }: { complete?: boolean; rows?: number } = {}) {
  const records = parseCsv(text, { complete, maxRecords: rows + 1 });
  const [header = [], ...data] = records;
  const headers = header.map((cell) => cell.trim());
  const width = headers.length;
  const padded = data.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? ''));
  return { headers, rows: padded } satisfies CsvPreview;
}

/** How much of a file the preview reads: plenty for a header and 5 rows, small enough for 100 MB files. */
export const PREVIEW_BYTES = 64 * 1024;

/** Reads the start of a file and previews it. */
export async function previewFile(file: Blob, rows = 5, bytes = PREVIEW_BYTES): Promise<CsvPreview> {
  const complete = file.size <= bytes;
  const text = await file.slice(0, bytes).text();
  return previewCsv(text, { complete, rows });
}
