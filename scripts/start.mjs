// `npm start` after the build: the server (backend/dist/main.js) as a child process with the allocator settings
// (scripts/allocator-env.mjs), which glibc reads only at a process's start. Its output and exit code are the
// server's. Ctrl-C reaches both processes from the terminal; a SIGTERM or SIGINT sent to this one is passed on.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { allocatorEnv } from './allocator-env.mjs';

const main = fileURLToPath(new URL('../backend/dist/main.js', import.meta.url));
const child = spawn(process.execPath, [main], { stdio: 'inherit', env: { ...process.env, ...allocatorEnv() } });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // From a terminal the server has the signal already (same process group): once is enough.
    if (signal === 'SIGINT' && process.stdin.isTTY) return;
    child.kill(signal);
  });
}
// Ended by a signal (the server's shutdown ends it with the signal it got): the shell's 128 + its number.
child.on('exit', (code, signal) => {
  process.exitCode = code ?? 128 + (constants.signals[signal] ?? 0);
});
