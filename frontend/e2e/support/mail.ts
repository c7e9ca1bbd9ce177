/// <reference types="node" />
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sleep } from './app';

/** The newest .eml in the app's outbox (DATA_DIR/outbox) written after `since`, polled for up to 10 s. */
export async function newestMail(outbox: string, since: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (existsSync(outbox)) {
      const files = readdirSync(outbox)
        .filter((name) => name.endsWith('.eml'))
        .map((name) => ({ path: join(outbox, name), mtime: statSync(join(outbox, name)).mtimeMs }))
        .filter((file) => file.mtime >= since)
        .sort((a, b) => b.mtime - a.mtime);
      if (files.length) return readFileSync(files[0].path, 'utf8');
    }
    await sleep(200);
  }
  throw new Error(`No e-mail appeared in ${outbox} within 10 s`);
}
