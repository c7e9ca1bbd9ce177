import { describe, expect, it } from 'vitest';
import { downloadFileName, fileNameFromDisposition } from './download';
import { forgetRunning, newestRunning, recallRunning, rememberRunning, type KeyValueStore } from './running';
import { SAMPLE_CSV, sampleBlob } from './sample';
import type { SessionSummary } from './types';
import { csvCreditState } from './usage';
import { parseCsv } from '../../csv-upload/lib/csv';

const memory = (): KeyValueStore => {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};

const summary = (id: number, status: SessionSummary['status'], created_at: string): SessionSummary => ({
  id: String(id),
  file_name: `f${id}.csv`,
  status,
  total_rows: 1,
  completed: 0,
  failed: 0,
  pending: 1,
  reused: 0,
  charged_credits: 0,
  created_at,
  updated_at: created_at,
  finished_at: null,
});

describe('csvCreditState', () => {
  it('is empty at 0, low below 5, ok from 5', () => {
    expect(csvCreditState(0)).toBe('empty');
    expect(csvCreditState(1)).toBe('low');
    expect(csvCreditState(4)).toBe('low');
    expect(csvCreditState(5)).toBe('ok');
  });
});

describe('download names', () => {
  it('names the file persona_analysis_{id}_{date}.csv', () => {
    expect(downloadFileName(12, new Date('2026-03-04T23:00:00Z'))).toBe('persona_analysis_12_2026-03-04.csv');
  });

  it('reads the server’s file name from Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename="persona_analysis_3_2026-01-02.csv"')).toBe(
      'persona_analysis_3_2026-01-02.csv',
    );
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''a%20b.csv")).toBe('a b.csv');
    expect(fileNameFromDisposition('attachment; filename="../evil.csv"')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('running session memory', () => {
  it('remembers, recalls and forgets the running session id', () => {
    const store = memory();
    expect(recallRunning(store)).toBeNull();
    rememberRunning('42', store);
    expect(recallRunning(store)).toBe('42');
    forgetRunning(store);
    expect(recallRunning(store)).toBeNull();
  });

  it('picks the newest processing session', () => {
    const sessions = [
      summary(1, 'processing', '2026-01-01T10:00:00Z'),
      summary(2, 'completed', '2026-01-03T10:00:00Z'),
      summary(3, 'processing', '2026-01-02T10:00:00Z'),
    ];
    expect(newestRunning(sessions)?.id).toBe('3');
    expect(newestRunning([summary(2, 'completed', '2026-01-03T10:00:00Z')])).toBeNull();
  });
});

describe('sample file', () => {
  it('has the required column first and parses to its rows', async () => {
    const records = parseCsv(SAMPLE_CSV);
    expect(records[0]).toEqual(['linkedin_url', 'first_name', 'last_name']);
    expect(records.slice(1).every((row) => row[0].startsWith('https://www.linkedin.com/in/'))).toBe(true);
    const bytes = new Uint8Array(await sampleBlob().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
