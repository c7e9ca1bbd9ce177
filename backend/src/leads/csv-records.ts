import { Parser, type ParseError } from 'papaparse';

/** A record as read: its cells, and the line of the file it ends on (1 is the first line). */
export type CsvRecord = string[] & { line: number };

/** A record that could not be read, at the line it ends on. */
export interface CsvRecordError {
  line: number;
  message: string;
}

type Newline = '\n' | '\r\n' | '\r';

/**
 * The longest a record may stay open (a quoted field not closed yet), in characters: past it, the record's first line
 * is reported unreadable and the reading goes on at the next line, instead of holding the rest of the file in memory
 * (and parsing it again with every chunk) to find out.
 */
export const MAX_OPEN_RECORD_CHARS = 1 << 20;

/** How much of the start the line ending is judged by. */
const NEWLINE_SAMPLE_CHARS = 1 << 16;

/**
 * Splits decoded CSV text, chunk by chunk, into records of cells, each with the line it ends on (row errors and the
 * import's checkpoint name lines). papaparse's parser does the splitting (measured on 200k generated rows: 0.4-0.7 s,
 * where csv-parse took 3.4-4.2 s, the largest item of an import's main thread); this class feeds it a chunk at a time
 * (the unfinished last record carried over) and counts lines.
 *
 * As the import read with csv-parse before: quotes inside an unquoted field are text, rows may have any number of
 * cells, blank lines are skipped (and counted), cells are not trimmed. A record the parser reports broken (a quoted
 * field followed by text, a quote never closed) is reported at its first line, and the reading goes on at the next
 * line (csv-parse lost what followed an unclosed quote: the rest of the file was one broken record).
 */
export class CsvRecordReader {
  private pending = '';
  /** The file's line ending and the parser for it, once the text read so far shows which it is. */
  private format: { newline: Newline; parser: Parser } | null = null;
  private line = 0;

  constructor(private readonly delimiter: string) {}

  /**
   * The records that end in the text read so far, and those that could not be read. `last`: the text ends here (the
   * last record needs no newline).
   */
  read(text: string, last = false): { records: CsvRecord[]; errors: CsvRecordError[] } {
    this.pending = this.pending ? this.pending + text : text;
    const records: CsvRecord[] = [];
    const errors: CsvRecordError[] = [];
    if (!this.format) {
      const newline = detectNewline(this.pending, last);
      if (!newline) return { records, errors };
      this.format = { newline, parser: new Parser(this.config(newline)) };
    }
    const { newline, parser } = this.format;
    // Quoted fields' own line breaks are counted by the character that ends a line (the last of the newline).
    const lineEnd = newline[newline.length - 1];
    while (this.pending) {
      const result = parser.parse(this.pending, 0, !last) as ParsedText;
      // A record is broken once it is complete (its text may go on in the next chunk until then).
      let broken: ParseError | undefined;
      for (const error of result.errors) {
        const row = error.row ?? 0;
        if ((row < result.data.length || last) && (!broken || row < (broken.row ?? 0))) broken = error;
      }
      const good = broken ? (broken.row ?? 0) : result.data.length;
      for (let row = 0; row < good; row++) {
        const cells = result.data[row];
        this.line += 1 + lineBreaksIn(cells, lineEnd);
        if (cells.length > 1 || cells[0] !== '') records.push(Object.assign(cells, { line: this.line }));
      }
      if (broken) {
        // papaparse reads on past a broken quote, maybe to the end of the file: the record's first line is reported,
        // and the reading starts again at the line after it.
        errors.push(this.skipLine(newline, this.startOfRow(newline, good), broken.message));
        continue;
      }
      this.pending = last ? '' : this.pending.slice(result.meta.cursor);
      if (this.pending.length < MAX_OPEN_RECORD_CHARS) break;
      errors.push(
        this.skipLine(
          newline,
          0,
          `a record still open after ${MAX_OPEN_RECORD_CHARS.toLocaleString('en-US')} characters (a quote not closed?)`,
        ),
      );
    }
    return { records, errors };
  }

  private config(newline: Newline) {
    return { delimiter: this.delimiter, newline, quoteChar: '"' };
  }

  /** Where the pending text's row of that index starts (the rows before it parsed again, up to it). */
  private startOfRow(newline: Newline, row: number): number {
    if (row === 0) return 0;
    const before = new Parser({ ...this.config(newline), preview: row }).parse(this.pending, 0, false) as ParsedText;
    return before.meta.cursor;
  }

  /** The line of the pending text that starts at `from` is unreadable: reported, and the text after it read on. */
  private skipLine(newline: Newline, from: number, message: string): CsvRecordError {
    const end = this.pending.indexOf(newline, from);
    this.pending = end < 0 ? '' : this.pending.slice(end + newline.length);
    this.line++;
    return { line: this.line, message };
  }
}

interface ParsedText {
  data: string[][];
  errors: ParseError[];
  meta: { cursor: number };
}

/** Line breaks inside the cells (quoted fields'): each starts another line of the file. */
function lineBreaksIn(cells: string[], lineEnd: string): number {
  let count = 0;
  for (const cell of cells) {
    for (let at = cell.indexOf(lineEnd); at >= 0; at = cell.indexOf(lineEnd, at + 1)) count++;
  }
  return count;
}

/**
 * The line ending of the text: the first line break outside quoted fields ("\r\n", "\n" or "\r"), null while the text
 * read so far holds none and more may come.
 */
export function detectNewline(text: string, last: boolean): Newline | null {
  const sample = text.slice(0, NEWLINE_SAMPLE_CHARS);
  let quoted = false;
  for (let at = 0; at < sample.length; at++) {
    const char = sample[at];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (char === '\n') return '\n';
      if (at + 1 < sample.length) return sample[at + 1] === '\n' ? '\r\n' : '\r';
      if (last) return '\r';
      return null;
    }
  }
  return last || text.length >= NEWLINE_SAMPLE_CHARS ? '\n' : null;
}
