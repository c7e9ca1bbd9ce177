import { describe, expect, it, vi } from 'vitest';
import { loadEntryResults, loadFilterOptions, type GetJson } from './api';
import { lead } from './testing';

const results = { elasticsearch: [lead({ company_industry: 'Retail' }), lead({ company_industry: 'Healthcare' })] };

describe('loadFilterOptions', () => {
  it("uses the server's options for the search", async () => {
    const get = vi.fn(async () => ({
      success: true,
      filter_options: { company_size: ['11-50'] },
    })) as unknown as GetJson;
    expect(await loadFilterOptions(42, results, get)).toEqual({ company_size: ['11-50'] });
    expect(get).toHaveBeenCalledWith('/search/filter-options/42/');
  });

  it('computes them from the results, silently, when the call fails or gives nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = (async () => {
      throw new Error('503');
    }) as GetJson;
    const empty = (async () => ({ success: true, filter_options: {} })) as unknown as GetJson;
    const computed = { company_industry: ['Healthcare', 'Retail'] };
    expect(await loadFilterOptions(42, results, failing)).toEqual(computed);
    expect(await loadFilterOptions(42, results, empty)).toEqual(computed);
    expect(await loadFilterOptions(null, results, failing)).toEqual(computed);
    warn.mockRestore();
  });
});

describe('loadEntryResults', () => {
  it("reads one entry's results by id", async () => {
    const get = vi.fn(async () => ({ success: true, results })) as unknown as GetJson;
    expect(await loadEntryResults('a/b', get)).toBe(results);
    expect(get).toHaveBeenCalledWith('/search/results/a%2Fb/');
  });
});
