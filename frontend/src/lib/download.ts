/** my_data_export_{timestamp}.json, the timestamp in UTC and safe in file names: 2024-05-01T09-30-00Z. */
export function exportFileName(date: Date = new Date()): string {
  const stamp = date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `my_data_export_${stamp}.json`;
}

/** Saves data as a pretty-printed JSON file through a temporary Blob link. */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
