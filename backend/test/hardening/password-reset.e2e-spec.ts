import { join } from 'node:path';
import request from 'supertest';
import { signUp } from '../support/factories';
import { countMails, waitForMail } from '../support/outbox';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

describe.each(dbKinds())('password reset without enumeration on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes the same time for known and unknown addresses', async () => {
    const session = await signUp(t);
    const timed = async (email: string) => {
      const started = process.hrtime.bigint();
      await request(t.http).post('/api/auth/password-reset/request/').send({ email }).expect(200);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    // Warm both paths, then interleave so load on the machine hits both alike.
    await timed(session.form.email);
    await timed('nobody@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      known.push(await timed(session.form.email));
      unknown.push(await timed('nobody@example.com'));
    }
    const ratio = median(known) / median(unknown);
    expect(ratio).toBeGreaterThan(0.8);
    expect(ratio).toBeLessThan(1.25);
    // The work still happens: the known address gets its mails (only the newest link works).
    await waitForMail(join(t.dataDir, 'outbox'), session.form.email);
  });

  it('mails nothing to an unknown address', async () => {
    const outbox = join(t.dataDir, 'outbox');
    await new Promise((resolve) => setTimeout(resolve, 500)); // the earlier test's mails settle
    const before = countMails(outbox);
    await request(t.http).post('/api/auth/password-reset/request/').send({ email: 'ghost@example.com' }).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(countMails(outbox)).toBe(before);
  });
});

describe.each(dbKinds())('reset-confirm throttling on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind, { AUTH_THROTTLE_LIMIT: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 after too many confirm attempts', async () => {
    const attempt = (token: string) =>
      request(t.http)
        .post('/api/auth/password-reset/confirm/')
        .send({ uid: 'MQ', token, new_password: 'a-new-password-1' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await attempt(`guess-${i}`)).status);
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const refused = await attempt('guess-x');
    expect(refused.body.code).toBe('too_many_requests');
  });
});
