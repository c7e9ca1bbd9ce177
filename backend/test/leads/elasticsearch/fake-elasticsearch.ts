import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Doc, runSearch, StoredDoc } from './fake-es-query';

/** A request as the fake received it; _bulk bodies are the parsed NDJSON lines. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  bytes: number;
}

export interface FakeReply {
  status: number;
  body?: unknown;
}

interface Script {
  method: string;
  path: RegExp;
  reply: FakeReply;
  times: number;
}

export interface FakeIndex {
  body: { mappings?: { properties?: Record<string, unknown> }; settings?: unknown };
  /** Flat settings as last put, e.g. { refresh_interval: '-1' }. */
  settings: Record<string, unknown>;
  /** Realtime view (GET by id) and the view searches see (updated by refreshes). */
  docs: Map<string, Doc>;
  searchable: Map<string, Doc>;
}

const error = (status: number, type: string, reason: string): FakeReply => ({
  status,
  body: { error: { type, reason, root_cause: [{ type, reason }] }, status },
});

/**
 * A local stand-in for Elasticsearch 8 over HTTP: records every request, keeps indices in memory (refresh
 * semantics included: with refresh_interval -1 writes stay invisible to search until a refresh), and answers
 * scripted replies (errors, 429s) where a test asks for them.
 */
export class FakeElasticsearch {
  readonly requests: RecordedRequest[] = [];
  readonly indices = new Map<string, FakeIndex>();
  /**
   * Status for one bulk item (position in the request; attempt = earlier bulk sends of the same id); undefined
   * applies it normally.
   */
  bulkItemStatus?: (item: { op: string; id: string; position: number; attempt: number }) => number | undefined;
  private readonly scripts: Script[] = [];
  private readonly bulkAttempts = new Map<string, number>();
  private readonly pits = new Map<string, string>();
  private constructor(private readonly server: Server) {
    server.on('request', (req: IncomingMessage, res: ServerResponse) => void this.handle(req, res));
  }

  static async start(): Promise<FakeElasticsearch> {
    const fake = new FakeElasticsearch(createServer());
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    return closed;
  }

  /** Answers the next `times` requests matching method and path with `reply` instead of the in-memory behaviour. */
  script(method: string, path: RegExp, reply: FakeReply, times = 1): void {
    this.scripts.push({ method, path, reply, times });
  }

