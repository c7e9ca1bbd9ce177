// The memory settings the server runs with (docker/allocator-env.json; why: docker/Dockerfile): glibc's allocator,
// which glibc reads once, as a process starts, and node's flags (NODE_OPTIONS), which V8 takes as the main thread's
// isolate is made. So they are set by whatever starts the server: the image (ENV), `npm start` (scripts/start.mjs)
// and the benches (bench/lib/server.mjs). Elsewhere (macOS, musl) the allocator's do nothing.
import { readFileSync } from 'node:fs';

/** A node flag's name: `--max-semi-space-size=4` → `--max-semi-space-size` (V8 reads `_` as `-`). */
const flagName = (flag) => flag.split('=')[0].replaceAll('_', '-');

/**
 * The settings, each only where the environment does not set it already (an operator's own value wins). NODE_OPTIONS
 * is the operator's with each of the file's flags added that it does not give itself.
 */
export function allocatorEnv(env = process.env) {
  const settings = JSON.parse(readFileSync(new URL('../docker/allocator-env.json', import.meta.url), 'utf8'));
  return Object.fromEntries(
    Object.entries(settings).map(([name, value]) => {
      const own = env[name];
      if (own === undefined) return [name, value];
      if (name !== 'NODE_OPTIONS') return [name, own];
      const given = new Set(own.split(/\s+/).filter(Boolean).map(flagName));
      const added = value.split(/\s+/).filter((flag) => !given.has(flagName(flag)));
      return [name, [own, ...added].filter(Boolean).join(' ')];
    }),
  );
}
