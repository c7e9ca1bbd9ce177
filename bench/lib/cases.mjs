// Bench cases live in bench/cases/*.mjs, one endpoint per file, run in file-name order. To add a benchmark, add
// a file there:
//
//   export default {
//     name: 'GET /api/search/history/',                // the row label in the table
//     async request(ctx) {                             // called once, before the load starts
//       const { access } = await ctx.user();           // a registered user (shared by the run)
//       await ctx.api('POST', '/api/...', { body, token: access });   // seed data if the case needs it
//       return { method: 'GET', path: '/api/search/history/', headers: { authorization: `Bearer ${access}` } };
//     },
//     expectStatus: 200,                               // optional: the probe's expected status (default: any 2xx)
//   };
//
// Before measuring, the runner sends the request once (the probe): a case whose probe fails is reported and
// skipped, so a table never shows the speed of an error page as the speed of an endpoint.
import { readdir } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * @typedef {{ method?: string, path: string, headers?: Record<string, string>, body?: string }} BenchRequest
 * @typedef {{
 *   name: string,
 *   request: (ctx: ReturnType<typeof import('./context.mjs').createContext>) => BenchRequest | Promise<BenchRequest>,
 *   expectStatus?: number,
 * }} BenchCase
 */

const CASES_DIR = fileURLToPath(new URL('../cases/', import.meta.url));

/**
 * Loads bench/cases/*.mjs in file-name order.
 * @param {string[]} filters keep a case when its file name or its name contains one of these (all when empty)
 * @returns {Promise<Array<BenchCase & { id: string }>>}
 */
export async function loadCases(filters = []) {
  const files = (await readdir(CASES_DIR)).filter((file) => file.endsWith('.mjs')).sort();
  const cases = [];
  for (const file of files) {
    const { default: benchCase } = await import(pathToFileURL(`${CASES_DIR}${file}`).href);
    if (!benchCase || typeof benchCase.name !== 'string' || typeof benchCase.request !== 'function') {
      throw new Error(`bench/cases/${file} must export default { name, request(ctx) }`);
    }
    const id = basename(file, '.mjs');
    const wanted =
      filters.length === 0 ||
      filters.some((filter) => id.includes(filter) || benchCase.name.toLowerCase().includes(filter.toLowerCase()));
    if (wanted) cases.push({ ...benchCase, id });
  }
  return cases;
}
