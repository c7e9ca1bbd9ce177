import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { copyFile, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { In, Repository } from 'typeorm';
import { badRequest, notFound } from '../common/app-exception';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JOB_QUEUE, JobQueue } from '../jobs/job-queue.port';
import { autoMapColumns, skippedColumns, toColumnMapping } from './csv-automap';
import { checkDecodes, decodedStream, decodeHead, detectEncoding, readHead } from './csv-decode';
import { ColumnMapping, mapCells, MappedColumn, mappedColumns, parseColumnMapping } from './csv-mapping';
import { CsvRecord, CsvRecordError, CsvRecordReader } from './csv-records';
import { CsvDelimiter, delimiterName, parseDelimiter, sampleCsv, sniffDelimiter } from './csv-sniff';
import { ImportDetection, ImportRowError, LeadImport } from './entities/lead-import.entity';
import { withImportHeap } from './import-heap';
import { LeadErasureService, suppressionKeys } from './lead-erasure.service';
import { LEAD_INDEX, LeadIndex, LeadRecord, PreparedRecord, UpsertResult, WriteTimings } from './lead-index.port';
import { CSV_MAPPING } from './seed/lead-generator';
import { NO_TRANSACTION } from '../database/save-options';

/**
 * Rows per write transaction, unless the index asks for another number (LeadIndex.batchRows): larger batches amortise
 * the FTS flush at commit (measured: 1k → 8.6k rows/s, 5k → 11.7k).
 */
const BATCH_ROWS = 5000;
/**
 * Where the index takes a batch in groups as it is read (LeadIndex.upsertGroups), rows per group. A row is then held
 * only while its group is read and sent, not until its whole batch is: held across two of the main thread's scavenges
 * (its young generation is 32 MB: config/young-generation.ts), a row is promoted and left to full collections, and
 * the rows of a batch of 5,000 all were.
 */
const GROUP_ROWS = 500;
const KEPT_ERRORS = 100;
/** Rows read between two turns of the event loop while a batch is being written. */
const YIELD_ROWS = 64;

export const NO_DATA_ROWS = 'The CSV file has no data rows';

export interface UploadedCsv {
  path: string;
  originalname: string;
  size: number;
}

/** What the upload may say about the file; anything left out is detected. */
export interface UploadOptions {
  column_mapping?: string;
  encoding?: string;
  delimiter?: string;
}

/** A row error (or warning) of one line, counted once the batch holding the line is committed. */
interface LineNote {
  line: number;
  message: string;
  error: boolean;
}

/**
 * A row of the file as a lead: its record, or the record as the index prepared it (LeadIndex.prepare: not when the
 * import checks for erased leads, which reads the records themselves).
 */
type ReadLead = LeadRecord | PreparedRecord;

/**
 * A batch cut from the file: its leads (let go of once handed to the index) and their number, the dataset part they
 * go to, and the last line it covers.
 */
interface PendingBatch {
  dataset: string;
  leads: ReadLead[];
  rows: number;
  lastLine: number;
  notes: LineNote[];
}

/** What the lead index reports of its writes, plus the wall time of the import's write steps. */
export interface ImportTimings extends WriteTimings {
  writeMs: number;
}

const newWriteTimings = (): ImportTimings => ({
  writeMs: 0,
  normalizeMs: 0,
  lookupMs: 0,
  insertMs: 0,
  commitMs: 0,
  rebuildMs: 0,
});

/** Sample rows the auto-mapping looks at (values that are mostly e-mails or LinkedIn URLs map by content). */
const SAMPLE_ROWS = 50;

