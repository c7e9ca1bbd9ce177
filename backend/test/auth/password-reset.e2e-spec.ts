import request from 'supertest';
import { join } from 'node:path';
import { signUp } from '../support/factories';
import { countMails, resetLink, waitForMail } from '../support/outbox';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

describe.each(dbKinds())('password reset on %s', (kind) => {
  let t: TestApp;
  let outbox: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    outbox = join(t.dataDir, 'outbox');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function requestReset(email: string) {
    return request(t.http).post('/api/auth/password-reset/request/').send({ email }).expect(200);
  }

  it('answers the same for known and unknown addresses and never returns a token', async () => {
    const session = await signUp(t);
    const known = await requestReset(session.form.email);
    const unknown = await requestReset('nobody@example.com');
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ success: true, message: expect.any(String) });
    expect(known.body).not.toHaveProperty('token');
    expect(known.body).not.toHaveProperty('uid');
    await waitForMail(outbox, session.form.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(countMails(outbox)).toBe(1);
  });

  it('mails a single-use link of 256 bits that sets a new password and signs out every session', async () => {
    const session = await signUp(t);
    await requestReset(session.form.email.toUpperCase());
    const { url, uid, token } = resetLink(await waitForMail(outbox, session.form.email));
    expect(url.origin + url.pathname).toBe('http://app.test/login');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    await request(t.http)
      .post('/api/auth/password-reset/confirm/')
      .send({ uid, token, new_password: 'Brand-new-pass-1' })
      .expect(200);
    await request(t.http)
      .post('/api/auth/login/')
      .send({ username: session.form.username, password: 'Brand-new-pass-1' })
      .expect(200);
    await request(t.http).post('/api/auth/refresh/').send({ refresh: session.tokens.refresh }).expect(401);

    const reuse = await request(t.http)
      .post('/api/auth/password-reset/confirm/')
      .send({ uid, token, new_password: 'Third-pass-123' })
      .expect(400);
    expect(reuse.body).toEqual({
      success: false,
      error: 'Reset failed. Token may be invalid or expired.',
      message: 'Reset failed. Token may be invalid or expired.',
      code: 'invalid_reset_token',
    });
  });

  it('refuses an expired token, a token for another uid, and a short password', async () => {
    const victim = await signUp(t);
    const other = await signUp(t);
    await requestReset(victim.form.email);
    const { uid, token } = resetLink(await waitForMail(outbox, victim.form.email));
    const short = await request(t.http)
      .post('/api/auth/password-reset/confirm/')
      .send({ uid, token, new_password: 'short' })
      .expect(400);
    expect(short.body.error).toBe('Password must be at least 8 characters');
    const otherUid = Buffer.from(String(other.user.id)).toString('base64url');
    await request(t.http)
      .post('/api/auth/password-reset/confirm/')
      .send({ uid: otherUid, token, new_password: 'Valid-pass-123' })
      .expect(400);

    await t.dataSource.query(
      kind === 'mysql'
        ? 'UPDATE password_reset_tokens SET expires_at = NOW() - INTERVAL 1 SECOND WHERE user_id = ?'
        : "UPDATE password_reset_tokens SET expires_at = datetime('now', '-1 second') WHERE user_id = ?",
      [victim.user.id],
    );
    await request(t.http)
      .post('/api/auth/password-reset/confirm/')
      .send({ uid, token, new_password: 'Valid-pass-123' })
      .expect(400);
    await request(t.http)
      .post('/api/auth/login/')
      .send({ username: victim.form.username, password: victim.form.password })
      .expect(200);
  });

  it('keeps only the newest link valid', async () => {
    const session = await signUp(t);
    await requestReset(session.form.email);
    const first = resetLink(await waitForMail(outbox, session.form.email));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await requestReset(session.form.email);
    const deadline = Date.now() + 5000;
    let second = first;
    while (second.token === first.token && Date.now() < deadline) {
      second = resetLink(await waitForMail(outbox, session.form.email));
      if (second.token === first.token) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(second.token).not.toBe(first.token);
    await request(t.http)
      .post('/api/auth/password-reset/confirm/')
      .send({ uid: first.uid, token: first.token, new_password: 'Valid-pass-123' })
      .expect(400);
    await request(t.http)
      .post('/api/auth/password-reset/confirm/')
      .send({ uid: second.uid, token: second.token, new_password: 'Valid-pass-123' })
      .expect(200);
  });

  it('asks for a valid e-mail', async () => {
    const response = await request(t.http)
      .post('/api/auth/password-reset/request/')
      .send({ email: 'nope' })
      .expect(400);
    expect(response.body.error).toBe('Enter a valid email');
  });
});
