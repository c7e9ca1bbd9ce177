/** Template names and file names (spec part 2 §5). */

/** What an empty or blank template name becomes. */
export const UNTITLED = 'Untitled';

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The name the save modal proposes: the prompt's first 4 words plus ' Landing', or 'New Landing' with the date
 * when there is no prompt.
 */
export function defaultTemplateName(prompt: string, now: Date = new Date()): string {
  const words = prompt.trim().split(/\s+/).filter(Boolean).slice(0, 4);
  return words.length ? `${words.join(' ')} Landing` : `New Landing ${isoDate(now)}`;
}

/** The name sent to the server: trimmed, 'Untitled' when empty. */
export function templateNameOrUntitled(name: string): string {
  return name.trim() || UNTITLED;
}

/** `{name}.html` with the characters file systems refuse replaced. */
export function htmlFileName(name: string): string {
  const safe = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s-]+|[.\s-]+$/g, '');
  return `${safe || UNTITLED}.html`;
}
