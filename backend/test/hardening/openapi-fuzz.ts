/**
 * Requests generated from the OpenAPI document: for every operation, hostile values for each body property,
 * query parameter and path parameter (null, wrong types, oversized, deeply nested, operator-laden text).
 */

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

interface Operation {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

interface Schema {
  $ref?: string;
  type?: string;
  example?: unknown;
  default?: unknown;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
}

export interface FuzzCase {
  method: string;
  path: string;
  /** What was varied, for the failure report. */
  label: string;
  /** A JSON text, or undefined for no body. */
  body?: string;
}

/** `{"a":{"a":...}}` nested `depth` levels (past the API's depth limit of 32). */
export function nestedJson(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Text that means something to SQL, full-text engines, shells, paths or HTML. */
export const HOSTILE_TEXT = [
  '*',
  '"',
  '+-',
  'a*b',
  "' OR 1=1 --",
  '%_\\',
  '@@',
  '(~<>)',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u0000',
  '🚀 emoji',
  'x'.repeat(20_000),
];

/** Values of the wrong type for anything (null included), as JSON text. */
const WRONG_TYPED = ['null', '0', '-1', '1e308', 'true', '[]', '["a"]', '{}', '{"$gt":""}', nestedJson(40)];

const QUERY_VALUES = [
  ...HOSTILE_TEXT.slice(0, 12),
  'x'.repeat(5_000),
  '-1',
  '0',
  '1e308',
  '99999999999999999999',
  '[]',
  '{"a":',
  'null',
];

const PATH_VALUES = ['0', '-1', 'abc', '99999999999999999999', '1.5', "'", '%2e%2e', '*'];

function resolve(doc: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  return doc.components?.schemas?.[schema.$ref.split('/').pop() as string];
}

/** A plausible value for a property, so the other fields of a body do not all fail at once. */
function plausible(schema: Schema): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.type === 'integer' || schema.type === 'number') return 1;
  if (schema.type === 'boolean') return true;
  if (schema.type === 'array') return [];
  if (schema.type === 'object') return {};
  return 'abc';
}

function fillPath(path: string, value = '1'): string {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(value).replace(/%25/g, '%'));
}

/** Every case for one operation. `full`: every variant (signed-in roles); otherwise the cheap ones. */
export function casesFor(doc: OpenApiDocument, path: string, method: string, full: boolean): FuzzCase[] {
  const operation = doc.paths[path][method];
  const cases: FuzzCase[] = [];
  const upper = method.toUpperCase();
  const json = operation.requestBody?.content?.['application/json'];
  const schema = resolve(doc, json?.schema);
  const properties = schema?.properties ?? {};
  const baseline: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) baseline[name] = plausible(resolve(doc, property) ?? {});
  const withBody = upper !== 'GET' && upper !== 'DELETE';

  const url = fillPath(path);
  if (withBody) {
    for (const body of ['null', '[]', '"text"', '42', '{}', nestedJson(5_000), '{"unknown_field":1}', '{"a":']) {
      cases.push({ method: upper, path: url, label: `body ${body.slice(0, 20)}`, body });
    }
  } else {
    cases.push({ method: upper, path: url, label: 'plain' });
  }
  for (const value of full ? PATH_VALUES : PATH_VALUES.slice(0, 3)) {
    if (!path.includes('{')) break;
    cases.push({
      method: upper,
      path: fillPath(path, value),
      label: `path ${value}`,
      body: withBody ? '{}' : undefined,
    });
  }
  if (!full) return cases;

  if (withBody && json) {
    for (const name of Object.keys(properties)) {
      const values = [...WRONG_TYPED, ...HOSTILE_TEXT.map((text) => JSON.stringify(text))];
      for (const value of values) {
        const body = JSON.stringify({ ...baseline, [name]: '__VALUE__' }).replace('"__VALUE__"', value);
        cases.push({ method: upper, path: url, label: `${name}=${value.slice(0, 20)}`, body });
      }
    }
  }
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'query') continue;
    for (const value of QUERY_VALUES) {
      const query = `${parameter.name}=${encodeURIComponent(value)}`;
      cases.push({
        method: upper,
        path: `${url}?${query}`,
        label: `?${parameter.name}=${value.slice(0, 20)}`,
        body: withBody ? JSON.stringify(baseline) : undefined,
      });
    }
  }
  return cases;
}
