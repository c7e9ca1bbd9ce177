import request from 'supertest';
import { MYSQL_BATCH_ROWS } from '../../src/leads/adapters/sql/sql-lead-index';
import { PreparedLead } from '../../src/leads/adapters/sql/sql-lead-writer';
import {
  ImportCheckpoint,
  LEAD_INDEX,
  LeadIndex,
  LeadRecord,
  PreparedRecord,
  UpsertResult,
} from '../../src/leads/lead-index.port';
import { bearer, Session, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

const MAPPING = JSON.stringify({ 'Full Name': 'name', Email: 'email', Company: 'company_name' });
/** The import's batch size (BATCH_ROWS in csv-import.service.ts), where the index asks for none of its own. */
const BATCH_ROWS = 5000;
/** Rows per group of a batch, where the index takes them so (GROUP_ROWS in csv-import.service.ts). */
const GROUP = 500;
const LEADS = 12_000;
/** After every this many leads the file has a row with no mapped value: a row error on a known line. */
const ERROR_EVERY = 1000;

/** The file: LEADS people in order, and an empty-valued row after every ERROR_EVERY of them. */
function pipelineCsv(): { csv: string; leadLines: number[]; errorLines: number[] } {
  const lines = ['Full Name,Email,Company'];
  const leadLines: number[] = [];
  const errorLines: number[] = [];
  for (let i = 1; i <= LEADS; i++) {
    lines.push(`Person ${i},person${i}@pipeline.example,Firm ${i % 13}`);
    leadLines.push(lines.length);
    if (i % ERROR_EVERY === 0) {
      lines.push(',,');
      errorLines.push(lines.length);
    }
  }
  return { csv: lines.join('\n') + '\n', leadLines, errorLines };
}

type Records = (LeadRecord | PreparedRecord)[];

/** One write of a batch: its first lead and rows, as they came (in groups), and the checkpoint when it began. */
interface Call {
  first?: LeadRecord;
  rows: number;
  groups: number[];
  prepared: boolean;
  checkpoint: Checkpoint;
}

interface Checkpoint {
  lines_done: number;
  records_processed: number;
  error_count: number;
}

/**
 * The import reads and maps the next batch while the previous one is written: still one write at a time, in file
 * order, and the checkpoint (lines_done, the counts) only ever covers batches the index has committed.
 */
describe.each(dbKinds())('pipelined CSV import on %s', (kind) => {
  let t: TestApp;
  let admin: Session;
  let index: LeadIndex;
  /** Rows per batch on this database (LeadIndex.batchRows: MYSQL_BATCH_ROWS on MariaDB). */
  let batch: number;
  const { csv, leadLines, errorLines } = pipelineCsv();

  beforeAll(async () => {
    t = await startTestApp(kind, { CSV_UPLOAD_MAX_BYTES: '8mb', CSV_INLINE_MAX_BYTES: '8mb' });
    admin = await signUp(t);
    index = t.app.get<LeadIndex>(LEAD_INDEX);
    batch = index.batchRows ?? BATCH_ROWS;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    for (const table of ['lead_values', 'leads', 'lead_datasets']) await t.dataSource.query(`DELETE FROM ${table}`);
  });
  afterEach(() => jest.restoreAllMocks());

  const upload = () =>
    request(t.http)
      .post('/api/csv/upload/')
      .set(bearer(admin))
      .field('column_mapping', MAPPING)
      .attach('csv_file', Buffer.from(csv, 'utf8'), { filename: 'pipeline.csv', contentType: 'text/csv' });

  const checkpoint = async (): Promise<Checkpoint> => {
    const [row] = await t.dataSource.query(
      'SELECT lines_done, records_processed, error_count FROM lead_imports ORDER BY id DESC LIMIT 1',
    );
    return {
      lines_done: Number(row.lines_done),
      records_processed: Number(row.records_processed),
      error_count: Number(row.error_count),
    };
  };
  /** What the checkpoint must say once the first `batches` batches are committed. */
  const committed = (batches: number): Checkpoint => {
    const lastLine = leadLines[Math.min(batches * batch, LEADS) - 1];
    return {
      lines_done: lastLine,
      records_processed: Math.min(batches * batch, LEADS),
      error_count: errorLines.filter((line) => line <= lastLine).length,
    };
  };

  /** SQLite takes each batch in groups as it is read (upsertGroups), MariaDB whole (upsert). */
  const grouped = () => !!index.upsertGroups && !!index.overlapWrites && !!index.writeGroups;

  /**
   * Wraps the index's write the import uses (upsert, or upsertGroups): records each call, the checkpoint at its start,
   * the sizes of the groups its rows came in, and how many ran at once; and counts the rows the import prepared
   * (read and mapped, then LeadIndex.prepare) while a write was under way.
   */
  const watchWrites = (fail?: { call: number; error: Error } | { call: number; checkpoint: 'fails' }) => {
    const calls: Call[] = [];
    /** The SQL index takes the rows as it prepared them while the file was read. */
    const record = (lead: LeadRecord | PreparedRecord) =>
      (lead instanceof PreparedLead ? lead.lead : lead) as LeadRecord;
    const see = (call: Call, group: Records) => {
      call.first ??= record(group[0]);
      call.rows += group.length;
      call.groups.push(group.length);
      call.prepared &&= group.every((lead) => lead instanceof PreparedLead);
    };
    async function* passing(call: Call, groups: AsyncIterable<Records>) {
      for await (const group of groups) {
        see(call, group);
        yield group;
      }
    }
    let inFlight = 0;
    let maxInFlight = 0;
    let preparedWhileWriting = 0;
    const prepare = index.prepare!.bind(index);
    jest.spyOn(index, 'prepare').mockImplementation((record) => {
      if (inFlight > 0) preparedWhileWriting++;
      return prepare(record);
    });
    const write = async <T extends Records | AsyncIterable<Records>>(
      real: (leads: T, commitWith?: ImportCheckpoint) => Promise<UpsertResult>,
      leads: T,
      commitWith?: ImportCheckpoint,
    ): Promise<UpsertResult> => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        const call: Call = { rows: 0, groups: [], prepared: true, checkpoint: await checkpoint() };
        calls.push(call);
        const watched = (Array.isArray(leads) ? (see(call, leads), leads) : passing(call, leads)) as T;
        // A slow write: the next batch is read meanwhile, and must still wait for this one.
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (fail?.call !== calls.length) return await real(watched, commitWith);
        if ('error' in fail) throw fail.error;
        // The checkpoint's own statement fails, after the batch's rows were written in its transaction.
        return await real(watched, (result) => {
          const statement = commitWith!(result);
          return { ...statement, sql: `${statement.sql} AND no_such_column = 1` };
        });
      } finally {
        inFlight--;
      }
    };
    if (grouped()) {
      const real = index.upsertGroups!.bind(index);
      jest
        .spyOn(index, 'upsertGroups')
        .mockImplementation((dataset, groups, timings, commitWith) =>
          write((watched, checkpoint) => real(dataset, watched, timings, checkpoint), groups, commitWith),
        );
    } else {
      const real = index.upsert.bind(index);
      jest
        .spyOn(index, 'upsert')
        .mockImplementation((dataset, leads, timings, commitWith) =>
          write((watched, checkpoint) => real(dataset, watched, timings, checkpoint), leads, commitWith),
        );
    }
    return { calls, maxInFlight: () => maxInFlight, preparedWhileWriting: () => preparedWhileWriting };
  };

  it('writes the batches one at a time in file order, each checkpoint covering only committed batches', async () => {
    const writes = watchWrites();
    const response = await upload().expect(200);
    expect(response.body).toMatchObject({ records_processed: LEADS, inserted: LEADS, error_count: errorLines.length });

    expect(writes.maxInFlight()).toBe(1);
    expect(batch).toBe(kind === 'mysql' ? MYSQL_BATCH_ROWS : BATCH_ROWS);
    // On both databases the rows after the first batch were read while the batch before them was written.
    expect(writes.preparedWhileWriting()).toBeGreaterThanOrEqual(LEADS - batch);
    /** Each batch's first lead (0-based) and rows. */
    const batches = Array.from({ length: Math.ceil(LEADS / batch) }, (_, k) => ({
      start: k * batch,
      rows: Math.min(batch, LEADS - k * batch),
    }));
    expect(batches.length).toBeGreaterThanOrEqual(3);
    expect(writes.calls.map((call) => [call.first?.email, call.rows, call.prepared])).toEqual(
      batches.map(({ start, rows }) => [`person${start + 1}@pipeline.example`, rows, true]),
    );
    // SQLite: each batch in groups of GROUP_ROWS (csv-import.service.ts) as they were read; MariaDB: whole.
    expect(grouped()).toBe(kind === 'sqlite');
    const sizes = (rows: number) => (grouped() ? Array<number>(rows / GROUP).fill(GROUP) : [rows]);
    expect(writes.calls.map((call) => call.groups)).toEqual(batches.map(({ rows }) => sizes(rows)));
    // While batch k is written, the checkpoint is where batch k-1 ended, errors counted only up to there.
    expect(writes.calls[1].checkpoint).toEqual(committed(1));
    expect(writes.calls[2].checkpoint).toEqual(committed(2));
    // The last checkpoint also covers the trailing error row.
    expect(await checkpoint()).toEqual({
      lines_done: errorLines[errorLines.length - 1],
      records_processed: LEADS,
      error_count: errorLines.length,
    });

    const stored: { email: string }[] = await t.dataSource.query('SELECT email FROM leads ORDER BY id');
    expect(stored.map((row) => row.email)).toEqual(leadLines.map((_, i) => `person${i + 1}@pipeline.example`));
  });

  it('stops at a failed write with its error: nothing after it is written, the checkpoint stays before it', async () => {
    const writes = watchWrites({ call: 2, error: new Error('disk I/O error (injected)') });
    const response = await upload().expect(400);
    expect(response.body).toMatchObject({
      success: false,
      code: 'import_failed',
      message: 'disk I/O error (injected)',
    });

    expect(writes.calls).toHaveLength(2);
    expect(await checkpoint()).toEqual(committed(1));
    const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM leads');
    expect(Number(n)).toBe(batch);
    const [row] = await t.dataSource.query('SELECT status, error FROM lead_imports ORDER BY id DESC LIMIT 1');
    expect(row).toEqual({ status: 'failed', error: 'disk I/O error (injected)' });
  });

  it('commits each batch with its checkpoint: when the checkpoint cannot be written, the batch is not either', async () => {
    const writes = watchWrites({ call: 2, checkpoint: 'fails' });
    const response = await upload().expect(400);
    expect(response.body).toMatchObject({ success: false, code: 'import_failed' });

    expect(writes.calls).toHaveLength(2);
    // The second batch's rows went with its checkpoint: only the first batch is stored, and the checkpoint says so.
    expect(await checkpoint()).toEqual(committed(1));
    const [{ n }] = await t.dataSource.query('SELECT COUNT(*) AS n FROM leads');
    expect(Number(n)).toBe(batch);
    const [{ total }] = await t.dataSource.query('SELECT SUM(lead_count) AS total FROM lead_datasets');
    expect(Number(total)).toBe(batch);
  });
});
