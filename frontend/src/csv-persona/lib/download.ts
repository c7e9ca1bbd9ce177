/** persona_analysis_{id}_{date}.csv, the date as YYYY-MM-DD (spec part 2 §7). */
export function downloadFileName(id: string | number, date: Date = new Date()): string {
  return `persona_analysis_${id}_${date.toISOString().slice(0, 10)}.csv`;
}

/** The file name of a Content-Disposition header (filename*= preferred), or null. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain ? (plain[2] ?? plain[1]).trim() : '';
  return name && !/[\\/]/.test(name) ? name : null;
}
