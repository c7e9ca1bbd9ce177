/**
 * The upload preview: the first 64 KB of a file in the browser, decoded and split by the same rules the server
 * applies to the whole file (backend src/leads/csv-sniff.ts, shared): the detected or chosen encoding (decoded
 * with TextDecoder) and separator. The server parses the whole file itself.
 */
import {
  CsvDelimiter,
  CsvEncoding,
  parseCsv as parseWith,
  sampleCsv,
  SNIFF_BYTES,
  sniffDelimiter,
  sniffEncoding,
  type CsvSample,
  type ParseOptions,
} from '@leadscope/shared/csv-sniff';

export type { CsvDelimiter, CsvEncoding };
export { CSV_DELIMITERS, CSV_ENCODINGS, delimiterName, parseDelimiter } from '@leadscope/shared/csv-sniff';

/** Splits CSV text into records (comma-separated unless told otherwise). */
export function parseCsv(text: string, options: ParseOptions = {}): string[][] {
  return parseWith(text, options);
}

export interface CsvPreview extends CsvSample {
  /** null: the encoding could not be told with confidence; the user chooses one (nothing is shown meanwhile). */
  encoding?: CsvEncoding | null;
  encodingHow?: 'detected' | 'chosen';
  delimiter?: CsvDelimiter;
  delimiterHow?: 'detected' | 'chosen';
}

/** The header row and the first data rows of a CSV text. */
export function previewCsv(
  text: string,
  { complete = true, rows = 5, delimiter = ',' }: { complete?: boolean; rows?: number; delimiter?: CsvDelimiter } = {},
): CsvPreview {
  return sampleCsv(text, { complete, rows, delimiter });
}

/** How much of a file the preview reads: plenty for a header and 5 rows, small enough for 100 MB files. */
export const PREVIEW_BYTES = SNIFF_BYTES;

export interface PreviewChoices {
  encoding?: CsvEncoding | null;
  delimiter?: CsvDelimiter | null;
}

/** Reads the start of a file, tells (or takes) its encoding and separator, and previews it. */
export async function previewFile(
  file: Blob,
  rows = 5,
  bytes = PREVIEW_BYTES,
  choices: PreviewChoices = {},
): Promise<CsvPreview> {
  const complete = file.size <= bytes;
  const head = new Uint8Array(await file.slice(0, bytes).arrayBuffer());
  const sniffed = sniffEncoding(head, complete);
  const encoding = choices.encoding ?? sniffed.encoding;
  if (!encoding) return { headers: [], rows: [], encoding: null };
  const bom = sniffed.how === 'bom' && sniffed.encoding === encoding ? sniffed.bom : 0;
  // Not fatal: a character cut by the 64 KB boundary is in the dropped last line; the server decodes strictly.
  const text = new TextDecoder(encoding, { ignoreBOM: true }).decode(head.subarray(bom));
  const delimiter = choices.delimiter ?? sniffDelimiter(text);
  return {
    ...sampleCsv(text, { delimiter, complete, rows }),
    encoding,
    encodingHow: choices.encoding ? 'chosen' : 'detected',
    delimiter,
    delimiterHow: choices.delimiter ? 'chosen' : 'detected',
  };
}

/** 'windows-1252 (detected)', 'semicolon (chosen)'. */
export const describeChoice = (value: string, how?: 'detected' | 'chosen') => (how ? `${value} (${how})` : value);
