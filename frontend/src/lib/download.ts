/** my_data_export_{timestamp}.json, the timestamp in UTC and safe in file names: 2024-05-01T09-30-00Z. */
export function exportFileName(date: Date = new Date()): string {
  const stamp = date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `my_data_export_${stamp}.json`;
}

/** Saves a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
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

/** Saves text as a file of the given type. */
export function downloadText(text: string, fileName: string, type: string): void {
  saveBlob(new Blob([text], { type }), fileName);
}

/** Saves data as a pretty-printed JSON file. */
export function downloadJson(data: unknown, fileName: string): void {
  downloadText(JSON.stringify(data, null, 2), fileName, 'application/json');
}
