import { KEY_COLUMNS, type KeyColumns } from './sql-lead-rows';
import { insertRows, marks } from './sql-row-load';
import type { Dialect, SqlParam, SqlRunner } from './sql-runner';

/**
 * The de-duplication keys while a bulk load has dropped their indexes (sql-bulk-load.ts). Kept up row by row, the
 * three key indexes were most of a large SQLite import's write cost: their inserts land on random pages, so every
 * commit wrote most of their pages to the WAL again (measured: 200k generated leads in 5.6-6.4 s with them, 1.8 s
 * without; 1M leads in 53 s against 10 s). On MySQL/MariaDB their lookups were a fifth of the import's time (37.7 of
 * 197 s on 1M generated leads, a round trip and an index read per list of 512 keys). While they are dropped, the lead
 * index looks keys up here, and the rebuild creates them with the other indexes.
 *
 * A key is a stored key column's value (email_key, linkedin_key or person_key: its prefix says which). The table
 * holds, per key, the ids of the leads it was stored on, as a hash of the key and the id (8 bytes a slot, at most
 * three quarters full: 32 MB for 1M leads); a lookup answers candidates, which the caller checks against the rows
 * themselves (idsInTable, sql-lead-writer.ts). So it never needs an exact copy of the keys, nor to forget one: a lead
 * deleted, a merge that changed a key, a write rolled back, or two keys with the same hash all leave candidates that
 * the check drops. What it must never miss is a stored key: it is filled from the table when first used, every
 * write of this lead index adds the keys it stores (sql-lead-writer.ts), and each write transaction first takes in
 * what other connections stored meanwhile (another process on the same file, another server on the same database:
 * BulkKeys.inUse).
 *
 * The check compares keys exactly, as the key indexes do: SQLite's BINARY collation, and on MySQL/MariaDB the key
 * columns' utf8mb4_bin (the lead-key-collation migration).
 */
export class KeyIdTable {
  /** Per slot, the key's 32-bit hash (never 0: 0 is an empty slot) and the lead's id. */
  private hashes: Int32Array;
  private ids: Uint32Array;
  private used = 0;
  /** An id too large for the table was added: it cannot answer for every key any more (see usable). */
  private overflowed = false;

  /**
   * entries: how many it is to hold without growing (growing holds the old slots and twice as many at once). The slots
   * are as many as that needs, not the next power of two: that doubled the table for some sizes (measured: 64 MB
   * instead of 36 for the keys of 1.17M leads, the most of a bulk load's peak RSS past 300 MB).
   */
  constructor(entries = 1 << 12) {
    const size = Math.max(16, Math.ceil((entries * 4) / 3) + 1);
    this.hashes = new Int32Array(size);
    this.ids = new Uint32Array(size);
  }

  /** Entries held (a key stored on two leads is two). */
  get size(): number {
    return this.used;
  }

  /** Slots (8 bytes each). */
  get slots(): number {
    return this.hashes.length;
  }

  /** False once an id past 2^32 - 1 was added: the caller then looks keys up in the database instead. */
  get usable(): boolean {
    return !this.overflowed;
  }

  /** Records that the lead with this id stores this key (again: a no-op). */
  add(key: string, id: number): void {
    this.addHash(hashKey(key), id);
  }

  /** add, for a key given by its hash (hashKey's, as lead_key_hash answers it in SQL). */
  addHash(hash: number, id: number): void {
    if (!(Number.isInteger(id) && id >= 0 && id <= 0xffffffff)) {
      this.overflowed = true;
      return;
    }
    if ((this.used + 1) * 4 > this.hashes.length * 3) this.grow();
    const size = this.hashes.length;
    let slot = home(hash, size);
    for (; this.hashes[slot] !== 0; slot = slot + 1 === size ? 0 : slot + 1) {
      if (this.hashes[slot] === hash && this.ids[slot] === id) return;
    }
    this.hashes[slot] = hash;
    this.ids[slot] = id;
    this.used++;
  }

  /** Records the key columns' values (those not null) of the lead with this id. */
  addLead(columns: KeyColumns, id: number): void {
    for (const column of KEY_COLUMNS) {
      const key = columns[column];
      if (key !== null) this.add(key, id);
    }
  }

  /** The ids stored with this key, and maybe some of another key with the same hash: for the caller to check. */
  candidates(key: string): number[] {
    const hash = hashKey(key);
    const size = this.hashes.length;
    const found: number[] = [];
    for (let slot = home(hash, size); this.hashes[slot] !== 0; slot = slot + 1 === size ? 0 : slot + 1) {
      if (this.hashes[slot] === hash) found.push(this.ids[slot]);
    }
    return found;
  }

