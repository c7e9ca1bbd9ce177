import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { mkdirSync } from 'node:fs';
import { open, unlink } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { AppException, badRequest } from '../common/app-exception';
import { APP_CONFIG, AppConfig } from '../config/app-config';

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

function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/** A file with NUL bytes in its first 4 KB is binary, whatever its name says. */
async function looksBinary(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    return buffer.subarray(0, bytesRead).includes(0);
  } finally {
    await handle.close();
  }
}

/**
 * Streams the multipart field csv_file to a file under DATA_DIR/uploads (never into memory), enforcing the size
 * limit (413) and the CSV type (400) with the spec's messages.
 */
@Injectable()
export class CsvUploadInterceptor implements NestInterceptor {
  private readonly upload: ReturnType<multer.Multer['single']>;
  private readonly maxBytes: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const dir = join(config.dataDir, 'uploads');
    mkdirSync(dir, { recursive: true });
    this.maxBytes = config.leads.uploadMaxBytes;
    this.upload = multer({
      dest: dir,
      limits: { fileSize: this.maxBytes, files: 1, fields: 10, fieldSize: 1024 * 1024 },
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
    if (await looksBinary(file.path)) {
      await unlink(file.path).catch(() => undefined);
      throw badRequest('invalid_file', NOT_A_CSV);
    }
    return next.handle();
  }

  private toHttp(error: unknown): unknown {
    if (error instanceof AppException) return error;
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') {
        return new AppException(413, 'file_too_large', `CSV file is larger than ${megabytes(this.maxBytes)}`);
      }
      return badRequest(
        'invalid_upload',
        error.code === 'LIMIT_UNEXPECTED_FILE' ? 'Send the file as csv_file' : error.message,
      );
    }
    if (error instanceof Error && /Multipart|boundary/i.test(error.message))
      return badRequest('invalid_upload', NO_FILE);
    return error;
  }
}
