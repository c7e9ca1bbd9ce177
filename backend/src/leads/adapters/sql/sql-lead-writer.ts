import type { ImportCheckpoint, LeadRecord, PreparedRecord, UpsertResult, WriteTimings } from '../../lead-index.port';
import { DATASET_NAME, dedupKeys, hasFields, mergeInto, normalizeLead, NormalizedLead } from '../../lead-normalize';
import {
  type BulkKeys,
  bumpIndexVersion,
  compareKeys,
  type KeyIdTable,
  logKeyChanges,
  takeWriteTurn,
} from './sql-bulk-keys';
import { beginBulkLoad, endBulkLoad } from './sql-bulk-load';
import { wordsSetAside } from './sql-bulk-words';
import {
  addListValues,
  FIELD_COLUMNS,
  fieldValue,
  KEY_COLUMNS,
  type KeyColumn,
  keyColumns,
  LeadRow,
  LIST_VALUES_FROM_ROWS,
  rowToNormalized,
  SELECT_COLUMNS,
} from './sql-lead-rows';
import { insertWords, type LeadWordList, leadWords } from './sql-lead-words';
import { canLoad, filledArray, insertRows, insertStatement, marks, powerChunks, runInPowerRuns } from './sql-row-load';
import { type Dialect, retryLeadWrite, type SqlParam, type SqlRunner } from './sql-runner';

// The write path of the SQL lead index (import and de-dup/merge); sql-lead-index.ts holds the read path.

const INSERT_COLUMNS = ['id', 'dataset', 'data_source', ...FIELD_COLUMNS, ...KEY_COLUMNS];
const VALUE_COLUMNS = ['lead_id', 'field', 'value'];
/** Rows per multi-row INSERT (a power of two): well under SQLite's and MySQL's parameter limits. */
const INSERT_CHUNK = 256;
const VALUES_CHUNK = 1024;
/**
 * Keys per de-dup lookup, at most. On SQLite long lists make a batch's lookups a few statements instead of dozens,
 * each a round trip to the writer's thread (measured: 10.5 s of lookups in a 200k-row import with 512, 4.7 s with
 * 4096); MySQL/MariaDB keep 512. Shorter lists are padded to a power of two, so there are few statement shapes.
 */
const KEY_CHUNK = { sqlite: 4096, mysql: 512 } as const;
const MIN_KEY_LIST = 16;

/** A record as upsertLeads writes it: normalised, with its de-dup keys (see prepareLead). */
export class PreparedLead implements PreparedRecord {
  readonly prepared = true;
  constructor(
    readonly lead: NormalizedLead,
    readonly keys: string[],
  ) {}
}

/** The CPU work of an upsert on one record (LeadIndex.prepare), which an import does as it reads the row. */
export function prepareLead(record: LeadRecord): PreparedLead {
  const lead = normalizeLead(record);
  return new PreparedLead(lead, dedupKeys(lead));
}

/** The de-dup keys of each lead, computed once and again only when a merge changes the lead. */
class KeyCache {
  private readonly keys = new Map<NormalizedLead, string[]>();

  /** Keys computed ahead (a prepared record's). */
  seed(prepared: PreparedLead): NormalizedLead {
    this.keys.set(prepared.lead, prepared.keys);
    return prepared.lead;
  }

  of(lead: NormalizedLead): string[] {
    let keys = this.keys.get(lead);
    if (!keys) {
      keys = dedupKeys(lead);
      this.keys.set(lead, keys);
    }
    return keys;
  }

  refresh(lead: NormalizedLead): string[] {
    this.keys.delete(lead);
    return this.of(lead);
  }
}

/** The records of one upsert, or of one group of them (upsertLeadGroups). */
type Records = (LeadRecord | PreparedRecord)[];

/**
 * Inserts new leads and merges rows that are an existing lead (same e-mail, LinkedIn URL or name + company). The
 * checkpoint, if any, is written last in the same transaction (a batch with nothing to write leaves it to the caller).
 * bulkKeys: the database's keys in memory, which keys are looked up in while a bulk load has dropped their indexes.
 *
 * Not itself async: on SQLite the records are held by the batch's plan alone, which lets go of them once their rows
 * are sent to the database, before the checkpoint and the commit. An async function would keep its parameters until
 * it returns. On MySQL/MariaDB they are kept until the commit, to write the batch again should the server roll it back
 * in a lock conflict (retryLeadWrite).
 */
