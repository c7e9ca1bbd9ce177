import { describe, expect, it } from 'vitest';
import { formatAverage, orderedSources, sourceLabel, summarise } from './summary';
import { lead } from './testing';

describe('summarise', () => {
  it('counts the results and averages the positive scores only', () => {
    const items = [lead({}, { score: 0.9 }), lead({}, { score: 0.4 }), lead({}, { score: 0 }), lead({}, { score: -1 })];
    const summary = summarise(items);
    expect(summary.count).toBe(4);
    expect(summary.averageScore).toBeCloseTo(0.65);
    expect(formatAverage(summary.averageScore)).toBe('0.65');
  });

  it('falls back to relevance_score and shows no average without positive scores', () => {
    expect(summarise([lead({}, { score: undefined, relevance_score: 2.5 })]).averageScore).toBe(2.5);
    const none = summarise([lead({}, { score: 0 }), lead({}, { score: 0, relevance_score: 0 })]);
    expect(none).toEqual({ count: 2, averageScore: null });
    expect(formatAverage(none.averageScore)).toBe('—');
    expect(summarise([])).toEqual({ count: 0, averageScore: null });
  });

  it('rounds the average to 2 decimals', () => {
    expect(
      formatAverage(summarise([lead({}, { score: 1 }), lead({}, { score: 2 }), lead({}, { score: 2 })]).averageScore),
    ).toBe('1.67');
  });
});

describe('sources', () => {
  it('labels the sources and orders database, web, LinkedIn, then others', () => {
    expect(sourceLabel('elasticsearch')).toBe('Database');
    expect(sourceLabel('google')).toBe('Web Search');
    expect(sourceLabel('bright_data')).toContain('Bright Data');
    expect(sourceLabel('csv')).toBe('Csv');
    expect(orderedSources({ csv: [], google: [], elasticsearch: [] }, { bright_data: 'Not configured' })).toEqual([
      'elasticsearch',
      'google',
      'bright_data',
      'csv',
    ]);
  });
});
