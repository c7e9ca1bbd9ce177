import { parse } from 'csv-parse/sync';
import { CsvRecordReader, detectNewline, MAX_OPEN_RECORD_CHARS } from './csv-records';

/** What the import read with csv-parse before (its options then): records with the line each ends on. */
function csvParseRecords(text: string, delimiter: string): { cells: string[]; line: number }[] {
  const lines: number[] = [];
  const records: string[][] = parse(text, {
    delimiter,
    on_record: (cells, context) => {
      lines.push(context.lines);
      return cells;
    },
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: false,
  });
  return records.map((cells, i) => ({ cells, line: lines[i] }));
}

/** The reader's records and errors for text cut into the given chunks. */
function read(chunks: string[], delimiter = ',') {
  const reader = new CsvRecordReader(delimiter);
  const records: { cells: string[]; line: number }[] = [];
  const errors: { line: number; message: string }[] = [];
  chunks.forEach((chunk, i) => {
    const out = reader.read(chunk, i === chunks.length - 1);
    for (const record of out.records) records.push({ cells: [...record], line: record.line });
    errors.push(...out.errors);
  });
  return { records, errors };
}

/** Every way of cutting text in two, and one character at a time. */
function cuts(text: string): string[][] {
  const all = [[text], [...text, '']];
  for (let at = 0; at <= text.length; at++) all.push([text.slice(0, at), text.slice(at)]);
  return all;
}

describe('CsvRecordReader', () => {
  const inputs: [string, string, string][] = [
    ['plain, with a trailing newline', ',', 'Company,Name\nAcme,Ann\nBeta,Bob\n'],
    ['no trailing newline', ',', 'Company,Name\nAcme,Ann\nBeta,Bob'],
    ['quoted delimiters, escaped quotes', ',', 'a,b\n"Berlin, Germany","say ""hi"""\nx,"y"\n'],
    ['quoted line breaks', ',', 'Company,Name\n"Multi\nLine Ltd",Zoë\n"three\nline\nfield",x\nlast,row\n'],
    ['CR only', ',', 'a,b\r"one\rtwo",c\rd,e\r'],
    ['blank lines and ragged rows', ',', 'a,b,c\n\nshort\n\n\nlong,row,with,more,cells\n,,\n'],
    ['quotes inside unquoted fields', ',', 'a,b\n5" screen,it\'s "fine"\nx,y\n'],
    ['semicolons', ';', 'Firma;Name\n"Müller; Söhne";Jörg\nA;B\n'],
    ['tabs', '\t', 'a\tb\n"x\ty"\tz\n'],
  ];

  it.each(inputs)('reads %s as csv-parse did, however the text is cut', (_label, delimiter, text) => {
    const expected = csvParseRecords(text, delimiter);
    expect(expected.length).toBeGreaterThan(1);
    for (const chunks of cuts(text)) {
      const { records, errors } = read(chunks, delimiter);
      expect({ chunks, records }).toEqual({ chunks, records: expected });
      expect(errors).toEqual([]);
    }
  });

  it('counts a quoted CRLF as one line break (csv-parse counted two)', () => {
    const text = 'a,b\r\n"one\r\ntwo",c\r\nd,e\r\n';
    for (const chunks of cuts(text)) {
      expect(read(chunks)).toEqual({
        records: [
          { cells: ['a', 'b'], line: 1 },
          { cells: ['one\r\ntwo', 'c'], line: 3 },
          { cells: ['d', 'e'], line: 4 },
        ],
        errors: [],
      });
    }
  });

  it('reports a broken record at its first line and reads on at the next', () => {
    const text = 'a,b\n"ok",1\n"broken"x,2\nfine,3\n"also "broken",4\n"multi\nline",5\n';
    for (const chunks of cuts(text)) {
      expect(read(chunks)).toEqual({
        records: [
          { cells: ['a', 'b'], line: 1 },
          { cells: ['ok', '1'], line: 2 },
          { cells: ['fine', '3'], line: 4 },
          { cells: ['multi\nline', '5'], line: 7 },
        ],
        errors: [
          { line: 3, message: 'Trailing quote on quoted field is malformed' },
          { line: 5, message: 'Trailing quote on quoted field is malformed' },
        ],
      });
    }
  });

  it('reports a quote left open at the end of the file, and reads the lines after it', () => {
    const text = 'a,b\nx,1\n"open,2\nmore,3\n';
    for (const chunks of cuts(text)) {
      expect(read(chunks)).toEqual({
        records: [
          { cells: ['a', 'b'], line: 1 },
          { cells: ['x', '1'], line: 2 },
          { cells: ['more', '3'], line: 4 },
        ],
        errors: [{ line: 3, message: 'Quoted field unterminated' }],
      });
    }
  });

  it('gives up on a record still open after MAX_OPEN_RECORD_CHARS and reads on at its next line', () => {
    const filler = `${'z'.repeat(99)}\n`.repeat(Math.ceil(MAX_OPEN_RECORD_CHARS / 100) + 10);
    const chunks = ['a,b\n"never closed,1\n', ...filler.match(/[^]{1,65536}/g)!, 'tail,2\n'];
    const { records, errors } = read(chunks);
    expect(errors).toEqual([
      {
        line: 2,
        message: `a record still open after ${MAX_OPEN_RECORD_CHARS.toLocaleString('en-US')} characters (a quote not closed?)`,
      },
    ]);
    const lines = filler.split('\n').length - 1;
    expect(records[0]).toEqual({ cells: ['a', 'b'], line: 1 });
    expect(records).toHaveLength(lines + 2);
    expect(records[1]).toEqual({ cells: ['z'.repeat(99)], line: 3 });
    expect(records[records.length - 1]).toEqual({ cells: ['tail', '2'], line: lines + 3 });
  });

  it('judges the line ending outside quoted fields, waiting for one while none has come', () => {
    expect(detectNewline('"a\r\nb",c\nd', false)).toBe('\n');
    expect(detectNewline('a,b\r\nc', false)).toBe('\r\n');
    expect(detectNewline('a,b\rc', false)).toBe('\r');
    expect(detectNewline('a,b\r', false)).toBeNull();
    expect(detectNewline('a,b\r', true)).toBe('\r');
    expect(detectNewline('"a\nb', false)).toBeNull();
    expect(detectNewline('a,b', true)).toBe('\n');
  });
});