export function upsertLeads(
  db: SqlRunner,
  dataset: string,
  records: Records,
  timings?: WriteTimings,
  checkpoint?: ImportCheckpoint,
  bulkKeys?: BulkKeys,
): Promise<UpsertResult> {
  const options = { dataset, timings, checkpoint, bulkKeys };
  if (db.dialect !== 'mysql') return writeRecords(db, records, options);
  // MySQL/MariaDB: a batch the server rolled back as a deadlock's victim is written again, planned again from its
  // records as they came (each attempt plans copies: planning folds rows of the batch into one another).
  return retryLeadWrite('A lead write', () => writeRecords(db, records.map(copyRecord), options));
}

/** A record as a plan may change it: a prepared one's lead copied (its keys are replaced, never changed). */
function copyRecord(record: LeadRecord | PreparedRecord): LeadRecord | PreparedRecord {
  return record instanceof PreparedLead ? new PreparedLead({ ...record.lead }, record.keys) : record;
}

/** One attempt of upsertLeads (not itself async either). */
function writeRecords(
  db: SqlRunner,
  records: Records,
  { dataset, timings, checkpoint, bulkKeys }: Omit<WriteOptions, 'clock'>,
): Promise<UpsertResult> {
  const clock = new StepClock();
  let plan: BatchPlan | null;
  try {
    if (!DATASET_NAME.test(dataset)) throw new Error(`Invalid dataset name "${dataset}"`);
    plan = new BatchPlan(records);
  } catch (error) {
    return Promise.reject(error);
  }
  clock.lap('normalizeMs');
  // The plan is handed over once: no local here keeps it.
  const nextPlan = async () => {
    const next = plan;
    plan = null;
    return next;
  };
  return writePlans(db, nextPlan, { dataset, clock, timings, checkpoint, bulkKeys });
}

/**
 * upsertLeads for records that come in groups as they are read (LeadIndex.upsertGroups): one transaction, one
 * checkpoint and one commit for them all, each group planned and sent as it comes and let go of then. The result is
 * upsertLeads' on all the records at once, as the counts do not depend on where batches begin: a row of a later group
 * that is a lead an earlier group wrote merges into it, as into any stored lead.
 */
export function upsertLeadGroups(
  db: SqlRunner,
  dataset: string,
  groups: AsyncIterable<Records>,
  timings?: WriteTimings,
  checkpoint?: ImportCheckpoint,
  bulkKeys?: BulkKeys,
): Promise<UpsertResult> {
  if (!DATASET_NAME.test(dataset)) return Promise.reject(new Error(`Invalid dataset name "${dataset}"`));
  const clock = new StepClock();
  const iterator = groups[Symbol.asyncIterator]();
  const nextPlan = async () => {
    const { value, done } = await iterator.next();
    // Waiting for a group is no step of the write.
    clock.lap();
    if (done) return null;
    const plan = new BatchPlan(value);
    clock.lap('normalizeMs');
    return plan;
  };
  return writePlans(db, nextPlan, { dataset, clock, timings, checkpoint, bulkKeys });
}

/**
 * A batch made ready to write: its rows normalised, those that are the same person folded into one (collapseBatch),
 * and their de-dup keys. Released once the rows are sent: on SQLite an import reads its next batch while the writer's
 * thread inserts them and commits, and rows still held then are copied by each scavenge and promoted. Measured side by
 * side on 1M generated leads into SQLite, alternating: 17,314 / 16,813 rows/s against 15,588 / 15,355 with the rows
 * held until the commit, the import's read 37.9 / 37.2 s against 41.8 / 41.4.
 */
class BatchPlan {
  keys = new KeyCache();
  incoming: NormalizedLead[];
  folded: Map<NormalizedLead, FoldedRows>;

  constructor(records: Records) {
    const leads: NormalizedLead[] = [];
    for (const record of records) {
      const lead = this.keys.seed(record instanceof PreparedLead ? record : prepareLead(record as LeadRecord));
      if (hasFields(lead)) leads.push(lead);
    }
    ({ kept: this.incoming, folded: this.folded } = collapseBatch(leads, this.keys));
  }

