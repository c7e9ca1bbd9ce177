import iconv from 'iconv-lite';
import {
  isValidUtf8,
  parseCsv,
  parseDelimiter,
  parseEncoding,
  sampleCsv,
  sniffDelimiter,
  sniffEncoding,
} from './csv-sniff';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectEncoding, decodedStream, firstInvalidUtf8, StrictDecoder, unfinishedUtf8 } from './csv-decode';

const bytes = (text: string, encoding: string) => new Uint8Array(iconv.encode(text, encoding));

describe('sniffEncoding', () => {
  it('reads byte-order marks', () => {
    expect(sniffEncoding(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]), true)).toMatchObject({ encoding: 'utf-8', bom: 3 });
    expect(sniffEncoding(new Uint8Array([0xff, 0xfe, 0x41, 0]), true)).toMatchObject({ encoding: 'utf-16le', bom: 2 });
    expect(sniffEncoding(new Uint8Array([0xfe, 0xff, 0, 0x41]), true)).toMatchObject({ encoding: 'utf-16be', bom: 2 });
  });

  it('recognises UTF-16 without a BOM by its zero bytes', () => {
    expect(sniffEncoding(bytes('Name\tCompany\r\nJosé\tAcme\r\n', 'utf-16le'), true).encoding).toBe('utf-16le');
    expect(sniffEncoding(bytes('Name\tCompany\r\nJosé\tAcme\r\n', 'utf-16be'), true).encoding).toBe('utf-16be');
  });

  it('takes valid UTF-8 (and ASCII) as UTF-8, also when the sample cuts a character in two', () => {
    expect(sniffEncoding(bytes('Name\nJosé Müller\n', 'utf-8'), true)).toMatchObject({ encoding: 'utf-8', bom: 0 });
    const cut = bytes('Name\nJosé', 'utf-8').slice(0, -1);
    expect(isValidUtf8(cut, false)).toBe(true);
    expect(isValidUtf8(cut, true)).toBe(false);
    expect(isValidUtf8(new Uint8Array([0xc0, 0xaf]))).toBe(false); // overlong
    expect(isValidUtf8(new Uint8Array([0xed, 0xa0, 0x80]))).toBe(false); // surrogate
  });

  it('takes Western European single-byte text as Windows-1252', () => {
    const text = 'Name;Company;City\r\nJosé Müller;Café Zürich;Genève\r\nZoë;Bodega “El Niño”;Sevilla – 5 €\r\n';
    expect(sniffEncoding(bytes(text, 'windows-1252'), true)).toMatchObject({
      encoding: 'windows-1252',
      how: 'western text',
    });
  });

  it('does not guess what is not Western text', () => {
    expect(sniffEncoding(new Uint8Array([0x41, 0x81, 0x8d, 0x42, 0x0a]), true).encoding).toBeNull();
    expect(sniffEncoding(bytes('Имя;Компания\r\nИван Петров;Газпром\r\n', 'windows-1251'), true).encoding).toBeNull();
  });
});

