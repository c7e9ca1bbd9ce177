import request from 'supertest';
import { ApiToken } from '../../src/auth/api-tokens/entities/api-token.entity';
import { User } from '../../src/auth/entities/user.entity';
import { bearer, Session, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

const withToken = (secret: string) => ({ Authorization: `Bearer ${secret}` });

describe.each(dbKinds())('personal API tokens on %s', (kind) => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await startTestApp(kind);
    // The first account is the super admin.
    admin = await signUp(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function createToken(session: Session, body: Record<string, unknown> = { name: 'CRM sync' }) {
    const response = await request(t.http).post('/api/auth/tokens/').set(bearer(session)).send(body).expect(201);
    return response.body as {
      success: true;
      token: { id: number; name: string; prefix: string; expires_at: string | null; last_used_at: string | null };
      secret: string;
    };
  }

  const tokenRow = (id: number) => t.dataSource.getRepository(ApiToken).findOneByOrFail({ id });

  it('creates a named token shown once, and lets it act as its user on user routes', async () => {
    const user = await signUp(t);
    const created = await createToken(user);
    expect(created.secret).toMatch(/^lsk_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({ name: 'CRM sync', expires_at: null, last_used_at: null });
    expect(created.secret.startsWith(created.token.prefix)).toBe(true);

    const profile = await request(t.http).get('/api/auth/profile/').set(withToken(created.secret)).expect(200);
    expect(profile.body.user).toMatchObject({ id: user.user.id, username: user.user.username });
    await request(t.http).get('/api/usage/info/').set(withToken(created.secret)).expect(200);

    const list = await request(t.http).get('/api/auth/tokens/').set(bearer(user)).expect(200);
    expect(list.body.tokens).toEqual([expect.objectContaining({ id: created.token.id, name: 'CRM sync' })]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    expect(JSON.stringify(list.body)).not.toMatch(/hash/);
  });

  it('stores only a SHA-256 hash of the secret', async () => {
    const user = await signUp(t);
    const { token, secret } = await createToken(user);
    const row = await tokenRow(token.id);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const everyColumn = JSON.stringify(await t.dataSource.query('SELECT * FROM api_tokens WHERE id = ?', [token.id]));
    expect(everyColumn).not.toContain(secret.slice(4));
  });

  it("gives an admin's token admin rights, but a non-admin's token gets 403 there", async () => {
    const adminToken = await createToken(admin, { name: 'Admin reports' });
    await request(t.http).get('/api/admin/users/').set(withToken(adminToken.secret)).expect(200);
    const user = await signUp(t);
    const userToken = await createToken(user);
    const denied = await request(t.http).get('/api/admin/users/').set(withToken(userToken.secret)).expect(403);
    expect(denied.body).toMatchObject({ success: false, code: 'admin_only' });
  });

  it('refuses to create, revoke or manage the session with an API token, even an admin one', async () => {
    const { token, secret } = await createToken(admin, { name: 'Admin script' });
    const refused = [
      request(t.http).post('/api/auth/tokens/').send({ name: 'minted' }),
      request(t.http).delete(`/api/auth/tokens/${token.id}/`),
      request(t.http).post('/api/auth/change-password/').send({}),
      request(t.http).post('/api/auth/logout/').send({}),
      request(t.http).post('/api/auth/profile/update/').send({ email: 'taken-over@example.com' }),
    ];
    for (const call of refused) {
      const response = await call.set(withToken(secret)).expect(403);
      expect(response.body).toMatchObject({
        success: false,
        code: 'session_only',
        message: 'This action needs a signed-in session: API tokens cannot be used for it',
      });
    }
    const rows = await t.dataSource.getRepository(ApiToken).countBy({ user_id: admin.user.id, name: 'minted' });
    expect(rows).toBe(0);
    // Reading the list is harmless (no secrets): a script may check its own token.
    await request(t.http).get('/api/auth/tokens/').set(withToken(secret)).expect(200);
  });

  it('answers 401 "revoked" once the token is revoked, and hides it from the list', async () => {
    const user = await signUp(t);
    const { token, secret } = await createToken(user);
    await request(t.http).get('/api/auth/profile/').set(withToken(secret)).expect(200);
    const revoked = await request(t.http).delete(`/api/auth/tokens/${token.id}/`).set(bearer(user)).expect(200);
    expect(revoked.body).toEqual({ success: true });

    const refused = await request(t.http).get('/api/auth/profile/').set(withToken(secret)).expect(401);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'api_token_revoked',
      error: 'This API token has been revoked',
    });
    const list = await request(t.http).get('/api/auth/tokens/').set(bearer(user)).expect(200);
    expect(list.body.tokens).toEqual([]);
    await request(t.http).delete(`/api/auth/tokens/${token.id}/`).set(bearer(user)).expect(404);
  });

  it("cannot revoke another user's token", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const { token, secret } = await createToken(owner);
    const response = await request(t.http).delete(`/api/auth/tokens/${token.id}/`).set(bearer(other)).expect(404);
    expect(response.body).toMatchObject({ code: 'api_token_not_found', error: 'API token not found' });
    await request(t.http).get('/api/auth/profile/').set(withToken(secret)).expect(200);
  });

  it('expires after the chosen number of days with 401 "expired"', async () => {
    const user = await signUp(t);
    const before = Date.now();
    const { token, secret } = await createToken(user, { name: 'Trial', expires_in_days: 30 });
    const expiresAt = new Date(token.expires_at as string).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 86_400_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000 + 1000);
    await request(t.http).get('/api/auth/profile/').set(withToken(secret)).expect(200);

    await t.dataSource.getRepository(ApiToken).update({ id: token.id }, { expires_at: new Date(Date.now() - 1000) });
    const refused = await request(t.http).get('/api/auth/profile/').set(withToken(secret)).expect(401);
    expect(refused.body).toMatchObject({ code: 'api_token_expired', error: 'This API token has expired' });
  });

  it('answers 401 "invalid" to an unknown or malformed lsk_ token', async () => {
    for (const secret of [`lsk_${'A'.repeat(43)}`, 'lsk_short']) {
      const response = await request(t.http).get('/api/auth/profile/').set(withToken(secret)).expect(401);
      expect(response.body).toMatchObject({ code: 'invalid_api_token', error: 'Invalid API token' });
    }
  });

  it('records the last use at most once a minute', async () => {
    const user = await signUp(t);
    const { token, secret } = await createToken(user);
    await request(t.http).get('/api/auth/profile/').set(withToken(secret)).expect(200);
    const first = (await tokenRow(token.id)).last_used_at;
    expect(first).not.toBeNull();
    await request(t.http).get('/api/auth/profile/').set(withToken(secret)).expect(200);
    expect((await tokenRow(token.id)).last_used_at).toEqual(first);

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await t.dataSource.getRepository(ApiToken).update({ id: token.id }, { last_used_at: twoMinutesAgo });
    await request(t.http).get('/api/auth/profile/').set(withToken(secret)).expect(200);
    const later = (await tokenRow(token.id)).last_used_at as Date;
    expect(new Date(later).getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000);
    const list = await request(t.http).get('/api/auth/tokens/').set(bearer(user)).expect(200);
    expect(list.body.tokens[0].last_used_at).toBe(new Date(later).toISOString());
  });

  it('stops working when the user is deactivated or deleted', async () => {
    const user = await signUp(t);
    const { secret } = await createToken(user);
    await t.dataSource.getRepository(User).update({ id: user.user.id }, { is_active: false });
    const refused = await request(t.http).get('/api/auth/profile/').set(withToken(secret)).expect(401);
    expect(refused.body).toMatchObject({ code: 'unauthorized' });

    const other = await signUp(t);
    const second = await createToken(other);
    await t.dataSource.getRepository(User).delete({ id: other.user.id });
    await request(t.http).get('/api/auth/profile/').set(withToken(second.secret)).expect(401);
  });

  it('lists the tokens, revoked ones too, in the data export without their secrets', async () => {
    const user = await signUp(t);
    const kept = await createToken(user, { name: 'Kept', expires_in_days: 90 });
    const gone = await createToken(user, { name: 'Gone' });
    await request(t.http).delete(`/api/auth/tokens/${gone.token.id}/`).set(bearer(user)).expect(200);
    const response = await request(t.http).get('/api/auth/export/').set(bearer(user)).expect(200);
    expect(response.body.data.api_tokens).toEqual([
      expect.objectContaining({ id: kept.token.id, name: 'Kept', expires_at: kept.token.expires_at, revoked_at: null }),
      expect.objectContaining({ id: gone.token.id, name: 'Gone', revoked_at: expect.any(String) }),
    ]);
    const text = JSON.stringify(response.body);
    expect(text).not.toContain(kept.secret);
    expect(text).not.toContain(gone.secret);
    expect(text).not.toContain('token_hash');
  });

  it.each([
    [{}, 'Token name is required'],
    [{ name: '   ' }, 'Token name is required'],
    [{ name: 42 }, 'Token name is required'],
    [{ name: 'x'.repeat(101) }, 'Token name must be at most 100 characters'],
    [{ name: 'ok', expires_in_days: 0 }, 'Expiry must be a whole number of days from 1 to 365'],
    [{ name: 'ok', expires_in_days: 366 }, 'Expiry must be a whole number of days from 1 to 365'],
    [{ name: 'ok', expires_in_days: 1.5 }, 'Expiry must be a whole number of days from 1 to 365'],
    [{ name: 'ok', expires_in_days: '30' }, 'Expiry must be a whole number of days from 1 to 365'],
  ])('refuses %j with a clear 400', async (body, message) => {
    const user = await signUp(t);
    const response = await request(t.http).post('/api/auth/tokens/').set(bearer(user)).send(body).expect(400);
    expect(response.body).toMatchObject({ success: false, error: message, message });
  });

  it('accepts a null expiry as "never"', async () => {
    const user = await signUp(t);
    const created = await createToken(user, { name: 'Forever', expires_in_days: null });
    expect(created.token.expires_at).toBeNull();
  });

  it('refuses a bad token id with 400, not 500', async () => {
    const user = await signUp(t);
    const response = await request(t.http).delete('/api/auth/tokens/abc/').set(bearer(user)).expect(400);
    expect(response.body).toMatchObject({ success: false, error: 'Token id must be a number' });
  });

  it('caps each user at 20 tokens until one is revoked', async () => {
    const user = await signUp(t);
    const tokens = [];
    for (let i = 0; i < 20; i++) tokens.push(await createToken(user, { name: `Token ${i}` }));
    const refused = await request(t.http).post('/api/auth/tokens/').set(bearer(user)).send({ name: 'One more' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'too_many_api_tokens',
      error: 'You can have at most 20 API tokens: revoke one to create another',
    });
    await request(t.http).delete(`/api/auth/tokens/${tokens[0].token.id}/`).set(bearer(user)).expect(200);
    await createToken(user, { name: 'One more' });
  });

  it('holds the cap when creates arrive at once: 30 parallel requests make exactly 20 tokens', async () => {
    const user = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        request(t.http)
          .post('/api/auth/tokens/')
          .set(bearer(user))
          .send({ name: `Parallel ${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    for (const answer of answers.filter((a) => a.status === 400)) {
      expect(answer.body).toMatchObject({ code: 'too_many_api_tokens' });
    }
    const stored = await t.dataSource.getRepository(ApiToken).countBy({ user_id: user.user.id });
    expect(stored).toBe(20);
    // Every token answered as created is the one stored, and works.
    const created = answers
      .filter((a) => a.status === 201)
      .map((a) => a.body as { token: { id: number }; secret: string });
    expect(new Set(created.map((c) => c.token.id)).size).toBe(20);
    await request(t.http).get('/api/auth/profile/').set(withToken(created[19].secret)).expect(200);
  });

  it('keeps session tokens working, and a signed-out session refused, beside API tokens', async () => {
    const user = await signUp(t);
    await request(t.http).get('/api/auth/profile/').set(bearer(user)).expect(200);
    await request(t.http).post('/api/auth/logout/').set(bearer(user)).send({}).expect(200);
    const refused = await request(t.http).get('/api/auth/profile/').set(bearer(user)).expect(401);
    expect(refused.body).toMatchObject({ code: 'unauthorized' });
  });
});