  /**
   * Counts the rows folded into a row of the batch as each would have counted alone, in file order: one changed the
   * lead only if a field it brought in is one the write changes (a new lead: every field), so the counts do not
   * depend on where batches begin (as on Elasticsearch, which plans row by row).
   */
  settle(result: UpsertResult, lead: NormalizedLead, changed: NormalizedLead | 'all'): void {
    for (const fields of this.folded.get(lead)?.contributed ?? []) {
      if (fields.length && (changed === 'all' || fields.some((field) => field in changed))) result.merged++;
      else result.unchanged++;
    }
  }

  /** Whether the row itself, without what was folded into it, changes the stored lead. */
  changesOwn(lead: NormalizedLead, changes: NormalizedLead): boolean {
    const own = this.folded.get(lead)?.own;
    return !own || own.some((field) => field in changes);
  }

  release(): void {
    this.keys = new KeyCache();
    this.incoming = [];
    this.folded = new Map();
  }
}

interface WriteOptions {
  dataset: string;
  clock: StepClock;
  timings?: WriteTimings;
  checkpoint?: ImportCheckpoint;
  bulkKeys?: BulkKeys;
}

/** The next plan of an upsert (null: no more), with rows to write or not. */
type NextPlan = () => Promise<BatchPlan | null>;

/** The next plan with rows to write (null: no more); plans without (rows with no fields) are let go. */
async function nextToWrite(nextPlan: NextPlan): Promise<BatchPlan | null> {
  for (let plan = await nextPlan(); plan; plan = await nextPlan()) {
    if (plan.incoming.length) return plan;
  }
  return null;
}

/**
 * Writes the plans in one transaction, each sent and released before the next is asked for. The transaction begins
 * with the first plan that has rows to write; without one, nothing is written (nor the checkpoint).
 */
async function writePlans(
  db: SqlRunner,
  nextPlan: NextPlan,
  { dataset, clock, timings, checkpoint, bulkKeys }: WriteOptions,
): Promise<UpsertResult> {
  const result: UpsertResult = { inserted: 0, merged: 0, unchanged: 0 };
  let plan = await nextToWrite(nextPlan);
  try {
    if (!plan) {
      clock.addTo(timings);
      return result;
    }
    /** The bulk load's keys in memory, if in use, and the id the ids this batch gave out end before. */
    const { bulk, idsBelow } = await db.transaction(async (tx) => {
      clock.lap();
      await takeWriteTurn(tx);
      const bulk = (await bulkKeys?.inUse(tx)) ?? null;
      const newWords = !(await wordsSetAside(tx));
      const ids = new IdRange();
      let changed = false;
      for (; plan; plan = await nextToWrite(nextPlan)) {
        changed =
          (await sendPlan(tx, dataset, plan, { keyTable: bulk?.keys ?? null, newWords }, result, clock, ids)) ||
          changed;
        plan.release();
        clock.lap('insertMs');
      }
      if (changed) await bumpIndexVersion(tx);
      if (checkpoint) {
        const { sql, params } = checkpoint({ ...result });
        await tx.run(sql, params);
        result.checkpointed = true;
      }
      // SQLite's writer runs the inserts after they were sent (SqlRunner.run): one call waits for them, so the time
      // is the inserts' and what follows the commit's alone. It answers what the writer's thread spent on them.
      if (timings) {
        if (tx.threadTimes) clock.threadTimes(await tx.threadTimes());
        else await tx.all('SELECT 1 AS done');
      }
      clock.lap('insertMs');
      return { bulk, idsBelow: ids.end };
    });
    clock.lap('commitMs');
    // Committed: the table holds the keys of every id given out (see BulkKeyTable.idsBelow).
    if (bulk && idsBelow !== null) bulk.idsBelow = idsBelow;
    clock.addTo(timings);
    return result;
  } finally {
    plan?.release();
  }
}

/**
 * The ids a transaction gives out to new leads, from lead_id_seq: the first take reads where it stands, and the row
 * (or, on SQLite, the database) stays locked until the commit, so later takes count on from there without a read.
 */
class IdRange {
  /** The id the ids given out end before; null until the first take. */
  end: number | null = null;

