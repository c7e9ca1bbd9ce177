import type { ResultItem } from './result-item';

/**
 * Fills the persona fields of result items (persona_analysis_status, persona_analysis, linkedin_data,
 * persona_analyzed_at) from the stored analyses of the user who made the search. Provided by the linkedin module;
 * search depends on this port only.
 */
export interface PersonaLookup {
  /** justStored: the items were stored a moment ago (a new search), so no persona can have been saved to them. */
  fill(userId: number, items: ResultItem[], options?: { justStored?: boolean }): Promise<void>;
}

export const PERSONA_LOOKUP = Symbol('PERSONA_LOOKUP');
