import iconv from 'iconv-lite';
import jschardet from 'jschardet';
import { isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform, TransformCallback } from 'node:stream';
import { badRequest } from '../common/app-exception';
import {
  CsvEncoding,
  ENCODING_CHOICES,
  parseEncoding,
  SNIFF_BYTES,
  sniffEncoding,
  UNKNOWN_ENCODING,
} from './csv-sniff';

export interface FileEncoding {
  encoding: CsvEncoding;
  /** Byte-order mark bytes the decoder skips. */
  bom: number;
  how: 'chosen' | 'detected';
}

/** Below this, a charset detector's guess is no guess (it scores short Latin text 0.03-0.06 for any of a dozen). */
const DETECTOR_CONFIDENCE = 0.2;

/** The first bytes of a file (all of a small one), and whether that is the whole file. */
export async function readHead(path: string, bytes = SNIFF_BYTES): Promise<{ head: Buffer; complete: boolean }> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes + 1);
    const { bytesRead } = await handle.read(buffer, 0, bytes + 1, 0);
    return { head: buffer.subarray(0, Math.min(bytesRead, bytes)), complete: bytesRead <= bytes };
  } finally {
    await handle.close();
  }
}

/**
 * The file's encoding: the one the upload names, else a byte-order mark, UTF-16, valid UTF-8 or Western text
 * (the shared rule the screen's preview applies), else a charset detector's confident guess among the offered
 * encodings. Refused (400) when none is confident: the message names the choices.
 */
export function detectEncoding(head: Buffer, complete: boolean, chosen: string | undefined): FileEncoding {
  const sniffed = sniffEncoding(head, complete);
  if (chosen?.trim()) {
    const encoding = parseEncoding(chosen);
    if (!encoding)
      throw badRequest('invalid_encoding', `Unknown encoding "${chosen}": choose one of ${ENCODING_CHOICES}`);
    const bom = sniffed.how === 'bom' && sniffed.encoding === encoding ? sniffed.bom : 0;
    return { encoding, bom, how: 'chosen' };
  }
  if (sniffed.encoding) return { encoding: sniffed.encoding, bom: sniffed.bom, how: 'detected' };
  const guess = jschardet.detect(head);
  const encoding = guess.encoding ? parseEncoding(guess.encoding) : null;
  if (encoding && guess.confidence >= DETECTOR_CONFIDENCE) return { encoding, bom: 0, how: 'detected' };
  throw badRequest('unknown_encoding', UNKNOWN_ENCODING);
}

const UNICODE: readonly CsvEncoding[] = ['utf-8', 'utf-16le', 'utf-16be'];

export const undecodable = (encoding: CsvEncoding, offset: number) =>
  `The file is not valid ${encoding} text (near byte ${offset}): choose its encoding (encoding: ${ENCODING_CHOICES})`;

/**
 * How many bytes at the end of a chunk of UTF-8 begin a character the chunk does not finish (0 to 3): they wait for
 * the next chunk.
 */
export function unfinishedUtf8(chunk: Buffer): number {
  for (let back = 1; back <= Math.min(3, chunk.length); back++) {
    const byte = chunk[chunk.length - back];
    if (byte < 0x80) return 0;
    if (byte >= 0xc0) return (byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2) > back ? back : 0;
    // A continuation byte: its lead byte is further back.
  }
  return 0;
}

/**
 * Where the first byte sequence that is no UTF-8 character begins (the rule of isUtf8 and of a fatal TextDecoder:
 * no overlong forms, no surrogates, nothing past U+10FFFF); bytes.length if there is none. Only for the message of a
 * file refused: isUtf8 tells whether a chunk is valid.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let at = 0; at < bytes.length;) {
    const lead = bytes[at];
    if (lead < 0x80) {
      at++;
      continue;
    }
    // The sequence's length and the range of its second byte (the others: 0x80-0xbf).
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else return at;
    if (at + length > bytes.length || bytes[at + 1] < low || bytes[at + 1] > high) return at;
    for (let next = 2; next < length; next++) {
      if (bytes[at + next] < 0x80 || bytes[at + next] > 0xbf) return at;
    }
    at += length;
  }
  return bytes.length;
}

/**
 * Decodes a byte stream to UTF-8 text, strictly: a byte sequence the encoding cannot hold fails the stream
 * (never a U+FFFD the file did not contain). UTF-8 is checked (isUtf8, the same rule as a fatal TextDecoder) and
 * passed on as it is: decoding a large file to strings only to encode them again cost an import's main thread
 * hundreds of MB of garbage. UTF-16 by the platform's fatal TextDecoder, single-byte code pages by iconv-lite (whose
 * only replacement output is for bytes the code page leaves undefined).
 */