  /** The first of `count` new ids. */
  async take(db: SqlRunner, count: number): Promise<number> {
    await db.run("UPDATE lead_id_seq SET next_id = next_id + ? WHERE name = 'leads'", [count]);
    if (this.end === null) {
      const [{ next_id }] = await db.all<{ next_id: number | string }>(
        "SELECT next_id FROM lead_id_seq WHERE name = 'leads'",
      );
      this.end = Number(next_id) - count;
    }
    const first = this.end;
    this.end += count;
    return first;
  }
}

/** The first stored lead that has one of the keys (no array made: this runs for every row of an import). */
function firstMatch(keys: string[], existing: Map<string, ExistingLead>): ExistingLead | undefined {
  for (const key of keys) {
    const match = existing.get(key);
    if (match) return match;
  }
  return undefined;
}

/**
 * What a bulk load set aside, as a write transaction sees it: keyTable, the keys in memory (while their indexes are
 * dropped: sql-bulk-keys.ts); newWords, whether new leads write their words (MySQL/MariaDB: sql-bulk-words.ts).
 */
interface BulkState {
  keyTable: KeyIdTable | null;
  newWords: boolean;
}

/**
 * Plans the batch's writes against the stored leads (inserts, merges) and sends them, in the transaction; counts
 * them into result. Answers whether it wrote anything.
 */
async function sendPlan(
  tx: SqlRunner,
  dataset: string,
  plan: BatchPlan,
  bulk: BulkState,
  result: UpsertResult,
  clock: StepClock,
  ids: IdRange,
): Promise<boolean> {
  const { keys } = plan;
  const { keyTable } = bulk;
  const existing = await findExisting(tx, plan.incoming, keys, keyTable);
  clock.lap('lookupMs');
  const inserts: NormalizedLead[] = [];
  /** Stored leads the batch merges rows into, by id (written together: updateLeads). */
  const merges = new Map<string, MergedLead>();
  /** New leads that already combine two rows of the batch. */
  const enriched = new Set<NormalizedLead>();
  for (const lead of plan.incoming) {
    const match = existing.size ? firstMatch(keys.of(lead), existing) : undefined;
    if (!match) {
      inserts.push(lead);
      if (plan.folded.get(lead)?.contributed.some((fields) => fields.length)) enriched.add(lead);
      plan.settle(result, lead, 'all');
      continue;
    }
    const changes = mergeInto(match.lead, lead);
    if (!hasFields(changes)) {
      result.unchanged++;
      plan.settle(result, lead, changes);
      continue;
    }
    plan.settle(result, lead, changes);
    Object.assign(match.lead, changes);
    const merged = keys.refresh(match.lead);
    // A second row merged into the same lead fills fields the first left empty: one write takes both.
    const pending = merges.get(match.id);
    if (pending) Object.assign(pending.changes, changes);
    else merges.set(match.id, { lead: match.lead, changes: { ...changes } });
    for (const key of merged) existing.set(key, match);
    if (plan.changesOwn(lead, changes)) result.merged++;
    else result.unchanged++;
  }
  if (inserts.length) {
    const ignore = tx.dialect === 'sqlite' ? 'INSERT OR IGNORE' : 'INSERT IGNORE';
    await clock.part(tx, 'leads', async () => {
      await tx.run(`${ignore} INTO lead_datasets (name, lead_count) VALUES (?, 0)`, [dataset]);
      await tx.run('UPDATE lead_datasets SET lead_count = lead_count + ? WHERE name = ?', [inserts.length, dataset]);
    });
  }
  const side: SideRows = { values: [], words: [] };
  await clock.part(tx, 'merges', () => updateLeads(tx, merges, keys, keyTable, side));
  await clock.part(tx, 'leads', () => insertLeads(tx, dataset, inserts, enriched, keys, bulk, side, ids));
  await clock.part(tx, 'lead_values', () => insertValues(tx, side.values));
  await clock.part(tx, 'lead_words', () => insertWords(tx, side.words, 'replace'));
  result.inserted += inserts.length;
  return inserts.length > 0 || merges.size > 0;
}

type Step = 'normalizeMs' | 'lookupMs' | 'insertMs' | 'commitMs';

