import { NestExpressApplication } from '@nestjs/platform-express';
import { createConnection } from 'mysql2/promise';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/app-config';
import { bearer, signUp } from '../support/factories';
import { IN_CI, TEST_MYSQL_URL } from '../support/services';
import { TEST_JWT_SECRET, TestApp } from '../support/test-app';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

jest.setTimeout(90_000);

const mysqlAvailable = !process.env.LEADSCOPE_TEST_MYSQL_MISSING || IN_CI;

async function adminQuery(sql: string): Promise<unknown> {
  const connection = await createConnection({ uri: TEST_MYSQL_URL });
  try {
    const [rows] = await connection.query(sql);
    return rows;
  } finally {
    await connection.end();
  }
}

/** An empty database whose default character set is latin1, as on an untuned MariaDB. */
async function latin1Database(): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `leadscope_latin1_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`CREATE DATABASE \`${name}\` CHARACTER SET latin1 COLLATE latin1_swedish_ci`);
  const url = new URL(TEST_MYSQL_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS \`${name}\``).then(() => {}) };
}

function env(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    AUTH_THROTTLE_LIMIT: '100000',
    FRONTEND_DIST: join(dataDir, 'no-frontend'),
    DATABASE_URL: databaseUrl,
  };
}

async function boot(databaseUrl: string, dataDir: string): Promise<NestExpressApplication> {
  const app = await createApp(loadConfig(env(databaseUrl, dataDir)));
  await app.init();
  return app;
}

(mysqlAvailable ? describe : describe.skip)('migrations on MariaDB', () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof latin1Database>>;
  const apps: NestExpressApplication[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'leadscope-migrations-'));
    database = await latin1Database();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets two processes start at once on one empty database (the migrations take a lock)', async () => {
    const started = await Promise.allSettled([boot(database.url, dataDir), boot(database.url, dataDir)]);
    for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
    ]);
  });

  it('creates every table as utf8mb4 in a database whose default is latin1', async () => {
    const rows = (await adminQuery(
      `SELECT TABLE_NAME AS name, TABLE_COLLATION AS collation FROM information_schema.TABLES ` +
        `WHERE TABLE_SCHEMA = '${database.name}' AND TABLE_TYPE = 'BASE TABLE'`,
    )) as { name: string; collation: string }[];
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((row) => !row.collation.startsWith('utf8mb4'))).toEqual([]);
  });

  it('registers and searches with an emoji', async () => {
    const t = { http: apps[0].getHttpServer() } as TestApp;
    const session = await signUp(t, { first_name: 'Ada 🚀', last_name: 'Lövelace 中文' });
    const profile = await request(t.http).get('/api/auth/profile/').set(bearer(session)).expect(200);
    expect(profile.body.user.first_name).toBe('Ada 🚀');
    const search = await request(t.http)
      .post('/api/search/')
      .set(bearer(session))
      .send({ query: 'rocket 🚀 companies', sources: ['elasticsearch'] });
    expect(search.status).toBe(200);
  });

  it('converts tables an older version created as latin1 (existing installs)', async () => {
    const dataSource = apps[0].get<DataSource>(getDataSourceToken());
    await dataSource.query('ALTER TABLE plans CONVERT TO CHARACTER SET latin1 COLLATE latin1_swedish_ci');
    await dataSource.query("DELETE FROM migrations WHERE name LIKE 'Utf8mb4Tables%'");
    await dataSource.runMigrations();
    const [row] = (await dataSource.query(
      `SELECT TABLE_COLLATION AS collation FROM information_schema.TABLES ` +
        `WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'plans'`,
    )) as { collation: string }[];
    expect(row.collation).toMatch(/^utf8mb4/);
  });
});
