import { previewFile, type CsvPreview } from '../../csv-upload/lib/csv';
import { insufficientMessage } from './messages';

/** The preview shows this many data rows, and the same rows drive the credit check (spec part 2 §5, §9). */
export const PREVIEW_ROWS = 5;
/** Longer cells are cut to this many characters in the preview. */
export const PREVIEW_CELL_MAX = 50;

/** Cuts a cell longer than PREVIEW_CELL_MAX characters and marks the cut with '...'. */
export function cutCell(value: string, max = PREVIEW_CELL_MAX): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : `${chars.slice(0, max).join('')}...`;
}

/** The header row and the first 5 data rows of a file, every cell cut at 50 characters. */
export async function readPreview(file: Blob): Promise<CsvPreview> {
  const { headers, rows } = await previewFile(file, PREVIEW_ROWS);
  return { headers: headers.map((cell) => cutCell(cell)), rows: rows.map((row) => row.map((cell) => cutCell(cell))) };
}

export type CreditCheck = { ok: true } | { ok: false; shortfall: number; message: string };

/**
 * The spec's preview credit check: more preview rows than available personas blocks the upload and names the
 * shortfall. Without a known balance nothing is blocked here; the server checks the whole file anyway.
 */
export function checkPreviewCredits(previewRows: number, available: number | null | undefined): CreditCheck {
  if (available === null || available === undefined || !Number.isFinite(available)) return { ok: true };
  const shortfall = previewRows - Math.max(0, available);
  if (shortfall <= 0) return { ok: true };
  return { ok: false, shortfall, message: insufficientMessage(shortfall) };
}
