/// <reference types="node" />
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the browser tests find the built app and put their pictures. */
export const FRONTEND_DIR = fileURLToPath(new URL('../..', import.meta.url));
export const ROOT_DIR = dirname(FRONTEND_DIR.replace(/[\\/]$/, ''));
export const BACKEND_MAIN = join(ROOT_DIR, 'backend', 'dist', 'main.js');
export const FRONTEND_INDEX = join(FRONTEND_DIR, 'dist', 'index.html');
/** Screenshots of every run (git-ignored). */
export const SHOTS_DIR = join(FRONTEND_DIR, 'test-results');
/** Screenshots the README and docs show (committed). */
export const DOCS_SHOTS_DIR = join(ROOT_DIR, 'docs', 'screenshots');
