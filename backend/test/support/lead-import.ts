import { once } from 'node:events';
import { createWriteStream, readFileSync } from 'node:fs';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { MysqlDataSourceOptions } from 'typeorm/driver/mysql/MysqlDataSourceOptions';
import { MysqlRunner, SqlParam } from '../../src/leads/adapters/sql/sql-runner';
import { bumpIndexVersion } from '../../src/leads/adapters/sql/sql-bulk-keys';
import { leadWords } from '../../src/leads/adapters/sql/sql-lead-words';
import { LEAD_INDEX, type LeadIndex, type LeadRecord } from '../../src/leads/lead-index.port';
import { CSV_HEADER, CSV_MAPPING, csvLine, generateLeadRows } from '../../src/leads/seed/lead-generator';
import { pollUntil } from './app-process';
import type { DbKind } from './services';
import { startTestApp, type TestApp } from './test-app';

// What the crash tests share: a generated lead file, its upload, and the figures an import must end with.

/** The import's counts that must not depend on whether the process running it was killed. */
export const COUNTS = ['status', 'records_processed', 'inserted', 'merged', 'unchanged', 'suppressed', 'error_count'];

export async function writeLeadsCsv(file: string, rows: number): Promise<void> {
  const out = createWriteStream(file);
  let chunk = csvLine(CSV_HEADER) + '\n';
  for (const row of generateLeadRows(rows, 1313)) {
    chunk += csvLine(row) + '\n';
    if (chunk.length > 1 << 16) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

/** `http` is an in-process server or a base URL: the same calls serve both. */
type Target = Parameters<typeof request>[0];
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function uploadLeads(http: Target, token: string, file: string): Promise<number> {
  const response = await request(http)
    .post('/api/csv/upload/')
    .set(auth(token))
    .field('column_mapping', JSON.stringify(CSV_MAPPING))
    .attach('csv_file', readFileSync(file), { filename: 'crash-leads.csv', contentType: 'text/csv' });
  if (response.status !== 202) throw new Error(`upload answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.import_id;
}

export interface ImportView {
  status: string;
  records_processed: number;
  inserted: number;
  merged: number;
  unchanged: number;
  [key: string]: unknown;
}

export async function importOf(http: Target, token: string, id: number): Promise<ImportView> {
  const response = await request(http).get(`/api/csv/imports/${id}/`).set(auth(token));
  if (response.status !== 200) throw new Error(`GET import answered ${response.status}`);
  return response.body.import;
}

export const finished = (view: ImportView) => view.status === 'completed' || view.status === 'failed';

export const waitForImport = (http: Target, token: string, id: number, timeoutMs = 120_000) =>
  pollUntil(() => importOf(http, token, id), finished, `import ${id} finished`, timeoutMs, 100);

export const pick = (view: ImportView) => Object.fromEntries(COUNTS.map((key) => [key, view[key]]));

/** What the lead index holds, as the admin screens read it: total, and the hits of a few text searches. */
export async function indexFigures(http: Target, token: string, words: string[]) {
  const info = await request(http).get('/api/db/schema-info/').set(auth(token)).expect(200);
  const hits: Record<string, number> = {};
  for (const word of words) {
    // A count cut short by the search's time budget (a busy machine) says 'gte': ask again for the exact one.
    const found = await pollUntil(
      () => request(http).post('/api/db/query/').set(auth(token)).send({ query: word }).expect(200),
      (response) => (response.body.total_relation ?? 'eq') === 'eq' && !response.body.timed_out,
      `an exact count of "${word}"`,
      30_000,
      200,
    );
    hits[word] = found.body.total_count;
  }
  return { total: info.body.total_documents as number, hits };
}

/** Key columns a lead is de-duplicated on: no value may appear on two leads. */
export const DUPLICATE_KEYS_SQL = ['email_key', 'linkedin_key'].map(
  (key) =>
    `SELECT '${key}' AS k, COUNT(*) AS n FROM (SELECT ${key} FROM leads WHERE ${key} IS NOT NULL GROUP BY ${key} HAVING COUNT(*) > 1) d`,
);

/** `count` leads titled "Staff engineer" in one company size, named and mailed Engineer {from}, {from + 1}, ... */
export function engineerLeads(from: number, count: number, size: string): LeadRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Engineer ${from + i}`,
    email: `engineer${from + i}@example.com`,
    lead_titles: 'Staff engineer',
    company_size: size,
    skills: ['rust'],
  }));
}

