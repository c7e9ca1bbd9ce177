import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'leadscope-config-'));
const base = () => ({ DATA_DIR: dataDir(), JWT_SECRET: 'x'.repeat(40) });

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('needs no configuration: SQLite in data/, inline jobs, outbox mail, port 3000', () => {
    const env = { DATA_DIR: dataDir() };
    const config = loadConfig(env);
    expect(config.database).toEqual({ driver: 'sqlite', path: join(env.DATA_DIR, 'app.sqlite') });
    expect(config.redis).toBeNull();
    expect(config.role).toBe('all');
    expect(config.http.port).toBe(3000);
    expect(config.mail).toMatchObject({ smtpUrl: null, outboxDir: join(env.DATA_DIR, 'outbox') });
    expect(config.http.publicUrl).toBe('http://localhost:3000');
  });

  it('generates a development JWT secret once and keeps it in the data folder', () => {
    const env = { DATA_DIR: dataDir() };
    const first = loadConfig(env);
    expect(first.auth.jwtSecretSource).toBe('generated');
    expect(first.auth.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(env.DATA_DIR, 'jwt-secret'), 'utf8')).toBe(first.auth.jwtSecret);
    expect(loadConfig(env).auth.jwtSecret).toBe(first.auth.jwtSecret);
  });

  it('requires JWT_SECRET in production', () => {
    const error = errorOf({ DATA_DIR: dataDir(), NODE_ENV: 'production' });
    expect(error.variable).toBe('JWT_SECRET');
    expect(error.message).toContain('JWT_SECRET is required when NODE_ENV=production');
  });

  it('reads a MySQL/MariaDB URL, including a socket path', () => {
    const config = loadConfig({
      ...base(),
      DATABASE_URL: 'mysql://app:pw@localhost/leadscope?socket=/run/mysqld/mysqld.sock',
    });
    expect(config.database).toEqual({
      driver: 'mysql',
      url: 'mysql://app:pw@localhost/leadscope?socket=/run/mysqld/mysqld.sock',
      socketPath: '/run/mysqld/mysqld.sock',
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['APP_ROLE', 'boss'],
    ['DATABASE_URL', 'postgres://localhost/db'],
    ['DATABASE_URL', 'mysql://localhost'],
    ['REDIS_URL', 'localhost:6379'],
    ['JWT_SECRET', 'short'],
    ['BODY_LIMIT', 'lots'],
    ['CORS_ORIGINS', 'localhost:5173'],
    ['LOG_LEVEL', 'chatty'],
    ['SMTP_URL', 'http://mail'],
  ])('stops with a message naming %s when it is %j', (variable, value) => {
    const error = errorOf({ ...base(), [variable]: value });
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^Configuration error: ${variable} `));
  });

  it('refuses a split api/worker role without Redis', () => {
    expect(errorOf({ ...base(), APP_ROLE: 'worker' }).variable).toBe('APP_ROLE');
    expect(loadConfig({ ...base(), APP_ROLE: 'worker', REDIS_URL: 'redis://127.0.0.1:6379' }).role).toBe('worker');
  });

  it('parses sizes and origin lists', () => {
    const config = loadConfig({ ...base(), BODY_LIMIT: '2mb', CORS_ORIGINS: 'http://a.test, https://b.test:8443' });
    expect(config.http.bodyLimitBytes).toBe(2 * 1024 * 1024);
    expect(config.http.corsOrigins).toEqual(['http://a.test', 'https://b.test:8443']);
  });
});
