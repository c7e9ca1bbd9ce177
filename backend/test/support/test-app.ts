import { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { createConnection } from 'mysql2/promise';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { DbKind, TEST_MYSQL_URL } from './services';

export interface TestApp {
  app: NestExpressApplication;
  /** The Node http.Server to hand to supertest. */
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  config: AppConfig;
  dataSource: DataSource;
  dataDir: string;
  close(): Promise<void>;
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** A fresh MariaDB database for one test app; dropped again by the returned function. */
export async function freshMysqlDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `leadscope_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = await createConnection({ uri: TEST_MYSQL_URL, connectTimeout: 5000 });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(TEST_MYSQL_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const connection = await createConnection({ uri: TEST_MYSQL_URL });
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}

/** Boots the real application (migrations, guards, pipes, filters) on a fresh database of the given kind. */
export async function startTestApp(kind: DbKind, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leadscope-test-'));
  const mysql = kind === 'mysql' ? await freshMysqlDatabase() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    AUTH_THROTTLE_LIMIT: '100000',
    FRONTEND_DIST: join(dataDir, 'no-frontend'),
    PUBLIC_URL: 'http://app.test',
    ...(mysql ? { DATABASE_URL: mysql.url } : {}),
    ...env,
  });
  const app = await createApp(config);
  await app.init();
  return {
    app,
    http: app.getHttpServer(),
    config,
    dataSource: app.get<DataSource>(getDataSourceToken()),
    dataDir,
    close: async () => {
      await app.close();
      await mysql?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
