import request from 'supertest';
import { bearer, Session, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

const STATUS_ONLY = { success: true, status: 'ok' };

describe.each(dbKinds())('what /api/health/ reveals on %s', (kind) => {
  let t: TestApp;
  let admin: Session;
  let user: Session;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signUp(t); // the first account is the super admin
    user = await signUp(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives anonymous callers the status only: no drivers, errors or vendor list', async () => {
    const response = await request(t.http).get('/api/health/').expect(200);
    expect(response.body).toEqual(STATUS_ONLY);
  });

  it('gives signed-in non-admins the status only', async () => {
    const response = await request(t.http).get('/api/health/').set(bearer(user)).expect(200);
    expect(response.body).toEqual(STATUS_ONLY);
  });

  it('answers an invalid token as anonymous, not 401 (probes and load balancers)', async () => {
    const response = await request(t.http).get('/api/health/').set('Authorization', 'Bearer nonsense').expect(200);
    expect(response.body).toEqual(STATUS_ONLY);
  });

  it('gives administrators the driver details', async () => {
    const response = await request(t.http).get('/api/health/').set(bearer(admin)).expect(200);
    expect(response.body.drivers.database).toEqual({ driver: kind, ok: true });
    expect(response.body.drivers.ai).toEqual({ driver: 'openai', configured: false });
  });
});
