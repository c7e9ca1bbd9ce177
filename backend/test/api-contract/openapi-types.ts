import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The checked-in client types both apps import as `@leadscope/shared/api-types`. */
export const API_TYPES_FILE = join(__dirname, '../../../packages/shared/src/api-types.ts');

export const REGENERATE_HINT = 'npm run api:types';

/**
 * The TypeScript types openapi-typescript makes of the document, formatted the way `npm run format` formats the
 * checked-in file, so this test and `format:check` agree on one text. Run in a child Node process: the
 * generator's dependencies are ESM only.
 */
export function generateApiTypes(document: object): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [join(__dirname, 'generate-api-types.mjs'), API_TYPES_FILE],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
    child.stdin?.end(JSON.stringify(document));
  });
}

export function checkedInApiTypes(): string {
  try {
    return readFileSync(API_TYPES_FILE, 'utf8');
  } catch {
    return '';
  }
}
