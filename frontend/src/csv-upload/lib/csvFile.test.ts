import { describe, expect, it } from 'vitest';
import { formatBytes, isCsvFile } from './csvFile';

describe('isCsvFile', () => {
  it('takes any file typed as CSV', () => {
    expect(isCsvFile({ name: 'leads.csv', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'export', type: 'text/csv; charset=utf-8' })).toBe(true);
    expect(isCsvFile({ name: 'export.dat', type: 'application/csv' })).toBe(true);
  });

  it('takes a .csv file without a type or with a type systems give CSV files', () => {
    expect(isCsvFile({ name: 'leads.csv', type: '' })).toBe(true);
    expect(isCsvFile({ name: 'LEADS.CSV', type: 'application/vnd.ms-excel' })).toBe(true);
    expect(isCsvFile({ name: 'leads.csv', type: 'application/octet-stream' })).toBe(true);
  });

  it('refuses other files, and .csv names with an unrelated type', () => {
    expect(
      isCsvFile({ name: 'leads.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    ).toBe(false);
    expect(isCsvFile({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
    expect(isCsvFile({ name: 'photo.csv', type: 'image/png' })).toBe(false);
    expect(isCsvFile({ name: 'leads', type: '' })).toBe(false);
    expect(isCsvFile({ name: 'notes.txt', type: '' })).toBe(false);
  });
});

describe('formatBytes', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(100 * 1024 * 1024)).toBe('100 MB');
  });
});