export class StrictDecoder extends Transform {
  private readonly unicode?: TextDecoder;
  private readonly legacy?: { write(chunk: Buffer): string; end(): string | undefined };
  /** UTF-8: the bytes of a character the last chunk did not finish. */
  private unfinished: Buffer | null = null;
  private offset = 0;

  constructor(private readonly encoding: CsvEncoding) {
    super();
    if (encoding === 'utf-8') return;
    if (UNICODE.includes(encoding)) this.unicode = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
    else this.legacy = iconv.getDecoder(encoding);
  }

  /** UTF-8 checked and passed on, up to the last character the bytes so far finish; null: end of input. */
  private passUtf8(chunk: Buffer | null): Buffer | undefined {
    if (chunk === null) {
      if (this.unfinished) throw new Error(undecodable(this.encoding, this.offset));
      return undefined;
    }
    const bytes = this.unfinished ? Buffer.concat([this.unfinished, chunk]) : chunk;
    const keep = unfinishedUtf8(bytes);
    const whole = keep ? bytes.subarray(0, bytes.length - keep) : bytes;
    if (!isUtf8(whole)) throw new Error(undecodable(this.encoding, this.offset + firstInvalidUtf8(whole)));
    this.unfinished = keep ? Buffer.from(bytes.subarray(bytes.length - keep)) : null;
    this.offset += whole.length;
    return whole.length ? whole : undefined;
  }

  private decode(chunk: Buffer | null): string {
    if (this.unicode) return this.unicode.decode(chunk ?? undefined, { stream: chunk !== null });
    const text = chunk ? this.legacy!.write(chunk) : (this.legacy!.end() ?? '');
    const bad = text.indexOf('\uFFFD');
    if (bad >= 0) throw new Error(undecodable(this.encoding, this.offset + bad));
    return text;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      if (this.encoding === 'utf-8') return done(null, this.passUtf8(chunk));
      const text = this.decode(chunk);
      this.offset += chunk.length;
      done(null, text ? Buffer.from(text, 'utf8') : undefined);
    } catch (error) {
      done(this.asUndecodable(error));
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      if (this.encoding === 'utf-8') return done(null, this.passUtf8(null));
      const text = this.decode(null);
      done(null, text ? Buffer.from(text, 'utf8') : undefined);
    } catch (error) {
      done(this.asUndecodable(error));
    }
  }

  private asUndecodable(error: unknown): Error {
    if (error instanceof Error && error.message.startsWith('The file is not valid')) return error;
    return new Error(undecodable(this.encoding, this.offset));
  }
}

/**
 * Bytes the upload's whole-file check (checkDecodes) reads from the file at a time. Node's default of 64 KB made it a
 * read of many small chunks: measured on a 361 MB file of 1M generated leads, 0.50-0.63 s with 64 KB against
 * 0.17-0.24 s with 1 MB.
 */
const CHECK_READ_BYTES = 1024 * 1024;
/**
 * Bytes the import reads at a time (Node's default). A chunk is parsed into records at once, and they wait while the
 * rows before them are mapped and written: from 1 MB (about 2,900 rows) they outlived the main thread's scavenges and
 * were promoted. Measured importing 1M generated leads into SQLite, alternating: 42.1 / 42.5 s (64 µs of CPU a row,
 * 11-12 full collections) against 48.3 / 48.4 s with 1 MB (75 µs, 86-87); 16 KB took 43.3 / 44.1 s.
 */
const IMPORT_READ_BYTES = 64 * 1024;

/** The file as UTF-8 text (byte-order mark skipped), decoded strictly, read chunkBytes at a time. */
export function decodedStream(
  path: string,
  file: FileEncoding,
  onBytes?: (bytes: number) => void,
  chunkBytes = IMPORT_READ_BYTES,
) {
  const input = createReadStream(path, { start: file.bom, highWaterMark: chunkBytes });
  if (onBytes) input.on('data', (chunk) => onBytes(chunk.length));
  const decoder = new StrictDecoder(file.encoding);
  input.on('error', (error) => decoder.destroy(error));
  return input.pipe(decoder);
}

/** Reads the whole file through the strict decoder: refused (400) before anything is stored when it fails. */
export async function checkDecodes(path: string, file: FileEncoding): Promise<void> {
  try {
    for await (const chunk of decodedStream(path, file, undefined, CHECK_READ_BYTES)) void chunk;
  } catch (error) {
    throw badRequest('undecodable_file', error instanceof Error ? error.message : String(error));
  }
}

/** The decoded start of the file (for the delimiter and the auto-mapping). */
export function decodeHead(head: Buffer, file: FileEncoding): string {
  const bytes = head.subarray(file.bom);
  if (UNICODE.includes(file.encoding)) return new TextDecoder(file.encoding, { ignoreBOM: true }).decode(bytes);
  return iconv.decode(bytes, file.encoding);
}
