/** Whether the page differs from what was last saved or loaded ('' in new-template mode). */
export function hasUnsavedChanges(html: string, baseline: string): boolean {
  return normalise(html) !== normalise(baseline);
}

const normalise = (html: string) => html.replace(/\r\n?/g, '\n').trim();
