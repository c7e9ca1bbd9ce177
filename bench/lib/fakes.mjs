// The fake vendors live in backend/test/fakes as TypeScript (the e2e tests and the browser tests import them as
// such). Node 20 cannot load TypeScript, so the bench transpiles the folders it needs to CommonJS in a temporary
// folder first. The fakes use node:http only.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from './server.mjs';

/**
 * @param {string} dir a scratch folder
 * @param {string[]} folders e.g. ['openai', 'brightdata-datasets']
 * @returns {Record<string, any>} the folders' index exports, merged
 */
export function loadFakes(dir, folders) {
  const require = createRequire(import.meta.url);
  const exports = {};
  for (const folder of folders) {
    const source = join(REPO_ROOT, 'backend', 'test', 'fakes', folder);
    const target = join(dir, folder);
    mkdirSync(target, { recursive: true });
    for (const file of readdirSync(source).filter((name) => name.endsWith('.ts'))) {
      const { outputText } = ts.transpileModule(readFileSync(join(source, file), 'utf8'), {
        compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
      });
      writeFileSync(join(target, file.replace(/\.ts$/, '.js')), outputText);
    }
    Object.assign(exports, require(join(target, 'index.js')));
  }
  return exports;
}
