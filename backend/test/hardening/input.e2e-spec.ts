import request from 'supertest';
import { bearer, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

/** `{"a":{"a":...}}` nested `depth` levels, built as text so the test itself never recurses. */
function nested(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

describe.each(dbKinds())('hostile request bodies on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['email', 'role', 'first_name', 'last_name', 'company'])(
    'answers 400 to a null %s on profile update',
    async (field) => {
      const session = await signUp(t);
      const response = await request(t.http)
        .post('/api/auth/profile/update/')
        .set(bearer(session))
        .send({ [field]: null })
        .expect(400);
      expect(response.body).toMatchObject({ success: false, code: 'validation_failed' });
      expect(response.body.error).toBe(`${field} must not be null`);
    },
  );

  it('still removes the profile picture with null (declared nullable)', async () => {
    const session = await signUp(t);
    await request(t.http)
      .post('/api/auth/profile/update/')
      .set(bearer(session))
      .send({ profilePicture: null })
      .expect(200);
  });

  it.each([
    ['/api/auth/login/', false],
    ['/api/auth/register/', false],
    ['/api/auth/profile/update/', true],
    ['/api/utility/log-action/', true],
    ['/api/auth/refresh/', false],
  ])('answers 400 to a body nested 5000 deep on %s', async (path, signedIn) => {
    const session = signedIn ? await signUp(t) : null;
    const call = request(t.http).post(path).set('Content-Type', 'application/json');
    if (session) call.set(bearer(session));
    const response = await call.send(nested(5000)).expect(400);
    expect(response.body).toEqual({
      success: false,
      error: 'Request body is nested too deeply',
      message: 'Request body is nested too deeply',
      code: 'body_too_deep',
    });
  });

  it('accepts ordinary nesting (details of a logged action)', async () => {
    const session = await signUp(t);
    await request(t.http)
      .post('/api/utility/log-action/')
      .set(bearer(session))
      .send({ action: 'search', details: JSON.parse(nested(10)) })
      .expect(201);
  });

  it.each([null, 42, 'text', [], [1, 2], true])('answers 400 to a body of %p on login', async (body) => {
    const response = await request(t.http)
      .post('/api/auth/login/')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
  });

  it.each([{ email: 42 }, { email: ['a@b.co'] }, { first_name: { $gt: '' } }, { role: 7 }, { profilePicture: 12 }])(
    'answers 400 to wrong-typed profile fields %p',
    async (body) => {
      const session = await signUp(t);
      await request(t.http).post('/api/auth/profile/update/').set(bearer(session)).send(body).expect(400);
    },
  );
});
