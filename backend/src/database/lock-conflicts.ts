import type { Logger } from '@nestjs/common';

/**
 * MySQL/MariaDB lock conflicts a retry resolves: a deadlock (the server rolled the victim's transaction back whole),
 * and ER_AUTOINC_READ_FAILED (1467), which is how InnoDB reports a deadlock on the AUTO-INC table lock that
 * INSERT … SELECT takes when many users are charged at the same moment.
 */
const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_AUTOINC_READ_FAILED']);

/** An error's code (mysql2's or better-sqlite3's, raw or wrapped by TypeORM in driverError). */
export function errorCode(error: unknown): string | undefined {
  const err = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = err?.driverError?.code ?? err?.code;
  return typeof code === 'string' ? code : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a write (one whole transaction, rolled back when it throws) again after a lock conflict, up to `attempts` runs
 * in all, each retry logged as `what` hit it. Jittered and growing pauses, so writers that collided do not collide again
 * in step.
 */
export async function retryLockConflicts<T>(
  write: () => Promise<T>,
  { attempts, logger, what }: { attempts: number; logger: Logger; what: string },
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const code = errorCode(error);
      if (!RETRYABLE.has(code ?? '') || attempt >= attempts) throw error;
      logger.warn(`${what} hit a lock conflict (${code}); retrying (attempt ${attempt + 1})`);
      await sleep(5 * 2 ** Math.min(attempt, 5) * Math.random());
    }
  }
}
