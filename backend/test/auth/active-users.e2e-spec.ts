import request from 'supertest';
import { ActiveUsers } from '../../src/auth/active-users';
import { User } from '../../src/auth/entities/user.entity';
import { bearer, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

// The user lookup of every authenticated request (ActiveUsers, for JwtStrategy): the same User as TypeORM's findOne.
describe.each(dbKinds())('the active user lookup on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers the user as TypeORM's findOne does: a User, with its types, without the columns kept out", async () => {
    const repository = t.dataSource.getRepository(User);
    const session = await signUp(t, { first_name: 'Ada' });
    const changes = { company: 'Analytical Engines', is_staff: true, role: 'Founder', plan_type: 'premium' as const };
    await repository.update({ id: session.user.id }, changes);
    const id = session.user.id as number;
    const found = await new ActiveUsers(repository).find(id);
    const expected = await repository.findOne({ where: { id, is_active: true } });
    expect(found).toBeInstanceOf(User);
    expect(found).toEqual(expected);
    expect(found).toMatchObject({ id, company: 'Analytical Engines', first_name: 'Ada', role: 'Founder' });
    expect(found).toMatchObject({ is_staff: true, is_superuser: expected?.is_superuser, is_active: true });
    expect(found?.created_at).toBeInstanceOf(Date);
    expect(found?.created_at.getTime()).toBe(expected?.created_at.getTime());
    expect(found).not.toHaveProperty('password_hash');
    expect(found).not.toHaveProperty('profile_picture');
  });

  it('answers null for a user who is inactive or gone, and the API then refuses their token', async () => {
    const repository = t.dataSource.getRepository(User);
    const lookup = new ActiveUsers(repository);
    const session = await signUp(t);
    const id = session.user.id as number;
    await request(t.http).get('/api/auth/profile/').set(bearer(session)).expect(200);
    await repository.update({ id }, { is_active: false });
    expect(await lookup.find(id)).toBeNull();
    await request(t.http).get('/api/auth/profile/').set(bearer(session)).expect(401);
    await repository.update({ id }, { is_active: true });
    expect(await lookup.find(id)).toMatchObject({ id, is_active: true });
    await repository.delete({ id });
    expect(await lookup.find(id)).toBeNull();
    await request(t.http).get('/api/auth/profile/').set(bearer(session)).expect(401);
  });
});
