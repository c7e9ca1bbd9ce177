import type { SqlRunner } from './sql-runner';
import {
  cachedSet,
  IdSet,
  idSetOf,
  intersectionCount,
  keepSet,
  newestInAll,
  SetCache,
  unionOf,
} from './sqlite-match-sets';

/**
 * MySQL/MariaDB: the matches of a search made of words and filter values, counted and paged from sets of lead ids
 * kept per term in the server, as SQLite's reading threads do (sqlite-match-sets.ts), instead of by reading the
 * word table and the filter indexes id window by id window. Measured on 1M leads: a filters-only search (one
 * industry, one company size) spent 8.9 ms alone and 76 ms at p95 under 10 clients counting its ~10k matches
 * through semi-joins; "sales director" in one industry and size, over a second at p95.
 *
 * A term's set is read once (a word's ids from the word table's key, a filter value's from its column's index, both
 * without reading a lead row) and kept while the index's version stays the same: every transaction that writes
 * leads adds one to lead_index_version before it commits (the lead-index-version migration), and a set is read in
 * one snapshot with the version it belongs to. Each search reads the version with the datasets it reads anyway, and
 * uses the sets of that version only; sets are read only once the version has stayed the same for settleMs (an
 * import commits a batch every fraction of a second), in the background, one at a time; where they are not at hand
 * the caller reads SQL as before.
 */

/** A term whose matches are one set of lead ids: a word of the word table, or one value of an indexed filter. */
export type SetTerm = { word: string } | { column: string; value: string } | { list: string; value: string };

export interface MysqlMatchSetOptions {
  /** How long the version must have stayed the same before a missing set is built. */
  settleMs: number;
  /** Bytes of sets kept at most (the least recently used go first). */
  cacheBytes: number;
  /** Sets unused this long are let go (checked every checkMs). */
  idleMs?: number;
  checkMs?: number;
  /** Characters of ids a read of a set takes at most (SET_CHUNK_CHARS), and group_concat_max_len (twice that). */
  chunkChars?: number;
  listChars?: number;
}

/** A search's matches from the sets: the newest ids (highest first) and how many there are in all. */
export interface SetAnswer {
  ids: number[];
  count: number;
}

const VERSION_SQL = "SELECT version FROM lead_index_version WHERE name = 'leads'";

/** Where a term's ids are read from an index alone: the table (with its index), the id column and the condition. */
function termSource(term: SetTerm): { from: string; id: string; where: string; params: string[] } {
  if ('word' in term) return { from: 'lead_words', id: 'lead_id', where: 'word = ?', params: [term.word] };
  if ('list' in term) {
    return {
      from: 'lead_values FORCE INDEX (IDX_lead_values_field_value)',
      id: 'lead_id',
      where: 'field = ? AND value = ?',
      params: [term.list, term.value],
    };
  }
  // Column names come from the catalogue (buildScope), never from a request.
  return {
    from: `leads FORCE INDEX (IDX_leads_${term.column})`,
    id: 'id',
    where: `${term.column} = ?`,
    params: [term.value],
  };
}

/**
 * Characters of ids (each with its comma) one read of a set takes at most: under MariaDB's default
 * max_allowed_packet (16 MB), which a GROUP_CONCAT's answer must fit in.
 */
export const SET_CHUNK_CHARS = 8 << 20;

/** The ids of a comma-separated list of decimal numbers (as GROUP_CONCAT gives them, as text or as bytes) into `to`. */
export function parseIdList(list: string | Buffer, to: number[]): void {
  const text = typeof list === 'string';
  let value = 0;
  let digits = 0;
  for (let at = 0; at < list.length; at++) {
    const code = text ? list.charCodeAt(at) : list[at];
    if (code === 44) {
      to.push(value);
      value = 0;
      digits = 0;
    } else {
      value = value * 10 + (code - 48);
      digits++;
    }
  }
  if (digits) to.push(value);
}

