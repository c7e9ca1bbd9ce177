import { FULLTEXT_FIELDS } from '../../migrations/1763750000000-create-leads';
import { bumpIndexVersion, isSetAside, takeWriteTurn } from './sql-bulk-keys';
import {
  insertWordRows,
  joinWordRows,
  keptWordRows,
  sliceWordRows,
  type WordRows,
  WordRowsBuilder,
  wordsFile,
} from './sql-lead-words';
import type { SqlRunner } from './sql-runner';

/**
 * MySQL/MariaDB: the word table set aside while a bulk load loads (sql-bulk-load.ts). Its rows were most of such an
 * import's inserts (measured on 1M generated leads: 56.7 of 118.3 s, 22.7 words a lead), written batch by batch while
 * the database's other core idled. Instead, the new leads of a bulk load get their words once it ends, while the
 * indexes are rebuilt on other connections: as SQLite's full text, which the rebuild builds too, text search finds
 * them once the import has ended. A merge still adds the words of the fields it fills at once (the words of a lead
 * that was there before the load).
 *
 * Set aside as a record of lead_bulk_ddl (WORDS_RECORD) that names the first id the load gave out: the leads from
 * there on are those a writer may have left without words (writers take turns, so ids are committed in order:
 * takeWriteTurn). It stays until the words are built, so a crash leaves it for the resumed import's rebuild, which
 * adds the words of every lead from that id again (words a lead has already are left as they are: insertWords' 'keep',
 * since a merge after the read may have added a field's bit to them).
 */

/** The name of the record in lead_bulk_ddl (its statement: WORDS FROM <first id>). */
export const WORDS_RECORD = 'lead_words';
const WORDS_STATEMENT = /^WORDS FROM (\d+)$/;
/** Leads per part of the build: about 230k word rows of generated leads, 6 MB of LOAD DATA. */
const BUILD_LEADS = 10_000;
/**
 * The slices of a whole part's word rows (sliceWordRows), each loaded in a transaction of its own on its own
 * connection, side by side, once the leads' and their values' indexes are built (sql-bulk-load.ts): a LOAD DATA keeps
 * one core of the database server busy, and from then on the words' build was the rebuild's only work on the server,
 * the other core idle but for the app's making of the next part. Measured on 1M generated leads (MariaDB 10.11, two
 * cores), three pairs alternating with one transaction a part: the rebuild 68.3 / 81.6 / 70.4 s against 85.2 / 85.5 /
 * 92.2, the import 144.7 / 146.9 / 139.6 s against 146.7 / 152.2 / 170.4. Side by side from the start, the slices
 * slowed the index builds they ran beside (leads' 29-37 s against 24-28) and the rebuild gained less (76.2 / 79.2 /
 * 85.1 s against 87.3 / 86.7 / 83.0).
 */
export const WORD_SLICES = 2;

/** MySQL/MariaDB, as a bulk load begins: new leads leave their words to the rebuild from the next id on. */
export async function setWordsAside(db: SqlRunner): Promise<void> {
  await db.transaction(async (tx) => {
    await takeWriteTurn(tx);
    const [{ next_id }] = await tx.all<{ next_id: number | string }>(
      "SELECT next_id FROM lead_id_seq WHERE name = 'leads'",
    );
    await tx.run('INSERT IGNORE INTO lead_bulk_ddl (name, table_name, statement) VALUES (?, ?, ?)', [
      WORDS_RECORD,
      'lead_words',
      `WORDS FROM ${Number(next_id)}`,
    ]);
  });
}

/** In a write transaction, after its turn (takeWriteTurn): whether new leads leave their words to the rebuild. */
export async function wordsSetAside(tx: SqlRunner): Promise<boolean> {
  return tx.dialect === 'mysql' && isSetAside(tx, WORDS_RECORD);
}

/**
 * Leads read for their words: the part's lead ids, their word rows, and the id it ends at (null: none). Read ahead,
 * also its slices of word rows and their LOAD DATA files, made outside the writers' turn: the part's leads written as
 * they are then need no more work in it (measured on 1M generated leads, 88 parts: 5.8-6.0 s of ordering the rows
 * and writing their file, which the word table's connection waited for in the turn). The rebuild of a kept 1M index
 * on MariaDB, alone: 54.6-55.2 s against 60.9-66.2 (three runs each). In a whole import on 2 cores, no difference (the
 * rebuild 60.2 / 60.8 s against 60.0 / 62.7): there the index builds beside the words keep both cores busy meanwhile.
 */
interface WordsPart {
  /** The leads' ids, ascending. */
  ids: number[];
  last: number | null;
  /** Their word rows (WordRowsBuilder: no map a lead is held until the part is loaded). */
  rows: WordRows;
  ahead?: { rows: WordRows; file: Buffer[] }[];
}

/** Leads whose words are made between two turns of the event loop (a LOAD DATA may be streaming meanwhile). */
const WORDS_PER_TURN = 1000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The words of up to BUILD_LEADS leads after the id `after`, in id order, as `db` reads them; with `ahead`, their
 * rows and file too.
 */
