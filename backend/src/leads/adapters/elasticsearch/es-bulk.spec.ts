import type { Client, estypes } from '@elastic/elasticsearch';
import { backoffDelay, BulkOp, chunkBySize, parseBulkResponse, serializeWrite } from './es-bulk';
import { BulkWriteError, writeBulk } from './es-bulk-writer';

const op = (id: string, bytes = 10): BulkOp => ({ id, action: '{}', doc: '{}', bytes });
const item = (status: number, type?: string): estypes.BulkResponseItem => ({
  _index: 'i',
  status,
  ...(type && { error: { type, reason: `because ${type}` } }),
});

describe('bulk operations', () => {
  it('serialises an index action and its document, and a partial update', () => {
    const index = serializeWrite({ op: 'index', index: 'i', id: 'd:1', doc: { name: 'Ann' } as never });
    expect(index.action).toBe('{"index":{"_index":"i","_id":"d:1"}}');
    expect(index.doc).toBe('{"name":"Ann"}');
    expect(index.bytes).toBe(index.action.length + index.doc.length + 2);
    const update = serializeWrite({ op: 'update', index: 'i', id: 'd:1', doc: { name: 'Zoë' } });
    expect(update.action).toBe('{"update":{"_index":"i","_id":"d:1","retry_on_conflict":3}}');
    expect(update.bytes).toBe(Buffer.byteLength(update.action + update.doc) + 2);
  });

  it('chunks by byte size, a too-large operation alone', () => {
    const chunks = chunkBySize([op('a', 40), op('b', 40), op('c', 40), op('d', 200), op('e', 10)], 100);
    expect(chunks.map((chunk) => chunk.map((o) => o.id))).toEqual([['a', 'b'], ['c'], ['d'], ['e']]);
    expect(chunkBySize([], 100)).toEqual([]);
  });

  it('retries 429/503 items and the items an answer leaves out, fails the others', () => {
    const response = {
      took: 1,
      errors: true,
      items: [
        { index: item(201) },
        { index: item(429, 'es_rejected_execution_exception') },
        { update: item(400, 'mapper_parsing_exception') },
        { index: item(503, 'unavailable_shards_exception') },
      ],
    };
    const outcome = parseBulkResponse(response, [op('a'), op('b'), op('c'), op('d'), op('e')]);
    expect(outcome.retry.map((o) => o.id)).toEqual(['b', 'd', 'e']);
    expect(outcome.failed).toEqual([
      { id: 'c', status: 400, type: 'mapper_parsing_exception', reason: 'because mapper_parsing_exception' },
    ]);
  });

  it('backs off exponentially up to the cap', () => {
    const retry = { maxRetries: 5, initialDelayMs: 100, maxDelayMs: 500 };
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(attempt, retry, () => 1))).toEqual([100, 200, 400, 500]);
    expect(backoffDelay(0, retry, () => 0)).toBe(50);
  });
});

describe('bulk writer', () => {
  const retry = { maxRetries: 2, initialDelayMs: 10, maxDelayMs: 100 };

  function clientAnswering(...answers: ((lines: string[]) => estypes.BulkResponse)[]) {
    const sent: string[][] = [];
    const client = {
      bulk: async ({ operations }: { operations: string[] }) => {
        sent.push(operations);
        return answers[sent.length - 1](operations);
      },
    } as unknown as Client;
    return { client, sent };
  }
  const all = (status: number) => (lines: string[]) => ({
    took: 1,
    errors: status >= 300,
    items: lines.filter((_, i) => i % 2 === 0).map(() => ({ index: item(status, status >= 300 ? 'x' : undefined) })),
  });

  it('sends again only the rejected items, after a pause', async () => {
    const sleeps: number[] = [];
    const { client, sent } = clientAnswering(
      () => ({ took: 1, errors: true, items: [{ index: item(201) }, { index: item(429, 'busy') }] }),
      all(201),
    );
    await writeBulk(client, [op('a'), op('b')], {
      maxBytes: 1000,
      retry,
      refresh: false,
      sleep: async (ms) => void sleeps.push(ms),
    });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toHaveLength(2);
    expect(sleeps).toHaveLength(1);
  });

  it('throws with the reasons when items are still rejected after the last retry', async () => {
    const { client, sent } = clientAnswering(all(429), all(429), all(429));
    const write = writeBulk(client, [op('a')], { maxBytes: 1000, retry, refresh: false, sleep: async () => undefined });
    await expect(write).rejects.toBeInstanceOf(BulkWriteError);
    await expect(write).rejects.toThrow('refused 1 lead document(s): 429 x: because x');
    expect(sent).toHaveLength(3);
  });
});