/** Wall time per step of one upsert, added to the caller's timings at the end (a failed upsert reports nothing). */
class StepClock {
  private at = performance.now();
  private readonly spent: Partial<Record<Step, number>> = {};
  /** The inserts' time by the rows they wrote (WriteTimings.insertParts). */
  private readonly parts: Record<string, number> = {};
  /** SQLite: the writer thread's time by what its statements did (WriteTimings.writerParts). */
  private thread: Record<string, number> | null = null;

  /** SQLite: the transaction's time in the writer's thread (SqlRunner.threadTimes). */
  threadTimes(times: Record<string, number>): void {
    this.thread = times;
  }

  /**
   * Runs write, and on MySQL/MariaDB adds its wall time to the part's: there each statement is waited for, so the
   * inserts' step splits by table. SQLite's are sent to the writer's thread and run after: their time is not theirs.
   */
  async part(db: SqlRunner, name: string, write: () => Promise<void>): Promise<void> {
    if (db.dialect !== 'mysql') return write();
    const started = performance.now();
    try {
      await write();
    } finally {
      this.parts[name] = (this.parts[name] ?? 0) + performance.now() - started;
    }
  }

  /** Ends the current step (or, without a name, a stretch that counts as no step). */
  lap(step?: Step): void {
    const now = performance.now();
    if (step) this.spent[step] = (this.spent[step] ?? 0) + now - this.at;
    this.at = now;
  }

  addTo(timings?: WriteTimings): void {
    if (!timings) return;
    for (const [step, ms] of Object.entries(this.spent) as [Step, number][]) timings[step] += ms;
    for (const [name, ms] of Object.entries(this.parts)) {
      timings.insertParts ??= {};
      timings.insertParts[name] = (timings.insertParts[name] ?? 0) + ms;
    }
    for (const [kind, ms] of Object.entries(this.thread ?? {})) {
      timings.writerParts ??= {};
      timings.writerParts[kind] = (timings.writerParts[kind] ?? 0) + ms;
    }
  }
}

/** Before an import of about expectedRows rows into dataset: a large one loads first and indexes after. */
export function beginLeadImport(db: SqlRunner, dataset: string, expectedRows = 0): Promise<void> {
  return beginBulkLoad(db, dataset, expectedRows);
}

/** After the import's last write to dataset: what a bulk load set aside is rebuilt once its last part ends. */
export async function endLeadImport(db: SqlRunner, dataset: string, timings?: WriteTimings): Promise<void> {
  const started = performance.now();
  await endBulkLoad(db, dataset, timings ? (timings.rebuildParts ??= {}) : undefined);
  if (timings) timings.rebuildMs += performance.now() - started;
}

/** The rows folded into a kept row: the fields the kept row had itself, and those each folded row brought in. */
interface FoldedRows {
  own: string[];
  contributed: string[][];
}

/**
 * Merges rows of one batch that are the same person, so the batch never inserts a lead twice. Returns the rows
 * to write and, per kept row that others were folded into, what each brought in (FoldedRows).
 */
function collapseBatch(
  leads: NormalizedLead[],
  keys: KeyCache,
): {
  kept: NormalizedLead[];
  folded: Map<NormalizedLead, FoldedRows>;
} {
  const byKey = new Map<string, NormalizedLead>();
  const kept: NormalizedLead[] = [];
  const folded = new Map<NormalizedLead, FoldedRows>();
  for (const lead of leads) {
    const own = keys.of(lead);
    let earlier: NormalizedLead | undefined;
    for (let i = 0; i < own.length && !earlier; i++) earlier = byKey.get(own[i]);
    if (!earlier) {
      kept.push(lead);
      for (const key of own) byKey.set(key, lead);
      continue;
    }
    const changes = mergeInto(earlier, lead);
    let rows = folded.get(earlier);
    if (!rows) {
      rows = { own: Object.keys(earlier), contributed: [] };
      folded.set(earlier, rows);
    }
    const brought = Object.keys(changes);
    rows.contributed.push(brought);
    if (brought.length) {
      Object.assign(earlier, changes);
      for (const key of keys.refresh(earlier)) byKey.set(key, earlier);
    }
  }
  return { kept, folded };
}

interface ExistingLead {
  id: string;
  lead: NormalizedLead;
}

type WantedKeys = Record<KeyColumn, Set<string>>;

/**
 * The stored leads that share a key with the batch, by key. Most rows of an import are new: the key lookups read
 * only ids (from the key indexes alone, or from keyTable while a bulk load has dropped them), and whole rows are read
 * only for the matches.
 */
