import request from 'supertest';
import { RefreshToken } from '../../src/auth/entities/refresh-token.entity';
import { hashToken } from '../../src/auth/secret-token';
import { REFRESH_REUSE_GRACE_MS } from '../../src/auth/token.service';
import { bearer, Session, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

const refresh = (t: TestApp, token: string) => request(t.http).post('/api/auth/refresh/').send({ refresh: token });

const profileStatus = async (t: TestApp, access: string) =>
  (await request(t.http).get('/api/auth/profile/').set('Authorization', `Bearer ${access}`)).status;

describe.each(dbKinds())('two tabs refreshing one session on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** As if the token had been used `ms` ago. */
  const usedAgo = (token: string, ms: number) =>
    t.dataSource
      .getRepository(RefreshToken)
      .update({ token_hash: hashToken(token) }, { used_at: new Date(Date.now() - ms) });

  it('gives both tabs the same new refresh token when they refresh at once, and the session lives on', async () => {
    const session: Session = await signUp(t);
    const [first, second] = await Promise.all([refresh(t, session.tokens.refresh), refresh(t, session.tokens.refresh)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.refresh).toBe(first.body.refresh);
    expect(await profileStatus(t, first.body.access)).toBe(200);
    expect(await profileStatus(t, second.body.access)).toBe(200);
    const next = await refresh(t, first.body.refresh).expect(200);
    expect(await profileStatus(t, next.body.access)).toBe(200);
  });

  it('answers a token presented again within the grace window with the successor it already issued', async () => {
    const session = await signUp(t);
    const rotated = await refresh(t, session.tokens.refresh).expect(200);
    await usedAgo(session.tokens.refresh, REFRESH_REUSE_GRACE_MS - 5_000);
    const late = await refresh(t, session.tokens.refresh).expect(200);
    expect(late.body.refresh).toBe(rotated.body.refresh);
    expect(await profileStatus(t, late.body.access)).toBe(200);
    expect(await profileStatus(t, session.tokens.access)).toBe(200);
  });

  it('revokes the whole session when a used token comes back after the grace window', async () => {
    const session = await signUp(t);
    const rotated = await refresh(t, session.tokens.refresh).expect(200);
    await usedAgo(session.tokens.refresh, REFRESH_REUSE_GRACE_MS + 1_000);
    const replay = await refresh(t, session.tokens.refresh).expect(401);
    expect(replay.body.code).toBe('invalid_refresh_token');
    expect(await profileStatus(t, rotated.body.access)).toBe(401);
    await refresh(t, rotated.body.refresh).expect(401);
  });

  it('hands out nothing within the window once the session was signed out', async () => {
    const session = await signUp(t);
    const rotated = await refresh(t, session.tokens.refresh).expect(200);
    await request(t.http)
      .post('/api/auth/logout/')
      .set(bearer({ ...session, tokens: rotated.body }))
      .send({ refresh: rotated.body.refresh })
      .expect(200);
    await refresh(t, session.tokens.refresh).expect(401);
  });
});
