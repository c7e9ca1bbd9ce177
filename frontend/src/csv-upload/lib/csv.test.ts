import { describe, expect, it } from 'vitest';
import { parseCsv, PREVIEW_BYTES, previewCsv, previewFile } from './csv';

describe('parseCsv', () => {
  it('splits records on LF, CRLF and CR and fields on commas', () => {
    expect(parseCsv('a,b\n1,2\r\n3,4\r5,6')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
  });

  it('drops a leading byte-order mark', () => {
    expect(parseCsv('\uFEFFname,email\nJane,j@x.io')[0]).toEqual(['name', 'email']);
  });

  it('keeps commas, newlines and doubled quotes inside quoted fields', () => {
    expect(parseCsv('name,bio\n"Doe, Jane","Line 1\nLine ""2"""\n')).toEqual([
      ['name', 'bio'],
      ['Doe, Jane', 'Line 1\nLine "2"'],
    ]);
  });

  it('keeps empty fields and skips blank lines', () => {
    expect(parseCsv('a,b,c\n\n1,,3\n,\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
      ['', ''],
    ]);
  });

  it('reads a last record without a final newline', () => {
    expect(parseCsv('a\n1')).toEqual([['a'], ['1']]);
  });

  it('drops the cut-off last record when the text is only the start of a file', () => {
    expect(parseCsv('a,b\n1,2\n3,"half', { complete: false })).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps the header even when the start of a file holds nothing else', () => {
    expect(parseCsv('a,b', { complete: false })).toEqual([['a', 'b']]);
  });

  it('stops after maxRecords', () => {
    expect(parseCsv('h\n1\n2\n3\n4', { maxRecords: 3 })).toEqual([['h'], ['1'], ['2']]);
  });

  it('reads an empty text as no records', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
  });
});

describe('previewCsv', () => {
  const csv = ['Company Name, Email ', ...Array.from({ length: 8 }, (_, i) => `Acme ${i},a${i}@acme.com`)].join('\n');

  it('returns trimmed headers and the first 5 data rows', () => {
    const preview = previewCsv(csv);
    expect(preview.headers).toEqual(['Company Name', 'Email']);
    expect(preview.rows).toHaveLength(5);
    expect(preview.rows[4]).toEqual(['Acme 4', 'a4@acme.com']);
  });

  it('pads short rows and cuts long ones to the header width', () => {
    expect(previewCsv('a,b\n1\n1,2,3').rows).toEqual([
      ['1', ''],
      ['1', '2'],
    ]);
  });

  it('has no headers for an empty file', () => {
    expect(previewCsv('')).toEqual({ headers: [], rows: [] });
  });
});

describe('previewFile', () => {
  it('reads only the start of a large file and ignores its cut-off last line', async () => {
    const body = `name,email\n${'Jane Doe,jane@acme.com\n'.repeat(10)}`;
    const preview = await previewFile(new Blob([body]), 5, 40);
    expect(preview.headers).toEqual(['name', 'email']);
    expect(preview.rows).toEqual([['Jane Doe', 'jane@acme.com']]);
  });

  it('reads a small file whole', async () => {
    const preview = await previewFile(new Blob(['name\nJane']));
    expect(preview.rows).toEqual([['Jane']]);
  });
});

describe('previewFile decodes and splits the file as the server does', () => {
  const FIXTURES = '../../../../backend/test/fixtures/csv';
  const fixture = async (name: string) => {
    const { readFileSync } = await import('node:fs');
    const { fileURLToPath } = await import('node:url');
    return new Blob([readFileSync(fileURLToPath(new URL(`${FIXTURES}/${name}`, import.meta.url)))]);
  };

  it('reads an Excel file in Windows-1252 with semicolons', async () => {
    const preview = await previewFile(await fixture('excel-semicolon-cp1252.csv'));
    expect(preview).toMatchObject({ encoding: 'windows-1252', encodingHow: 'detected', delimiter: ';' });
    expect(preview.headers.slice(0, 3)).toEqual(['First Name', 'Last Name', 'Company']);
    expect(preview.rows[0].slice(0, 3)).toEqual(['José', 'Müller', 'Café Zürich GmbH']);
    // (Curly quotes, bytes 0x93/0x94, are checked in the browser: Node 20's TextDecoder reads windows-1252 as Latin-1.)
    expect(preview.rows[3][2]).toMatch(/^Bodega .El Niño.$/);
  });

  it("reads Excel's Unicode text (UTF-16LE with BOM, tabs)", async () => {
    const preview = await previewFile(await fixture('excel-unicode-text.csv'));
    expect(preview).toMatchObject({ encoding: 'utf-16le', delimiter: '\t' });
    expect(preview.headers[0]).toBe('Name');
    expect(preview.rows[1][0]).toBe('山田 太郎');
  });

  it('uses the encoding and separator the user chose', async () => {
    const preview = await previewFile(await fixture('excel-semicolon-cp1252.csv'), 5, PREVIEW_BYTES, {
      encoding: 'iso-8859-1',
      delimiter: ',',
    });
    expect(preview).toMatchObject({ encodingHow: 'chosen', delimiterHow: 'chosen', delimiter: ',' });
    expect(preview.headers).toHaveLength(1);
  });

  it('asks for the encoding when it cannot be told', async () => {
    const preview = await previewFile(new Blob([new Uint8Array([0x4e, 0x0a, 0x41, 0x81, 0x8d, 0x0a])]));
    expect(preview).toEqual({ headers: [], rows: [], encoding: null });
  });
});
