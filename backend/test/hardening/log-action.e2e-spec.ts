import request from 'supertest';
import { OpsService } from '../../src/ops/ops.service';
import { bearer, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

describe.each(dbKinds())('POST /utility/log-action/ limits on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind, { LOG_ACTION_PER_MINUTE: '5', LOG_ACTION_RETENTION_DAYS: '30' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses details over 4 KB with 413 and stores nothing', async () => {
    const session = await signUp(t);
    const response = await request(t.http)
      .post('/api/utility/log-action/')
      .set(bearer(session))
      .send({ action: 'search', details: { query: 'x'.repeat(5000) } })
      .expect(413);
    expect(response.body).toEqual({
      success: false,
      error: 'details must be at most 4 KB',
      message: 'details must be at most 4 KB',
      code: 'details_too_large',
    });
    const logs = await request(t.http).get('/api/search/logs/').set(bearer(session)).expect(200);
    expect(logs.body.total).toBe(0);
  });

  it('accepts details just under the cap', async () => {
    const session = await signUp(t);
    await request(t.http)
      .post('/api/utility/log-action/')
      .set(bearer(session))
      .send({ action: 'search', details: { query: 'x'.repeat(4000) } })
      .expect(201);
  });

  it('answers 429 past LOG_ACTION_PER_MINUTE for one user, not for another', async () => {
    const session = await signUp(t);
    const other = await signUp(t);
    for (let i = 0; i < 5; i += 1) {
      await request(t.http)
        .post('/api/utility/log-action/')
        .set(bearer(session))
        .send({ action: 'search' })
        .expect(201);
    }
    const refused = await request(t.http)
      .post('/api/utility/log-action/')
      .set(bearer(session))
      .send({ action: 'search' })
      .expect(429);
    expect(refused.body.code).toBe('too_many_requests');
    expect(refused.headers['retry-after']).toBeDefined();
    await request(t.http).post('/api/utility/log-action/').set(bearer(other)).send({ action: 'search' }).expect(201);
  });

  it('deletes actions older than LOG_ACTION_RETENTION_DAYS when pruning', async () => {
    const session = await signUp(t);
    await request(t.http).post('/api/utility/log-action/').set(bearer(session)).send({ action: 'recent' }).expect(201);
    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    await t.dataSource
      .createQueryBuilder()
      .insert()
      .into('action_logs')
      .values({ user_id: session.user.id, action: 'ancient', details: null, created_at: old })
      .execute();
    await t.app.get(OpsService).pruneActionLogs();
    const logs = await request(t.http).get('/api/search/logs/').set(bearer(session)).expect(200);
    expect(logs.body.logs.map((log: { action: string }) => log.action)).toEqual(['recent']);
  });
});