async function findExisting(
  db: SqlRunner,
  leads: NormalizedLead[],
  keys: KeyCache,
  keyTable: KeyIdTable | null,
): Promise<Map<string, ExistingLead>> {
  const wanted: WantedKeys = { email_key: new Set(), linkedin_key: new Set(), person_key: new Set() };
  for (const lead of leads) {
    const columns = keyColumns(keys.of(lead));
    for (const column of KEY_COLUMNS) if (columns[column]) wanted[column].add(columns[column] as string);
  }
  const byId = new Map<string, LeadRow>();
  /** Ids in the order the lookups found them: the first stored lead with a key is the one a row merges into. */
  const ids = keyTable ? await idsInTable(db, wanted, keyTable, byId) : await idsByIndex(db, wanted);
  const found = new Map<string, ExistingLead>();
  if (!ids.size) return found;
  if (!keyTable) {
    const reads = padded(db.dialect, [...ids]).map((part) => readRows(db, part));
    for (const rows of await Promise.all(reads)) for (const row of rows) byId.set(String(row.id), row);
  }
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const entry = { id, lead: rowToNormalized(row) };
    for (const key of keys.of(entry.lead)) if (!found.has(key)) found.set(key, entry);
  }
  return found;
}

const readRows = (db: SqlRunner, ids: string[], columns = SELECT_COLUMNS) =>
  db.all<LeadRow>(`SELECT ${columns.join(', ')} FROM leads l WHERE l.id IN (${marks(ids.length)})`, ids);

/** The ids of the stored leads with the wanted keys, by the key indexes: by column, key (in each list) and id. */
async function idsByIndex(db: SqlRunner, wanted: WantedKeys): Promise<Set<string>> {
  // Every lookup is sent at once (SQLite's writer runs them back to back: one wait for the batch instead of one each).
  const lookups: Promise<{ id: number | string }[]>[] = [];
  for (const column of KEY_COLUMNS) {
    for (const part of padded(db.dialect, [...wanted[column]])) {
      lookups.push(
        db.all<{ id: number | string }>(`SELECT id FROM leads WHERE ${column} IN (${marks(part.length)})`, part),
      );
    }
  }
  const ids = new Set<string>();
  for (const rows of await Promise.all(lookups)) for (const row of rows) ids.add(String(row.id));
  return ids;
}

/**
 * idsByIndex's answer from the bulk load's key table: its candidates are checked against their rows (read whole into
 * rows, as the caller needs them) and ordered as the index lookups find them: by column, by list of KEY_CHUNK keys,
 * then by key (UTF-8 bytes: SQLite's BINARY collation, the order of MySQL/MariaDB's utf8mb4_bin) and id.
 */
async function idsInTable(
  db: SqlRunner,
  wanted: WantedKeys,
  keyTable: KeyIdTable,
  rows: Map<string, LeadRow>,
): Promise<Set<string>> {
  const pairs: { column: KeyColumn; list: number; key: string; id: string }[] = [];
  const candidates = new Set<string>();
  for (const column of KEY_COLUMNS) {
    let at = 0;
    for (const key of wanted[column]) {
      const list = Math.floor(at++ / KEY_CHUNK[db.dialect]);
      for (const id of keyTable.candidates(key)) {
        pairs.push({ column, list, key, id: String(id) });
        candidates.add(String(id));
      }
    }
  }
  const ids = new Set<string>();
  if (!candidates.size) return ids;
  const columns = [...SELECT_COLUMNS, ...KEY_COLUMNS.map((column) => `l.${column}`)];
  const reads = padded(db.dialect, [...candidates]).map((part) => readRows(db, part, columns));
  for (const part of await Promise.all(reads)) for (const row of part) rows.set(String(row.id), row);
  const stored = pairs.filter((pair) => rows.get(pair.id)?.[pair.column] === pair.key);
  stored.sort(
    (a, b) =>
      KEY_COLUMNS.indexOf(a.column) - KEY_COLUMNS.indexOf(b.column) ||
      a.list - b.list ||
      compareKeys(a.key, b.key) ||
      Number(a.id) - Number(b.id),
  );
  for (const pair of stored) ids.add(pair.id);
  return ids;
}

