/** Whether a result has a persona analysis to show (spec part 1 §4 "Persona availability per result"). */
import type { SearchResultItem } from './types';

export const NOT_ANALYZED = 'Not analyzed';

/** Persona data kept on this device for result ids (from an analysis run in this session). */
export type LocalPersonas = Readonly<Record<string, unknown>>;

const hasData = (value: unknown) =>
  value !== null && value !== undefined && (typeof value !== 'object' || Object.keys(value).length > 0);

/** Available when the result's status is 'completed' and it carries analysis data, or local data exists for it. */
export function personaAvailable(item: SearchResultItem, local: LocalPersonas = {}): boolean {
  if (hasData(local[item.id])) return true;
  return item.persona_analysis_status === 'completed' && hasData(item.persona_analysis);
}

/** The analysis to show, in order: local data, the data embedded in the result; null means "fetch it". */
export function personaFor(item: SearchResultItem, local: LocalPersonas = {}): unknown {
  if (hasData(local[item.id])) return local[item.id];
  if (hasData(item.persona_analysis)) return item.persona_analysis;
  return null;
}
