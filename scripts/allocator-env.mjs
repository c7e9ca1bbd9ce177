// The glibc allocator settings the server runs with (docker/allocator-env.json; why: docker/Dockerfile). glibc
// reads them once, as a process starts, so they are set by whatever starts the server: the image (ENV), `npm start`
// (scripts/start.mjs) and the benches (bench/lib/server.mjs). Elsewhere (macOS, musl) they do nothing.
import { readFileSync } from 'node:fs';

/** The settings, each only where the environment does not set it already (an operator's own value wins). */
export function allocatorEnv(env = process.env) {
  const settings = JSON.parse(readFileSync(new URL('../docker/allocator-env.json', import.meta.url), 'utf8'));
  return Object.fromEntries(Object.entries(settings).map(([name, value]) => [name, env[name] ?? value]));
}