/**
 * Parameter lists of at most KEY_CHUNK values (the dialect's), each padded to a power of two (repeating its last
 * value: IN ignores duplicates).
 */
function padded(dialect: Dialect, values: string[]): string[][] {
  const chunk = KEY_CHUNK[dialect];
  const parts: string[][] = [];
  for (let at = 0; at < values.length; at += chunk) {
    const part = values.slice(at, at + chunk);
    let size = MIN_KEY_LIST;
    while (size < part.length) size <<= 1;
    while (part.length < size) part.push(part[part.length - 1]);
    parts.push(part);
  }
  return parts;
}

async function insertLeads(
  db: SqlRunner,
  dataset: string,
  leads: NormalizedLead[],
  enriched: Set<NormalizedLead>,
  keys: KeyCache,
  { keyTable, newWords }: BulkState,
  side: SideRows,
  ids: IdRange,
): Promise<void> {
  if (!leads.length) return;
  const first = await ids.take(db, leads.length);
  // SQLite: the writer's thread makes the list values from the rows (LIST_VALUES_FROM_ROWS).
  const valuesFromRows = db.dialect === 'sqlite';
  const sideRows = { values: !valuesFromRows, words: newWords };
  const rows: LeadRows = { db, dataset, enriched, keys, keyTable, side, sideRows };
  if (canLoad(db, leads.length)) return loadLeads(leads, first, rows);
  // Each chunk sent as soon as it is made (SQLite's writer thread inserts it while the next one is made). No closure
  // here holds the leads: the groups of a batch go once sent (upsert-groups.e2e-spec.ts).
  let id = first;
  for (const part of powerChunks(leads, INSERT_CHUNK)) {
    const params = filledArray(part.length * INSERT_COLUMNS.length);
    let at = 0;
    for (const lead of part) at = putLead(params, at, lead, id++, rows);
    await db.run(insertStatement(db, 'leads', INSERT_COLUMNS, part.length), params);
  }
  if (valuesFromRows) for (const statement of LIST_VALUES_FROM_ROWS) await db.run(statement, [first, id]);
}

/** What a new lead's row is made with (putLead), besides the lead and its id. */
interface LeadRows {
  db: SqlRunner;
  dataset: string;
  enriched: Set<NormalizedLead>;
  keys: KeyCache;
  keyTable: KeyIdTable | null;
  side: SideRows;
  /** Whether the lead's list values and words go into side (addSideRows' options). */
  sideRows: { values: boolean; words: boolean };
}

/** Sets a new lead's row in params from `at` (answers where it ends), and records its keys and side rows. */
function putLead(params: SqlParam[], at: number, lead: NormalizedLead, id: number, rows: LeadRows): number {
  const key = keyColumns(rows.keys.of(lead));
  rows.keyTable?.addLead(key, id);
  params[at++] = id;
  params[at++] = rows.dataset;
  params[at++] = rows.enriched.has(lead) ? 'enriched' : 'original';
  for (const field of FIELD_COLUMNS) params[at++] = fieldValue(lead, field);
  params[at++] = key.email_key;
  params[at++] = key.linkedin_key;
  params[at++] = key.person_key;
  addSideRows(rows.db, id, lead, rows.side, rows.sideRows);
  return at;
}

/**
 * New leads by LOAD DATA: each row made as the load reads it (insertRows' fill), while the server inserts those before.
 */
async function loadLeads(leads: NormalizedLead[], first: number, rows: LeadRows): Promise<void> {
  const width = INSERT_COLUMNS.length;
  const params = filledArray(leads.length * width);
  const fill = (row: number) => void putLead(params, row * width, leads[row], first + row, rows);
  await insertRows(rows.db, 'leads', INSERT_COLUMNS, params, INSERT_CHUNK, {}, fill);
}

/** The rows of lead_values and (MySQL/MariaDB) lead_words that a batch's writes add, inserted together at its end. */
interface SideRows {
  values: SqlParam[];
  words: LeadWordList[];
}

/**
 * What fields (a new lead's, or those a merge fills) add to lead_values and lead_words (not while a bulk load has set
 * new leads' words aside: `words` false; nor, on SQLite, new leads' values, which the writer's thread makes from their
 * rows: `values` false). A merge only fills fields that were empty: the lead gains the values and words of what it
 * filled, and loses none. Its words of those fields are written with their bits in the whole lead (`whole`, merged):
 * a word it had already in another field gains the filled field's bit (insertWords' 'replace').
 */
