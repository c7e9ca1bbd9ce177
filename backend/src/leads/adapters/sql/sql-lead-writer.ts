import type { LeadField } from '../../lead-fields';
import type { LeadRecord, UpsertResult } from '../../lead-index.port';
import { DATASET_NAME, dedupKeys, mergeInto, normalizeLead, NormalizedLead } from '../../lead-normalize';
import {
  FIELD_COLUMNS,
  fieldValue,
  KEY_COLUMNS,
  keyValues,
  LeadRow,
  listValues,
  rowToNormalized,
  SELECT_COLUMNS,
} from './sql-lead-rows';
import type { SqlParam, SqlRunner } from './sql-runner';

// The write path of the SQL lead index (import and de-dup/merge); sql-lead-index.ts holds the read path.

const INSERT_COLUMNS = ['id', 'dataset', 'data_source', ...FIELD_COLUMNS, ...KEY_COLUMNS];
/** Rows per multi-row INSERT: well under SQLite's and MySQL's parameter limits. */
const INSERT_CHUNK = 200;
const KEY_CHUNK = 300;

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** Inserts new leads and merges rows that are an existing lead (same e-mail, LinkedIn URL or name + company). */
export async function upsertLeads(db: SqlRunner, dataset: string, records: LeadRecord[]): Promise<UpsertResult> {
  if (!DATASET_NAME.test(dataset)) throw new Error(`Invalid dataset name "${dataset}"`);
  const result: UpsertResult = { inserted: 0, merged: 0, unchanged: 0 };
  const { kept: incoming, folded } = collapseBatch(
    records.map(normalizeLead).filter((lead) => Object.keys(lead).length > 0),
  );
  if (!incoming.length) return result;
  /** Rows folded into another row of the batch share its fate: they changed something only if it did. */
  const settle = (lead: NormalizedLead, changed: boolean) => {
    const extra = folded.get(lead) ?? { added: 0, same: 0 };
    if (changed) {
      result.merged += extra.added;
      result.unchanged += extra.same;
    } else {
      result.unchanged += extra.added + extra.same;
    }
  };

  await db.transaction(async (tx) => {
    const existing = await findExisting(tx, incoming);
    const inserts: NormalizedLead[] = [];
    /** New leads that already combine two rows of the batch. */
    const enriched = new Set<NormalizedLead>();
    for (const lead of incoming) {
      const match = dedupKeys(lead)
        .map((key) => existing.get(key))
        .find(Boolean);
      if (!match) {
        inserts.push(lead);
        if (folded.get(lead)?.added) enriched.add(lead);
        settle(lead, true);
        continue;
      }
      const changes = mergeInto(match.lead, lead);
      if (!Object.keys(changes).length) {
        result.unchanged++;
        settle(lead, false);
        continue;
      }
      settle(lead, true);
      Object.assign(match.lead, changes);
      await updateLead(tx, match.id, match.lead, changes);
      for (const key of dedupKeys(match.lead)) existing.set(key, match);
      result.merged++;
    }
    if (inserts.length) {
      const ignore = tx.dialect === 'sqlite' ? 'INSERT OR IGNORE' : 'INSERT IGNORE';
      await tx.run(`${ignore} INTO lead_datasets (name, lead_count) VALUES (?, 0)`, [dataset]);
      await tx.run('UPDATE lead_datasets SET lead_count = lead_count + ? WHERE name = ?', [inserts.length, dataset]);
    }
    await insertLeads(tx, dataset, inserts, enriched);
    result.inserted += inserts.length;
  });
  return result;
}

export async function beginLeadImport(_db: SqlRunner): Promise<void> {
  // Nothing to prepare: rows are visible as each batch commits.
}

export async function endLeadImport(db: SqlRunner): Promise<void> {
  if (db.dialect === 'sqlite') await db.run(`INSERT INTO leads_fts(leads_fts) VALUES ('optimize')`);
}

/**
 * Merges rows of one batch that are the same person, so the batch never inserts a lead twice. Returns the rows
 * to write and, per kept row, how many rows were folded into it (that added something, or nothing).
 */
