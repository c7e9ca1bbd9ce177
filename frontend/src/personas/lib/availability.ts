/** Whether a result's Persona Analysis cell offers the analysis, and where its detail comes from (spec §4). */
import type { SearchResultItem } from '../../search/lib/types';
import { profileUrlOf } from './candidates';
import type { LocalPersonas } from './records';
import type { PersonaRecord, PersonaView } from './types';

export const NOT_ANALYZED = 'Not analyzed';

/** The pop-up window's size (spec §9). */
export const POPUP_WIDTH = 1200;
export const POPUP_HEIGHT = 800;
export const POPUP_FEATURES = `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},resizable=yes,scrollbars=yes`;

const hasData = (value: unknown) =>
  value !== null && value !== undefined && typeof value === 'object' && Object.keys(value).length > 0;

/** This device's analysed data for the result: by its id, else by the profile it names. */
export function localRecordFor(item: SearchResultItem, local: LocalPersonas | undefined): PersonaRecord | null {
  if (!local) return null;
  const byId = local.byResultId[item.id];
  if (byId?.status === 'analyzed') return byId;
  const url = profileUrlOf(item);
  const byUrl = url ? local.byUrl[url] : undefined;
  return byUrl?.status === 'analyzed' ? byUrl : null;
}

/** Available when local data exists, or the result's status is 'completed' and it carries analysis data. */
export function personaAvailable(item: SearchResultItem, local?: LocalPersonas): boolean {
  if (localRecordFor(item, local)) return true;
  return item.persona_analysis_status === 'completed' && hasData(item.persona_analysis);
}

/** What the pop-up window loads: a stored persona by id, or the persona of a search result. */
export type PersonaTarget = { personaId: number } | { resultId: string };

const personaIdOf = ({ persona_id: id }: SearchResultItem): number | null =>
  typeof id === 'number' && Number.isInteger(id) ? id : null;

/**
 * Where 'View Analysis' goes without asking the server, in the spec's order: local data (its persona id), then the
 * data embedded in the result; null means fetch it (GET /linkedin/persona/get/).
 */
export function knownTarget(item: SearchResultItem, local?: LocalPersonas): PersonaTarget | null {
  const record = localRecordFor(item, local);
  if (record?.personaId != null) return { personaId: record.personaId };
  if (hasData(item.persona_analysis)) {
    const id = personaIdOf(item);
    return id !== null ? { personaId: id } : { resultId: item.id };
  }
  return null;
}

export type PersonaLookup =
  | { kind: 'found'; view: PersonaView }
  /** The answer has no data at all ('Persona analysis data not found in response.'). */
  | { kind: 'missing' }
  /** The answer has no analysis for this result ('… is not available for this result.'). */
  | { kind: 'none' };

/** What a GET /linkedin/persona/get/ answer holds for the result. */
export function personaFromResponse(
  response: { data?: Record<string, PersonaView | null | undefined> | null } | null | undefined,
  resultId: string,
): PersonaLookup {
  const data = response?.data;
  if (!data || typeof data !== 'object') return { kind: 'missing' };
  const view = data[resultId];
  return view && hasData(view.persona_analysis) ? { kind: 'found', view } : { kind: 'none' };
}

/** The pop-up route of a target. */
export function personaWindowPath(target: PersonaTarget): string {
  return 'personaId' in target
    ? `/persona/${encodeURIComponent(String(target.personaId))}`
    : `/persona/result/${encodeURIComponent(target.resultId)}`;
}
