/**
 * What a CSV file is written in and how its fields are separated, decided from its first bytes. Pure and
 * dependency-free: the server's import and the CSV Upload screen's preview run this same code, so the screen
 * shows the file as the server will read it.
 */

/** The encodings an upload may name (iconv-lite on the server, TextDecoder in the browser: both know all). */
export const CSV_ENCODINGS = [
  'utf-8',
  'utf-16le',
  'utf-16be',
  'windows-1252',
  'iso-8859-1',
  'iso-8859-15',
  'windows-1250',
  'windows-1251',
] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];

const ENCODING_ALIASES: Record<string, CsvEncoding> = {
  utf8: 'utf-8',
  'utf-16': 'utf-16le',
  utf16le: 'utf-16le',
  ucs2: 'utf-16le',
  'ucs-2': 'utf-16le',
  utf16be: 'utf-16be',
  cp1252: 'windows-1252',
  latin1: 'iso-8859-1',
  'latin-1': 'iso-8859-1',
  iso88591: 'iso-8859-1',
  'iso8859-1': 'iso-8859-1',
  latin9: 'iso-8859-15',
  'iso8859-15': 'iso-8859-15',
  cp1250: 'windows-1250',
  cp1251: 'windows-1251',
};

/** An encoding name as a user or tool writes it ('UTF8', 'cp1252', 'Latin-1'), or null when not offered. */
export function parseEncoding(name: string): CsvEncoding | null {
  const key = name.trim().toLowerCase();
  if ((CSV_ENCODINGS as readonly string[]).includes(key)) return key as CsvEncoding;
  return ENCODING_ALIASES[key] ?? null;
}

export const ENCODING_CHOICES = CSV_ENCODINGS.join(', ');
export const UNKNOWN_ENCODING = `The file's character encoding could not be detected with confidence: choose it (encoding: ${ENCODING_CHOICES})`;

export interface EncodingGuess {
  /** null: not decided with confidence (the caller asks a charset detector, or the user). */
  encoding: CsvEncoding | null;
  /** Bytes of byte-order mark to skip. */
  bom: number;
  how: 'bom' | 'utf-16 pattern' | 'valid utf-8' | 'western text' | 'unknown';
}

/**
 * The encoding of a file from its first bytes: a byte-order mark, UTF-16's zero bytes, valid UTF-8 (ASCII
 * included), else Western European single-byte text (what Excel writes on Windows). `complete` says the bytes are
 * the whole file (else a multi-byte character cut at the end is not an error).
 */
export function sniffEncoding(bytes: Uint8Array, complete: boolean): EncodingGuess {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', bom: 3, how: 'bom' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bom: 2, how: 'bom' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bom: 2, how: 'bom' };
  const utf16 = utf16Pattern(bytes);
  if (utf16) return { encoding: utf16, bom: 0, how: 'utf-16 pattern' };
  if (isValidUtf8(bytes, complete)) return { encoding: 'utf-8', bom: 0, how: 'valid utf-8' };
  if (looksWestern(bytes)) return { encoding: 'windows-1252', bom: 0, how: 'western text' };
  return { encoding: null, bom: 0, how: 'unknown' };
}

/** Text without a BOM whose every other byte is zero is UTF-16 (the zeros are the high bytes of ASCII). */
function utf16Pattern(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const length = Math.min(bytes.length, 2000) & ~1;
  if (length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = length / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'utf-16be';
  return null;
}

/** Strict UTF-8 (no overlongs, no surrogates); a sequence cut by the end of an incomplete sample is allowed. */
export function isValidUtf8(bytes: Uint8Array, complete = true): boolean {
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i];
    if (byte < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    if (byte >= 0xc2 && byte <= 0xdf) [need, min] = [1, 0x80];
    else if (byte >= 0xe0 && byte <= 0xef) [need, min] = [2, 0x800];
    else if (byte >= 0xf0 && byte <= 0xf4) [need, min] = [3, 0x10000];
    else return false;
    let code = byte & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      if (i + k >= bytes.length) return !complete;
      const next = bytes[i + k];
      if ((next & 0xc0) !== 0x80) return false;
      code = (code << 6) | (next & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return false;
    i += need + 1;
  }
  return true;
}

/** Windows-1252 bytes 0x80-0x9F that are letters or punctuation people type (€ ‚ „ … ‘ ’ “ ” • – — ™ Š Œ Ž š œ ž Ÿ). */
const CP1252_USED = new Set([
  0x80, 0x82, 0x84, 0x85, 0x8a, 0x8c, 0x8e, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x99, 0x9a, 0x9c, 0x9e, 0x9f,
]);
const isAsciiLetter = (byte: number) => (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
/** Latin-1 letters À-ÿ except × and ÷. */
const isLatinLetter = (byte: number) => byte >= 0xc0 && byte !== 0xd7 && byte !== 0xf7;

/**
 * Western European text in Windows-1252: every byte above 0x7F is a Latin letter, a typographic sign Windows-1252
 * defines, or a Latin-1 symbol (° £ « » ©), none is a control or undefined code, and the accented letters sit in
 * words of mostly plain letters (José, Müller). Cyrillic or Greek in their code pages fails the last test: their
 * words are all high bytes.
 */
export function looksWestern(bytes: Uint8Array): boolean {
  let accentedWords = 0;
  let foreignWords = 0;
  let ascii = 0;
  let high = 0;
  const endWord = () => {
    if (high > 0) {
      accentedWords++;
      if (high >= 2 && high > ascii) foreignWords++;
    }
    ascii = 0;
    high = 0;
  };
  for (const byte of bytes) {
    if (isAsciiLetter(byte)) {
      ascii++;
      continue;
    }
    if (byte >= 0x80 && isLatinLetter(byte)) {
      high++;
      continue;
    }
    endWord();
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1a)) return false;
    if (byte >= 0x80 && byte < 0xa0 && !CP1252_USED.has(byte)) return false;
  }
  endWord();
  return foreignWords <= accentedWords * 0.2;
}