function collapseBatch(leads: NormalizedLead[]): {
  kept: NormalizedLead[];
  folded: Map<NormalizedLead, { added: number; same: number }>;
} {
  const byKey = new Map<string, NormalizedLead>();
  const kept: NormalizedLead[] = [];
  const folded = new Map<NormalizedLead, { added: number; same: number }>();
  for (const lead of leads) {
    const keys = dedupKeys(lead);
    const earlier = keys.map((key) => byKey.get(key)).find(Boolean);
    if (!earlier) {
      kept.push(lead);
      for (const key of keys) byKey.set(key, lead);
      continue;
    }
    const changes = mergeInto(earlier, lead);
    Object.assign(earlier, changes);
    for (const key of dedupKeys(earlier)) byKey.set(key, earlier);
    const count = folded.get(earlier) ?? { added: 0, same: 0 };
    if (Object.keys(changes).length) count.added++;
    else count.same++;
    folded.set(earlier, count);
  }
  return { kept, folded };
}

interface ExistingLead {
  id: string;
  lead: NormalizedLead;
}

async function findExisting(db: SqlRunner, leads: NormalizedLead[]): Promise<Map<string, ExistingLead>> {
  const wanted = { email_key: new Set<string>(), linkedin_key: new Set<string>(), person_key: new Set<string>() };
  for (const lead of leads) {
    const keys = keyValues(lead);
    for (const column of KEY_COLUMNS) if (keys[column]) wanted[column].add(keys[column] as string);
  }
  const found = new Map<string, ExistingLead>();
  const byId = new Map<string, ExistingLead>();
  for (const column of KEY_COLUMNS) {
    for (const part of chunks([...wanted[column]], KEY_CHUNK)) {
      const rows = await db.all<LeadRow>(
        `SELECT ${SELECT_COLUMNS.join(', ')} FROM leads l WHERE l.${column} IN (${part.map(() => '?').join(', ')})`,
        part,
      );
      for (const row of rows) {
        const id = String(row.id);
        const entry = byId.get(id) ?? { id, lead: rowToNormalized(row) };
        byId.set(id, entry);
        for (const key of dedupKeys(entry.lead)) if (!found.has(key)) found.set(key, entry);
      }
    }
  }
  return found;
}

async function allocateIds(db: SqlRunner, count: number): Promise<number> {
  await db.run("UPDATE lead_id_seq SET next_id = next_id + ? WHERE name = 'leads'", [count]);
  const [{ next_id }] = await db.all<{ next_id: number | string }>(
    "SELECT next_id FROM lead_id_seq WHERE name = 'leads'",
  );
  return Number(next_id) - count;
}

async function insertLeads(
  db: SqlRunner,
  dataset: string,
  leads: NormalizedLead[],
  enriched: Set<NormalizedLead>,
): Promise<void> {
  if (!leads.length) return;
  let nextId = await allocateIds(db, leads.length);
  const rowMarks = `(${INSERT_COLUMNS.map(() => '?').join(', ')})`;
  for (const part of chunks(leads, INSERT_CHUNK)) {
    const params: SqlParam[] = [];
    const values: SqlParam[] = [];
    for (const lead of part) {
      const id = nextId++;
      const keys = keyValues(lead);
      const source = enriched.has(lead) ? 'enriched' : 'original';
      params.push(id, dataset, source, ...FIELD_COLUMNS.map((field) => fieldValue(lead, field)));
      params.push(keys.email_key, keys.linkedin_key, keys.person_key);
      for (const { field, value } of listValues(lead)) values.push(id, field, value);
    }
    await db.run(
      `INSERT INTO leads (${INSERT_COLUMNS.join(', ')}) VALUES ${part.map(() => rowMarks).join(', ')}`,
      params,
    );
    await insertValues(db, values);
  }
}

async function insertValues(db: SqlRunner, flat: SqlParam[]): Promise<void> {
  for (const part of chunks(flat, 3 * 500)) {
    const rows = part.length / 3;
    await db.run(
      `INSERT INTO lead_values (lead_id, field, value) VALUES ${Array.from({ length: rows }, () => '(?, ?, ?)').join(', ')}`,
      part,
    );
  }
}

async function updateLead(db: SqlRunner, id: string, merged: NormalizedLead, changes: NormalizedLead): Promise<void> {
  const fields = Object.keys(changes) as LeadField[];
  const keys = keyValues(merged);
  await db.run(
    `UPDATE leads SET ${fields.map((field) => `${field} = ?`).join(', ')}, data_source = 'enriched', ` +
      `email_key = ?, linkedin_key = ?, person_key = ?, updated_at = CURRENT_TIMESTAMP WHERE id = ?`,
    [...fields.map((field) => fieldValue(changes, field)), keys.email_key, keys.linkedin_key, keys.person_key, id],
  );
  const values: SqlParam[] = [];
  for (const { field, value } of listValues(changes)) values.push(id, field, value);
  await insertValues(db, values);
}
