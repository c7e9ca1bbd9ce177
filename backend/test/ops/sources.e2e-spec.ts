import request from 'supertest';
import { LEAD_INDEX, LeadIndex } from '../../src/leads/lead-index.port';
import { bearer, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * GET /api/sources/ tells the Search tab what it may offer (issue 15 point 1): each source's state, why an
 * unconfigured one cannot be searched, how to configure it (admins only) and whether the lead database is empty.
 */
describe.each(dbKinds())('search sources on %s', (kind) => {
  describe('without vendor keys', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('says why each web source is off, tells only admins how to configure it, and counts the leads', async () => {
      const admin = await signUp(t);
      const member = await signUp(t);
      expect(admin.user.is_admin).toBe(true);
      expect(member.user.is_admin).toBe(false);

      const forAdmin = await request(t.http).get('/api/sources/').set(bearer(admin)).expect(200);
      expect(forAdmin.body.sources).toEqual([
        { id: 'elasticsearch', label: 'Database', configured: true, driver: 'sql', lead_count: 0 },
        {
          id: 'google',
          label: 'Web Search',
          configured: false,
          driver: 'serpapi',
          reason: 'Web search is not configured',
          hint: 'Set SERPAPI_API_KEY in the server environment and restart the app.',
        },
        {
          id: 'bright_data',
          label: 'LinkedIn profiles',
          configured: false,
          driver: 'brightdata-serp',
          reason: 'LinkedIn search is not configured',
          hint: 'Set BRIGHTDATA_API_TOKEN and BRIGHTDATA_SERP_ZONE in the server environment and restart the app.',
        },
      ]);

      const forMember = await request(t.http).get('/api/sources/').set(bearer(member)).expect(200);
      for (const source of forMember.body.sources) expect(source.hint).toBeUndefined();
      expect(forMember.body.sources[1]).toMatchObject({ configured: false, reason: 'Web search is not configured' });

      const index = t.app.get<LeadIndex>(LEAD_INDEX, { strict: false });
      await index.upsert('file9_part1', [{ name: 'Jane Doe', email: 'jane@acme.example', company_name: 'Acme' }]);
      const after = await request(t.http).get('/api/sources/').set(bearer(member)).expect(200);
      expect(after.body.sources[0].lead_count).toBe(1);
    });

    it('needs a signed-in user', async () => {
      await request(t.http).get('/api/sources/').expect(401);
    });
  });

  describe('with vendor keys', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, {
        SERPAPI_API_KEY: 'serp-key',
        BRIGHTDATA_API_TOKEN: 'bd-token',
        BRIGHTDATA_SERP_ZONE: 'serp_zone',
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('reports configured sources without a reason or a hint', async () => {
      const admin = await signUp(t);
      const response = await request(t.http).get('/api/sources/').set(bearer(admin)).expect(200);
      for (const source of response.body.sources) {
        expect(source).toMatchObject({ configured: true });
        expect(source.reason).toBeUndefined();
        expect(source.hint).toBeUndefined();
      }
    });
  });
});
