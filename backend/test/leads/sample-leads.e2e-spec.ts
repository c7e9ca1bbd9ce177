import request from 'supertest';
import { LEAD_INDEX, LeadIndex } from '../../src/leads/lead-index.port';
import { bearer, signUp } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the bundled sample leads (sqlite)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('an admin loads them with one call, as a job with progress', async () => {
    t = await startTestApp('sqlite');
    const app = t;
    const admin = await signUp(app);
    const member = await signUp(app);
    await request(app.http).post('/api/csv/sample/').set(bearer(member)).expect(403);
    const started = await request(app.http).post('/api/csv/sample/').set(bearer(admin)).expect(202);
    const done = await until(
      async () =>
        (await request(app.http).get(`/api/csv/imports/${started.body.import_id}/`).set(bearer(admin))).body.import,
      (row) => row.status === 'completed' || row.status === 'failed',
    );
    expect(done).toMatchObject({
      status: 'completed',
      file_name: 'sample-leads.csv',
      records_processed: 1000,
      error_count: 0,
    });
    // The generator repeats a few people on purpose: they are merged, not duplicated.
    expect(done.inserted).toBeLessThan(1000);
    expect(done.inserted + done.merged + done.unchanged).toBe(1000);
    const info = await request(app.http).get('/api/db/schema-info/').set(bearer(admin)).expect(200);
    expect(info.body.total_documents).toBe(done.inserted);
  });

  it('SEED_SAMPLE_LEADS=true imports them at start when the index is empty', async () => {
    t = await startTestApp('sqlite', { SEED_SAMPLE_LEADS: 'true' });
    const index = t.app.get<LeadIndex>(LEAD_INDEX);
    expect(
      await until(
        () => index.count(),
        (count) => count > 900,
      ),
    ).toBeGreaterThan(900);
  });
});
