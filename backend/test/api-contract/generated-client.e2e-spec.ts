import SwaggerParser from '@apidevtools/swagger-parser';
import type { paths } from '@leadscope/shared/api-types';
import Ajv, { type ValidateFunction } from 'ajv';
import createClient, { type Client } from 'openapi-fetch';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { registration } from '../support/factories';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * An integrator's view: a client generated from the OpenAPI document (openapi-fetch typed by the checked-in
 * openapi-typescript output, no glue of ours) drives the API module by module, and every answer is checked against
 * the schema the document gives for its status. The contract test proves the document is complete; this proves
 * it is true.
 */

type Method = 'get' | 'post' | 'patch' | 'delete';
interface DocOperation {
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type Doc = { paths: Record<string, Partial<Record<Method, DocOperation>>> };

/**
 * OpenAPI 3.0's `nullable: true` beside `allOf` (how Nest writes a nullable object) lets null through the `type`
 * keyword but not through the `allOf`'s own object schema, in Ajv. Rewritten as "this, or null".
 */
function withNullAsJsonSchema(node: unknown, seen = new Map<object, unknown>()): unknown {
  if (Array.isArray(node)) return node.map((child) => withNullAsJsonSchema(child, seen));
  if (!node || typeof node !== 'object') return node;
  if (seen.has(node)) return seen.get(node);
  const copy: Record<string, unknown> = {};
  seen.set(node, copy);
  for (const [key, value] of Object.entries(node)) copy[key] = withNullAsJsonSchema(value, seen);
  const combined = ['allOf', 'anyOf', 'oneOf'].some((key) => key in copy);
  if (copy.nullable !== true || !combined) return copy;
  const { nullable: _nullable, ...rest } = copy;
  const either = { anyOf: [rest, { type: 'null' }] };
  seen.set(node, either);
  return either;
}

describe.each(dbKinds())('a client generated from the OpenAPI document on %s', (kind) => {
  let t: TestApp;
  let client: Client<paths>;
  let doc: Doc;
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    // The formats the document uses, checked for real (ajv-formats would be one more dependency for four regexes).
    formats: {
      'date-time': /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/,
      date: /^\d{4}-\d\d-\d\d$/,
      uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      email: /^[^\s@]+@[^\s@]+$/,
      uri: /^[a-z][a-z0-9+.-]*:\S+$/i,
      binary: true,
    },
  });
  const validators = new Map<string, ValidateFunction>();
  const checked: string[] = [];
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp(kind, { SIGNUP_BONUS_CREDITS: '50' });
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.http.address() as AddressInfo;
    client = createClient<paths>({ baseUrl: `http://127.0.0.1:${port}` });
    const raw = (await request(t.http).get('/api/docs-json').expect(200)).body;
    // Resolved $refs, so each response schema compiles on its own.
    doc = (await SwaggerParser.dereference(raw)) as unknown as Doc;
    // The install's first account is its admin.
    admin = await signIn();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  /** The answer matches the schema documented for its method, path and status. */
  function conforms(method: Method, path: string, response: Response, body: unknown): void {
    const key = `${method} ${path} ${response.status}`;
    let validate = validators.get(key);
    if (!validate) {
      const schema =
        doc.paths[path]?.[method]?.responses[String(response.status)]?.content?.['application/json']?.schema;
      if (!schema) throw new Error(`${key}: the document has no JSON schema for this answer`);
      validate = ajv.compile(withNullAsJsonSchema(schema) as object);
      validators.set(key, validate);
    }
    if (!validate(body)) {
      throw new Error(
        `${key} does not match its documented schema:\n${ajv.errorsText(validate.errors, { separator: '\n' })}`,
      );
    }
    checked.push(key);
  }

  it('signs up, signs in, reads the profile and creates a personal API token', async () => {
    const form = registration();
    const registered = await client.POST('/api/auth/register', { body: form });
    expect(registered.response.status).toBe(201);
    conforms('post', '/api/auth/register', registered.response, registered.data);

    const login = await client.POST('/api/auth/login', { body: { username: form.username, password: form.password } });
    expect(login.response.status).toBe(200);
    conforms('post', '/api/auth/login', login.response, login.data);
    const access = login.data!.tokens.access;
    const headers = { Authorization: `Bearer ${access}` };

    const profile = await client.GET('/api/auth/profile', { headers });
    conforms('get', '/api/auth/profile', profile.response, profile.data);
    expect(profile.data!.user.username).toBe(form.username);

    const created = await client.POST('/api/auth/tokens', { headers, body: { name: 'CRM sync', expires_in_days: 30 } });
    conforms('post', '/api/auth/tokens', created.response, created.data);
    // The token works like a session on the same client.
    const asToken = { Authorization: `Bearer ${created.data!.secret}` };
    const usage = await client.GET('/api/usage/info', { headers: asToken });
    conforms('get', '/api/usage/info', usage.response, usage.data);
    const tokens = await client.GET('/api/auth/tokens', { headers: asToken });
    conforms('get', '/api/auth/tokens', tokens.response, tokens.data);

    // The error answers are documented too: a wrong password is the envelope the document describes.
    const refused = await client.POST('/api/auth/login', {
      body: { username: form.username, password: 'wrong-password' },
    });
    expect(refused.response.status).toBe(401);
    conforms('post', '/api/auth/login', refused.response, refused.error);
  });

