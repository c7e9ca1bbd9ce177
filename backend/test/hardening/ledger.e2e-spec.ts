import request from 'supertest';
import { AtomicWriter } from '../../src/database/atomic-writer';
import { ledgerStatements } from '../../src/billing/ledger/ledger-statements';
import { bearer, Session, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

describe.each(dbKinds())('ledger writes and admin grants on %s', (kind) => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signUp(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const credits = async (session: Session) =>
    (await request(t.http).get('/api/usage/info/').set(bearer(session)).expect(200)).body.usage
      .persona_credits as number;

  it('grants once for a double submit with the same Idempotency-Key', async () => {
    const user = await signUp(t);
    const before = await credits(user);
    const grant = () =>
      request(t.http)
        .post(`/api/admin/users/${user.user.id}/credits/`)
        .set(bearer(admin))
        .set('Idempotency-Key', 'grant-form-7f3a')
        .send({ credits: 25, reason: 'Conference giveaway' });
    const [first, second] = await Promise.all([grant(), grant()]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.transaction.id).toBe(first.body.transaction.id);
    const third = await grant().expect(201);
    expect(third.body.transaction.id).toBe(first.body.transaction.id);
    expect(await credits(user)).toBe(before + 25);
  });

  it('grants again with another key, and without any key', async () => {
    const user = await signUp(t);
    const before = await credits(user);
    for (const key of ['k-1', 'k-2', null]) {
      const call = request(t.http).post(`/api/admin/users/${user.user.id}/credits/`).set(bearer(admin));
      if (key) call.set('Idempotency-Key', key);
      await call.send({ credits: 1, reason: 'Thanks' }).expect(201);
    }
    expect(await credits(user)).toBe(before + 3);
  });

  it('refuses a key reused for another user and a malformed key', async () => {
    const [a, b] = [await signUp(t), await signUp(t)];
    const grant = (session: Session, key: string) =>
      request(t.http)
        .post(`/api/admin/users/${session.user.id}/credits/`)
        .set(bearer(admin))
        .set('Idempotency-Key', key)
        .send({ credits: 2, reason: 'Thanks' });
    await grant(a, 'shared-key').expect(201);
    const reused = await grant(b, 'shared-key').expect(409);
    expect(reused.body.code).toBe('idempotency_key_reused');
    await grant(b, 'x'.repeat(300)).expect(400);
  });

  it('still reports a repeated reference as a duplicate, not an error', async () => {
    const writer = t.app.get(AtomicWriter);
    const row = {
      userId: admin.user.id,
      type: 'bonus' as const,
      credits: 1,
      status: 'completed' as const,
      reference: `dup-test-${kind}`,
      description: 'twice',
      now: new Date(),
    };
    expect(await writer.run([ledgerStatements.insertRow(writer, row)])).toEqual({ ok: true });
    expect(await writer.run([ledgerStatements.insertRow(writer, row)])).toMatchObject({ ok: false, step: 'row' });
  });
});

// MySQL's INSERT IGNORE turned foreign-key and truncation errors into "no row" (read as "already written");
// SQLite's ON CONFLICT (reference) DO NOTHING never did.
describe.each(dbKinds().filter((kind) => kind === 'mysql'))('ledger inserts on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('raises a foreign-key failure instead of reporting the row as already written', async () => {
    const writer = t.app.get(AtomicWriter);
    const step = ledgerStatements.insertRow(writer, {
      userId: 987654321,
      type: 'bonus',
      credits: 1,
      status: 'completed',
      reference: 'fk-test',
      description: 'no such user',
      now: new Date(),
    });
    await expect(writer.run([step])).rejects.toThrow();
  });
});