/** The field separators a file may use, in the order a tie is broken. */
export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

const DELIMITER_NAMES: Record<string, CsvDelimiter> = {
  ',': ',',
  comma: ',',
  ';': ';',
  semicolon: ';',
  '\t': '\t',
  '\\t': '\t',
  tab: '\t',
  '|': '|',
  pipe: '|',
};

/** 'semicolon', ';', 'tab', '\t' … → the separator, or null when not offered. */
export function parseDelimiter(name: string): CsvDelimiter | null {
  return DELIMITER_NAMES[name === '\t' ? name : name.trim().toLowerCase()] ?? null;
}

/** 'comma', 'semicolon', 'tab', 'pipe': how results and the screen name a separator. */
export function delimiterName(delimiter: CsvDelimiter): string {
  return { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' }[delimiter];
}

/** How often each separator occurs outside quotes in each of the first `maxRecords` records. */
function countPerRecord(text: string, maxRecords: number): Record<CsvDelimiter, number>[] {
  const counts: Record<CsvDelimiter, number>[] = [];
  const blank = (): Record<CsvDelimiter, number> => ({ ',': 0, ';': 0, '\t': 0, '|': 0 });
  let current = blank();
  let quoted = false;
  let empty = true;
  for (let i = 0; i < text.length && counts.length < maxRecords; i++) {
    const char = text[i];
    if (char === '"') {
      quoted = !quoted;
      empty = false;
    } else if (!quoted && (char === '\n' || char === '\r')) {
      if (!empty) counts.push(current);
      current = blank();
      empty = true;
    } else if (!quoted && char in current) {
      current[char as CsvDelimiter]++;
      empty = false;
    } else {
      empty = false;
    }
  }
  if (!empty && counts.length < maxRecords) counts.push(current);
  return counts;
}

/**
 * The separator of a CSV text from its header and first records: the candidate that splits the header into the
 * most columns and most following records into as many, ties in the order comma, semicolon, tab, pipe. A header
 * no candidate splits is one column (comma).
 */
export function sniffDelimiter(text: string): CsvDelimiter {
  const counts = countPerRecord(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, 20);
  if (!counts.length) return ',';
  const [header, ...rows] = counts;
  let best: CsvDelimiter = ',';
  let bestScore = -1;
  for (const delimiter of CSV_DELIMITERS) {
    const columns = header[delimiter];
    if (columns === 0) continue;
    // Ragged rows happen; a separator most rows agree on with the header is the file's.
    const agreeing = rows.filter((row) => row[delimiter] === columns).length;
    const consistency = rows.length ? agreeing / rows.length : 1;
    const score = consistency * 1000 + Math.min(columns, 999);
    if (score > bestScore) [best, bestScore] = [delimiter, score];
  }
  return best;
}

export interface ParseOptions {
  delimiter?: CsvDelimiter;
  /**
   * False when `text` is only the start of the file: the last record may be cut off mid-way, so it is dropped
   * (unless it is the only one, the header).
   */
  complete?: boolean;
  /** Stop after this many records (header included). */
  maxRecords?: number;
}

/** Splits CSV text into records of fields: "quoted" fields with separators, newlines and "" quotes, any EOL. */
export function parseCsv(
  text: string,
  { delimiter = ',', complete = true, maxRecords = Infinity }: ParseOptions = {},
): string[][] {
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
    } else if (char === delimiter) {
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
    const pending = started || field !== '' || record.length > 0;
    if (pending && (complete || records.length === 0)) endRecord();
  }
  return records;
}

export interface CsvSample {
  /** The first row, trimmed. */
  headers: string[];
  /** Up to `rows` data rows, each as long as the header row. */
  rows: string[][];
}

/** The header row and the first data rows of a CSV text. */
export function sampleCsv(
  text: string,
  { delimiter = ',', complete = true, rows = 5 }: { delimiter?: CsvDelimiter; complete?: boolean; rows?: number } = {},
): CsvSample {
  const records = parseCsv(text, { delimiter, complete, maxRecords: rows + 1 });
  const [header = [], ...data] = records;
  const headers = header.map((cell) => cell.trim());
  const width = headers.length;
  return { headers, rows: data.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? '')) };
}

/** How much of a file detection and the preview read: a header and many rows, small for a 100 MB file. */
export const SNIFF_BYTES = 64 * 1024;
