/**
 * The slice of Elasticsearch's query semantics the lead adapter relies on, evaluated over plain documents:
 * match_all, match_none, ids, terms, bool (must/filter), multi_match (every or any word in some field), field sorts
 * with search_after, and terms aggregations. Enough to check outcomes, not a search engine.
 */
export type Doc = Record<string, unknown>;
export type Query = Record<string, unknown>;
export interface StoredDoc {
  index: string;
  id: string;
  source: Doc;
}

/** 'company_name.keyword' and 'skills.text' read the same source field. */
function values(doc: Doc, path: string): unknown[] {
  const value = doc[path.replace(/\.(keyword|text)$/, '')];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export function matches(stored: StoredDoc, query: Query | undefined): boolean {
  if (!query) return true;
  const [kind, spec] = Object.entries(query)[0] as [string, Record<string, unknown>];
  switch (kind) {
    case 'match_all':
      return true;
    case 'match_none':
      return false;
    case 'ids':
      return (spec.values as string[]).includes(stored.id);
    case 'terms': {
      const [path, wanted] = Object.entries(spec)[0] as [string, unknown[]];
      return values(stored.source, path).some((value) => wanted.includes(value));
    }
    case 'bool': {
      const all = [...((spec.must as Query[]) ?? []), ...((spec.filter as Query[]) ?? [])];
      return all.every((clause) => matches(stored, clause));
    }
    case 'multi_match': {
      const fields = spec.fields as string[];
      const tokens = new Set(fields.flatMap((path) => values(stored.source, path).flatMap((v) => words(String(v)))));
      const wanted = words(String(spec.query));
      return spec.operator === 'or' ? wanted.some((w) => tokens.has(w)) : wanted.every((w) => tokens.has(w));
    }
    default:
      throw new Error(`fake Elasticsearch does not know the query "${kind}"`);
  }
}

type SortSpec = { path: string; order: 'asc' | 'desc' };

function sortSpecs(sort: unknown): SortSpec[] {
  return ((sort as Record<string, { order?: 'asc' | 'desc' } | string>[]) ?? []).map((entry) => {
    const [path, spec] = Object.entries(entry)[0];
    return { path, order: typeof spec === 'string' ? (spec as 'asc' | 'desc') : (spec.order ?? 'asc') };
  });
}

/** Sort values as Elasticsearch returns them: the smallest (asc) or largest (desc) element, null when missing. */
function sortValues(stored: StoredDoc, specs: SortSpec[]): unknown[] {
  return specs.map(({ path, order }) => {
    if (path === '_score') return 0;
    const all = values(stored.source, path).map(String).sort();
    if (all.length === 0) return null;
    return order === 'asc' ? all[0] : all[all.length - 1];
  });
}

function compare(a: unknown[], b: unknown[], specs: SortSpec[]): number {
  for (let i = 0; i < specs.length; i++) {
    if (a[i] === b[i]) continue;
    if (a[i] === null) return 1; // missing last
    if (b[i] === null) return -1;
    const order = (a[i] as string) < (b[i] as string) ? -1 : 1;
    return specs[i].order === 'asc' ? order : -order;
  }
  return 0;
}

/** The hits of a search body over the given documents, with total and aggregations. */
export function runSearch(docs: StoredDoc[], body: Record<string, unknown>): Record<string, unknown> {
  const specs = sortSpecs(body.sort);
  let hits = docs
    .filter((doc) => matches(doc, body.query as Query | undefined))
    .map((doc) => ({ doc, sort: sortValues(doc, specs) }));
  if (specs.length > 0) hits.sort((a, b) => compare(a.sort, b.sort, specs));
  const total = hits.length;
  const aggregations = runAggs(
    hits.map((hit) => hit.doc),
    body.aggs as Record<string, { terms: { field: string; size: number } }> | undefined,
  );
  if (Array.isArray(body.search_after)) {
    const after = body.search_after as unknown[];
    hits = hits.filter((hit) => compare(hit.sort, after, specs) > 0);
  }
  const from = Number(body.from ?? 0);
  const size = Number(body.size ?? 10);
  const page = hits.slice(from, from + size).map(({ doc, sort }) => ({
    _index: doc.index,
    _id: doc.id,
    _score: body.track_scores || specs.some((spec) => spec.path === '_score') ? 1 : null,
    ...(body._source === false ? {} : { _source: doc.source }),
    ...(specs.length > 0 ? { sort } : {}),
  }));
  return {
    took: 1,
    timed_out: false,
    _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
    hits: { total: { value: total, relation: 'eq' }, max_score: null, hits: page },
    ...(aggregations ? { aggregations } : {}),
  };
}

function runAggs(docs: StoredDoc[], aggs: Record<string, { terms: { field: string; size: number } }> | undefined) {
  if (!aggs) return undefined;
  const result: Record<string, unknown> = {};
  for (const [name, { terms }] of Object.entries(aggs)) {
    const counts = new Map<string, number>();
    for (const doc of docs) {
      for (const value of new Set(values(doc.source, terms.field).map(String))) {
        counts.set(value, (counts.get(value) ?? 0) + 1);
      }
    }
    const buckets = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, terms.size)
      .map(([key, doc_count]) => ({ key, doc_count }));
    result[name] = { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets };
  }
  return result;
}
