import { beforeEach } from 'vitest';

/**
 * A browser suite is a story: its tests run in order on one page, each from the screen the one before it left. Once one
 * fails, the tests after it are skipped, naming the failed one as the reason, instead of each waiting out its timeouts
 * on a screen it never reached: the run fails on the first failure alone, and ends sooner. (Once, a mail read too early
 * failed one test of the foundation story, and the five after it failed on 30-second timeouts.) Call it once, at the
 * top of the suite's describe.
 */
export function stopStoryAtFailure(): void {
  let failed: string | null = null;
  beforeEach((context) => {
    if (failed) context.skip(`skipped: "${failed}" failed before it`);
    context.onTestFailed(() => {
      failed ??= context.task.name;
    });
  });
}
