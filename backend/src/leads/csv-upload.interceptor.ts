import { CallHandler, ExecutionContext, Inject, Injectable, mixin, NestInterceptor, type Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { mkdirSync } from 'node:fs';
import { open, unlink } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { AppException, badRequest } from '../common/app-exception';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { sniffEncoding } from './csv-sniff';

export const NOT_A_CSV = 'Please select a valid CSV file';
export const NO_FILE = 'Please select a CSV file first';

const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/x-csv']);
/** Types browsers and tools send for .csv files (Windows says Excel); accepted only with a .csv name. */
const LOOSE_TYPES = new Set(['application/vnd.ms-excel', 'text/plain', 'application/octet-stream', '']);

export function isCsvUpload(name: string, mimetype: string): boolean {
  const type = mimetype.toLowerCase().split(';')[0].trim();
  if (CSV_TYPES.has(type)) return true;
  return LOOSE_TYPES.has(type) && extname(name).toLowerCase() === '.csv';
}

/** What differs between the two CSV uploads (admin lead import, CSV personas). */
export interface CsvUploadRules {
  maxBytes(config: AppConfig): number;
  /** The 413 message for a file over the limit. */
  tooLarge(maxBytes: number): string;
  /** Largest non-file field (the lead import's column_mapping can be long). */
  fieldBytes: number;
  /** Whether UTF-16 text (NUL bytes, but a text encoding) is accepted; otherwise NUL bytes mean binary. */
  utf16: boolean;
  /** The 400 for a malformed multipart body: its code, and whether it tells multer's reason or NO_FILE. */
  malformed: { code: string; reason: boolean };
}

/** A file with NUL bytes in its first 4 KB is binary, whatever its name says, unless it is UTF-16 text. */
async function looksBinary(path: string, utf16: boolean): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    const head = buffer.subarray(0, bytesRead);
    if (!head.includes(0)) return false;
    return !utf16 || !sniffEncoding(head, bytesRead < 4096).encoding?.startsWith('utf-16');
  } finally {
    await handle.close();
  }
}

/**
 * An interceptor that streams the multipart field csv_file to a file under DATA_DIR/uploads (never into memory),
 * enforcing the upload's size limit (413) and the CSV type (400) with the spec's messages.
 */
export function csvUploadInterceptor(rules: CsvUploadRules): Type<NestInterceptor> {
  @Injectable()
  class CsvUpload implements NestInterceptor {
    private readonly upload: ReturnType<multer.Multer['single']>;
    private readonly maxBytes: number;

    constructor(@Inject(APP_CONFIG) config: AppConfig) {
      const dir = join(config.dataDir, 'uploads');
      mkdirSync(dir, { recursive: true });
      this.maxBytes = rules.maxBytes(config);
      this.upload = multer({
        dest: dir,
        limits: { fileSize: this.maxBytes, files: 1, fields: 10, fieldSize: rules.fieldBytes },
        fileFilter: (_req, file, accept) =>
          isCsvUpload(file.originalname, file.mimetype)
            ? accept(null, true)
            : accept(badRequest('invalid_file', NOT_A_CSV)),
      }).single('csv_file');
    }

    async intercept(context: ExecutionContext, next: CallHandler) {
      const http = context.switchToHttp();
      const req = http.getRequest<Request>();
      await new Promise<void>((resolve, reject) =>
        this.upload(req, http.getResponse<Response>(), (error: unknown) =>
          error ? reject(this.toHttp(error)) : resolve(),
        ),
      );
      const file = req.file;
      if (!file) throw badRequest('no_file', NO_FILE);
      if (await looksBinary(file.path, rules.utf16)) {
        await unlink(file.path).catch(() => undefined);
        throw badRequest('invalid_file', NOT_A_CSV);
      }
      return next.handle();
    }

    private toHttp(error: unknown): unknown {
      if (error instanceof AppException) return error;
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') {
          return new AppException(413, 'file_too_large', rules.tooLarge(this.maxBytes));
        }
        const reason = rules.malformed.reason ? error.message : NO_FILE;
        return badRequest(
          rules.malformed.code,
          error.code === 'LIMIT_UNEXPECTED_FILE' ? 'Send the file as csv_file' : reason,
        );
      }
      if (error instanceof Error && /Multipart|boundary/i.test(error.message)) {
        return badRequest(rules.malformed.code, NO_FILE);
      }
      return error;
    }
  }
  return mixin(CsvUpload);
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The admin lead import: CSV_UPLOAD_MAX_BYTES, any text encoding (UTF-16 included). */
export const CsvUploadInterceptor = csvUploadInterceptor({
  maxBytes: (config) => config.leads.uploadMaxBytes,
  tooLarge: (bytes) => `CSV file is larger than ${megabytes(bytes)}`,
  fieldBytes: 1024 * 1024,
  utf16: true,
  malformed: { code: 'invalid_upload', reason: true },
});
