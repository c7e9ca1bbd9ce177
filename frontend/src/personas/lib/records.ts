/** Scrape answers and stored personas as panel blocks, and the persona data kept on this device (spec part 1 §4). */
import { normalizeProfileUrl } from './candidates';
import { PERSONA_MESSAGES } from './messages';
import type { PersonaCandidate, PersonaRecord, PersonaView, ProfileResult } from './types';

const hasData = (value: unknown) =>
  value !== null && value !== undefined && typeof value === 'object' && Object.keys(value).length > 0;

const textOr = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * One scraped profile as a block: analysed; scraped but not analysed (kept, marked 'Analysis not completed');
 * or failed with its reason. The candidates it was picked from name a profile that could not be read.
 */
export function recordFromProfile(profile: ProfileResult, candidates: readonly PersonaCandidate[] = []): PersonaRecord {
  const linkedinUrl = normalizeProfileUrl(profile.linkedin_url) ?? profile.linkedin_url ?? null;
  const candidate = candidates.find((c) => c.linkedinUrl === linkedinUrl);
  const base = {
    linkedinUrl,
    name: candidate?.name ?? null,
    company: candidate?.company ?? null,
    personaId: typeof profile.persona_id === 'number' ? profile.persona_id : null,
    linkedinData: hasData(profile.linkedin_data) ? profile.linkedin_data : null,
  };
  const analysis = profile.persona_analysis;
  if (analysis?.success === true) {
    const { success: _success, ...rest } = analysis;
    if (hasData(rest)) return { ...base, status: 'analyzed', analysis: rest, error: null };
  }
  const reason = textOr(profile.error) ?? textOr(analysis && 'error' in analysis ? analysis.error : null);
  if (base.linkedinData) {
    return {
      ...base,
      status: 'incomplete',
      analysis: null,
      error: PERSONA_MESSAGES.notCompleted,
      detail: reason && reason !== PERSONA_MESSAGES.notCompleted ? reason : null,
    };
  }
  return { ...base, status: 'failed', analysis: null, error: reason ?? PERSONA_MESSAGES.analysisFailed };
}

/** A stored persona (GET /linkedin/persona/…, a persona from text) as a block. */
export function recordFromView(view: PersonaView): PersonaRecord {
  const analysed = hasData(view.persona_analysis);
  return {
    linkedinUrl: normalizeProfileUrl(view.linkedin_url) ?? view.linkedin_url ?? null,
    personaId: typeof view.id === 'number' ? view.id : null,
    status: analysed ? 'analyzed' : 'incomplete',
    linkedinData: hasData(view.linkedin_data) ? view.linkedin_data : null,
    analysis: analysed ? view.persona_analysis : null,
    error: analysed ? null : PERSONA_MESSAGES.notCompleted,
    name: view.name ?? null,
    company: view.company ?? null,
  };
}

export const analysedRecords = (records: readonly PersonaRecord[]) => records.filter((r) => r.status === 'analyzed');

/** POST /linkedin/persona/save/'s body for the analysed blocks, or null when there is nothing to save. */
export function saveRequestFor(records: readonly PersonaRecord[], searchResultIds: readonly string[]) {
  const persona_results = analysedRecords(records)
    .filter((record) => record.linkedinUrl)
    .map((record) => ({
      linkedin_url: record.linkedinUrl as string,
      ...(record.personaId !== null ? { persona_id: record.personaId } : {}),
    }));
  if (!persona_results.length) return null;
  return { persona_results, search_result_ids: [...searchResultIds] };
}

/** Persona data held on this device, by search result id and by normalised profile URL. */
export interface LocalPersonas {
  byResultId: Readonly<Record<string, PersonaRecord>>;
  byUrl: Readonly<Record<string, PersonaRecord>>;
}

export const emptyLocalPersonas = (): LocalPersonas => ({ byResultId: {}, byUrl: {} });

/** Adds the analysed blocks: under their URL, and under every candidate result that names that URL. */
export function withRecords(
  local: LocalPersonas,
  records: readonly PersonaRecord[],
  candidates: readonly PersonaCandidate[] = [],
): LocalPersonas {
  const byUrl = { ...local.byUrl };
  const byResultId = { ...local.byResultId };
  for (const record of analysedRecords(records)) {
    if (!record.linkedinUrl) continue;
    byUrl[record.linkedinUrl] = record;
    for (const candidate of candidates) {
      if (candidate.linkedinUrl !== record.linkedinUrl) continue;
      for (const id of candidate.searchResultIds) byResultId[id] = record;
    }
  }
  return { byUrl, byResultId };
}

const blockKey = (record: PersonaRecord) => record.linkedinUrl ?? `persona:${record.personaId ?? ''}`;

/** The panel after a run: a profile analysed again replaces its block in place; new ones follow. */
export function mergeBlocks(current: readonly PersonaRecord[], incoming: readonly PersonaRecord[]): PersonaRecord[] {
  const next = [...current];
  for (const record of incoming) {
    const at = next.findIndex((existing) => blockKey(existing) === blockKey(record));
    if (at >= 0) next[at] = record;
    else next.push(record);
  }
  return next;
}
