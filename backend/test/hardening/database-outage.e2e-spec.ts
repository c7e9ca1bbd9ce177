import { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/app-config';
import { bearer, registration, Session, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { freshMysqlDatabase, TEST_JWT_SECRET, TestApp } from '../support/test-app';
import { startTcpProxy, TcpProxy } from './tcp-proxy';

const UNAVAILABLE = {
  success: false,
  error: 'The service is unavailable, try again shortly',
  code: 'database_unavailable',
};

interface Outage {
  start(): Promise<void>;
  end(): Promise<void>;
}

/**
 * MariaDB is reached through a TCP relay the test cuts (connections dropped, new ones refused); SQLite's
 * connection is closed under the app, as when its file becomes unreadable.
 */
async function appWithOutage(kind: 'sqlite' | 'mysql'): Promise<{ t: TestApp; outage: Outage }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leadscope-outage-'));
  let proxy: TcpProxy | null = null;
  let drop: (() => Promise<void>) | null = null;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    AUTH_THROTTLE_LIMIT: '100000',
    FRONTEND_DIST: join(dataDir, 'no-frontend'),
  };
  if (kind === 'mysql') {
    const database = await freshMysqlDatabase();
    drop = database.drop;
    const url = new URL(database.url);
    proxy = await startTcpProxy(url.hostname, Number(url.port || 3306));
    url.host = `127.0.0.1:${proxy.port}`;
    env.DATABASE_URL = url.toString();
  }
  const app: NestExpressApplication = await createApp(loadConfig(env));
  await app.init();
  const dataSource = app.get<DataSource>(getDataSourceToken());
  const outage: Outage =
    kind === 'mysql'
      ? { start: () => (proxy as TcpProxy).cut(), end: () => (proxy as TcpProxy).restore() }
      : {
          start: async () => {
            (dataSource.driver as unknown as { databaseConnection: { close(): void } }).databaseConnection.close();
          },
          end: async () => {
            await dataSource.destroy();
            await dataSource.initialize();
          },
        };
  const t: TestApp = {
    app,
    http: app.getHttpServer(),
    config: loadConfig(env),
    dataSource,
    dataDir,
    close: async () => {
      await app.close();
      await proxy?.close();
      await drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return { t, outage };
}

describe.each(dbKinds())('a database outage on %s', (kind) => {
  let t: TestApp;
  let outage: Outage;
  let session: Session;
  let admin: Session;

  beforeAll(async () => {
    ({ t, outage } = await appWithOutage(kind));
    admin = await signUp(t);
    session = await signUp(t);
    await outage.start();
  });
  afterAll(async () => {
    await outage?.end();
    await t?.close();
  });

  it('answers 503 database_unavailable, never 401, to a valid access token', async () => {
    const response = await request(t.http).get('/api/auth/profile/').set(bearer(session));
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject(UNAVAILABLE);
  });

  it('answers 503 to login and registration, never 500', async () => {
    const login = await request(t.http)
      .post('/api/auth/login/')
      .send({ username: session.form.username, password: session.form.password });
    expect(login.status).toBe(503);
    expect(login.body).toMatchObject(UNAVAILABLE);
    const register = await request(t.http).post('/api/auth/register/').send(registration());
    expect(register.status).toBe(503);
  });

  it.each([
    ['get', '/api/search/history/'],
    ['get', '/api/usage/info/'],
    ['get', '/api/search/logs/'],
    ['post', '/api/utility/log-action/'],
    ['post', '/api/auth/refresh/'],
  ] as const)('answers 503 to %s %s', async (method, path) => {
    const body = path.includes('refresh') ? { refresh: session.tokens.refresh } : { action: 'search' };
    const call = request(t.http)[method](path).set(bearer(admin));
    const response = method === 'post' ? await call.send(body) : await call;
    expect(response.status).toBe(503);
    expect(response.body.code).toBe('database_unavailable');
  });

  it('answers again once the database is back', async () => {
    await outage.end();
    await request(t.http).get('/api/auth/profile/').set(bearer(session)).expect(200);
    await outage.start();
  });
});
