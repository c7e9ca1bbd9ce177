import request from 'supertest';
import { RefreshToken } from '../../src/auth/entities/refresh-token.entity';
import { User } from '../../src/auth/entities/user.entity';
import { hashToken } from '../../src/auth/secret-token';
import { bearer, registration, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

describe.each(dbKinds())('auth on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('register', () => {
    it('makes the first account the super admin and later ones plain users', async () => {
      const first = await signUp(t);
      expect(first.user).toMatchObject({ is_superuser: true, is_admin: true, role: 'admin', plan_type: 'free' });
      const second = await signUp(t);
      expect(second.user).toMatchObject({ is_superuser: false, is_staff: false, is_admin: false, role: '' });
    });

    it('answers success, the user without secrets, and a token pair', async () => {
      const form = registration({ email: 'Mixed.Case@Example.com' });
      const response = await request(t.http).post('/api/auth/register/').send(form).expect(201);
      expect(response.body.success).toBe(true);
      expect(response.body.user).toMatchObject({
        username: form.username,
        email: 'mixed.case@example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        company: '',
        profilePicture: null,
      });
      expect(response.body.user.created_at).toEqual(expect.any(String));
      expect(JSON.stringify(response.body)).not.toMatch(/password|hash/i);
      expect(response.body.tokens).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    });

    it('stores an argon2id hash, never the password', async () => {
      const session = await signUp(t);
      const row = await t.dataSource
        .getRepository(User)
        .createQueryBuilder('user')
        .addSelect('user.password_hash')
        .where('user.id = :id', { id: session.user.id })
        .getOneOrFail();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$/);
      expect(row.password_hash).toContain('m=19456');
      expect(row.password_hash).toContain('t=2');
    });

    it.each([
      [{ first_name: '' }, 'first_name', 'First name is required'],
      [{ first_name: '   ' }, 'first_name', 'First name is required'],
      [{ last_name: '' }, 'last_name', 'Last name is required'],
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: 'not-an-email' }, 'email', 'Email is invalid'],
      [{ username: '' }, 'username', 'Username is required'],
      [{ password: 'short', password2: 'short' }, 'password', 'Password must be at least 8 characters'],
      [{ password2: 'something-else' }, 'password2', 'Passwords do not match'],
    ])('refuses %j with the spec message', async (overrides, field, message) => {
      const response = await request(t.http).post('/api/auth/register/').send(registration(overrides)).expect(400);
      expect(response.body).toMatchObject({ success: false, code: 'validation_failed', error: message });
      expect(response.body.errors[field]).toBe(message);
    });

    it('refuses missing fields, wrong types and unknown fields with 400', async () => {
      const { first_name: _omitted, ...withoutFirstName } = registration();
      let response = await request(t.http).post('/api/auth/register/').send(withoutFirstName).expect(400);
      expect(response.body.error).toBe('First name is required');
      response = await request(t.http)
        .post('/api/auth/register/')
        .send({ ...registration(), first_name: 42 })
        .expect(400);
      expect(response.body.error).toBe('First name is required');
      response = await request(t.http)
        .post('/api/auth/register/')
        .send({ ...registration(), is_superuser: true })
        .expect(400);
      expect(response.body.error).toMatch(/is_superuser should not exist/);
    });

    it('answers 409 when the username or the e-mail is taken (case-insensitively)', async () => {
      const taken = await signUp(t);
      let response = await request(t.http)
        .post('/api/auth/register/')
        .send(registration({ username: taken.form.username.toUpperCase() }))
        .expect(409);
      expect(response.body).toMatchObject({ success: false, code: 'username_taken' });
      response = await request(t.http)
        .post('/api/auth/register/')
        .send(registration({ email: taken.form.email.toUpperCase() }))
        .expect(409);
      expect(response.body).toMatchObject({ success: false, code: 'email_taken' });
    });
  });

  describe('login', () => {
    it('accepts the username or the e-mail address', async () => {
      const session = await signUp(t);
      for (const username of [session.form.username, session.form.email, session.form.email.toUpperCase()]) {
        const response = await request(t.http)
          .post('/api/auth/login/')
          .send({ username, password: session.form.password })
          .expect(200);
        expect(response.body).toMatchObject({ success: true, user: { id: session.user.id } });
        expect(response.body.tokens.access).toEqual(expect.any(String));
      }
    });

    it('says the same for a wrong password and an unknown account', async () => {
      const session = await signUp(t);
      const wrong = await request(t.http)
        .post('/api/auth/login/')
        .send({ username: session.form.username, password: 'not-the-password' })
        .expect(401);
      const unknown = await request(t.http)
        .post('/api/auth/login/')
        .send({ username: 'nobody-here', password: 'whatever-123' })
        .expect(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body).toEqual({
        success: false,
        error: 'Invalid credentials. Please try again.',
        message: 'Invalid credentials. Please try again.',
        code: 'invalid_credentials',
      });
    });

    it('requires a username and a password', async () => {
      let response = await request(t.http).post('/api/auth/login/').send({ password: 'x' }).expect(400);
      expect(response.body.error).toBe('Username is required');
      response = await request(t.http).post('/api/auth/login/').send({ username: 'x', password: '' }).expect(400);
      expect(response.body.error).toBe('Password is required');
    });
  });

  describe('profile', () => {
    it('returns the signed-in user and refuses a missing or forged token', async () => {
      const session = await signUp(t);
      const response = await request(t.http).get('/api/auth/profile/').set(bearer(session)).expect(200);
      expect(response.body).toMatchObject({ success: true, user: { id: session.user.id, email: session.form.email } });
      await request(t.http).get('/api/auth/profile/').expect(401);
      const forged = session.tokens.access.slice(0, -4) + 'AAAA';
      const denied = await request(t.http)
        .get('/api/auth/profile/')
        .set('Authorization', `Bearer ${forged}`)
        .expect(401);
      expect(denied.body).toEqual({
        success: false,
        error: 'Authentication required',
        message: 'Authentication required',
        code: 'unauthorized',
      });
    });

    it('updates names, e-mail, company and role', async () => {
      const session = await signUp(t);
      const response = await request(t.http)
        .post('/api/auth/profile/update/')
        .set(bearer(session))
        .send({
          first_name: 'Grace',
          last_name: 'Hopper',
          company: 'Navy',
          role: 'Head of Sales',
          email: 'GRACE@example.org',
        })
        .expect(200);
      expect(response.body.user).toMatchObject({
        first_name: 'Grace',
        last_name: 'Hopper',
        company: 'Navy',
        role: 'Head of Sales',
        email: 'grace@example.org',
      });
      const again = await request(t.http).get('/api/auth/profile').set(bearer(session)).expect(200);
      expect(again.body.user.company).toBe('Navy');
    });

    it('refuses an e-mail another account has, and self-promotion through the role field', async () => {
      const other = await signUp(t);
      const session = await signUp(t);
      await request(t.http)
        .post('/api/auth/profile/update/')
        .set(bearer(session))
        .send({ email: other.form.email })
        .expect(409);
      const response = await request(t.http)
        .post('/api/auth/profile/update/')
        .set(bearer(session))
        .send({ role: 'Admin' })
        .expect(403);
      expect(response.body.code).toBe('role_not_allowed');
    });

    it('stores a picture as a data URL, refuses non-images and pictures over 5 MB, and removes it', async () => {
      const session = await signUp(t);
      const png = `data:image/png;base64,${PNG_1PX}`;
      let response = await request(t.http)
        .post('/api/auth/profile/update/')
        .set(bearer(session))
        .send({ profilePicture: png })
        .expect(200);
      expect(response.body.user.profilePicture).toBe(png);

      const disguised = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;
      response = await request(t.http)
        .post('/api/auth/profile/update/')
        .set(bearer(session))
        .send({ profilePicture: disguised })
        .expect(400);
      expect(response.body.code).toBe('invalid_image');

      const big = Buffer.alloc(5 * 1024 * 1024 + 1);
      Buffer.from(PNG_1PX, 'base64').copy(big);
      response = await request(t.http)
        .post('/api/auth/profile/update/')
        .set(bearer(session))
        .send({ profilePicture: `data:image/png;base64,${big.toString('base64')}` })
        .expect(400);
      expect(response.body).toMatchObject({ error: 'Image must be less than 5MB', code: 'image_too_large' });

      response = await request(t.http)
        .post('/api/auth/profile/update/')
        .set(bearer(session))
        .send({ profilePicture: null })
        .expect(200);
      expect(response.body.user.profilePicture).toBeNull();
    });

    it('accepts a picture of almost 5 MB (the body limit leaves room for it)', async () => {
      const session = await signUp(t);
      const picture = Buffer.alloc(5 * 1024 * 1024 - 10);
      Buffer.from(PNG_1PX, 'base64').copy(picture);
      const response = await request(t.http)
        .post('/api/auth/profile/update/')
        .set(bearer(session))
        .send({ profilePicture: `data:image/png;base64,${picture.toString('base64')}` })
        .expect(200);
      expect(response.body.user.profilePicture.length).toBeGreaterThan(6_900_000);
    });
  });

  describe('change password', () => {
    it('needs the current password, then signs in with the new one and signs out other sessions', async () => {
      const session = await signUp(t);
      const otherDevice = await request(t.http)
        .post('/api/auth/login/')
        .send({ username: session.form.username, password: session.form.password })
        .expect(200);
      const wrong = await request(t.http)
        .post('/api/auth/change-password/')
        .set(bearer(session))
        .send({ old_password: 'not-it-at-all', new_password: 'Another-pass-1' })
        .expect(400);
      expect(wrong.body.code).toBe('wrong_password');
      await request(t.http)
        .post('/api/auth/change-password/')
        .set(bearer(session))
        .send({ old_password: session.form.password, new_password: 'short' })
        .expect(400);
      await request(t.http)
        .post('/api/auth/change-password/')
        .set(bearer(session))
        .send({ old_password: session.form.password, new_password: 'Another-pass-1' })
        .expect(200);
      await request(t.http)
        .post('/api/auth/login/')
        .send({ username: session.form.username, password: session.form.password })
        .expect(401);
      await request(t.http)
        .post('/api/auth/login/')
        .send({ username: session.form.username, password: 'Another-pass-1' })
        .expect(200);
      // The session that changed the password keeps working; the other device's refresh token is revoked.
      await request(t.http).post('/api/auth/refresh/').send({ refresh: session.tokens.refresh }).expect(200);
      await request(t.http).post('/api/auth/refresh/').send({ refresh: otherDevice.body.tokens.refresh }).expect(401);
    });
  });

  describe('refresh and logout', () => {
    it('rotates the refresh token and the new access token works', async () => {
      const session = await signUp(t);
      const response = await request(t.http)
        .post('/api/auth/refresh/')
        .send({ refresh: session.tokens.refresh })
        .expect(200);
      expect(response.body).toEqual({ success: true, access: expect.any(String), refresh: expect.any(String) });
      expect(response.body.refresh).not.toBe(session.tokens.refresh);
      await request(t.http)
        .get('/api/auth/profile/')
        .set('Authorization', `Bearer ${response.body.access}`)
        .expect(200);
    });

    it('revokes the whole family when a used refresh token is presented again', async () => {
      const session = await signUp(t);
      const rotated = await request(t.http)
        .post('/api/auth/refresh/')
        .send({ refresh: session.tokens.refresh })
        .expect(200);
      // Past the grace window a second tab gets (test/hardening/session-grace.e2e-spec.ts).
      await t.dataSource
        .getRepository(RefreshToken)
        .update({ token_hash: hashToken(session.tokens.refresh) }, { used_at: new Date(Date.now() - 60_000) });
      const replay = await request(t.http)
        .post('/api/auth/refresh/')
        .send({ refresh: session.tokens.refresh })
        .expect(401);
      expect(replay.body.code).toBe('invalid_refresh_token');
      // The thief's replay also kills the legitimate holder's newer token.
      await request(t.http).post('/api/auth/refresh/').send({ refresh: rotated.body.refresh }).expect(401);
    });

    it('issues one successor for two concurrent refreshes with the same token', async () => {
      const session = await signUp(t);
      const results = await Promise.all(
        [1, 2].map(() => request(t.http).post('/api/auth/refresh/').send({ refresh: session.tokens.refresh })),
      );
      expect(new Set(results.map((r) => r.body.refresh)).size).toBe(1);
      expect(await t.dataSource.getRepository(RefreshToken).countBy({ user_id: session.user.id })).toBe(2);
    });

    it('refuses an unknown, missing or expired refresh token', async () => {
      await request(t.http).post('/api/auth/refresh/').send({ refresh: 'nope' }).expect(401);
      const missing = await request(t.http).post('/api/auth/refresh/').send({}).expect(400);
      expect(missing.body.error).toBe('Refresh token is required');
      const session = await signUp(t);
      await t.dataSource.query(
        kind === 'mysql'
          ? 'UPDATE refresh_tokens SET expires_at = NOW() - INTERVAL 1 MINUTE WHERE user_id = ?'
          : "UPDATE refresh_tokens SET expires_at = datetime('now', '-1 minute') WHERE user_id = ?",
        [session.user.id],
      );
      await request(t.http).post('/api/auth/refresh/').send({ refresh: session.tokens.refresh }).expect(401);
    });

    it('logout revokes the refresh token', async () => {
      const session = await signUp(t);
      await request(t.http)
        .post('/api/auth/logout/')
        .set(bearer(session))
        .send({ refresh: session.tokens.refresh })
        .expect(200, { success: true });
      await request(t.http).post('/api/auth/refresh/').send({ refresh: session.tokens.refresh }).expect(401);
    });

    it('logout without a body revokes the session the access token belongs to', async () => {
      const session = await signUp(t);
      await request(t.http).post('/api/auth/logout').set(bearer(session)).expect(200);
      await request(t.http).post('/api/auth/refresh/').send({ refresh: session.tokens.refresh }).expect(401);
    });
  });

  describe('export', () => {
    it("returns the user's own data and logged actions within the dates", async () => {
      const session = await signUp(t);
      await request(t.http)
        .post('/api/utility/log-action/')
        .set(bearer(session))
        .send({ action: 'search', details: { query: 'healthcare companies', result_count: 3 } })
        .expect(201);
      const today = new Date().toISOString().slice(0, 10);
      const response = await request(t.http)
        .get(`/api/auth/export/?start_date=${today}&end_date=${today}`)
        .set(bearer(session))
        .expect(200);
      expect(response.body.success).toBe(true);
      expect(response.body.data.user).toMatchObject({ id: session.user.id, email: session.form.email });
      expect(response.body.data.actions).toEqual([
        {
          action: 'search',
          details: { query: 'healthcare companies', result_count: 3 },
          created_at: expect.any(String),
        },
      ]);
      const past = await request(t.http)
        .get('/api/auth/export/?start_date=2020-01-01&end_date=2020-12-31')
        .set(bearer(session))
        .expect(200);
      expect(past.body.data.actions).toEqual([]);
      const all = await request(t.http).get('/api/auth/export/').set(bearer(session)).expect(200);
      expect(all.body.data.actions).toHaveLength(1);
    });

    it('refuses a start date after the end date and malformed dates', async () => {
      const session = await signUp(t);
      const response = await request(t.http)
        .get('/api/auth/export/?start_date=2026-02-01&end_date=2026-01-01')
        .set(bearer(session))
        .expect(400);
      expect(response.body.error).toBe('Start date cannot be after end date');
      await request(t.http).get('/api/auth/export/?start_date=yesterday').set(bearer(session)).expect(400);
    });
  });
});

/** A real 1x1 PNG. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