/** Admin CSV import: a streamed parse (never the whole file in memory), mapping, batched de-duplicating upserts. */
@Injectable()
export class CsvImportService {
  private readonly logger = new Logger(CsvImportService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LEAD_INDEX) private readonly index: LeadIndex,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @InjectRepository(LeadImport) private readonly imports: Repository<LeadImport>,
    private readonly erasure: LeadErasureService,
  ) {}

  /**
   * Reads the file's encoding, separator and header (refusing what it cannot read with confidence), records the
   * upload; small files are imported now, larger ones queued on the csv queue.
   */
  async start(userId: number, file: UploadedCsv, options: UploadOptions): Promise<LeadImport> {
    let prepared: { mapping: ColumnMapping; detection: ImportDetection };
    try {
      prepared = await this.prepare(file.path, options);
    } catch (error) {
      await unlink(file.path).catch(() => undefined);
      throw error;
    }
    const row = await this.imports.save(
      this.imports.create({
        user_id: userId,
        file_name: file.originalname.slice(0, 255),
        status: 'queued',
        column_mapping: prepared.mapping,
        detection: prepared.detection,
        datasets: [],
        bytes_total: file.size,
        stored_file: file.path,
      }),
      NO_TRANSACTION,
    );
    if (file.size <= this.config.leads.inlineMaxBytes) return this.run(row.id);
    try {
      await this.jobs.enqueue('csv.import', { importId: row.id }, { jobId: `csv-import-${row.id}` });
    } catch (error) {
      // The request failed, so its import must never run: one whose enqueue was still in flight finds nothing.
      await this.imports.delete({ id: row.id }).catch(() => undefined);
      await unlink(file.path).catch(() => undefined);
      throw error;
    }
    return row;
  }

  private async prepare(path: string, options: UploadOptions) {
    const chosen = parseColumnMapping(options.column_mapping);
    let chosenDelimiter: CsvDelimiter | null = null;
    if (options.delimiter) {
      chosenDelimiter = parseDelimiter(options.delimiter);
      if (!chosenDelimiter)
        throw badRequest('invalid_delimiter', 'delimiter must be one of: comma, semicolon, tab, pipe');
    }
    const { head, complete } = await readHead(path);
    const encoding = detectEncoding(head, complete, options.encoding);
    await checkDecodes(path, encoding);
    const text = decodeHead(head, encoding);
    const delimiter = chosenDelimiter ?? sniffDelimiter(text);
    const sample = sampleCsv(text, { delimiter, complete, rows: SAMPLE_ROWS });
    if (!sample.headers.some(Boolean)) throw requireNoRows();
    const mapping = chosen ?? toColumnMapping(sample.headers, autoMapColumns(sample.headers, sample.rows));
    if (!Object.keys(mapping).length) {
      throw badRequest(
        'invalid_mapping',
        'No column could be mapped to a field: send column_mapping, e.g. {"Company": "company_name"}',
      );
    }
    const detection: ImportDetection = {
      encoding: encoding.encoding,
      encoding_how: encoding.how,
      delimiter: delimiterName(delimiter),
      delimiter_how: chosenDelimiter ? 'chosen' : 'detected',
      mapping_how: chosen ? 'chosen' : 'auto',
      skipped_columns: skippedColumns(sample.headers.filter(Boolean), mapping),
    };
    return { mapping, detection };
  }

  /** The bundled sample: 1,000 synthetic leads (npm run seed:leads made it), so a new install can search at once. */
  static readonly SAMPLE_FILE = 'backend/src/leads/sample/sample-leads.csv';

  /** Queues an import of the bundled sample (as a job, so start-up and the request do not wait for it). */
  async startSample(userId: number | null): Promise<LeadImport> {
    const source = join(this.config.rootDir, CsvImportService.SAMPLE_FILE);
    const copy = join(this.config.dataDir, 'uploads', `sample-${randomBytes(6).toString('hex')}.csv`);
    await copyFile(source, copy);
    const row = await this.imports.save(
      this.imports.create({
        user_id: userId,
        file_name: 'sample-leads.csv',
        status: 'queued',
        column_mapping: CSV_MAPPING,
        datasets: [],
        bytes_total: (await stat(copy)).size,
        stored_file: copy,
      }),
      NO_TRANSACTION,
    );
    await this.jobs.enqueue('csv.import', { importId: row.id }, { jobId: `csv-import-${row.id}` });
    return row;
  }

  /**
   * Runs an import, or resumes one a crash interrupted: lines up to lines_done were committed and counted, so it
   * continues after them and the counts cover the whole file. (On the SQL index a batch and its checkpoint commit
   * together. On Elasticsearch the checkpoint follows the write, and upserts are idempotent: should a batch have been
   * written without its checkpoint, its rows count as unchanged the second time, never twice.)
   */
  async run(importId: number): Promise<LeadImport> {
    const row = await this.imports.findOne({ where: { id: importId } });
    if (!row) throw notFound('import_not_found', 'Import not found');
    if (row.status === 'completed' || row.status === 'failed') return row;
    if (!row.lines_done) {
      Object.assign(row, { records_processed: 0, inserted: 0, merged: 0, unchanged: 0, suppressed: 0 });
      Object.assign(row, { error_count: 0, errors: [], warning_count: 0, warnings: [], bytes_read: 0, datasets: [] });
    }
    row.status = 'processing';
    await this.imports.save(row, NO_TRANSACTION);
    try {
      await withImportHeap(() => this.importFile(row));
      row.status = row.records_processed === 0 && row.error_count === 0 ? 'failed' : 'completed';
      if (row.status === 'failed') row.error = NO_DATA_ROWS;
    } catch (error) {
      row.status = 'failed';
      row.error = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Import ${row.id} failed: ${row.error}`);
    }
    row.finished_at = new Date();
    if (row.stored_file) await unlink(row.stored_file).catch(() => undefined);
    row.stored_file = null;
    return this.imports.save(row, NO_TRANSACTION);
  }

  /** Imports interrupted by a restart are queued again (the job id keeps one run per import). */
  async resumeInterrupted(): Promise<void> {
    const pending = await this.imports.find({ where: { status: In(['queued', 'processing']) } });
    for (const row of pending) {
      await this.jobs.enqueue('csv.import', { importId: row.id }, { jobId: `csv-import-${row.id}-resume` });
    }
  }

  private async importFile(row: LeadImport): Promise<void> {
    if (!row.stored_file) throw new Error('The uploaded file is no longer available');
    const started = performance.now();
    const timings = newWriteTimings();
    const rowsBefore = row.records_processed;
    const mapping = (row.column_mapping ?? {}) as ColumnMapping;
    const checkSuppression = await this.erasure.any();
    const prepare = checkSuppression || !this.index.prepare ? null : this.index.prepare.bind(this.index);
    const { size } = await stat(row.stored_file);
    row.bytes_total = size;
    const resumeAfter = row.lines_done;
    const { head, complete } = await readHead(row.stored_file);
    const expectedRows = Math.max(0, estimateRows(head, complete, size) - resumeAfter);
    // Imports recorded before detection existed were read as UTF-8 with commas.
    const detection = row.detection ?? { encoding: 'utf-8', delimiter: 'comma' };
    const encoding = detectEncoding(head, complete, detection.encoding);
    row.bytes_read = encoding.bom;
    const input = decodedStream(row.stored_file, encoding, (bytes) => (row.bytes_read += bytes));
    const reader = new CsvRecordReader(parseDelimiter(detection.delimiter) ?? ',');
    /** The mapped columns' places, once the first record (the header) is read. */
    let columns: MappedColumn[] | null = null;
    /** Row errors and warnings of lines not yet handed to a batch. */
    let notes: LineNote[] = [];

    /** Rows read and not yet handed over: a batch's, or where the index takes groups (grouped), a group's. */
    let leads: ReadLead[] = [];
    const grouped = !!prepare && !!this.index.overlapWrites && !!this.index.writeGroups && !!this.index.upsertGroups;
    /** Grouped: the batch whose groups are being handed over, and its rows so far (those in `leads` too). */
    let open = null as { batch: PendingBatch; groups: Readable } | null;
    /** Rows a batch holds at most; as many row notes are handed over as a batch of their own. */
    const batchSize = this.index.batchRows ?? BATCH_ROWS;
    let batchRows = 0;
    let lastLine = resumeAfter;
    let rowsInPart = 0;
    // A resumed import writes a new part: how full the interrupted one was is not recorded.
    let part = (row.datasets?.length ?? 0) + (resumeAfter ? 1 : 0) || 1;
    /**
     * The batch being written while the next one is read: at most one write in flight, batches written in file
     * order. Its promise is never left unobserved (a failure surfaces at the next hand-over or at the end).
     */
    let writing: Promise<void> = Promise.resolve();
    let writeInFlight = false;
    let waitMs = 0;
    let sinceYield = 0;
    /** Starts writing a batch once the one before it is written (its counts are then in the row). */
    const startWrite = async (batch: PendingBatch, groups?: Readable) => {
      const waited = performance.now();
      await writing;
      waitMs += performance.now() - waited;
      writeInFlight = true;
      writing = this.writeBatch(row, batch, { checkSuppression, expectedRows, timings, groups });
      writing.then(
        () => (writeInFlight = false),
        () => (writeInFlight = false),
      );
    };
    /** Grouped: hands the rows read over as a group of the open batch (opened now if need be). */
    const handOverGroup = async () => {
      if (!open) {
        const batch: PendingBatch = { dataset: `file${row.id}_part${part}`, leads: [], rows: 0, lastLine, notes: [] };
        // Node's object-mode stream as the queue of groups: the index reads them as an async iterable. Destroyed with
        // an error (the read failed), it fails the index's next read of it; the error is not the stream's own to raise.
        const groups = new Readable({ objectMode: true, read: () => undefined }).on('error', () => undefined);
        open = { batch, groups };
        await startWrite(batch, open.groups);
      }
      open.groups.push(leads);
      leads = [];
    };
    const handOver = async () => {
      if (grouped && leads.length) await handOverGroup();
      const opened = open;
      const batch: PendingBatch = opened?.batch ?? {
        dataset: `file${row.id}_part${part}`,
        leads,
        rows: leads.length,
        lastLine,
        notes: [],
      };
      if (opened) {
        batch.rows = batchRows;
        batch.lastLine = lastLine;
      }
      batch.notes = notes.filter((note) => note.line <= lastLine);
      notes = notes.filter((note) => note.line > lastLine);
      leads = [];
      batchRows = 0;
      if (batch.rows) {
        rowsInPart += batch.rows;
        if (rowsInPart >= this.config.leads.partRows) {
          part++;
          rowsInPart = 0;
        }
      }
      if (opened) {
        // The batch is complete (rows, lines, notes) before its checkpoint is asked for, at the end of its groups.
        open = null;
        opened.groups.push(null);
        return;
      }
      await startWrite(batch);
      if (!this.index.overlapWrites) {
        const waitedInTurn = performance.now();
        await writing;
        waitMs += performance.now() - waitedInTurn;
      }
    };

    /** An unreadable record: a row error at its line, which the next checkpoint covers. */
    const unreadable = async (error: CsvRecordError) => {
      if (error.line <= resumeAfter) return;
      notes.push({ line: error.line, message: `unreadable row (${error.message})`, error: true });
      lastLine = error.line;
      if (notes.length >= batchSize) await handOver();
    };
    /** Takes what the reader made of a chunk, in line order: records are mapped and batched, unreadable ones noted. */
    const take = async ({ records, errors }: { records: CsvRecord[]; errors: CsvRecordError[] }) => {
      let nextError = 0;
      for (const cells of records) {
        const { line } = cells;
        while (nextError < errors.length && errors[nextError].line < line) await unreadable(errors[nextError++]);
        if (!columns) {
          columns = mappedColumns(
            cells.map((name) => name.trim()),
            mapping,
          );
          continue;
        }
        if (line <= resumeAfter) continue;
        // While a batch is written, the read gives way now and then: the write's database replies are handled
        // at once instead of after the parse of a whole chunk of the file (a write is many round trips).
        if (writeInFlight && ++sinceYield >= YIELD_ROWS) {
          sinceYield = 0;
          await new Promise((resolve) => setImmediate(resolve));
        }
        lastLine = line;
        const mapped = mapCells(cells, columns);
        if (typeof mapped === 'string') notes.push({ line, message: mapped, error: true });
        else {
          leads.push(prepare ? prepare(mapped.lead) : mapped.lead);
          batchRows++;
          for (const warning of mapped.warnings) notes.push({ line, message: warning, error: false });
        }
        // A batch never straddles two dataset parts; a long run of bad rows is checkpointed like a batch.
        if (batchRows >= Math.min(batchSize, this.config.leads.partRows - rowsInPart) || notes.length >= batchSize)
          await handOver();
        else if (grouped && leads.length >= GROUP_ROWS) await handOverGroup();
      }
      while (nextError < errors.length) await unreadable(errors[nextError++]);
    };

    let readMs: number;
    try {
      for await (const chunk of input as AsyncIterable<Buffer | string>) {
        // UTF-8 arrives as bytes that end on a whole character (StrictDecoder), other encodings as text.
        await take(reader.read(typeof chunk === 'string' ? chunk : chunk.toString('utf8')));
      }
      await take(reader.read('', true));
      // The last checkpoint also covers trailing lines that held no lead (errors, blank rows).
      await handOver();
      readMs = performance.now() - started - waitMs;
      const waited = performance.now();
      await writing;
      waitMs += performance.now() - waited;
    } finally {
      // The read failed with a batch's groups under way: its transaction rolls back, as a batch not yet handed over
      // is never written.
      open?.groups.destroy(new Error('The import stopped before its batch ended'));
      // A failed write stops the import; one still in flight (the parse failed) ends before anything else runs.
      await writing.catch(() => undefined);
      // Also after a failure: what a bulk load set aside (indexes, full text) is rebuilt before the import ends.
      for (const dataset of row.datasets ?? []) await this.index.endImport(dataset, timings);
    }
    const rows = row.records_processed - rowsBefore;
    this.logger.log(describeImport(row, rows, performance.now() - started, readMs, waitMs, timings));
  }

  /**
   * Writes one batch and checkpoints it: lines_done and the counts only ever cover committed batches, so a resumed
   * import starts after the last of them (the row errors and warnings of its lines are counted with it). The SQL
   * index commits the checkpoint with the batch; after a write to Elasticsearch it follows the write.
   */
  private async writeBatch(
    row: LeadImport,
    batch: PendingBatch,
    options: { checkSuppression: boolean; expectedRows: number; timings: ImportTimings; groups?: Readable },
  ): Promise<void> {
    const started = performance.now();
    let checkpointed = false;
    const { groups } = options;
    if (groups && this.index.upsertGroups) {
      // The batch's rows come in groups as they are read; its counts and lines are known once they end.
      await this.beginPart(row, batch, options.expectedRows);
      const result = await this.index.upsertGroups(batch.dataset, groups, options.timings, (counts) =>
        this.progressStatement(row.id, this.checkpointed(row, batch, counts)),
      );
      this.count(row, result, batch.rows);
      checkpointed = !!result.checkpointed;
    } else if (batch.rows) {
      await this.beginPart(row, batch, options.expectedRows);
      const kept = options.checkSuppression ? await this.withoutSuppressed(row, batch.leads) : batch.leads;
      // From here the index alone holds the rows (no local here does, across the wait): the SQL index lets go of them
      // once they are sent to the database, while the next batch is read (sql-lead-writer.ts, BatchPlan); on
      // MySQL/MariaDB it keeps them until the commit.
      batch.leads = [];
      // Where the index can, the checkpoint commits with the batch: its statement is made from a copy of the row
      // with the batch counted in (the row itself counts it once the batch has committed). The rows go over in an
      // array of their own, and `kept` is left empty.
      const result = await this.index.upsert(batch.dataset, kept.splice(0), options.timings, (counts) =>
        this.progressStatement(row.id, this.checkpointed(row, batch, counts)),
      );
      this.count(row, result, batch.rows);
      checkpointed = !!result.checkpointed;
    }
    this.noteBatch(row, batch);
    if (!checkpointed) await this.imports.update({ id: row.id }, this.progress(row));
    options.timings.writeMs += performance.now() - started;
  }

  /** Before a batch's first write to its dataset part: the part begins (the index may load it in bulk). */
  private async beginPart(row: LeadImport, batch: PendingBatch, expectedRows: number): Promise<void> {
    if (row.datasets?.includes(batch.dataset)) return;
    await this.index.beginImport(batch.dataset, expectedRows);
    row.datasets = [...(row.datasets ?? []), batch.dataset];
  }

  /** The UPDATE that records the row's progress (the repository's own SQL for the app's database). */
  private progressStatement(id: number, row: LeadImport): { sql: string; params: (string | number | null)[] } {
    const [sql, params] = this.imports
      .createQueryBuilder()
      .update()
      .set(this.progress(row))
      .where('id = :id', { id })
      .getQueryAndParameters();
    return { sql, params };
  }

  /** A copy of the import row with a written batch counted in (its result, its row errors and warnings, its lines). */
  private checkpointed(row: LeadImport, batch: PendingBatch, result: UpsertResult): LeadImport {
    const next = Object.assign(new LeadImport(), row);
    this.count(next, result, batch.rows);
    this.noteBatch(next, batch);
    return next;
  }

  private noteBatch(row: LeadImport, batch: PendingBatch): void {
    for (const note of batch.notes) {
      if (note.error) this.rowError(row, note.line, note.message);
      else this.warn(row, note.line, note.message);
    }
    row.lines_done = batch.lastLine;
  }

  private async withoutSuppressed(row: LeadImport, batch: ReadLead[]): Promise<ReadLead[]> {
    // Never prepared records here (see ReadLead).
    const keysOf = batch.map((lead) => suppressionKeys(lead as LeadRecord));
    const suppressed = await this.erasure.suppressed(keysOf.flat());
    const kept: ReadLead[] = [];
    batch.forEach((item, i) => {
      if (keysOf[i].some((key) => suppressed.has(key))) row.suppressed++;
      else kept.push(item);
    });
    return kept;
  }

  private count(row: LeadImport, result: UpsertResult, rows: number): void {
    row.records_processed += rows;
    row.inserted += result.inserted;
    row.merged += result.merged;
    row.unchanged += result.unchanged;
  }

  private rowError(row: LeadImport, line: number, message: string): void {
    row.error_count++;
    if ((row.errors?.length ?? 0) < KEPT_ERRORS) row.errors = [...(row.errors ?? []), { line, message }];
  }

  private warn(row: LeadImport, line: number, message: string): void {
    row.warning_count++;
    if ((row.warnings?.length ?? 0) < KEPT_ERRORS) row.warnings = [...(row.warnings ?? []), { line, message }];
  }

  private progress(row: LeadImport): Partial<LeadImport> {
    const { bytes_read, bytes_total, records_processed, inserted, merged, unchanged, suppressed, error_count } = row;
    return {
      lines_done: row.lines_done,
      warning_count: row.warning_count,
      warnings: row.warnings,
      bytes_read,
      bytes_total,
      records_processed,
      inserted,
      merged,
      unchanged,
      suppressed,
      error_count,
      datasets: row.datasets,
      errors: row.errors,
    };
  }
}

export function importView(row: LeadImport, username?: string | null) {
  const progress =
    row.status === 'completed'
      ? 100
      : row.bytes_total
        ? Math.min(99, Math.floor((row.bytes_read / row.bytes_total) * 100))
        : 0;
  return {
    id: row.id,
    file_name: row.file_name,
    status: row.status,
    datasets: row.datasets ?? [],
    bytes_total: row.bytes_total,
    bytes_read: row.bytes_read,
    progress,
    records_processed: row.records_processed,
    inserted: row.inserted,
    merged: row.merged,
    unchanged: row.unchanged,
    suppressed: row.suppressed,
    error_count: row.error_count,
    errors: (row.errors ?? []) as ImportRowError[],
    warning_count: row.warning_count ?? 0,
    warnings: (row.warnings ?? []) as ImportRowError[],
    encoding: row.detection?.encoding ?? null,
    delimiter: row.detection?.delimiter ?? null,
    detection: row.detection ?? null,
    column_mapping: row.column_mapping ?? {},
    error: row.error,
    created_by: username ?? null,
    created_at: new Date(row.created_at).toISOString(),
    finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

/** The data rows a file of `size` bytes holds, judged by the line length of its head (an estimate: lines, not records). */
export function estimateRows(head: Buffer, complete: boolean, size: number): number {
  let lines = 0;
  for (let at = head.indexOf(10); at >= 0; at = head.indexOf(10, at + 1)) lines++;
  if (complete) return Math.max(0, lines - 1);
  return lines > 1 ? Math.round((size / head.length) * lines) - 1 : 0;
}

/** The one line logged per finished import: where its time went (writes overlap the read of the next batch). */
export function describeImport(
  row: LeadImport,
  rows: number,
  totalMs: number,
  readMs: number,
  waitMs: number,
  t: ImportTimings,
) {
  const s = (ms: number) => (ms / 1000).toFixed(1);
  const rate = totalMs > 0 ? Math.round(rows / (totalMs / 1000)) : 0;
  const list = (parts?: Record<string, number>) =>
    Object.entries(parts ?? {})
      .map(([name, ms]) => `${name} ${s(ms)}`)
      .join(', ');
  const parts = list(t.insertParts);
  // The write thread's time, most first.
  const thread = list(Object.fromEntries(Object.entries(t.writerParts ?? {}).sort((a, b) => b[1] - a[1])));
  const rebuild = list(t.rebuildParts);
  return (
    `Import ${row.id}: ${rows} rows in ${s(totalMs)} s = ${rate} rows/s; read+parse+map ${s(readMs)} s, ` +
    `waiting for writes ${s(waitMs)} s; writes ${s(t.writeMs)} s (normalize ${s(t.normalizeMs)}, key lookups ` +
    `${s(t.lookupMs)}, inserts ${s(t.insertMs)}${parts ? ` (${parts})` : ''}, commits ${s(t.commitMs)}` +
    `${thread ? `; in the write thread: ${thread}` : ''}), ` +
    `index rebuild ${s(t.rebuildMs)} s${rebuild ? ` (${rebuild})` : ''}`
  );
}

export const requireNoRows = () => badRequest('no_data_rows', NO_DATA_ROWS);
