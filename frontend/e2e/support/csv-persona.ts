/// <reference types="node" />
import type { Page } from 'playwright-core';

/**
 * What the CSV Personas browser test needs besides the shared support: CSV files built in the test and locators
 * for the tab (src/csv-persona).
 */

export interface CsvProfile {
  slug: string;
  /** The cell as written, when it is not the slug's profile address (e.g. a company page). */
  url?: string;
  first_name?: string;
  last_name?: string;
}

/** The profile address the fake Bright Data answers for a slug (`dead-…` is a dead page). */
export const profileUrl = (slug: string) => `https://www.linkedin.com/in/${slug}`;

/** A persona CSV file for setInputFiles: linkedin_url, first_name, last_name, CRLF line ends. */
export function personaCsv(name: string, profiles: readonly CsvProfile[]) {
  const lines = [
    'linkedin_url,first_name,last_name',
    ...profiles.map((p) => [p.url ?? profileUrl(p.slug), p.first_name ?? '', p.last_name ?? ''].join(',')),
  ];
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8') };
}

/** Splits RFC 4180 text (quoted fields, "" quotes, CRLF) into records. */
export function parseCsvText(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}

/** Locators for the CSV Personas tab. */
export function csvPersonaScreen(page: Page) {
  const byId = (id: string) => page.getByTestId(id);
  return {
    fileInput: byId('csvp-file-input'),
    upload: byId('csvp-upload'),
    preview: byId('csvp-preview'),
    previewRows: byId('csvp-preview-row'),
    progress: byId('csvp-progress'),
    outcome: byId('csvp-outcome'),
    creditError: byId('csvp-credit-error'),
    available: byId('csvp-available-personas'),
    banner: byId('csvp-credit-banner'),
    resultRows: byId('csvp-result-row'),
    sessionRows: byId('csvp-session-row'),
    payment: byId('payment-dialog'),
    /** Picks a file in the hidden input, as the file chooser would. */
    pick: (file: { name: string; mimeType: string; buffer: Buffer }) => byId('csvp-file-input').setInputFiles(file),
    /** Opens the tab from the app's tab bar. */
    async open() {
      await page.goto('/csv-persona');
      await byId('csvp-upload-card').waitFor();
      await byId('csvp-results').waitFor();
    },
  };
}
