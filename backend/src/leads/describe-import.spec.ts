import { describeImport, ImportTimings } from './csv-import.service';
import type { LeadImport } from './entities/lead-import.entity';

const timings = (extra: Partial<ImportTimings> = {}): ImportTimings => ({
  writeMs: 40_000,
  normalizeMs: 600,
  lookupMs: 6_900,
  insertMs: 35_000,
  commitMs: 100,
  rebuildMs: 5_800,
  ...extra,
});
const row = { id: 7 } as LeadImport;

describe('the import log line (describeImport)', () => {
  it('splits the inserts by table where the index timed them', () => {
    const parts = { leads: 15_100, merges: 400, lead_values: 2_700, lead_words: 16_300 };
    expect(describeImport(row, 200_000, 53_000, 5_000, 42_200, timings({ insertParts: parts }))).toBe(
      'Import 7: 200000 rows in 53.0 s = 3774 rows/s; read+parse+map 5.0 s, waiting for writes 42.2 s; writes 40.0 s ' +
        '(normalize 0.6, key lookups 6.9, inserts 35.0 (leads 15.1, merges 0.4, lead_values 2.7, lead_words 16.3), ' +
        'commits 0.1), index rebuild 5.8 s',
    );
  });

  it('splits the index rebuild by step where the index timed them', () => {
    const rebuildParts = { indexes: 4_100, 'full text aside': 3_000, 'full text in': 900, commit: 300 };
    expect(describeImport(row, 200_000, 53_000, 5_000, 42_200, timings({ rebuildParts }))).toMatch(
      /, index rebuild 5\.8 s \(indexes 4\.1, full text aside 3\.0, full text in 0\.9, commit 0\.3\)$/,
    );
  });

  it("adds the write thread's time by kind, most first, where the index timed it", () => {
    const writerParts = { reads: 2_800, leads: 9_500, merges: 1_400, lead_values: 3_500 };
    expect(describeImport(row, 200_000, 53_000, 5_000, 42_200, timings({ writerParts }))).toContain(
      'commits 0.1; in the write thread: leads 9.5, lead_values 3.5, reads 2.8, merges 1.4), index rebuild 5.8 s',
    );
  });

  it('gives the inserts whole where it did not', () => {
    expect(describeImport(row, 1000, 500, 300, 10, timings())).toContain('inserts 35.0, commits 0.1)');
  });
});