  /** Twice the slots, each entry moved to its slot in them (linear probing, by its hash). */
  private grow(): void {
    const { hashes, ids } = this;
    const size = hashes.length * 2;
    this.hashes = new Int32Array(size);
    this.ids = new Uint32Array(size);
    for (let old = 0; old < hashes.length; old++) {
      if (hashes[old] === 0) continue;
      let slot = home(hashes[old], size);
      while (this.hashes[slot] !== 0) slot = slot + 1 === size ? 0 : slot + 1;
      this.hashes[slot] = hashes[old];
      this.ids[slot] = ids[old];
    }
  }
}

/**
 * SQLite's lead_key_hash(key): hashKey in SQL (0 for NULL; hashKey is never 0), for every connection of the lead index
 * (LEAD_SQL_FUNCTIONS in sql-lead-query.ts). The table is filled with the leads' ids and key hashes alone, not the keys,
 * which the writer's thread sent over as strings for the main thread to hash. Measured through the API, 300k new
 * generated leads into an index of 1M (870k stored), alternating: the import's key lookups (which include the fill)
 * 8.8 / 9.7 s against 10.3 / 10.8, peak RSS 310 / 302 MB against 315 / 321, the whole import as long (31.1 / 32.4 s
 * against 31.3 / 32.7).
 */
export const KEY_HASH_SOURCE = `${String(hashKey)}
db.function('lead_key_hash', { deterministic: true }, (key) => (key === null ? 0 : hashKey(String(key))));`;

/** A hash's first slot in a table of `size` slots (its low 31 bits: a small integer, whose remainder is cheap). */
const home = (hash: number, size: number) => (hash & 0x7fffffff) % size;

/** A 32-bit hash of the key's UTF-16 code units (FNV-1a, then MurmurHash3's finaliser to mix the low bits), never 0. */
export function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < key.length; at++) hash = Math.imul(hash ^ key.charCodeAt(at), 0x01000193);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash || 1;
}

/**
 * Two keys in the order of their UTF-8 bytes, which is the key indexes' (SQLite's BINARY collation, MySQL/MariaDB's
 * utf8mb4_bin): Buffer.compare of the two encoded, without encoding them (a bulk load sorts each batch's stored keys
 * so: measured on 1M generated leads, 0.7 s of the main thread for 143k keys with the buffers made per comparison).
 * UTF-8's byte order is the code points' order; UTF-16's differs from it only where a surrogate (half of a code point
 * past U+FFFF) meets a unit from U+E000 to U+FFFF, which comes first in code point order. For well-formed text, as the
 * keys read back from the database are (a lone surrogate is stored as U+FFFD, as Buffer.from encodes it).
 */
