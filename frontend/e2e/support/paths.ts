/// <reference types="node" />
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the browser tests find the built app and put their pictures. */
export const FRONTEND_DIR = fileURLToPath(new URL('../..', import.meta.url));
export const ROOT_DIR = dirname(FRONTEND_DIR.replace(/[\\/]$/, ''));
/**
 * The built app under test. `E2E_BACKEND_MAIN` / `E2E_FRONTEND_DIST` point at another build (e.g. one a developer
 * made into backend/dist-mine and frontend/dist-mine while someone else rebuilds dist/).
 */
export const BACKEND_MAIN = process.env.E2E_BACKEND_MAIN
  ? resolve(ROOT_DIR, process.env.E2E_BACKEND_MAIN)
  : join(ROOT_DIR, 'backend', 'dist', 'main.js');
export const FRONTEND_DIST = process.env.E2E_FRONTEND_DIST
  ? resolve(ROOT_DIR, process.env.E2E_FRONTEND_DIST)
  : join(FRONTEND_DIR, 'dist');
export const FRONTEND_INDEX = join(FRONTEND_DIST, 'index.html');
/** Screenshots of every run (git-ignored). */
export const SHOTS_DIR = join(FRONTEND_DIR, 'test-results');
/**
 * Screenshots the README and docs show: committed ones in docs/screenshots are rewritten only when asked
 * (`npm run screenshots`, i.e. UPDATE_SCREENSHOTS=1); otherwise they land beside the run's other pictures.
 */
export const DOCS_SHOTS_DIR =
  process.env.UPDATE_SCREENSHOTS === '1' ? join(ROOT_DIR, 'docs', 'screenshots') : join(SHOTS_DIR, 'docs');

/** Keeps a screenshot of this run as a picture the docs show (see DOCS_SHOTS_DIR for when it is committed). */
export function saveDocsShot(shotPath: string, name: string): void {
  mkdirSync(DOCS_SHOTS_DIR, { recursive: true });
  copyFileSync(shotPath, join(DOCS_SHOTS_DIR, name));
}