function addSideRows(
  db: SqlRunner,
  id: SqlParam,
  fields: NormalizedLead,
  side: SideRows,
  { values = true, words = true, whole }: { values?: boolean; words?: boolean; whole?: NormalizedLead } = {},
): void {
  if (values) addListValues(fields, (field, value) => side.values.push(id, field, value));
  if (!words || db.dialect !== 'mysql') return;
  const own = leadWords((field) => fieldValue(fields, field));
  if (whole) {
    const all = leadWords((field) => fieldValue(whole, field));
    for (const word of own.keys()) own.set(word, all.get(word) as number);
  }
  side.words.push({ id: Number(id), words: own });
}

async function insertValues(db: SqlRunner, flat: SqlParam[]): Promise<void> {
  await insertRows(db, 'lead_values', VALUE_COLUMNS, flat, VALUES_CHUNK);
}

/** A stored lead rows of a batch were merged into, and the fields they filled (mergeInto). */
interface MergedLead {
  lead: NormalizedLead;
  changes: NormalizedLead;
}

/** Merged leads per UPDATE, at most (a power of two: powerRuns): within SQLite's 500 terms of a compound SELECT. */
const UPDATE_CHUNK = 256;
const UPDATE_COLUMNS = ['id', ...FIELD_COLUMNS, ...KEY_COLUMNS];

/**
 * The UPDATE of `rows` merged leads, whose new values come as one derived table m (a SELECT per lead, its parameters
 * in UPDATE_COLUMNS' order): IFNULL(m.field, field) keeps each field the merge leaves alone. One statement shape per
 * dialect and run length, instead of an UPDATE, an INSERT of list values and one of words per merged lead (on
 * MariaDB 0.7 ms a merge; measured side by side on 1M generated leads, 68k of them merged: the import's inserts took
 * 142 / 122 s this way against 158 / 147).
 */
function updateStatement(dialect: Dialect, rows: number): string {
  const first = `SELECT ${UPDATE_COLUMNS.map((column) => `? AS ${column}`).join(', ')}`;
  const next = ` UNION ALL SELECT ${marks(UPDATE_COLUMNS.length)}`;
  const merged = `(${first}${next.repeat(rows - 1)}) m`;
  // SQLite names the updated table's columns bare on the left (and `leads.` on the right), MySQL `l.` on both sides.
  const [table, column] = dialect === 'sqlite' ? ['leads', ''] : ['l', 'l.'];
  const set = [
    ...FIELD_COLUMNS.map((field) => `${column}${field} = IFNULL(m.${field}, ${table}.${field})`),
    `${column}data_source = 'enriched'`,
    ...KEY_COLUMNS.map((key) => `${column}${key} = m.${key}`),
    `${column}updated_at = CURRENT_TIMESTAMP`,
  ].join(', ');
  return dialect === 'sqlite'
    ? `UPDATE leads SET ${set} FROM ${merged} WHERE leads.id = m.id`
    : `UPDATE leads l JOIN ${merged} ON l.id = m.id SET ${set}`;
}

/** Writes the merges of a batch: their fields and keys, and (into side) the list values and words they add. */
async function updateLeads(
  db: SqlRunner,
  merges: Map<string, MergedLead>,
  keys: KeyCache,
  keyTable: KeyIdTable | null,
  side: SideRows,
): Promise<void> {
  if (!merges.size) return;
  const params: SqlParam[] = [];
  for (const [id, { lead, changes }] of merges) {
    const key = keyColumns(keys.of(lead));
    keyTable?.addLead(key, Number(id));
    params.push(Number(id));
    for (const field of FIELD_COLUMNS) params.push(fieldValue(changes, field));
    params.push(key.email_key, key.linkedin_key, key.person_key);
    addSideRows(db, id, changes, side, { whole: lead });
  }
  await runInPowerRuns(db, params, UPDATE_COLUMNS.length, UPDATE_CHUNK, (rows) => updateStatement(db.dialect, rows));
  if (keyTable) await logKeyChanges(db, [...merges.keys()].map(Number));
}
