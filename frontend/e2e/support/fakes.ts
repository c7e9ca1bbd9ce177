/// <reference types="node" />
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT_DIR } from './paths';

const FAKES = join(ROOT_DIR, 'backend', 'test', 'fakes');

/** A fake vendor's start function from backend/test/fakes/<folder>, loaded at run time (the fakes are TypeScript). */
export async function loadFake<Options, Fake>(
  folder: string,
  exportName: string,
): Promise<(options?: Options) => Promise<Fake>> {
  const file = join(FAKES, folder, 'index.ts');
  if (!existsSync(file)) throw new Error(`${file} is missing: the browser tests need it.`);
  const loaded = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
  const start = loaded[exportName];
  if (typeof start !== 'function') throw new Error(`${file} exports no ${exportName}`);
  return start as (options?: Options) => Promise<Fake>;
}
