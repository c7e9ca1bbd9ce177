import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider, type RaRecord } from 'ra-core';
import request from 'supertest';
import { LeadImport } from '../../src/leads/entities/lead-import.entity';
import { SearchQuery } from '../../src/search/entities/search-query.entity';
import { bearer, Session, signUp, signUpAdmin } from '../support/factories';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The stock react-admin REST client (ra-data-simple-rest with ra-core's fetchJson, nothing of ours) against
 * every admin list, through a real HTTP server: the contract at https://marmelab.com/react-admin/DataProviders.html.
 */

type Row = RaRecord & Record<string, unknown>;

interface Resource {
  name: string;
  /** Content-Range's unit. */
  unit: string;
  /** Fields to sort by, each both ways. */
  sorts: string[];
  /** A field's value as the server sorts it (a joined column lives in a nested object). */
  value?: (row: Row, field: string) => unknown;
  /** A filter and the rows it must keep. */
  filter: () => { filter: Record<string, unknown>; keeps: (row: Row) => boolean };
  /** getManyReference: the reference field and the value to follow. */
  reference: () => { target: string; id: string | number };
  singular: string;
}

const minute = 60_000;

describe.each(dbKinds())('react-admin lists through ra-data-simple-rest on %s', (kind) => {
  let t: TestApp;
  let admin: Session;
  let alice: Session;
  let bob: Session;
  let carol: Session;
  let provider: DataProvider;
  let api: string;

  const resources: Resource[] = [
    {
      name: 'admin/users',
      unit: 'users',
      singular: 'User',
      sorts: ['id', 'username', 'email', 'plan_type', 'created_at'],
      filter: () => ({ filter: { q: alice.user.username }, keeps: (row) => row.id === alice.user.id }),
      reference: () => ({ target: 'plan_type', id: 'premium' }),
    },
    {
      name: 'admin/search-history',
      unit: 'search-history',
      singular: 'Search',
      sorts: ['id', 'created_at', 'total_results', 'query_type', 'email'],
      value: (row, field) => (field === 'email' ? (row.user as { email: string }).email : row[field]),
      filter: () => ({
        filter: { query_type: 'websearch', processed: true },
        keeps: (row) => row.query_type === 'websearch' && row.processed === true,
      }),
      reference: () => ({ target: 'user_id', id: alice.user.id }),
    },
    {
      name: 'admin/transactions',
      unit: 'transactions',
      singular: 'Transaction',
      sorts: ['id', 'credits', 'type', 'created_at', 'user_id'],
      filter: () => ({
        filter: { type: 'bonus', user_id: bob.user.id },
        keeps: (row) => row.type === 'bonus' && row.user_id === bob.user.id,
      }),
      reference: () => ({ target: 'user_id', id: alice.user.id }),
    },
    {
      name: 'admin/plan-requests',
      unit: 'plan-requests',
      singular: 'Plan request',
      sorts: ['id', 'plan_id', 'user_id', 'created_at'],
      filter: () => ({ filter: { plan_id: 4 }, keeps: (row) => row.plan_id === 4 }),
      reference: () => ({ target: 'user_id', id: alice.user.id }),
    },
    {
      name: 'csv/imports',
      unit: 'imports',
      singular: 'Import',
      sorts: ['id', 'file_name', 'status', 'records_processed', 'created_at'],
      filter: () => ({ filter: { status: 'failed' }, keeps: (row) => row.status === 'failed' }),
      reference: () => ({ target: 'user_id', id: alice.user.id }),
    },
  ];

  /** Every row, in the order the server should give for this sort: the field, then id, both one way. */
  function expectedOrder(all: Row[], resource: Resource, field: string, order: 'ASC' | 'DESC'): unknown[] {
    const value = (row: Row) => (resource.value ?? ((r, f) => r[f]))(row, field);
    const sign = order === 'ASC' ? 1 : -1;
    const compare = (a: unknown, b: unknown) => (a === b ? 0 : (a as never) < (b as never) ? -1 : 1);
    return [...all].sort((a, b) => sign * (compare(value(a), value(b)) || compare(a.id, b.id))).map((row) => row.id);
  }

  const everything = async (resource: Resource) =>
    (
      await provider.getList<Row>(resource.name, {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      })
    ).data;

  const failure = async (promise: Promise<unknown>): Promise<HttpError> => {
    const error = await promise.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signUpAdmin(t);
    alice = await signUp(t);
    bob = await signUp(t);
    carol = await signUp(t);

    const now = Date.now();
    const searches = t.dataSource.getRepository(SearchQuery);
    const search = (user: Session, text: string, type: 'database' | 'websearch' | 'mixed', total: number, at: number) =>
      searches.create({
        user_id: user.user.id,
        query_text: text,
        query_type: type,
        kind: 'general',
        sources: type === 'websearch' ? ['google'] : ['elasticsearch'],
        filters: null,
        processed: total > 0,
        total_results: total,
        errors: null,
        created_at: new Date(now - at * minute),
      });
    // Equal totals and types, so the id tie-break shows; created_at runs against id.
    await searches.save([
      search(alice, 'fintech founders', 'database', 5, 1),
      search(alice, 'berlin agencies', 'websearch', 5, 2),
      search(bob, 'solar installers', 'websearch', 3, 3),
      search(bob, 'pending search', 'mixed', 0, 4),
      search(alice, 'robotics leads', 'database', 9, 5),
      search(carol, 'pet food brands', 'mixed', 9, 6),
    ]);

    for (const [user, credits] of [
      [alice, 10],
      [bob, 20],
      [alice, 10],
      [bob, 5],
    ] as const) {
      await request(t.http)
        .post(`/api/admin/users/${user.user.id}/credits`)
        .set(bearer(admin))
        .send({ credits, reason: 'Contract test' })
        .expect(201);
    }

    for (const [user, plan] of [
      [alice, 3],
      [bob, 4],
      [alice, 4],
      [bob, 3],
    ] as const) {
      await request(t.http).post('/api/usage/upgrade-plan/').set(bearer(user)).send({ plan_id: plan }).expect(200);
    }
    // After his requests: a premium user cannot ask for premium.
    await t.dataSource.query("UPDATE users SET plan_type = 'premium' WHERE id = ?", [bob.user.id]);

    const imports = t.dataSource.getRepository(LeadImport);
    const anImport = (user: Session | null, file: string, status: 'completed' | 'failed', records: number) =>
      imports.create({ user_id: user?.user.id ?? null, file_name: file, status, records_processed: records });
    await imports.save([
      anImport(alice, 'b-leads.csv', 'completed', 100),
      anImport(bob, 'a-leads.csv', 'failed', 0),
      anImport(alice, 'c-leads.csv', 'completed', 100),
      anImport(null, 'sample.csv', 'completed', 1000),
      anImport(alice, 'a-leads.csv', 'failed', 7),
    ]);

    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as { port: number };
    api = `http://127.0.0.1:${port}/api`;
    // What an admin app does: the stock client, the session token as the Authorization header.
    provider = simpleRestProvider(api, (url: string, options: fetchUtils.Options = {}) =>
      fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${admin.tokens.access}` } }),
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  describe.each(resources.map((resource) => [resource.name, resource] as const))('%s', (_name, resource) => {
    it('honours the requested sort both ways on several fields, ties broken by id in the same direction', async () => {
      const all = await everything(resource);
      expect(all.length).toBeGreaterThanOrEqual(4);
      for (const field of resource.sorts) {
        for (const order of ['ASC', 'DESC'] as const) {
          const page = await provider.getList<Row>(resource.name, {
            pagination: { page: 1, perPage: 1000 },
            sort: { field, order },
            filter: {},
          });
          expect({ field, order, ids: page.data.map((row) => row.id) }).toEqual({
            field,
            order,
            ids: expectedOrder(all, resource, field, order),
          });
        }
      }
    });

    it('pages with range and reports the total in Content-Range', async () => {
      const all = await everything(resource);
      const sorted = expectedOrder(all, resource, 'id', 'DESC');
      const second = await provider.getList<Row>(resource.name, {
        pagination: { page: 2, perPage: 2 },
        sort: { field: 'id', order: 'DESC' },
        filter: {},
      });
      expect(second.total).toBe(all.length);
      expect(second.data.map((row) => row.id)).toEqual(sorted.slice(2, 4));

      const raw = await fetch(`${api}/${resource.name}?sort=["id","ASC"]&range=[2,3]`, {
        headers: { Authorization: `Bearer ${admin.tokens.access}` },
      });
      expect(raw.headers.get('content-range')).toBe(`${resource.unit} 2-3/${all.length}`);
    });

    it('filters, and refuses an unknown filter with a 400 naming it', async () => {
      const all = await everything(resource);
      const { filter, keeps } = resource.filter();
      const kept = await provider.getList<Row>(resource.name, {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'id', order: 'ASC' },
        filter,
      });
      const expected = all.filter(keeps).map((row) => row.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      expect(kept.data.map((row) => row.id)).toEqual(expected);
      expect(kept.total).toBe(expected.length);

      const unknown = await failure(
        provider.getList(resource.name, {
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'id', order: 'ASC' },
          filter: { colour: 'red' },
        }),
      );
      expect(unknown.status).toBe(400);
      expect(unknown.message).toContain('Unknown filter colour');
      expect(unknown.body).toMatchObject({ success: false, code: 'invalid_query', error: unknown.message });
      const inherited = await failure(
        provider.getList(resource.name, {
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'id', order: 'ASC' },
          filter: { toString: 'x', user: 'x' },
        }),
      );
      expect(inherited.message).toContain('Unknown filter toString, user');
    });

    it('refuses to sort by an unknown field with a 400 naming it', async () => {
      for (const field of ['password_hash', 'constructor']) {
        const error = await failure(
          provider.getList(resource.name, {
            pagination: { page: 1, perPage: 10 },
            sort: { field, order: 'ASC' },
            filter: {},
          }),
        );
        expect(error.status).toBe(400);
        expect(error.message).toMatch(new RegExp(`^Cannot sort .+ by ${field}$`));
      }
    });

    it('reads many records by id (getMany), and only those', async () => {
      const all = await everything(resource);
      const ids = [all[0].id, all[all.length - 1].id];
      const many = await provider.getMany<Row>(resource.name, { ids: [...ids, 999_999] });
      expect(many.data.map((row) => row.id).sort((a, b) => Number(a) - Number(b))).toEqual(ids);
    });

    it('follows the reference field (getManyReference)', async () => {
      const all = await everything(resource);
      const { target, id } = resource.reference();
      const expected = all.filter((row) => row[target] === id).map((row) => row.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      const related = await provider.getManyReference<Row>(resource.name, {
        target,
        id,
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(related.data.map((row) => row.id)).toEqual(expected);
      expect(related.total).toBe(expected.length);
    });

    it('reads one record at the top level (getOne), and answers 404 for a missing one', async () => {
      const all = await everything(resource);
      const one = await provider.getOne<Row>(resource.name, { id: all[1].id });
      expect(one.data).toMatchObject(all[1]);

      const missing = await failure(provider.getOne(resource.name, { id: 999_999 }));
      expect(missing.status).toBe(404);
      expect(missing.message).toBe(`${resource.singular} not found`);
    });
  });

  it('keeps `success` and `import` beside the record on GET csv/imports/{id}/ for the upload screen', async () => {
    const [first] = await everything(resources[4]);
    const response = await request(t.http).get(`/api/csv/imports/${first.id}/`).set(bearer(admin)).expect(200);
    expect(response.body).toEqual({ ...first, success: true, import: first });
  });

  it('gives a search its results when read by id, and none in the list', async () => {
    const [entry] = await everything(resources[1]);
    expect(entry.results).toBeUndefined();
    const one = await provider.getOne<Row>('admin/search-history', { id: entry.id });
    expect(one.data.results).toEqual(expect.any(Object));
    expect(one.data.user).toMatchObject({ id: alice.user.id, email: alice.user.email });
  });

  it('refuses every list and record to a non-admin', async () => {
    for (const resource of resources) {
      await request(t.http).get(`/api/${resource.name}`).set(bearer(alice)).expect(403);
      await request(t.http).get(`/api/${resource.name}/1`).set(bearer(alice)).expect(403);
    }
  });
});
