import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { runCli } from '../../src/cli';
import { bearer, registration, signUp, signUpAdmin } from '../support/factories';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

describe.each(dbKinds())('ops and HTTP conventions on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind, { CORS_ORIGINS: 'http://localhost:5173' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports health per driver to an administrator', async () => {
    const admin = await signUp(t);
    expect(admin.user.is_admin).toBe(true);
    const response = await request(t.http).get('/api/health/').set(bearer(admin)).expect(200);
    expect(response.body).toMatchObject({
      success: true,
      status: 'ok',
      drivers: {
        database: { driver: kind, ok: true },
        jobs: { driver: 'inline', ok: true },
        lead_index: { driver: 'sql' },
        ai: { configured: false },
        web_search: { configured: false },
        scraping: { configured: false },
        payments: { configured: false },
        mail: { driver: 'outbox' },
      },
    });
  });

  it('lists the search sources and whether each is configured', async () => {
    const session = await signUp(t);
    const response = await request(t.http).get('/api/sources/').set(bearer(session)).expect(200);
    expect(response.body.sources).toEqual([
      expect.objectContaining({ id: 'elasticsearch', label: 'Database', configured: true }),
      expect.objectContaining({ id: 'google', label: 'Web Search', configured: false }),
      expect.objectContaining({ id: 'bright_data', configured: false }),
    ]);
  });

  it('stores logged actions per user and lists them newest first', async () => {
    const session = await signUp(t);
    const other = await signUp(t);
    for (const query of ['first', 'second']) {
      await request(t.http)
        .post('/api/utility/log-action/')
        .set(bearer(session))
        .send({ action: 'search', details: { query, sources: ['elasticsearch'], max_results: 20, result_count: 2 } })
        .expect(201);
    }
    const response = await request(t.http).get('/api/search/logs/').set(bearer(session)).expect(200);
    expect(response.body.total).toBe(2);
    expect(response.body.logs.map((log: { details: { query: string } }) => log.details.query)).toEqual([
      'second',
      'first',
    ]);
    const others = await request(t.http).get('/api/search/logs/').set(bearer(other)).expect(200);
    expect(others.body.total).toBe(0);
    const bad = await request(t.http)
      .post('/api/utility/log-action/')
      .set(bearer(session))
      .send({ action: '', details: 'text' })
      .expect(400);
    expect(bad.body.error).toBe('action is required');
  });

  it('answers with and without the trailing slash', async () => {
    await request(t.http).get('/api/health').expect(200);
    await request(t.http).get('/api/health/').expect(200);
    await request(t.http).get('/api/health/?verbose=1').expect(200);
  });

  it('answers malformed JSON, oversize bodies and unknown routes in the error envelope', async () => {
    const malformed = await request(t.http)
      .post('/api/auth/login/')
      .set('Content-Type', 'application/json')
      .send('{"username": "x",')
      .expect(400);
    expect(malformed.body).toEqual({
      success: false,
      error: 'Malformed JSON in request body',
      message: 'Malformed JSON in request body',
      code: 'malformed_json',
    });

    const huge = await request(t.http)
      .post('/api/auth/login/')
      .send({ username: 'x', password: 'y'.repeat(1024 * 1024 + 10) })
      .expect(413);
    expect(huge.body).toEqual({
      success: false,
      error: 'Request body is too large',
      message: 'Request body is too large',
      code: 'payload_too_large',
    });

    const session = await signUp(t);
    const missing = await request(t.http).get('/api/no-such-thing/').set(bearer(session)).expect(404);
    expect(missing.body).toMatchObject({ success: false, code: 'not_found' });
    expect(JSON.stringify(missing.body)).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('answers a JSON array body or a text body with 400, not 500', async () => {
    const array = await request(t.http).post('/api/auth/login/').send([1, 2]);
    expect(array.status).toBe(400);
    const text = await request(t.http).post('/api/auth/login/').set('Content-Type', 'text/plain').send('hello');
    expect(text.status).toBe(400);
  });

  it('gives every response a request id and the security headers', async () => {
    const response = await request(t.http).get('/api/health/').set('X-Request-Id', 'abc-123').expect(200);
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('allows the configured CORS origin and exposes Content-Range', async () => {
    const response = await request(t.http)
      .options('/api/admin/users')
      .set('Origin', 'http://localhost:5173')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization');
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const list = await request(t.http).get('/api/health/').set('Origin', 'http://localhost:5173');
    expect(list.headers['access-control-expose-headers']).toContain('Content-Range');
    const foreign = await request(t.http).get('/api/health/').set('Origin', 'http://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the Swagger document and UI', async () => {
    const json = await request(t.http).get('/api/docs-json').expect(200);
    expect(json.body.openapi).toMatch(/^3\./);
    expect(Object.keys(json.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/health', '/api/utility/log-action']),
    );
    expect(json.body.components.schemas.RegisterDto.properties).toHaveProperty('password2');
    const ui = await request(t.http).get('/api/docs/').redirects(1).expect(200);
    expect(ui.text).toContain('swagger');
  });

  it('lists users for admins in the react-admin format', async () => {
    const admin = await signUpAdmin(t);
    await signUp(t, { username: 'zed_the_searchable' });
    const response = await request(t.http)
      .get('/api/admin/users')
      .query({
        sort: JSON.stringify(['id', 'DESC']),
        range: JSON.stringify([0, 0]),
        filter: JSON.stringify({ q: 'zed_the' }),
      })
      .set(bearer(admin))
      .expect(200);
    expect(response.headers['content-range']).toBe('users 0-0/1');
    expect(response.body).toEqual([expect.objectContaining({ username: 'zed_the_searchable' })]);
    const bad = await request(t.http).get('/api/admin/users').query({ sort: '[oops' }).set(bearer(admin)).expect(400);
    expect(bad.body.code).toBe('invalid_query');
    await request(t.http)
      .get('/api/admin/users')
      .query({ sort: JSON.stringify(['password_hash', 'ASC']) })
      .set(bearer(admin))
      .expect(400);
  });

  it('promotes a user from the command line', async () => {
    const session = await signUp(t);
    const lines: string[] = [];
    const out = { log: (line: string) => void lines.push(line), error: (line: string) => void lines.push(line) };
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: t.config.dataDir,
      JWT_SECRET: t.config.auth.jwtSecret,
      ...(t.config.database.driver === 'mysql' ? { DATABASE_URL: t.config.database.url } : {}),
    };
    expect(await runCli(['promote', session.form.username], env, out)).toBe(0);
    const profile = await request(t.http).get('/api/auth/profile/').set(bearer(session)).expect(200);
    expect(profile.body.user).toMatchObject({ is_superuser: true, is_admin: true });
    expect(await runCli(['promote', 'nobody-at-all'], env, out)).toBe(1);
    expect(await runCli(['frobnicate'], env, out)).toBe(2);
    expect(lines.join('\n')).toContain(`${session.form.username} is now a super admin`);
  });
});

describe('throttling (sqlite)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('sqlite', { AUTH_THROTTLE_LIMIT: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 after too many sign-in attempts on one account', async () => {
    const attempt = () => request(t.http).post('/api/auth/login/').send({ username: 'target', password: 'guess-1234' });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt().expect(429);
    expect(limited.body).toEqual({
      success: false,
      error: 'Too many attempts. Please wait a minute and try again.',
      message: 'Too many attempts. Please wait a minute and try again.',
      code: 'too_many_requests',
    });
    // The per-IP budget is spent too: another account from the same address waits as well.
    await request(t.http)
      .post('/api/auth/login/')
      .send({ username: 'someone-else', password: 'guess-1234' })
      .expect(429);
    // Other routes keep their own budgets.
    await request(t.http).get('/api/health/').expect(200);
    await request(t.http).post('/api/auth/register/').send(registration()).expect(201);
  });
});

describe('the built web app is served from the same process', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves index.html for client-side routes and files from dist, but not for /api', async () => {
    // The app only serves a dist folder that exists at start: boot a second app pointing at a prepared one.
    const dist = join(t.dataDir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>LeadScope</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const web = await startTestApp('sqlite', { FRONTEND_DIST: dist });
    try {
      for (const path of ['/', '/search', '/profile', '/login?reset_uid=a&reset_token=b']) {
        const page = await request(web.http).get(path).expect(200);
        expect(page.text).toContain('<title>LeadScope</title>');
      }
      await request(web.http)
        .get('/assets/app.js')
        .expect(200)
        .expect('Content-Type', /javascript/);
      const api = await request(web.http).get('/api/nothing').expect(404);
      expect(api.body).toMatchObject({ success: false, code: 'not_found' });
    } finally {
      await web.close();
    }
  });
});