describe('detectEncoding (server)', () => {
  it('asks the charset detector when the shared rule cannot tell, and keeps only a confident answer', () => {
    const cyrillic = Buffer.from(
      bytes('Имя;Компания\r\nИван Петров;Газпром\r\nМария Иванова;Сбербанк\r\n', 'windows-1251'),
    );
    expect(detectEncoding(cyrillic, true, undefined)).toMatchObject({ encoding: 'windows-1251', how: 'detected' });
    expect(() => detectEncoding(Buffer.from([0x41, 0x81, 0x8d, 0x90, 0x0a]), true, undefined)).toThrow(
      /could not be detected with confidence: choose it \(encoding: utf-8, utf-16le, utf-16be, windows-1252/,
    );
  });

  it('uses the chosen encoding, by any usual name, and refuses an unknown one', () => {
    expect(detectEncoding(Buffer.from('a'), true, 'CP1252')).toMatchObject({ encoding: 'windows-1252', how: 'chosen' });
    expect(detectEncoding(Buffer.from([0xff, 0xfe, 0x61, 0]), true, 'UTF-16')).toMatchObject({ bom: 2 });
    expect(parseEncoding('Latin-1')).toBe('iso-8859-1');
    expect(() => detectEncoding(Buffer.from('a'), true, 'ebcdic')).toThrow(/Unknown encoding "ebcdic"/);
  });
});

describe('StrictDecoder', () => {
  const decode = async (chunks: Buffer[], encoding: 'utf-8' | 'windows-1252' | 'utf-16le') => {
    const decoder = new StrictDecoder(encoding);
    const out: Buffer[] = [];
    decoder.on('data', (chunk: Buffer) => out.push(chunk));
    const done = new Promise<void>((resolve, reject) => {
      decoder.on('end', resolve);
      decoder.on('error', reject);
    });
    for (const chunk of chunks) decoder.write(chunk);
    decoder.end();
    await done;
    return Buffer.concat(out).toString('utf8');
  };

  it('decodes characters split across chunks', async () => {
    const text = Buffer.from('Müller', 'utf8');
    expect(await decode([text.subarray(0, 2), text.subarray(2)], 'utf-8')).toBe('Müller');
    const wide = Buffer.from('Zoë', 'utf16le');
    expect(await decode([wide.subarray(0, 3), wide.subarray(3)], 'utf-16le')).toBe('Zoë');
  });

  it('passes UTF-8 through at every split, characters of 1 to 4 bytes', async () => {
    const text = Buffer.from('Zoë, 東京 😀 Ωx', 'utf8');
    for (let at = 0; at <= text.length; at++) {
      for (let second = at; second <= text.length; second += 3) {
        const parts = [text.subarray(0, at), text.subarray(at, second), text.subarray(second)];
        expect(await decode(parts, 'utf-8')).toBe('Zoë, 東京 😀 Ωx');
      }
    }
    expect(unfinishedUtf8(Buffer.from([0x41, 0xf0, 0x9f, 0x98]))).toBe(3);
    expect(unfinishedUtf8(Buffer.from([0x41, 0xf0, 0x9f, 0x98, 0x80]))).toBe(0);
  });

  it('accepts and refuses the same UTF-8 as a fatal TextDecoder, however the bytes are split', async () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const pool = [0x41, 0x0a, 0x80, 0x9f, 0xbf, 0xc0, 0xc2, 0xdf, 0xe0, 0xe2, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff];
    for (let i = 0; i < 1500; i++) {
      const bytes = Buffer.from(Array.from({ length: 1 + random(8) }, () => pool[random(pool.length)]));
      let expected: string | null;
      try {
        expected = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
      } catch {
        expected = null;
      }
      const at = random(bytes.length + 1);
      const got = await decode([bytes.subarray(0, at), bytes.subarray(at)], 'utf-8').catch(() => null);
      expect([bytes.toString('hex'), at, got]).toEqual([bytes.toString('hex'), at, expected]);
    }
  });

  it('places the first byte that begins no UTF-8 character where a fatal TextDecoder stops', () => {
    let seed = 11;
    // The generator's high bits: its low ones repeat within a few dozen draws.
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return (seed >>> 12) % n;
    };
    const pool = [0x41, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc1, 0xc2, 0xdf, 0xe0, 0xe2, 0xed, 0xf0, 0xf4, 0xf5];
    const decodes = (bytes: Buffer) => {
      try {
        new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
        return true;
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 2000; i++) {
      const bytes = Buffer.from(Array.from({ length: random(10) }, () => pool[random(pool.length)]));
      // The longest start of the bytes that decodes: a longer one holds the bad sequence, or part of it.
      let longest = bytes.length;
      while (!decodes(bytes.subarray(0, longest))) longest--;
      expect([bytes.toString('hex'), firstInvalidUtf8(bytes)]).toEqual([bytes.toString('hex'), longest]);
    }
  });

  it('fails instead of writing U+FFFD for bytes the encoding cannot hold', async () => {
    await expect(decode([Buffer.from([0x41, 0xe9, 0x42])], 'utf-8')).rejects.toThrow(/not valid utf-8 text/);
    // A character the file does not finish, an overlong form, a surrogate, past U+10FFFF, a lone continuation.
    await expect(decode([Buffer.from([0x41, 0xe2, 0x82])], 'utf-8')).rejects.toThrow(/\(near byte 1\)/);
    for (const bytes of [[0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0x80]]) {
      await expect(decode([Buffer.from(bytes)], 'utf-8')).rejects.toThrow(/not valid utf-8 text \(near byte 0\)/);
    }
    await expect(decode([Buffer.from('ab'), Buffer.from([0xe2]), Buffer.from('c')], 'utf-8')).rejects.toThrow(
      /near byte 2\)/,
    );
    // Within a chunk, the place of the first byte that begins no character.
    await expect(
      decode([Buffer.from('abc'), Buffer.from([0x64, 0x65, 0xc3, 0xa9, 0xc3, 0x28])], 'utf-8'),
    ).rejects.toThrow(/near byte 7\)/);
    await expect(decode([Buffer.from([0x41, 0x81])], 'windows-1252')).rejects.toThrow(/not valid windows-1252/);
    expect(await decode([Buffer.from('\uFFFD ok', 'utf8')], 'utf-8')).toBe('\uFFFD ok');
  });

  it("reads the import's file 64 KB at a time, whole and in order", async () => {
    // A chunk is parsed at once: larger ones held the import's rows past the main thread's scavenges (csv-decode.ts).
    const dir = mkdtempSync(join(tmpdir(), 'decoded-'));
    try {
      const text = 'Name,Company\n' + 'José Müller,Acme €\n'.repeat(20_000);
      writeFileSync(join(dir, 'leads.csv'), '\uFEFF' + text);
      const sizes: number[] = [];
      let read = '';
      for await (const chunk of decodedStream(join(dir, 'leads.csv'), { encoding: 'utf-8', bom: 3, how: 'detected' })) {
        sizes.push((chunk as Buffer).length);
        read += (chunk as Buffer).toString('utf8');
      }
      expect(read).toBe(text);
      expect(sizes.length).toBeGreaterThan(5);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(64 * 1024);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('sniffDelimiter', () => {
  it.each([
    ['comma', 'a,b,c\n1,2,3\n', ','],
    ['semicolon (Excel in Europe), commas in values', 'Name;Revenue;City\nAna;1,5 M€;Paris\nBo;2,0;Lyon\n', ';'],
    ['tab', 'a\tb\n"x, y"\t2\n', '\t'],
    ['pipe', 'a|b|c\n1|2|3\n', '|'],
    ['quoted separators ignored', 'name,notes\n"Doe; John","a;b;c"\n', ','],
    ['one column', 'Company\nAcme\n', ','],
    ['commas inside a semicolon header row', 'First Name;Last Name;Company\nJosé;Müller;"Café, Zürich"\n', ';'],
  ])('%s', (_label, text, expected) => {
    expect(sniffDelimiter(text)).toBe(expected);
  });

  it('names separators as the upload field takes them', () => {
    expect(['comma', 'Semicolon', 'tab', '\t', '|', 'pipe', 'colon'].map(parseDelimiter)).toEqual([
      ',',
      ';',
      '\t',
      '\t',
      '|',
      '|',
      null,
    ]);
  });
});

describe('parseCsv / sampleCsv', () => {
  it('splits by the given separator, with quotes, BOM and CRLF', () => {
    expect(parseCsv('\uFEFFa;b\r\n"x;y";"say ""hi"""\r\n', { delimiter: ';' })).toEqual([
      ['a', 'b'],
      ['x;y', 'say "hi"'],
    ]);
    expect(sampleCsv(' A \tB\n1\n', { delimiter: '\t' })).toEqual({ headers: ['A', 'B'], rows: [['1', '']] });
  });
});
