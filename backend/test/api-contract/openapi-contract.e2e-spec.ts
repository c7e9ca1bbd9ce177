import SwaggerParser from '@apidevtools/swagger-parser';
import { writeFileSync } from 'node:fs';
import request from 'supertest';
import { bearer, Session, signUp } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { API_TYPES_FILE, checkedInApiTypes, generateApiTypes, REGENERATE_HINT } from './openapi-types';

jest.setTimeout(120_000);

interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}
interface Response {
  description?: string;
  content?: Record<string, { schema?: Schema }>;
}
interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  parameters?: { in: string; name: string }[];
  responses: Record<string, Response>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const ERROR_ENVELOPE = '#/components/schemas/ErrorEnvelopeDto';
/** Error statuses whose body is not an error: GET /api/health answers 503 with the health body itself. */
const NOT_AN_ERROR = new Set(['get /api/health 503']);

function operationsOf(doc: Document): { method: string; path: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method, path, op })),
  );
}

/** `type: object` with nothing that says what is inside: what Nest emits for an untyped field. */
function emptyObjects(node: unknown, where: string, found: string[]): string[] {
  if (Array.isArray(node)) node.forEach((child, i) => emptyObjects(child, `${where}[${i}]`, found));
  else if (node && typeof node === 'object') {
    const schema = node as Schema;
    if (
      schema.type === 'object' &&
      !schema.properties &&
      schema.additionalProperties === undefined &&
      !schema.allOf &&
      !schema.oneOf &&
      !schema.anyOf
    )
      found.push(where);
    for (const [key, child] of Object.entries(node)) emptyObjects(child, `${where}.${key}`, found);
  }
  return found;
}

function resolve(doc: Document, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  return resolve(doc, doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')]);
}

/** True when the schema says what the answer holds: properties (directly, in allOf, or in the items of an array). */
function describesBody(doc: Document, raw: Schema): boolean {
  const schema = resolve(doc, raw);
  if (schema.allOf?.some((part) => describesBody(doc, part))) return true;
  if (schema.type === 'array' && schema.items) return describesBody(doc, schema.items);
  return Boolean(schema.properties && Object.keys(schema.properties).length);
}

/** The error envelope, or a schema that extends it (allOf) or repeats its fields (success, error, message, code). */
function isEnvelope(doc: Document, raw: Schema | undefined): boolean {
  if (!raw) return false;
  if (raw.$ref === ERROR_ENVELOPE) return true;
  const schema = resolve(doc, raw);
  if (schema.allOf?.some((part) => isEnvelope(doc, part))) return true;
  return ['success', 'error', 'message', 'code'].every((key) => schema.properties?.[key]);
}

/** A path with its parameters filled in, for calling the route. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

describe('OpenAPI contract', () => {
  let t: TestApp;
  let doc: Document;
  let user: Session;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    await signUp(t); // the first account is the super admin; `user` is an ordinary one
    user = await signUp(t);
    doc = (await request(t.http).get('/api/docs-json').expect(200)).body;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is a valid OpenAPI 3 document', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('describes the success body of every operation (a JSON schema with properties, or a non-JSON media type)', () => {
    const missing = operationsOf(doc)
      .filter(({ op }) => {
        const successes = Object.entries(op.responses).filter(([status]) => /^2\d\d$/.test(status));
        return !successes.some(([, response]) =>
          Object.entries(response.content ?? {}).some(([media, { schema }]) =>
            media === 'application/json' ? schema !== undefined && describesBody(doc, schema) : schema !== undefined,
          ),
        );
      })
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
  });

  it('has no object schema without properties or additionalProperties', () => {
    expect(emptyObjects(doc, '$', [])).toEqual([]);
  });

  it('documents error answers with the error envelope: 400 for a request body, 404 for a path parameter', () => {
    const problems: string[] = [];
    for (const { method, path, op } of operationsOf(doc)) {
      const name = `${method.toUpperCase()} ${path}`;
      const json = (path.startsWith('/api/') ? Object.entries(op.responses) : [])
        .filter(([status]) => /^[45]\d\d$/.test(status) && !NOT_AN_ERROR.has(`${method} ${path} ${status}`))
        .filter(([, response]) => !isEnvelope(doc, response.content?.['application/json']?.schema));
      for (const [status] of json) problems.push(`${name}: ${status} is not the error envelope`);
      if (op.requestBody && !op.responses['400']) problems.push(`${name}: no 400 for its body`);
      if (op.parameters?.some((p) => p.in === 'path') && !op.responses['404'] && !op.responses['400'])
        problems.push(`${name}: no 404 for its path parameter`);
    }
    expect(problems).toEqual([]);
  });

  it('declares security exactly where the guards ask for a sign-in', async () => {
    const wrong: string[] = [];
    // Signing out would end the session the other calls use: last.
    const last = (path: string) => (path === '/api/auth/logout' ? 1 : 0);
    const operations = operationsOf(doc).sort((a, b) => last(a.path) - last(b.path));
    for (const { method, path, op } of operations) {
      const name = `${method.toUpperCase()} ${path}`;
      const requirements = op.security ?? [];
      const required = requirements.length > 0 && !requirements.some((r) => Object.keys(r).length === 0);
      const anonymous = await request(t.http)[method as 'get'](concrete(path)).send();
      if (required !== (anonymous.status === 401))
        wrong.push(`${name}: security ${JSON.stringify(requirements)}, anonymous call answers ${anonymous.status}`);
      if (required && !op.responses['401']) wrong.push(`${name}: requires a sign-in but documents no 401`);
      if (!required) continue;
      const signedIn = await request(t.http)[method as 'get'](concrete(path)).set(bearer(user)).send();
      // A session-only route also answers 403 to a personal API token.
      const sessionOnly = !requirements.some((r) => 'api_token' in r);
      if (signedIn.status === 403 ? !op.responses['403'] : op.responses['403'] && !sessionOnly)
        wrong.push(
          `${name}: a user's call answers ${signedIn.status}, 403 documented: ${Boolean(op.responses['403'])}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it(`matches the checked-in client types (${REGENERATE_HINT} regenerates them)`, async () => {
    const generated = await generateApiTypes(doc);
    if (process.env.UPDATE_API_TYPES === '1') writeFileSync(API_TYPES_FILE, generated);
    const current = checkedInApiTypes();
    if (current !== generated)
      throw new Error(
        `${API_TYPES_FILE} is not what the OpenAPI document generates. The API changed: run \`${REGENERATE_HINT}\` ` +
          'and commit the result (and update the frontend where its types no longer fit).',
      );
  });
});