async function readPart(db: SqlRunner, after: number, ahead = false): Promise<WordsPart> {
  const rows = await db.all<Record<string, unknown> & { id: number | string }>(
    `SELECT id, ${FULLTEXT_FIELDS.join(', ')} FROM leads WHERE id > ? ORDER BY id LIMIT ${BUILD_LEADS}`,
    [after],
  );
  const ids: number[] = [];
  const builder = new WordRowsBuilder();
  for (let at = 0; at < rows.length; at++) {
    const row = rows[at];
    const id = Number(row.id);
    ids.push(id);
    builder.addLead(id, (field) => row[field]);
    if ((at + 1) % WORDS_PER_TURN === 0) await nextTurn();
  }
  const last = ids.length ? ids[ids.length - 1] : null;
  const words = builder.end();
  if (!ahead || !ids.length) return { ids, last, rows: words };
  const made: WordsPart['ahead'] = [];
  for (const slice of sliceWordRows(words, WORD_SLICES))
    made.push({ rows: slice, file: await wordsFile(slice, nextTurn) });
  return { ids, last, rows: words, ahead: made };
}

/**
 * The words of every lead from the record's first id, BUILD_LEADS leads at a time. Each part is read and its words
 * made outside any transaction while the part before loads; its words go in in the writers' turn (takeWriteTurn),
 * for its leads still there then (a lead deleted since the read would keep them: a write deletes leads at any id,
 * but adds them only past the newest one committed). A whole part goes in as WORD_SLICES transactions side by side,
 * each in a shared turn (writers wait for them all). The last part is read again in the (whole) turn up to the newest
 * lead, and removes the record: it sees every lead a writer left without words, and writers after it see the record
 * gone.
 */
export async function buildSetAsideWords(
  db: SqlRunner,
  statement: string,
  /** Whether whole parts load their slices side by side now (WORD_SLICES), else one after the other. */
  sideBySide: () => boolean = () => true,
): Promise<void> {
  const from = WORDS_STATEMENT.exec(statement);
  if (!from) throw new Error(`Unknown set-aside words record: ${statement}`);
  let after = Number(from[1]) - 1;
  let next: Promise<WordsPart> | null = readPart(db, after, true);
  while (next) {
    const part: WordsPart = await next;
    const full = part.ids.length === BUILD_LEADS;
    next = full ? readPart(db, part.last as number, true) : null;
    // Observed now: should the transaction fail first, the read ahead fails no one.
    next?.catch(() => undefined);
    if (full && part.ahead && sideBySide()) {
      await loadSlices(db, part, after);
      after = part.last as number;
      continue;
    }
    const done = await db.transaction(async (tx) => {
      await takeWriteTurn(tx);
      let rows = part.rows;
      /** The part's rows made ahead, while they are still the leads written. */
      let ahead = part.ahead;
      if (part.last !== null) {
        const kept = await leadsKept(tx, part, after);
        if (kept) {
          rows = keptWordRows(rows, kept);
          ahead = undefined;
        }
        after = part.last;
      }
      let end = false;
      if (!full) {
        // The leads committed since the read, in the turn: the end, unless they are a whole part again.
        const more = await readPart(tx, after);
        if (more.last !== null) {
          rows = joinWordRows(rows, more.rows);
          ahead = undefined;
          after = more.last;
        }
        end = more.ids.length < BUILD_LEADS;
      }
      if (ahead) for (const slice of ahead) await insertWordRows(tx, slice.rows, 'keep', slice.file);
      else if (rows.count) await insertWordRows(tx, rows, 'keep');
      // The words are part of the index: searches' sets of ids read before are stale (mysql-match-sets.ts).
      await bumpIndexVersion(tx);
      if (end) await tx.run('DELETE FROM lead_bulk_ddl WHERE name = ?', [WORDS_RECORD]);
      return end;
    });
    if (!full && !done) next = readPart(db, after, true);
  }
}

/**
 * In the writers' turn: the ids of the part's leads still there (those after `after` up to its last), or null when
 * every one of them is (none was deleted since the read).
 */
async function leadsKept(tx: SqlRunner, part: WordsPart, after: number): Promise<Set<number> | null> {
  const present = await tx.all<{ id: number | string }>('SELECT id FROM leads WHERE id > ? AND id <= ?', [
    after,
    part.last,
  ]);
  return present.length < part.ids.length ? new Set(present.map((row) => Number(row.id))) : null;
}

/**
 * A whole part's slices (made ahead), each in a transaction of its own, side by side, in a shared turn: each takes the
 * part's leads still there then (a slice after a deletion has its rows made again without the deleted leads'). The
 * index's version goes up last, just before the commit: the slices' transactions wait for each other there alone.
 */
async function loadSlices(db: SqlRunner, part: WordsPart, after: number): Promise<void> {
  // Each ends before this does, whether the other failed or not.
  const loaded = await Promise.allSettled(
    (part.ahead ?? []).map((slice) =>
      db.transaction(async (tx) => {
        await takeWriteTurn(tx, { shared: true });
        const kept = await leadsKept(tx, part, after);
        if (kept) await insertWordRows(tx, keptWordRows(slice.rows, kept), 'keep');
        else await insertWordRows(tx, slice.rows, 'keep', slice.file);
        await bumpIndexVersion(tx);
      }),
    ),
  );
  for (const result of loaded) if (result.status === 'rejected') throw result.reason;
}
