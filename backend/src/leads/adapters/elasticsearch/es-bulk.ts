import type { estypes } from '@elastic/elasticsearch';
import type { PlannedWrite } from './es-upsert-plan';

/** One bulk operation, serialised once: the action line and the source line, and their size on the wire. */
export interface BulkOp {
  id: string;
  action: string;
  doc: string;
  bytes: number;
}

export interface BulkFailure {
  id: string;
  status: number;
  type: string;
  reason: string;
}

export interface RetryOptions {
  /** Retries after the first attempt, for 429/503 answers (whole request or single items). */
  maxRetries: number;
  initialDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { maxRetries: 8, initialDelayMs: 250, maxDelayMs: 30_000 };

/** "Too many requests" (queue full) and "unavailable" (shard not ready) pass; everything else is final. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 503]);

export function serializeWrite(write: PlannedWrite): BulkOp {
  // update retries on version conflicts: another importer may fill other fields of the same lead meanwhile.
  const meta =
    write.op === 'update'
      ? { update: { _index: write.index, _id: write.id, retry_on_conflict: 3 } }
      : { index: { _index: write.index, _id: write.id } };
  const action = JSON.stringify(meta);
  const doc = JSON.stringify(write.op === 'update' ? { doc: write.doc } : write.doc);
  return { id: write.id, action, doc, bytes: Buffer.byteLength(action) + Buffer.byteLength(doc) + 2 };
}

/** Groups operations into requests of at most maxBytes (an operation larger than that goes alone). */
export function chunkBySize(ops: BulkOp[], maxBytes: number): BulkOp[][] {
  const chunks: BulkOp[][] = [];
  let current: BulkOp[] = [];
  let size = 0;
  for (const op of ops) {
    if (current.length > 0 && size + op.bytes > maxBytes) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(op);
    size += op.bytes;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** The NDJSON lines of a request, in the form the client's bulk() passes through untouched. */
export function bulkLines(ops: BulkOp[]): string[] {
  return ops.flatMap((op) => [op.action, op.doc]);
}

/**
 * Splits a bulk answer into the operations to send again (retryable statuses, with why in `rejected`) and the
 * final failures. Items come back in request order; an answer with fewer items than operations retries the rest.
 */
export function parseBulkResponse(
  response: estypes.BulkResponse,
  ops: BulkOp[],
): { retry: BulkOp[]; rejected: BulkFailure[]; failed: BulkFailure[] } {
  const retry: BulkOp[] = [];
  const rejected: BulkFailure[] = [];
  const failed: BulkFailure[] = [];
  ops.forEach((op, position) => {
    const entry = response.items?.[position];
    const item = entry && Object.values(entry)[0];
    if (!item) {
      retry.push(op);
      rejected.push({ id: op.id, status: 0, type: 'missing_item', reason: 'the answer did not mention it' });
      return;
    }
    if (item.status < 300 && !item.error) return;
    const failure = { id: op.id, status: item.status, ...describe(item.error) };
    if (RETRYABLE_STATUSES.has(item.status)) {
      retry.push(op);
      rejected.push(failure);
    } else {
      failed.push(failure);
    }
  });
  return { retry, rejected, failed };
}

function describe(error: estypes.ErrorCause | undefined): { type: string; reason: string } {
  return { type: error?.type ?? 'unknown', reason: error?.reason ?? 'no reason given' };
}

/** The delay doubles per attempt up to the cap, drawn between half and all of it so parallel writers spread out. */
export function backoffDelay(attempt: number, retry: RetryOptions, random: () => number = Math.random): number {
  const step = Math.min(retry.maxDelayMs, retry.initialDelayMs * 2 ** attempt);
  return Math.round(step / 2 + (step / 2) * random());
}
