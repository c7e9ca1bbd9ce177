import { describe, expect, it } from 'vitest';
import {
  analyzeButtonLabel,
  analyzeLinkedInLabel,
  canConfirm,
  emptySelection,
  scrapeRequestFor,
  selectAll,
  selectedCandidates,
  selectionCountLabel,
  toggleSelected,
} from './selection';
import type { PersonaCandidate } from './types';

const candidate = (slug: string, ids = [`r_${slug}`]): PersonaCandidate => ({
  id: `https://www.linkedin.com/in/${slug}`,
  name: slug,
  company: 'Acme',
  linkedinUrl: `https://www.linkedin.com/in/${slug}`,
  searchResultId: ids[0],
  searchResultIds: ids,
});

describe('profile selection', () => {
  const list = [candidate('a'), candidate('b'), candidate('c')];

  it('starts empty and toggles one profile in and out', () => {
    const one = toggleSelected(emptySelection(), list[1].id);
    expect(selectedCandidates(list, one).map((c) => c.name)).toEqual(['b']);
    expect(selectedCandidates(list, toggleSelected(one, list[1].id))).toEqual([]);
  });

  it('selects all in list order and ignores ids no longer offered', () => {
    const all = selectAll(list);
    expect(selectedCandidates(list, all).map((c) => c.name)).toEqual(['a', 'b', 'c']);
    expect(selectedCandidates(list.slice(1), all).map((c) => c.name)).toEqual(['b', 'c']);
  });

  it('labels the count and the buttons as the spec words them', () => {
    expect(selectionCountLabel(2, 5)).toBe('2 of 5 profiles selected');
    expect(analyzeButtonLabel(3)).toBe('Analyze 3 Profile(s)');
    expect(analyzeLinkedInLabel(4)).toBe('Analyze LinkedIn (4)');
  });

  it('lets the confirm button work only with a selection and no analysis running', () => {
    expect(canConfirm(0, false)).toBe(false);
    expect(canConfirm(2, true)).toBe(false);
    expect(canConfirm(1, false)).toBe(true);
  });

  it('sends each URL once with every result id naming the ticked profiles', () => {
    expect(scrapeRequestFor([candidate('a', ['r1', 'r2']), candidate('b', ['r3'])])).toEqual({
      linkedin_urls: ['https://www.linkedin.com/in/a', 'https://www.linkedin.com/in/b'],
      search_result_ids: ['r1', 'r2', 'r3'],
    });
  });
});
