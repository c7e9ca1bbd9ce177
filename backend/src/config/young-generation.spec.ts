import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { keepYoungGenerationFlagToMainThread } from './young-generation';

/**
 * The largest new space (MB) a worker thread's isolate reaches while it allocates objects that survive a scavenge or
 * two (as an import's rows and a search's sets do): V8 grows the space up to its limit.
 */
function workerNewSpaceMb(): Promise<number> {
  const source = `
    const { parentPort } = require('node:worker_threads');
    const { getHeapSpaceStatistics } = require('node:v8');
    let kept = [];
    let largest = 0;
    for (let i = 0; i < 2e6; i++) {
      kept.push({ name: 'lead ' + i, tags: [i] });
      if (kept.length > 50000) kept = [];
      if (i % 100000 === 0) {
        const space = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
        largest = Math.max(largest, space.space_size);
      }
    }
    parentPort.postMessage(largest / 1048576);`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true });
    worker.once('message', (mb: number) => {
      resolve(mb);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

describe('keepYoungGenerationFlagToMainThread', () => {
  afterAll(() => setFlagsFromString('--max-semi-space-size=0'));

  it("gives worker threads made after it their own young generation, not the main thread's small one", async () => {
    // As node started with a --max-semi-space-size (allocator-env.json's; here a small one, to tell it from V8's own):
    // a thread made now gets it too.
    setFlagsFromString('--max-semi-space-size=4');
    expect(await workerNewSpaceMb()).toBeLessThanOrEqual(8);
    keepYoungGenerationFlagToMainThread();
    expect(await workerNewSpaceMb()).toBeGreaterThan(8);
  });
});