export function compareKeys(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let at = 0; at < length; at++) {
    const x = a.charCodeAt(at);
    const y = b.charCodeAt(at);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/** A UTF-16 unit's place in code point order: the surrogates after U+E000-U+FFFF. */
const codePointRank = (unit: number) => (unit >= 0xe000 ? unit - 0x800 : unit >= 0xd800 ? unit + 0x2000 : unit);

/**
 * MySQL/MariaDB, first in a transaction that writes leads: writers one at a time, as SQLite's are. The id sequence's
 * row stays locked until the commit (as the first new id taken locks it anyway), and this locking read comes before
 * any plain read: InnoDB fixes a transaction's snapshot at its first plain read, which so sees every write committed
 * before the turn came. So leads are committed in the order of their ids. SQLite: nothing (BEGIN IMMEDIATE).
 */
export async function takeWriteTurn(tx: SqlRunner, { shared = false } = {}): Promise<void> {
  if (tx.dialect !== 'mysql') return;
  // Shared: a turn that other shared turns hold at once, while writers wait for them all and they for a writer (the
  // words' build loads a part's slices side by side so: sql-bulk-words.ts).
  const lock = shared ? 'LOCK IN SHARE MODE' : 'FOR UPDATE';
  await tx.all(`SELECT next_id FROM lead_id_seq WHERE name = 'leads' ${lock}`);
}

/**
 * MySQL/MariaDB: one more write to the lead index, in the writing transaction, last before its commit (the row is
 * then locked only briefly): see the lead-index-version migration. SQLite: nothing (FTS5's structure record).
 */
export async function bumpIndexVersion(tx: SqlRunner): Promise<void> {
  if (tx.dialect === 'mysql') await tx.run("UPDATE lead_index_version SET version = version + 1 WHERE name = 'leads'");
}

/** Whether a bulk load has set aside what lead_bulk_ddl records by this name: an index, or the word table's rows. */
export async function isSetAside(tx: SqlRunner, name: string): Promise<boolean> {
  const [{ n }] = await tx.all<{ n: number | string }>('SELECT COUNT(*) AS n FROM lead_bulk_ddl WHERE name = ?', [
    name,
  ]);
  return Number(n) > 0;
}

/** The indexes of the three key columns: a bulk load drops them with the others (sql-bulk-load.ts). */
export const KEY_INDEXES = ['IDX_leads_email_key', 'IDX_leads_linkedin_key', 'IDX_leads_person_key'];

/**
 * While the key indexes are dropped, every change of a lead's key columns is logged in lead_bulk_key_log, so each
 * process's table also learns of the merges others made. New leads need no log: their ids come from lead_id_seq, so a
 * process sees others' inserts as ids it did not give out (see catchUp).
 *
 * SQLite: by a trigger, whichever connection or process makes the change. MySQL/MariaDB: by the writer itself
 * (logKeyChanges; its merges are the only writes that change key columns), as a trigger there needs a privilege
 * (SUPER, or log_bin_trust_function_creators) that a server with binary logging does not give every application;
 * the table stays once made (a writer may log into it while a rebuild ends), and a rebuild empties it.
 */
export const KEY_LOG_DDL: Record<Dialect, string[]> = {
  sqlite: [
    'CREATE TABLE IF NOT EXISTS lead_bulk_key_log (at INTEGER PRIMARY KEY, lead_id INTEGER NOT NULL)',
    'CREATE TRIGGER IF NOT EXISTS lead_bulk_key_log AFTER UPDATE OF email_key, linkedin_key, person_key ON leads ' +
      'BEGIN INSERT INTO lead_bulk_key_log (lead_id) VALUES (new.id); END',
  ],
  mysql: [
    'CREATE TABLE IF NOT EXISTS lead_bulk_key_log ' +
      '(at BIGINT NOT NULL AUTO_INCREMENT PRIMARY KEY, lead_id BIGINT NOT NULL) ENGINE=InnoDB',
  ],
};
/**
 * SQLite, named in main: the rebuild's transaction has a database attached (SqliteRunner.transactionWithAside), and a
 * DROP of what main does not have would look there too, locking it for the rest of the transaction.
 */
export const KEY_LOG_DROP = [
  'DROP TRIGGER IF EXISTS main.lead_bulk_key_log',
  'DROP TABLE IF EXISTS main.lead_bulk_key_log',
];

/** Rows of lead_bulk_key_log per INSERT (MySQL/MariaDB). */
const LOG_CHUNK = 1024;

/** MySQL/MariaDB, in the writing transaction: the leads whose key columns it changed, for other servers' tables. */
export async function logKeyChanges(tx: SqlRunner, ids: number[]): Promise<void> {
  if (tx.dialect !== 'mysql' || !ids.length) return;
  await insertRows(tx, 'lead_bulk_key_log', ['lead_id'], ids, LOG_CHUNK);
}

/** Rows read per statement while keys are read from the leads table. */
const READ_ROWS = 20_000;
/** MySQL/MariaDB: ids per list of a read by id. */
const MYSQL_ID_LIST = 1000;

type KeyRow = { id: number | string } & KeyColumns;
const KEY_ROW = `id, ${KEY_COLUMNS.join(', ')}`;
/** SQLite: a lead's key columns as their hashes (lead_key_hash), 0 for none. */
type HashRow = { id: number; e: number; l: number; p: number };
const HASH_ROW = 'id, lead_key_hash(email_key) AS e, lead_key_hash(linkedin_key) AS l, lead_key_hash(person_key) AS p';

/**
 * The key columns of the leads a query selects (`rest`: its FROM and after), added to the table; by their hashes on
 * SQLite (HASH_ROW). Answers the rows read (their ids, in the query's order).
 */
async function addSelected(
  tx: SqlRunner,
  keys: KeyIdTable,
  rest: string,
  params: SqlParam[],
): Promise<{ id: number | string }[]> {
  if (tx.dialect === 'sqlite') {
    const rows = await tx.all<HashRow>(`SELECT ${HASH_ROW} ${rest}`, params);
    for (const { id, e, l, p } of rows) {
      if (e) keys.addHash(e, id);
      if (l) keys.addHash(l, id);
      if (p) keys.addHash(p, id);
    }
    return rows;
  }
  const rows = await tx.all<KeyRow>(`SELECT ${KEY_ROW} ${rest}`, params);
  for (const row of rows) keys.addLead(row, Number(row.id));
  return rows;
}

/** A KeyIdTable with what it has seen of the database: it holds the keys of every lead below idsBelow. */
export interface BulkKeyTable {
  keys: KeyIdTable;
  /**
   * Every lead with a smaller id has its keys in the table. The writer moves it past the ids it gave out once their
   * transaction committed (ids of one that rolled back are given out again, maybe to another process).
   */
  idsBelow: number;
  /** The last entry of lead_bulk_key_log the table took in. */
  logSeen: number;
}

/** The KeyIdTable of one lead index, in use while a bulk load has dropped the key indexes. */
export class BulkKeys {
  private table: BulkKeyTable | null = null;
  /**
   * The most rows an import begun since the table was let go expects to write: the table is made that large at once
   * (an import begins each of its dataset parts with its whole size; the table grows should more come).
   */
  private expectedRows = 0;

  /** An import of about that many rows begins a dataset part (LeadIndex.beginImport). */
  expect(rows: number): void {
    this.expectedRows = Math.max(this.expectedRows, rows);
  }

  /**
   * In a write transaction, in its turn (takeWriteTurn, first): the table to look keys up in and to add stored keys
   * to, while the key indexes are dropped (filled from the leads table when first used, and brought up to date with
   * what other connections wrote since). Null while they are in place (a table held is then let go), and where the
   * table cannot answer (an id past its range): the keys are then looked up in the database.
   */
  async inUse(tx: SqlRunner): Promise<BulkKeyTable | null> {
    if (!(await isSetAside(tx, KEY_INDEXES[0]))) {
      this.table = null;
      return null;
    }
    if (this.table) await catchUp(tx, this.table);
    else this.table = await filledFrom(tx, this.expectedRows);
    return this.table.keys.usable ? this.table : null;
  }

  /** Lets the table go (its imports ended); true if there was one. */
  reset(): boolean {
    const held = this.table !== null;
    this.table = null;
    this.expectedRows = 0;
    return held;
  }
}

const nextId = async (tx: SqlRunner) =>
  Number(
    (await tx.all<{ next_id: number | string }>("SELECT next_id FROM lead_id_seq WHERE name = 'leads'"))[0].next_id,
  );

const lastLogged = async (tx: SqlRunner) =>
  Number((await tx.all<{ at: number | null }>('SELECT MAX(at) AS at FROM lead_bulk_key_log'))[0].at ?? 0);

/** Adds the keys of the leads with ids from `from` (inclusive) to `below`, read in id order a part at a time. */
async function addRange(tx: SqlRunner, keys: KeyIdTable, from: number, below: number): Promise<void> {
  for (let after = from - 1; ;) {
    const part = await addSelected(tx, keys, 'FROM leads WHERE id > ? AND id < ? ORDER BY id LIMIT ?', [
      after,
      below,
      READ_ROWS,
    ]);
    if (part.length < READ_ROWS) return;
    after = Number(part[part.length - 1].id);
  }
}

/**
 * A table of every key stored in the leads table, with room for the keys of expectedRows more leads (three at most
 * each). Read in the write transaction, so nobody writes meanwhile.
 */
async function filledFrom(tx: SqlRunner, expectedRows: number): Promise<BulkKeyTable> {
  const [{ stored }] = await tx.all<{ stored: number | string }>('SELECT COUNT(*) AS stored FROM leads');
  const keys = new KeyIdTable((Number(stored) + expectedRows) * 3);
  const idsBelow = await nextId(tx);
  await addRange(tx, keys, -Number.MAX_SAFE_INTEGER, idsBelow);
  return { keys, idsBelow, logSeen: await lastLogged(tx) };
}

/**
 * Takes in what other connections (another process on the same file) wrote since the table last looked: leads with
 * ids it did not give out, and leads whose keys changed (lead_bulk_key_log; its own merges come back too, and are
 * added again, as nothing).
 */
async function catchUp(tx: SqlRunner, table: BulkKeyTable): Promise<void> {
  const next = await nextId(tx);
  if (next > table.idsBelow) await addRange(tx, table.keys, table.idsBelow, next);
  table.idsBelow = next;
  const changed = await tx.all<{ at: number; lead_id: number | string }>(
    'SELECT at, lead_id FROM lead_bulk_key_log WHERE at > ? ORDER BY at',
    [table.logSeen],
  );
  if (!changed.length) return;
  table.logSeen = Number(changed[changed.length - 1].at);
  const ids = [...new Set(changed.map((row) => Number(row.lead_id)))];
  const chunk = tx.dialect === 'sqlite' ? READ_ROWS : MYSQL_ID_LIST;
  for (let at = 0; at < ids.length; at += chunk) {
    const part = ids.slice(at, at + chunk);
    // SQLite: the ids as one JSON array, one statement whatever their number.
    const [list, params] =
      tx.dialect === 'sqlite' ? ['SELECT value FROM json_each(?)', [JSON.stringify(part)]] : [marks(part.length), part];
    await addSelected(tx, table.keys, `FROM leads WHERE id IN (${list})`, params);
  }
}