  it('imports the sample leads as the admin, searches them and reads history, results and filters', async () => {
    const sample = await client.POST('/api/csv/sample', { headers: admin });
    conforms('post', '/api/csv/sample', sample.response, sample.data);
    const importId = sample.data!.import_id;
    let state: string | undefined;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      const polled = await client.GET('/api/csv/imports/{id}', { headers: admin, params: { path: { id: importId } } });
      conforms('get', '/api/csv/imports/{id}', polled.response, polled.data);
      state = polled.data!.status;
      if (state === 'completed' || state === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(state).toBe('completed');

    const found = await client.POST('/api/search', {
      headers: admin,
      body: { query: 'engineer', max_results: 10, sources: ['elasticsearch'] },
    });
    conforms('post', '/api/search', found.response, found.data);
    const leads = found.data!.results.elasticsearch ?? [];
    expect(leads.length).toBeGreaterThan(0);

    const history = await client.GET('/api/search/history', { headers: admin });
    conforms('get', '/api/search/history', history.response, history.data);
    const id = Number(found.data!.search_query_id);
    const results = await client.GET('/api/search/results/{id}', { headers: admin, params: { path: { id } } });
    conforms('get', '/api/search/results/{id}', results.response, results.data);
    const options = await client.GET('/api/search/filter-options/{id}', { headers: admin, params: { path: { id } } });
    conforms('get', '/api/search/filter-options/{id}', options.response, options.data);

    const query = await client.POST('/api/db/query', {
      headers: admin,
      body: { index_pattern: '*', page: 1, page_size: 25, query: 'engineer' },
    });
    conforms('post', '/api/db/query', query.response, query.data);
    const schema = await client.GET('/api/db/schema-info', { headers: admin });
    conforms('get', '/api/db/schema-info', schema.response, schema.data);
    const leadId = query.data!.data[0]?.id;
    expect(leadId).toBeTruthy();
    const lead = await client.GET('/api/leads/{id}', { headers: admin, params: { path: { id: String(leadId) } } });
    conforms('get', '/api/leads/{id}', lead.response, lead.data);

    const users = await client.GET('/api/admin/users', { headers: admin });
    conforms('get', '/api/admin/users', users.response, users.data);
    const transactions = await client.GET('/api/admin/transactions', { headers: admin });
    conforms('get', '/api/admin/transactions', transactions.response, transactions.data);
  });

  it('reads usage, plans and transactions, and keeps landing templates with versions', async () => {
    const headers = await signIn();
    for (const path of ['/api/usage/info', '/api/usage/plans', '/api/usage/transactions'] as const) {
      const answer = await client.GET(path, { headers });
      conforms('get', path, answer.response, answer.data);
    }
    const saved = await client.POST('/api/landing/templates', {
      headers,
      body: { name: 'Launch page', html: '<main><h1>Launch</h1></main>' },
    });
    conforms('post', '/api/landing/templates', saved.response, saved.data);
    const id = String(saved.data!.template.id);
    const updated = await client.PATCH('/api/landing/templates/{id}', {
      headers,
      params: { path: { id } },
      body: { html: '<main><h1>Launch, again</h1></main>' },
    });
    conforms('patch', '/api/landing/templates/{id}', updated.response, updated.data);
    const versions = await client.GET('/api/landing/templates/{id}/versions', { headers, params: { path: { id } } });
    conforms('get', '/api/landing/templates/{id}/versions', versions.response, versions.data);
    const listed = await client.GET('/api/landing/templates', { headers });
    conforms('get', '/api/landing/templates', listed.response, listed.data);

    const personas = await client.GET('/api/linkedin/persona/all', { headers });
    conforms('get', '/api/linkedin/persona/all', personas.response, personas.data);
    const sessions = await client.GET('/api/csv-persona/sessions', { headers });
    conforms('get', '/api/csv-persona/sessions', sessions.response, sessions.data);
    const health = await client.GET('/api/health');
    conforms('get', '/api/health', health.response, health.data);
    const sources = await client.GET('/api/sources', { headers });
    conforms('get', '/api/sources', sources.response, sources.data);

    // 28 distinct (method, path, status) answers, each checked against its documented schema.
    expect(new Set(checked).size).toBeGreaterThanOrEqual(28);
  });

  async function signIn(): Promise<Record<string, string>> {
    const form = registration();
    const registered = await client.POST('/api/auth/register', { body: form });
    return { Authorization: `Bearer ${registered.data!.tokens.access}` };
  }
});
