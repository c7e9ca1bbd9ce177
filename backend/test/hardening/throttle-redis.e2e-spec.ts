import { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../../src/bootstrap';
import { IN_CI, TEST_REDIS_URL } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

/** Set by test/global-setup.ts when Redis does not answer PING. */
const REDIS_MISSING = process.env.LEADSCOPE_TEST_REDIS_MISSING;
const SKIP = Boolean(REDIS_MISSING) && !IN_CI;
if (SKIP) console.warn(`Login throttling across processes: SKIPPED. ${REDIS_MISSING}`);

const LIMIT = 4;

/** Wrong-password sign-ins for one account, alternating between the two processes; the statuses in order. */
async function attempts(first: TestApp['http'], second: TestApp['http'], count: number): Promise<number[]> {
  const username = `nobody_${randomBytes(4).toString('hex')}`;
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await request(i % 2 ? second : first)
      .post('/api/auth/login/')
      .set('X-Forwarded-For', `203.0.113.${i}`)
      .send({ username, password: 'wrong-password-123' });
    statuses.push(response.status);
  }
  return statuses;
}

async function twoProcesses(env: Record<string, string>) {
  const t = await startTestApp('sqlite', { AUTH_THROTTLE_LIMIT: String(LIMIT), ...env });
  const second: NestExpressApplication = await createApp(t.config);
  await second.init();
  return {
    t,
    second,
    close: async () => {
      await second.close();
      await t.close();
    },
  };
}

(SKIP ? describe.skip : describe)('login throttling with several API processes', () => {
  beforeAll(() => {
    if (REDIS_MISSING && IN_CI) throw new Error(`${REDIS_MISSING}. CI=true, so this suite fails instead of skipping.`);
  });

  it('shares one budget per account across processes when REDIS_URL is set', async () => {
    const apps = await twoProcesses({
      REDIS_URL: TEST_REDIS_URL,
      BULL_PREFIX: `throttle-test-${randomBytes(4).toString('hex')}`,
    });
    try {
      const statuses = await attempts(apps.t.http, apps.second.getHttpServer(), LIMIT + 2);
      expect(statuses.slice(0, LIMIT)).not.toContain(429);
      expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    } finally {
      await apps.close();
    }
  });

  it('counts in each process on its own without REDIS_URL', async () => {
    const apps = await twoProcesses({});
    try {
      const statuses = await attempts(apps.t.http, apps.second.getHttpServer(), 2 * LIMIT + 2);
      expect(statuses.slice(0, 2 * LIMIT)).not.toContain(429);
      expect(statuses.slice(2 * LIMIT)).toEqual([429, 429]);
    } finally {
      await apps.close();
    }
  });
});