  requestsTo(method: string, path: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && path.test(r.path));
  }

  /** Every document of the index, as GET would return it. */
  docsOf(index: string): Doc[] {
    return [...(this.indices.get(index)?.docs.values() ?? [])];
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    const url = new URL(req.url ?? '/', this.url);
    const path = url.pathname;
    const body = /\/_bulk$/.test(path)
      ? raw
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line))
      : raw
        ? JSON.parse(raw)
        : undefined;
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: decodeURIComponent(path),
      query: Object.fromEntries(url.searchParams),
      body,
      bytes: Buffer.byteLength(raw),
    };
    this.requests.push(request);
    const reply = this.scripted(request) ?? this.route(request);
    res.writeHead(reply.status, { 'content-type': 'application/json', 'x-elastic-product': 'Elasticsearch' });
    res.end(request.method === 'HEAD' || reply.body === undefined ? undefined : JSON.stringify(reply.body));
  }

  private scripted(request: RecordedRequest): FakeReply | undefined {
    const script = this.scripts.find((s) => s.times > 0 && s.method === request.method && s.path.test(request.path));
    if (!script) return undefined;
    script.times--;
    return script.reply;
  }

  private route(r: RecordedRequest): FakeReply {
    const parts = r.path.split('/').filter(Boolean);
    const [first, second, third] = parts;
    const body = (r.body ?? {}) as Record<string, unknown>;
    if (parts.length === 0)
      return { status: 200, body: { version: { number: '8.19.0' }, tagline: 'You Know, for Search' } };
    if (first === '_cluster' && second === 'health') return { status: 200, body: { status: 'green' } };
    if (first === '_bulk') return this.bulk(r.body as Doc[], r.query.refresh === 'true');
    if (first === '_resolve' && second === 'index') {
      const names = this.resolve(third, true) ?? [];
      return { status: 200, body: { indices: names.map((name) => ({ name })), aliases: [], data_streams: [] } };
    }
    if (first === '_pit' && r.method === 'DELETE') return { status: 200, body: { succeeded: true, num_freed: 1 } };
    if (first === '_search' && body.pit) {
      const pit = body.pit as { id: string };
      return this.search(this.pits.get(pit.id) ?? '', { ...body, pit: undefined }, { pit_id: pit.id });
    }
    const lenient = r.query.ignore_unavailable === 'true';
    switch (second) {
      case undefined:
        if (r.method === 'HEAD') return { status: this.indices.has(first) ? 200 : 404 };
        if (r.method === 'PUT') return this.create(first, body);
        break;
      case '_settings':
        return this.putSettings(first, body);
      case '_refresh':
        for (const name of this.resolve(first, true) ?? []) this.refresh(name);
        return { status: 200, body: { _shards: { total: 1, successful: 1, failed: 0 } } };
      case '_search':
        return this.search(first, body, {}, lenient);
      case '_count': {
        const names = this.resolve(first, lenient);
        if (!names) return error(404, 'index_not_found_exception', `no such index [${first}]`);
        return {
          status: 200,
          body: { count: names.reduce((n, name) => n + this.indices.get(name)!.searchable.size, 0) },
        };
      }
      case '_pit': {
        const id = `pit-${this.pits.size + 1}`;
        this.pits.set(id, first);
        return { status: 200, body: { id, _shards: { total: 1, successful: 1, failed: 0 } } };
      }
      case '_doc':
        return this.doc(r.method, first, third, r.query.refresh === 'true');
    }
    return error(400, 'fake_unsupported', `fake Elasticsearch does not answer ${r.method} ${r.path}`);
  }

  /** Concrete names for an index expression (commas, * wildcards); null when a named index is missing. */
  private resolve(expression: string, lenient: boolean): string[] | null {
    const names = new Set<string>();
    for (const part of expression.split(',')) {
      const pattern = new RegExp(`^${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      const found = [...this.indices.keys()].filter((name) => pattern.test(name));
      if (found.length === 0 && !part.includes('*') && !lenient) return null;
      found.forEach((name) => names.add(name));
    }
    return [...names].sort();
  }

  private create(name: string, body: Record<string, unknown>): FakeReply {
    if (this.indices.has(name)) return error(400, 'resource_already_exists_exception', `index [${name}] exists`);
    const settings = ((body.settings as { index?: Record<string, unknown> })?.index ?? {}) as Record<string, unknown>;
    this.indices.set(name, { body, settings: { ...settings }, docs: new Map(), searchable: new Map() });
    return { status: 200, body: { acknowledged: true, shards_acknowledged: true, index: name } };
  }

  private putSettings(name: string, body: Record<string, unknown>): FakeReply {
    const index = this.indices.get(name);
    if (!index) return error(404, 'index_not_found_exception', `no such index [${name}]`);
    for (const [key, value] of Object.entries((body.index ?? body) as Record<string, unknown>)) {
      if (value === null) delete index.settings[key];
      else index.settings[key] = value;
    }
    return { status: 200, body: { acknowledged: true } };
  }

  private refresh(name: string): void {
    const index = this.indices.get(name);
    if (index) index.searchable = new Map(index.docs);
  }

  private search(expression: string, body: Record<string, unknown>, extra: Doc, lenient = true): FakeReply {
    const names = this.resolve(expression, lenient);
    if (!names) return error(404, 'index_not_found_exception', `no such index [${expression}]`);
    const docs: StoredDoc[] = names.flatMap((index) =>
      [...this.indices.get(index)!.searchable.entries()].map(([id, source]) => ({ index, id, source })),
    );
    return { status: 200, body: { ...runSearch(docs, body), ...extra } };
  }

  private doc(method: string, name: string, id: string, refresh: boolean): FakeReply {
    const index = this.indices.get(name);
    if (!index) return error(404, 'index_not_found_exception', `no such index [${name}]`);
    const source = index.docs.get(id);
    if (method === 'GET') {
      return source
        ? { status: 200, body: { _index: name, _id: id, found: true, _source: source } }
        : { status: 404, body: { _index: name, _id: id, found: false } };
    }
    if (method !== 'DELETE') return error(400, 'fake_unsupported', `${method} _doc`);
    index.docs.delete(id);
    if (refresh) this.refresh(name);
    return { status: source ? 200 : 404, body: { _index: name, _id: id, result: source ? 'deleted' : 'not_found' } };
  }

  private bulk(lines: Doc[], refresh: boolean): FakeReply {
    const items: Doc[] = [];
    const touched = new Set<string>();
    for (let i = 0; i < lines.length; i += 2) {
      const [op, meta] = Object.entries(lines[i])[0] as [string, { _index: string; _id: string }];
      const attempt = this.bulkAttempts.get(meta._id) ?? 0;
      this.bulkAttempts.set(meta._id, attempt + 1);
      const status =
        this.bulkItemStatus?.({ op, id: meta._id, position: i / 2, attempt }) ?? this.apply(op, meta, lines[i + 1]);
      touched.add(meta._index);
      items.push({ [op]: { _index: meta._index, _id: meta._id, status, ...(status >= 300 && failure(status)) } });
    }
    for (const name of touched) {
      if (refresh || this.indices.get(name)?.settings.refresh_interval !== '-1') this.refresh(name);
    }
    const errors = items.some((item) => (Object.values(item)[0] as { status: number }).status >= 300);
    return { status: 200, body: { took: 1, errors, items } };
  }

  private apply(op: string, meta: { _index: string; _id: string }, line: Doc): number {
    const index = this.indices.get(meta._index);
    if (!index) return 404;
    const source = op === 'update' ? { ...index.docs.get(meta._id), ...(line.doc as Doc) } : line;
    if (op === 'update' && !index.docs.has(meta._id)) return 404;
    const known = index.body.mappings?.properties ?? {};
    if (Object.keys(source).some((field) => !(field in known))) return 400;
    index.docs.set(meta._id, source);
    return op === 'update' ? 200 : 201;
  }
}

function failure(status: number): Doc {
  const type =
    status === 429 ? 'es_rejected_execution_exception' : status === 400 ? 'strict_dynamic_mapping_exception' : 'error';
  return { error: { type, reason: `fake status ${status}` } };
}
