import SwaggerParser from '@apidevtools/swagger-parser';
import type { paths } from '@leadscope/shared/api-types';
import Ajv, { type ValidateFunction } from 'ajv';
import createClient, { type Client } from 'openapi-fetch';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { registration } from '../support/factories';
import { dbKinds } from '../support/services';
import { PersonaApp, profileUrl, startPersonaApp } from '../linkedin/persona-kit';

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
  let t: PersonaApp;
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
    // Bright Data and OpenAI faked at the wire (test/fakes), so persona analysis runs for real.
    t = await startPersonaApp(kind, { SIGNUP_BONUS_CREDITS: '50' });
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
    // The Super Admin's view of the same search: its results, typed per source like the search answered them.
    const entry = await client.GET('/api/admin/search-history/{id}', { headers: admin, params: { path: { id } } });
    conforms('get', '/api/admin/search-history/{id}', entry.response, entry.data);
    expect(entry.data!.results?.elasticsearch?.map((item) => item.id)).toEqual(leads.map((item) => item.id));
    const everyone = await client.GET('/api/admin/search/history', { headers: admin });
    conforms('get', '/api/admin/search/history', everyone.response, everyone.data);

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

  it('analyses LinkedIn personas end to end, links them to results and writes an e-mail from one', async () => {
    const headers = await signIn();
    const grace = profileUrl(`grace-client-${kind}`);
    const dead = profileUrl(`dead-client-${kind}`);
    // A lead with the profile, in a dataset the search reads (file*_part*), so the persona can be linked to it.
    await t.index.upsert('file90_part1', [
      { name: 'Grace Client', company_name: 'Contract Labs', linkedin_url: grace, email: 'g@contract.example' },
    ]);
    const search = { query: 'Contract Labs', max_results: 10, sources: ['elasticsearch' as const] };
    const found = await client.POST('/api/search', { headers, body: search });
    conforms('post', '/api/search', found.response, found.data);
    const results = found.data!.results.elasticsearch ?? [];
    const resultIds = results.map((item) => item.id);
    expect(resultIds.length).toBeGreaterThan(0);

    // Asynchronously: 202 with a job, polled to its end. One live profile, one dead page.
    const started = await client.POST('/api/linkedin/scrape', {
      headers,
      params: { query: { async: '1' } },
      body: { linkedin_urls: [grace, dead], search_result_ids: resultIds },
    });
    expect(started.response.status).toBe(202);
    conforms('post', '/api/linkedin/scrape', started.response, started.data);
    const jobId = (started.data as { job_id: string }).job_id;
    let job: { status: string; profiles: { persona_id: number | null }[] | null } | undefined;
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      const polled = await client.GET('/api/linkedin/jobs/{id}', { headers, params: { path: { id: jobId } } });
      conforms('get', '/api/linkedin/jobs/{id}', polled.response, polled.data);
      job = polled.data!.job;
      if (job.status === 'completed' || job.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(job?.status).toBe('completed');
    const personaId = job!.profiles![0].persona_id!;
    expect(personaId).toEqual(expect.any(Number));
    expect(job!.profiles![1].persona_id).toBeNull();

    // Synchronously: the same profiles again, the live one re-used, the dead one failed again (both branches).
    const scraped = await client.POST('/api/linkedin/scrape', { headers, body: { linkedin_urls: [grace, dead] } });
    expect(scraped.response.status).toBe(200);
    conforms('post', '/api/linkedin/scrape', scraped.response, scraped.data);
    const again = scraped.data as { profiles: { cached: boolean; persona_analysis: { success: boolean } }[] };
    expect(again.profiles.map((profile) => [profile.cached, profile.persona_analysis.success])).toEqual([
      [true, true],
      [false, false],
    ]);

    const analysed = await client.POST('/api/linkedin/persona-analysis', {
      headers,
      body: {
        text:
          'I lead revenue operations at Northwind. I care about clean data, fast pipelines and measurable ROI. ' +
          'Previously I built the analytics team at Contoso.',
        name: 'Pat Client',
        company: 'Northwind',
      },
    });
    conforms('post', '/api/linkedin/persona-analysis', analysed.response, analysed.data);
    expect(analysed.data!.persona.source).toBe('text');

    const one = await client.GET('/api/linkedin/persona/{id}', { headers, params: { path: { id: personaId } } });
    conforms('get', '/api/linkedin/persona/{id}', one.response, one.data);
    expect(one.data!.persona.linkedin_url).toBe(grace);
    const unknown = await client.GET('/api/linkedin/persona/{id}', { headers, params: { path: { id: 999_999 } } });
    expect(unknown.response.status).toBe(404);
    conforms('get', '/api/linkedin/persona/{id}', unknown.response, unknown.error);

    const all = await client.GET('/api/linkedin/persona/all', { headers, params: { query: { page_size: 10 } } });
    conforms('get', '/api/linkedin/persona/all', all.response, all.data);
    expect(all.data!.total).toBe(2);
    const byResult = await client.GET('/api/linkedin/persona/get', {
      headers,
      params: { query: { search_result_ids: resultIds } },
    });
    conforms('get', '/api/linkedin/persona/get', byResult.response, byResult.data);
    expect(Object.values(byResult.data!.data).map((persona) => persona.id)).toContain(personaId);
    const enhanced = await client.POST('/api/linkedin/enhance-results', {
      headers,
      body: { search_results: results as unknown as Record<string, unknown>[] },
    });
    conforms('post', '/api/linkedin/enhance-results', enhanced.response, enhanced.data);
    const saved = await client.POST('/api/linkedin/persona/save', {
      headers,
      body: { persona_results: [{ linkedin_url: grace }], search_result_ids: resultIds },
    });
    conforms('post', '/api/linkedin/persona/save', saved.response, saved.data);
    const nothing = await client.POST('/api/linkedin/persona/save', {
      headers,
      body: { persona_results: [], search_result_ids: resultIds },
    });
    expect(nothing.response.status).toBe(400);
    conforms('post', '/api/linkedin/persona/save', nothing.response, nothing.error);
    const noUrls = await client.POST('/api/linkedin/scrape', { headers, body: { linkedin_urls: [] } });
    expect(noUrls.response.status).toBe(400);
    conforms('post', '/api/linkedin/scrape', noUrls.response, noUrls.error);

    const email = await client.POST('/api/email', { headers, body: { personaId, emailType: 1 } });
    conforms('post', '/api/email', email.response, email.data);
    expect(email.data!.persona_id).toBe(personaId);
    const noPersona = await client.POST('/api/email', { headers, body: { personaId: 999_999, emailType: 1 } });
    expect(noPersona.response.status).toBe(404);
    conforms('post', '/api/email', noPersona.response, noPersona.error);

    // Search results carry the analysis now: the search, its stored results and the admin's view of it.
    const later = await client.POST('/api/search', { headers, body: { ...search, query: 'Grace Client' } });
    conforms('post', '/api/search', later.response, later.data);
    const hit = later.data!.results.elasticsearch?.find((item) => item.linkedin_url === grace);
    expect(hit).toMatchObject({ persona_analysis_status: 'completed', persona_id: personaId });
    const id = Number(later.data!.search_query_id);
    const stored = await client.GET('/api/search/results/{id}', { headers, params: { path: { id } } });
    conforms('get', '/api/search/results/{id}', stored.response, stored.data);
    const entry = await client.GET('/api/admin/search-history/{id}', { headers: admin, params: { path: { id } } });
    conforms('get', '/api/admin/search-history/{id}', entry.response, entry.data);
    const kept = entry.data!.results?.elasticsearch?.find((item) => item.linkedin_url === grace);
    expect(kept?.persona_analysis?.profile_summary).toEqual(expect.any(String));
    const missing = await client.GET('/api/admin/search-history/{id}', {
      headers: admin,
      params: { path: { id: 999_999 } },
    });
    expect(missing.response.status).toBe(404);
    conforms('get', '/api/admin/search-history/{id}', missing.response, missing.error);
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

    // 44 distinct (method, path, status) answers, each checked against its documented schema.
    expect(new Set(checked).size).toBeGreaterThanOrEqual(44);
  });

  async function signIn(): Promise<Record<string, string>> {
    const form = registration();
    const registered = await client.POST('/api/auth/register', { body: form });
    return { Authorization: `Bearer ${registered.data!.tokens.access}` };
  }
});
