/** Find and replace-all in the page's HTML: literal text, case-sensitive, every occurrence. */
export function replaceAll(text: string, find: string, replacement: string): { text: string; count: number } {
  if (!find) return { text, count: 0 };
  const parts = text.split(find);
  return { text: parts.join(replacement), count: parts.length - 1 };
}
