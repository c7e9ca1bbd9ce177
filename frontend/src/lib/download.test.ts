import { describe, expect, it } from 'vitest';
import { exportFileName } from './download';

describe('exportFileName', () => {
  it('names the export my_data_export_{timestamp}.json', () => {
    expect(exportFileName(new Date(Date.UTC(2024, 4, 1, 9, 30, 5, 123)))).toBe(
      'my_data_export_2024-05-01T09-30-05Z.json',
    );
  });

  it('keeps the name free of characters file systems reject', () => {
    expect(exportFileName()).toMatch(/^my_data_export_[\dTZ-]+\.json$/);
  });
});
