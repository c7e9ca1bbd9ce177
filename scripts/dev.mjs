// The developer loop: the API in watch mode (tsc --watch + node --watch) and the Vite dev server with hot reload.
// Vite proxies /api to the API, so open http://localhost:5173.
import { execFileSync, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const children = [];

function run(name, command, args, cwd = root, onLine = () => {}) {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = (line) => `[${name}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        console.log(prefix(line));
        onLine(line);
      }
    });
  }
  child.on('exit', (code) => {
    console.log(prefix(`exited with ${code}`));
    shutdown(code ?? 1);
  });
  children.push(child);
}

function shutdown(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

let started = false;
const tsc = join(root, 'node_modules', '.bin', 'tsc');
// The shared workspace package is compiled for the API first (then kept up to date); Vite reads its source directly.
execFileSync(tsc, ['-p', 'packages/shared/tsconfig.json'], { cwd: root, stdio: 'inherit' });
run('shared', tsc, ['-p', 'packages/shared/tsconfig.json', '--watch', '--preserveWatchOutput'], root);
run('tsc', tsc, ['-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput'], root, (line) => {
  // After the first full compile, start the API; node --watch restarts it on every later rebuild.
  if (started || !/Watching for file changes/.test(line)) return;
  started = true;
  run('api', process.execPath, ['--watch', 'backend/dist/main.js'], root);
  run('web', join(root, 'node_modules', '.bin', 'vite'), [], join(root, 'frontend'));
});