/** Industries of mixedLead: Energy holds most leads (a dense set of ids), Café & Bar a few (a sparse one). */
export const MIXED_INDUSTRIES = ['Energy', 'Retail', 'Healthcare', 'Education', 'Café & Bar'];

/**
 * Lead i of a mix of titles, industries (MIXED_INDUSTRIES, most in Energy), sizes (some left out, for a merge to
 * fill in), decision power and skills: for the tests of counts from sets of ids per term.
 */
export function mixedLead(i: number): LeadRecord {
  const sizes = ['1-10', '11-50', '51-200'];
  return {
    name: `Person ${i}`,
    email: `person${i}@example.com`,
    lead_titles: i % 3 ? 'Staff engineer' : 'Product designer',
    company_industry: i % 40 === 0 ? 'Café & Bar' : MIXED_INDUSTRIES[i % 7 < 4 ? 0 : (i % 7) - 3],
    company_size: i % 11 === 0 ? undefined : sizes[i % 3 === 1 ? 1 : i % 7 === 0 ? 2 : 0],
    decision_making_power: i % 5 ? 'Low' : 'High',
    skills: i % 4 ? ['sql', 'rust'] : ['go'],
  };
}

/** Empties the SQL lead index (leads, list values, datasets, and on MySQL/MariaDB the word table). */
export async function clearLeadIndex(dataSource: DataSource): Promise<void> {
  const tables = ['lead_values', 'leads', 'lead_datasets'];
  if (dataSource.options.type !== 'better-sqlite3') tables.push('lead_words');
  for (const table of tables) await dataSource.query(`DELETE FROM ${table}`);
  // As every write to the index does (the server's sets of ids per term belong to one version).
  if (dataSource.options.type !== 'better-sqlite3') await bumpIndexVersion(new MysqlRunner(dataSource));
}

/**
 * MySQL/MariaDB: the word table's rows, and the rows every stored lead's fields give (leadWords), each as "lead id,
 * word, field bits", sorted: the two are equal when the table holds exactly the words of every lead.
 */
export async function wordRowsOfEveryLead(dataSource: DataSource): Promise<{ stored: string[]; expected: string[] }> {
  const leads: Record<string, unknown>[] = await dataSource.query('SELECT * FROM leads');
  const rows: { word: string; lead_id: number | string; field_bits: number | string }[] = await dataSource.query(
    'SELECT word, lead_id, field_bits FROM lead_words',
  );
  const stored = rows.map((row) => `${Number(row.lead_id)} ${row.word} ${Number(row.field_bits)}`).sort();
  const expected = leads
    .flatMap((lead) =>
      [...leadWords((field) => lead[field])].map(([word, bits]) => `${Number(lead.id)} ${word} ${bits}`),
    )
    .sort();
  return { stored, expected };
}

/**
 * For a describe block: a test app on `kind` for the whole block and its lead index, emptied before each test. The
 * answer's fields are set once the block's beforeAll has run.
 */
export function leadIndexApp(kind: DbKind): { t: TestApp; index: LeadIndex } {
  const app = {} as { t: TestApp; index: LeadIndex };
  beforeAll(async () => {
    app.t = await startTestApp(kind);
    app.index = app.t.app.get<LeadIndex>(LEAD_INDEX);
  }, 60_000);
  afterAll(async () => {
    await app.t?.close();
  });
  beforeEach(async () => {
    await clearLeadIndex(app.t.dataSource);
  });
  return app;
}

/**
 * The same MySQL/MariaDB database through a client that does not offer LOAD DATA LOCAL (as with local_infile off),
 * initialized; the caller destroys it.
 */
export function withoutLocalInfile(dataSource: DataSource): Promise<DataSource> {
  return new DataSource({
    ...(dataSource.options as MysqlDataSourceOptions),
    migrationsRun: false,
    flags: ['-LOCAL_FILES'],
  }).initialize();
}

/** A MySQL/MariaDB runner on the app's data source that records every read's SQL, for tests of the statements. */
export function recordingMysqlRunner(dataSource: DataSource): { runner: MysqlRunner; statements: string[] } {
  const runner = new MysqlRunner(dataSource);
  const statements: string[] = [];
  const recording = Object.assign(Object.create(runner) as MysqlRunner, {
    all: <T>(sql: string, params?: SqlParam[]) => {
      statements.push(sql);
      return runner.all<T>(sql, params);
    },
  });
  return { runner: recording, statements };
}
