import { describe, expect, it, vi } from 'vitest';
import { lead } from '../../search/lib/testing';
import type { HistoryEntry } from '../../search/lib/types';
import {
  filterHistory,
  historyCounts,
  loadHistory,
  mergeEntries,
  queryTypeLabel,
  resultsSummary,
  statusLabel,
  type GetJson,
} from './history';

function entry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: 1,
    query_text: 'healthcare companies',
    query_type: 'mixed',
    kind: 'general',
    created_at: '2026-05-01T10:00:00.000Z',
    processed: true,
    total_results: 12,
    sources: ['elasticsearch', 'google'],
    filters: null,
    errors: {},
    ...overrides,
  };
}

describe('the history filter', () => {
  const entries = [
    entry({ id: 1, query_text: 'Healthcare companies', query_type: 'mixed' }),
    entry({ id: 2, query_text: 'fintech', query_type: 'websearch' }),
    entry({ id: 3, query_text: 'biotech', query_type: 'database' }),
  ];

  it('matches the query text or the type, case ignored', () => {
    expect(filterHistory(entries, 'HEALTH').map((e) => e.id)).toEqual([1]);
    expect(filterHistory(entries, 'websearch').map((e) => e.id)).toEqual([2]);
    expect(filterHistory(entries, 'web search').map((e) => e.id)).toEqual([2]);
    expect(filterHistory(entries, 'tech').map((e) => e.id)).toEqual([2, 3]);
    expect(filterHistory(entries, '  ').map((e) => e.id)).toEqual([1, 2, 3]);
    expect(filterHistory(entries, 'nothing like it')).toEqual([]);
  });
});

describe('counts and labels', () => {
  it('counts searches and their results', () => {
    expect(historyCounts([entry({ total_results: 12 }), entry({ total_results: 3 })])).toEqual({
      searches: 2,
      results: 15,
    });
    expect(historyCounts([])).toEqual({ searches: 0, results: 0 });
  });

  it('shows processed as Processed and not processed as Pending', () => {
    expect(statusLabel(true)).toBe('Processed');
    expect(statusLabel(false)).toBe('Pending');
    expect(queryTypeLabel('websearch')).toBe('Web search');
    expect(queryTypeLabel('csv')).toBe('csv');
  });

  it("summarises an entry's total and filtered counts, the stored total until its results are loaded", () => {
    expect(resultsSummary(entry({ total_results: 7 }), undefined, { company_industry: ['Retail'] })).toEqual({
      total: 7,
      filtered: 7,
    });
    const results = { elasticsearch: [lead({ company_industry: 'Retail' }), lead({ company_industry: 'Healthcare' })] };
    expect(resultsSummary(entry(), results, { company_industry: ['Retail'] })).toEqual({ total: 2, filtered: 1 });
    expect(resultsSummary(entry(), results, {})).toEqual({ total: 2, filtered: 2 });
  });
});

describe('loadHistory', () => {
  it('loads the metadata first', async () => {
    const get = vi.fn(async () => ({ success: true, history: [entry()], total: 80 })) as unknown as GetJson;
    expect(await loadHistory(get)).toEqual({ entries: [entry()], total: 80, mode: 'metadata' });
    expect(get).toHaveBeenCalledWith('/search/history/metadata/', { page: 1, page_size: 50 });
  });

  it('falls back to the full history when the metadata fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const full = entry({ results: { elasticsearch: [lead()] } });
    const get = vi.fn(async (path: string) => {
      if (path.includes('metadata')) throw new Error('500');
      return { success: true, history: [full] };
    }) as unknown as GetJson;
    expect(await loadHistory(get)).toEqual({ entries: [full], total: 1, mode: 'full' });
    expect(get).toHaveBeenLastCalledWith('/search/history/', { page: 1, page_size: 50 });
    warn.mockRestore();
  });

  it('fails when both fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const get = (async () => {
      throw new Error('down');
    }) as GetJson;
    await expect(loadHistory(get)).rejects.toThrow('down');
    warn.mockRestore();
  });

  it('appends a further page without repeating entries', () => {
    const merged = mergeEntries([entry({ id: 1 }), entry({ id: 2 })], [entry({ id: 2 }), entry({ id: 3 })]);
    expect(merged.map((e) => e.id)).toEqual([1, 2, 3]);
  });
});
