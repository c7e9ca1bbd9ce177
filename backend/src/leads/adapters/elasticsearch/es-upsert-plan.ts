import type { UpsertResult } from '../../lead-index.port';
import { dedupKeys, mergeInto, NormalizedLead } from '../../lead-normalize';
import { LeadSource, toNormalized } from './es-documents';

/** A lead already in some index, found by its de-dup keys. */
export interface ExistingLead {
  index: string;
  source: LeadSource;
}

/** One write of the plan: a full new document, or the fields to add to an existing one. */
export type PlannedWrite =
  | { op: 'index'; index: string; id: string; doc: LeadSource }
  | { op: 'update'; index: string; id: string; doc: Partial<LeadSource> };

export interface UpsertPlanInput {
  dataset: string;
  /** The dataset's index, where new leads go. */
  index: string;
  leads: NormalizedLead[];
  existing: ExistingLead[];
  now: string;
  newId: () => string;
}

interface Entry {
  index: string;
  id: string;
  lead: NormalizedLead;
  /** The stored document; absent for a lead created by this batch. */
  stored?: LeadSource;
  changes: NormalizedLead;
  enriched: boolean;
}

/**
 * Decides what one batch writes: a lead matching an existing one (or an earlier row of the batch) by any
 * de-dup key fills that lead's empty fields and marks it enriched; anything else is new. Only new and changed
 * leads are written, so re-importing the same rows writes nothing.
 */
export function planUpsert(input: UpsertPlanInput): { writes: PlannedWrite[]; result: UpsertResult } {
  const byKey = new Map<string, Entry>();
  const entries: Entry[] = [];
  const register = (entry: Entry) => {
    for (const key of dedupKeys(entry.lead)) if (!byKey.has(key)) byKey.set(key, entry);
  };
  // Oldest first, so a key shared by old duplicates leads to the earliest of them.
  const existing = [...input.existing].sort(
    (a, b) => a.source.created_at.localeCompare(b.source.created_at) || a.source.id.localeCompare(b.source.id),
  );
  for (const { index, source } of existing) {
    const lead = toNormalized(source);
    register({ index, id: source.id, lead, stored: source, changes: {}, enriched: false });
  }

  const result: UpsertResult = { inserted: 0, merged: 0, unchanged: 0 };
  for (const lead of input.leads) {
    // A row without a single value is no lead at all.
    if (Object.keys(lead).length === 0) continue;
    // Keys in priority order (e-mail, LinkedIn, company + name), as the SQL adapter; per key the oldest lead.
    const match = dedupKeys(lead)
      .map((key) => byKey.get(key))
      .find((entry) => entry !== undefined);
    if (!match) {
      const id = input.newId();
      const entry: Entry = { index: input.index, id, lead: { ...lead }, changes: {}, enriched: false };
      entries.push(entry);
      register(entry);
      result.inserted++;
      continue;
    }
    const changes = mergeInto(match.lead, lead);
    if (Object.keys(changes).length === 0) {
      result.unchanged++;
      continue;
    }
    Object.assign(match.lead, changes);
    Object.assign(match.changes, changes);
    if (!match.enriched && match.stored) entries.push(match);
    match.enriched = true;
    register(match);
    result.merged++;
  }

  const writes = entries.map((entry): PlannedWrite => {
    const keys = dedupKeys(entry.lead);
    const data_source = entry.enriched ? 'enriched' : 'original';
    if (entry.stored) {
      const doc = { ...entry.changes, data_source, updated_at: input.now, dedup_keys: keys } as Partial<LeadSource>;
      return { op: 'update', index: entry.index, id: entry.id, doc };
    }
    const doc: LeadSource = {
      ...entry.lead,
      id: entry.id,
      dataset: input.dataset,
      data_source,
      created_at: input.now,
      updated_at: input.now,
      dedup_keys: keys,
    };
    return { op: 'index', index: entry.index, id: entry.id, doc };
  });
  return { writes, result };
}
