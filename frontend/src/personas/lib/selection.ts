/** The selection modal's state (spec part 1 §2.5, §4 "Selection modal"): a set of candidate ids. */
import type { PersonaCandidate } from './types';

export type Selection = ReadonlySet<string>;

export const emptySelection = (): Selection => new Set();

export function toggleSelected(selection: Selection, id: string): Selection {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export const selectAll = (candidates: readonly PersonaCandidate[]): Selection => new Set(candidates.map((c) => c.id));

/** The candidates ticked, in list order (ids no longer offered are ignored). */
export function selectedCandidates(candidates: readonly PersonaCandidate[], selection: Selection): PersonaCandidate[] {
  return candidates.filter((candidate) => selection.has(candidate.id));
}

export const selectionCountLabel = (selected: number, total: number) => `${selected} of ${total} profiles selected`;

export const analyzeButtonLabel = (count: number) => `Analyze ${count} Profile(s)`;

export const analyzeLinkedInLabel = (count: number) => `Analyze LinkedIn (${count})`;

/** The confirm button works with at least one profile ticked and no analysis running. */
export const canConfirm = (selected: number, running: boolean) => selected > 0 && !running;

/** What the scrape call is sent for the ticked candidates: their URLs and every result naming them. */
export function scrapeRequestFor(candidates: readonly PersonaCandidate[]) {
  const linkedin_urls = [...new Set(candidates.map((c) => c.linkedinUrl))];
  const search_result_ids = [...new Set(candidates.flatMap((c) => c.searchResultIds))];
  return { linkedin_urls, search_result_ids };
}
