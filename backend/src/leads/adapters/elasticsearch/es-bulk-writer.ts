import { Client, errors } from '@elastic/elasticsearch';
import {
  backoffDelay,
  BulkFailure,
  bulkLines,
  BulkOp,
  chunkBySize,
  parseBulkResponse,
  RETRYABLE_STATUSES,
  RetryOptions,
} from './es-bulk';

/** Some documents could not be written even after the retries; the message names the first reasons. */
export class BulkWriteError extends Error {
  constructor(readonly failures: BulkFailure[]) {
    const reasons = [...new Set(failures.map((f) => `${f.status} ${f.type}: ${f.reason}`))].slice(0, 3);
    super(`Elasticsearch refused ${failures.length} lead document(s): ${reasons.join('; ')}`);
    this.name = 'BulkWriteError';
  }
}

export interface BulkWriterOptions {
  maxBytes: number;
  retry: RetryOptions;
  /** true: the written documents are searchable when the call returns (used outside imports). */
  refresh: boolean;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the operations in requests of about maxBytes. Items answered 429/503 (and whole requests answered so)
 * are sent again after a growing pause; anything still unwritten at the end is thrown as a BulkWriteError, so
 * no document is lost silently. Every operation is idempotent (index with a fixed id, partial update), so
 * sending one twice is harmless.
 */
export async function writeBulk(client: Client, ops: BulkOp[], options: BulkWriterOptions): Promise<number> {
  const sleep = options.sleep ?? wait;
  const failures: BulkFailure[] = [];
  let requests = 0;
  for (const chunk of chunkBySize(ops, options.maxBytes)) {
    let pending = chunk;
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await sleep(backoffDelay(attempt - 1, options.retry));
      const outOfRetries = attempt >= options.retry.maxRetries;
      requests++;
      let outcome: ReturnType<typeof parseBulkResponse>;
      try {
        const response = await client.bulk<string>({ operations: bulkLines(pending), refresh: options.refresh });
        outcome = parseBulkResponse(response, pending);
      } catch (error) {
        const status = error instanceof errors.ResponseError ? error.statusCode : undefined;
        if (status === undefined || !RETRYABLE_STATUSES.has(status) || outOfRetries) throw error;
        continue;
      }
      failures.push(...outcome.failed);
      if (outOfRetries) {
        failures.push(...outcome.rejected);
        break;
      }
      pending = outcome.retry;
    }
  }
  if (failures.length > 0) throw new BulkWriteError(failures);
  return requests;
}
