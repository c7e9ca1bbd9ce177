import { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { JwtService } from '@nestjs/jwt';
import { RefreshToken } from '../../src/auth/entities/refresh-token.entity';
import { hashToken } from '../../src/auth/secret-token';
import { createApp } from '../../src/bootstrap';
import { bearer, Session, signUp } from '../support/factories';
import { dbKinds, TEST_REDIS_URL } from '../support/services';
import { startTestApp, TEST_JWT_SECRET, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

/** The cache window of the revocation check in other processes (without Redis). */
const WINDOW_MS = 5_000;

async function status(http: TestApp['http'], session: Session): Promise<number> {
  return (await request(http).get('/api/auth/profile/').set(bearer(session))).status;
}

/** Polls until the token is refused; returns how long that took. */
async function refusedWithin(http: TestApp['http'], session: Session, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if ((await status(http, session)) === 401) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`still accepted after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function login(t: TestApp, session: Session): Promise<Session> {
  const response = await request(t.http)
    .post('/api/auth/login/')
    .send({ username: session.form.username, password: session.form.password })
    .expect(200);
  return { ...session, tokens: response.body.tokens };
}

describe.each(dbKinds())('access tokens end with their session on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses the access token right after logout', async () => {
    const session = await signUp(t);
    expect(await status(t.http, session)).toBe(200);
    await request(t.http)
      .post('/api/auth/logout/')
      .set(bearer(session))
      .send({ refresh: session.tokens.refresh })
      .expect(200);
    expect(await status(t.http, session)).toBe(401);
  });

  it('refuses the other sessions after a password change, keeps the one that changed it', async () => {
    const session = await signUp(t);
    const other = await login(t, session);
    expect(await status(t.http, other)).toBe(200);
    await request(t.http)
      .post('/api/auth/change-password/')
      .set(bearer(session))
      .send({ old_password: session.form.password, new_password: 'another-long-password-1' })
      .expect(200);
    expect(await status(t.http, other)).toBe(401);
    expect(await status(t.http, session)).toBe(200);
  });

  it('refuses the family after refresh-token reuse', async () => {
    const session = await signUp(t);
    const rotated = await request(t.http)
      .post('/api/auth/refresh/')
      .send({ refresh: session.tokens.refresh })
      .expect(200);
    const current = { ...session, tokens: { access: rotated.body.access, refresh: rotated.body.refresh } };
    expect(await status(t.http, current)).toBe(200);
    // Past the grace window that lets a second tab present the same token (session-grace.e2e-spec.ts).
    await t.dataSource
      .getRepository(RefreshToken)
      .update({ token_hash: hashToken(session.tokens.refresh) }, { used_at: new Date(Date.now() - 60_000) });
    await request(t.http).post('/api/auth/refresh/').send({ refresh: session.tokens.refresh }).expect(401);
    expect(await status(t.http, current)).toBe(401);
    expect(await status(t.http, session)).toBe(401);
  });

  it('refuses an access token without exp', async () => {
    const session = await signUp(t);
    const jwt = new JwtService({ secret: TEST_JWT_SECRET });
    const family = JSON.parse(Buffer.from(session.tokens.access.split('.')[1], 'base64url').toString()).fam;
    const forever = jwt.sign({ sub: session.user.id, fam: family, typ: 'access' }, { algorithm: 'HS256' });
    expect(JSON.parse(Buffer.from(forever.split('.')[1], 'base64url').toString())).not.toHaveProperty('exp');
    await request(t.http).get('/api/auth/profile/').set('Authorization', `Bearer ${forever}`).expect(401);
  });

  it('refuses a revoked session in another process within the cache window', async () => {
    const second: NestExpressApplication = await createApp(t.config);
    await second.init();
    try {
      const session = await signUp(t);
      expect(await status(second.getHttpServer(), session)).toBe(200); // cached as live there
      await request(t.http).post('/api/auth/logout/').set(bearer(session)).send({}).expect(200);
      expect(await refusedWithin(second.getHttpServer(), session, WINDOW_MS + 1_500)).toBeLessThanOrEqual(
        WINDOW_MS + 1_500,
      );
    } finally {
      await second.close();
    }
  });
});

describe.each(dbKinds())('session revocation through Redis on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      REDIS_URL: TEST_REDIS_URL,
      BULL_PREFIX: `sessions-test-${randomBytes(4).toString('hex')}`,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reaches every process at once', async () => {
    const second: NestExpressApplication = await createApp(t.config);
    await second.init();
    try {
      const session = await signUp(t);
      expect(await status(second.getHttpServer(), session)).toBe(200);
      await request(t.http).post('/api/auth/logout/').set(bearer(session)).send({}).expect(200);
      expect(await refusedWithin(second.getHttpServer(), session, 1_000)).toBeLessThan(1_000);
    } finally {
      await second.close();
    }
  });
});