export class MysqlMatchSets {
  /** The index version the kept sets belong to, and when it was first seen. */
  private version: string | null = null;
  private since = 0;
  /** Sets by term (JSON), least recently used first. */
  private readonly cache: SetCache = { sets: new Map(), bytes: 0 };
  private usedAt = 0;
  /** The reads of missing sets, one after the other, and the terms queued. */
  private queue: Promise<void> = Promise.resolve();
  private readonly queued = new Set<string>();
  private readonly release: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly db: SqlRunner,
    private readonly options: MysqlMatchSetOptions,
  ) {
    const idleMs = options.idleMs ?? 600_000;
    this.release = setInterval(() => {
      if (this.cache.bytes && Date.now() - this.usedAt > idleMs) this.clear();
    }, options.checkMs ?? 30_000);
    this.release.unref();
  }

  /** Bytes of sets held (for tests). */
  heldBytes(): number {
    return this.cache.bytes;
  }

  /** Stops reading sets (a read under way ends first) and lets them go. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.release);
    this.clear();
    await this.queue;
  }

  /**
   * The newest `newest` ids matching a term of every group, highest first, and their count (up to countLimit at
   * most); `knownVersion`: the index's version as the request read it already. Null when the sets cannot answer
   * now: the caller then reads SQL. A missing set is not read while the search waits (a common word's or filter's
   * ids take tens of milliseconds to read, a term matching every lead far more): once the version has settled it is
   * queued, and later searches count from it.
   */
  async answer(
    groups: SetTerm[][],
    newest: number,
    countLimit = Infinity,
    knownVersion?: string,
  ): Promise<SetAnswer | null> {
    if (!groups.length || groups.some((terms) => !terms.length)) return null;
    let version: string;
    if (knownVersion !== undefined) version = knownVersion;
    else {
      try {
        const [row] = await this.db.all<{ version: number | string }>(VERSION_SQL);
        if (!row) return null;
        version = String(row.version);
      } catch {
        return null;
      }
    }
    const now = Date.now();
    this.usedAt = now;
    if (version !== this.version) {
      this.clear();
      this.version = version;
      this.since = now;
    }
    const settled = now - this.since >= this.options.settleMs;
    const unions: IdSet[] = [];
    let missing = false;
    for (const terms of groups) {
      const keys = terms.map((term) => JSON.stringify(term));
      // A group of several terms (a filter's values, any word of a text): their union, kept as a set of its own.
      const unionKey = keys.length > 1 ? JSON.stringify([...keys].sort()) : null;
      const union = unionKey === null ? undefined : cachedSet(this.cache, unionKey);
      if (union) {
        unions.push(union);
        continue;
      }
      const sets: IdSet[] = [];
      terms.forEach((term, i) => {
        const set = cachedSet(this.cache, keys[i]);
        if (set) sets.push(set);
        else {
          missing = true;
          if (settled) this.queueRead(keys[i], term, version);
        }
      });
      if (missing) continue;
      const made = unionOf(sets);
      if (unionKey !== null) keepSet(this.cache, unionKey, made, this.options.cacheBytes);
      unions.push(made);
    }
    if (missing) return null;
    const count = intersectionCount(unions, Number.isFinite(countLimit) ? countLimit : -1);
    return { ids: newestInAll(unions, newest), count };
  }

  /** Resolves once every set queued so far was read (or given up). */
  idle(): Promise<void> {
    return this.queue;
  }

  /**
   * Reads the term's set at `version` after the ones queued before it, one at a time (the searches keep the rest of
   * the connection pool), and keeps it if that version is still the current one. A term already queued is not again.
   */
  private queueRead(key: string, term: SetTerm, version: string): void {
    if (this.queued.has(key)) return;
    this.queued.add(key);
    this.queue = this.queue.then(async () => {
      try {
        if (this.closed || this.version !== version) return;
        const set = await this.readSet(term, version);
        if (set && !this.closed && this.version === version) keepSet(this.cache, key, set, this.options.cacheBytes);
      } catch {
        // An index dropped by a bulk load, the connection lost: the searches go on reading SQL.
      } finally {
        this.queued.delete(key);
      }
    });
  }

  /**
   * The term's ids in one snapshot (InnoDB's consistent read: the transaction's first read fixes what it sees), or
   * null when that snapshot is not at `version` (a write came between). Read as comma-separated lists
   * (GROUP_CONCAT), a range of ids at a time, instead of a row an id, which mysql2 makes one by one on the app's main
   * thread, where searches are answered. Measured on 1M generated leads, the sets of three common words and an
   * industry (1.33M ids): 243-312 ms of the app's CPU against 572-731, for 690-720 ms of the database server's
   * against 530-640 ms. A range's list that was cut (by group_concat_max_len or the packet's size) is read as rows.
   */
  private readSet(term: SetTerm, version: string): Promise<IdSet | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.all<{ version: number | string }>(VERSION_SQL);
      if (!row || String(row.version) !== version) return null;
      const { from, id, where, params } = termSource(term);
      const [bounds] = await tx.all<{ low: number | string | null; high: number | string | null }>(
        `SELECT MIN(${id}) AS low, MAX(${id}) AS high FROM ${from} WHERE ${where}`,
        params,
      );
      const found: number[] = [];
      if (bounds?.low !== null && bounds?.low !== undefined) {
        const high = Number(bounds.high);
        const chunkChars = this.options.chunkChars ?? SET_CHUNK_CHARS;
        const listChars = Math.floor(this.options.listChars ?? 2 * chunkChars);
        await tx.run(`SET SESSION group_concat_max_len = ${listChars}`);
        // Ids per range: as many as chunkChars holds of the longest.
        const span = Math.max(1, Math.floor(chunkChars / (String(high).length + 1)));
        const inRange = `${where} AND ${id} >= ? AND ${id} < ?`;
        for (let low = Number(bounds.low); low <= high; low += span) {
          const range = [...params, low, low + span];
          const [chunk] = await tx.all<{ n: number | string; ids: string | Buffer | null }>(
            `SELECT COUNT(*) AS n, GROUP_CONCAT(${id} SEPARATOR ',') AS ids FROM ${from} WHERE ${inRange}`,
            range,
          );
          const before = found.length;
          if (chunk?.ids) parseIdList(chunk.ids, found);
          const count = Number(chunk?.n ?? 0);
          // A list GROUP_CONCAT cut is as long as group_concat_max_len (cut inside an id, perhaps), or NULL where the
          // packet could not hold it.
          if (found.length - before !== count || (chunk?.ids?.length ?? 0) >= listChars) {
            found.length = before;
            const rows = await tx.all<{ id: number | string }>(
              `SELECT ${id} AS id FROM ${from} WHERE ${inRange}`,
              range,
            );
            for (const one of rows) found.push(Number(one.id));
          }
        }
      }
      let ids = Float64Array.from(found);
      let ascending = true;
      for (let i = 1; i < ids.length; i++) if (ids[i] <= ids[i - 1]) ascending = false;
      if (!ascending) {
        // Read in the index's order, which is the ids' (ascending); a list field may hold a value twice for a lead.
        ids.sort();
        let size = 0;
        for (let i = 0; i < ids.length; i++) if (i === 0 || ids[i] !== ids[i - 1]) ids[size++] = ids[i];
        ids = ids.subarray(0, size);
      }
      return idSetOf(ids);
    });
  }

  private clear(): void {
    this.cache.sets.clear();
    this.cache.bytes = 0;
  }
}
