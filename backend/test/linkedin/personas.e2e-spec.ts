import request from 'supertest';
import type { PersonaAnalysis } from '../../src/ai/prompts/persona.v1';
import { bearer, Session, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';
import { balanceOf, grant, PersonaApp, profileUrl, scrape, startPersonaApp, waitForJob } from './persona-kit';

interface Profile {
  linkedin_url: string;
  linkedin_data: Record<string, unknown> | null;
  persona_analysis: Record<string, unknown> & { success: boolean; error?: string };
  error: string | null;
  persona_id: number | null;
  cached: boolean;
  charged: boolean;
}

interface Item {
  id: string;
  data: { name?: string };
  persona_analysis_status: string;
  persona_analysis: PersonaAnalysis | null;
  persona_analyzed_at: string | null;
}

const analysed = (profiles: Profile[]) => profiles.filter((profile) => profile.persona_analysis.success);

describe.each(dbKinds())('LinkedIn persona analysis on %s', (kind) => {
  let t: PersonaApp;
  let user: Session;

  beforeAll(async () => {
    t = await startPersonaApp(kind);
    user = await signUp(t);
    await grant(t, user, 20);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    t.openai.setMode('ok');
    t.brightdata.setMode('ok');
  });

  it('analyses 3 profiles with one dead page: 2 personas with evidence, 1 "Analysis not completed", 2 credits', async () => {
    const before = await balanceOf(t, user);
    const triggersBefore = t.brightdata.triggers.length;
    const urls = [profileUrl('ana-lytic-1'), profileUrl('dead-profile-1'), 'linkedin.com/in/bob-builder-1/'];
    const response = await scrape(t, user, { linkedin_urls: urls }).expect(200);

    const profiles: Profile[] = response.body.profiles;
    expect(response.body).toMatchObject({ success: true, charged_credits: 2, balance: before - 2 });
    expect(profiles.map((profile) => profile.linkedin_url)).toEqual([
      profileUrl('ana-lytic-1'),
      profileUrl('dead-profile-1'),
      profileUrl('bob-builder-1'),
    ]);
    expect(t.brightdata.triggers.length - triggersBefore).toBe(1); // one batch, not one trigger per URL
    expect(analysed(profiles)).toHaveLength(2);

    const dead = profiles[1];
    expect(dead).toMatchObject({
      linkedin_data: null,
      persona_analysis: { success: false, error: 'Analysis not completed' },
      persona_id: null,
      charged: false,
    });
    expect(dead.error).toMatch(/dead page/i);

    const persona = profiles[0].persona_analysis as unknown as PersonaAnalysis;
    expect(profiles[0].linkedin_data).toMatchObject({ linkedin_url: profileUrl('ana-lytic-1') });
    expect(persona.profile_summary).toEqual(expect.any(String));
    expect(persona.persona.personality_traits.length).toBeGreaterThan(0);
    const trait = persona.persona.personality_traits[0];
    expect(['high', 'medium', 'low']).toContain(trait.level);
    expect(trait.evidence.length).toBeGreaterThan(0);
    expect(trait.evidence[0]).toEqual({ quote: expect.any(String), found_in_profile: true });
    expect(persona.enhanced_persona.personae_accuracy).toBeGreaterThanOrEqual(0);
    expect(persona.enhanced_persona.decision_driver_evidence.map((d: { driver: string }) => d.driver)).toEqual(
      persona.enhanced_persona.decision_making_drivers,
    );
    expect(await balanceOf(t, user)).toBe(before - 2);
  });

  it('serves the same request again from storage: nothing charged, no vendor called, the same analyses', async () => {
    const urls = [profileUrl('ana-lytic-2'), profileUrl('bob-builder-2')];
    const first = await scrape(t, user, { linkedin_urls: urls }).expect(200);
    const balance = await balanceOf(t, user);
    const aiCalls = t.openai.requests.length;
    const triggers = t.brightdata.triggers.length;

    const again = await scrape(t, user, { linkedin_urls: urls }).expect(200);
    expect(again.body.charged_credits).toBe(0);
    expect(await balanceOf(t, user)).toBe(balance);
    expect(t.openai.requests.length).toBe(aiCalls);
    expect(t.brightdata.triggers.length).toBe(triggers);
    const ids = (body: { profiles: Profile[] }) => body.profiles.map((profile) => profile.persona_id);
    expect(ids(again.body)).toEqual(ids(first.body));
    expect(again.body.profiles.every((profile: Profile) => profile.cached && !profile.charged)).toBe(true);
    expect(again.body.profiles[0].persona_analysis).toEqual(first.body.profiles[0].persona_analysis);
  });

  it('refuses with 402 before any vendor is called when credits do not cover the new profiles', async () => {
    const poor = await signUp(t); // 3 signup credits
    const aiCalls = t.openai.requests.length;
    const triggers = t.brightdata.requests.length;
    const urls = [1, 2, 3, 4, 5].map((n) => profileUrl(`poor-${n}`));
    const response = await scrape(t, poor, { linkedin_urls: urls }).expect(402);
    expect(response.body).toMatchObject({
      success: false,
      code: 'insufficient_credits',
      error: 'Insufficient persona analyses remaining. You need 2 more credits.',
    });
    expect(t.openai.requests.length).toBe(aiCalls);
    expect(t.brightdata.requests.length).toBe(triggers);
    expect(await balanceOf(t, poor)).toBe(3);
  });

  it('retries an invalid AI answer once, then reports a clear error and charges nothing', async () => {
    const before = await balanceOf(t, user);
    const aiCalls = t.openai.requests.length;
    t.openai.setMode('invalid_json');
    const response = await scrape(t, user, { linkedin_urls: [profileUrl('invalid-ai-1')] }).expect(200);
    const [profile] = response.body.profiles as Profile[];
    expect(t.openai.requests.length - aiCalls).toBe(2);
    expect(profile.linkedin_data).toMatchObject({ linkedin_url: profileUrl('invalid-ai-1') }); // data kept
    expect(profile.persona_analysis).toEqual({ success: false, error: 'Analysis not completed' });
    expect(profile.error).toMatch(/invalid answer/i);
    expect(response.body.charged_credits).toBe(0);
    expect(await balanceOf(t, user)).toBe(before);

    // A later try works and charges once.
    t.openai.setMode('ok');
    const retry = await scrape(t, user, { linkedin_urls: [profileUrl('invalid-ai-1')] }).expect(200);
    expect(retry.body.charged_credits).toBe(1);
  });

  it('runs as a job with progress when asked for async', async () => {
    const urls = [1, 2, 3].map((n) => profileUrl(`async-person-${n}`));
    const started = await scrape(t, user, { linkedin_urls: urls }, '?async=1').expect(202);
    expect(started.body).toMatchObject({ success: true, job_id: expect.any(String) });
    expect(started.body.status_url).toBe(`/api/linkedin/jobs/${started.body.job_id}/`);

    const { job, seen } = await waitForJob(t, user, started.body.job_id);
    expect(job).toMatchObject({ status: 'completed', done: 3, total: 3, charged_credits: 3, error: null });
    expect(job.profiles_state.map((p: { state: string }) => p.state)).toEqual(['completed', 'completed', 'completed']);
    expect(job.profiles).toHaveLength(3);
    // Progress never goes backwards.
    for (let i = 1; i < seen.length; i += 1) expect(seen[i].done).toBeGreaterThanOrEqual(seen[i - 1].done);

    const other = await signUp(t);
    await request(t.http).get(`/api/linkedin/jobs/${started.body.job_id}/`).set(bearer(other)).expect(404);
  });

  it('validates the URL list', async () => {
    const none = await scrape(t, user, { linkedin_urls: [] }).expect(400);
    expect(none.body).toMatchObject({ code: 'no_urls', error: 'No LinkedIn URLs provided' });
    const company = await scrape(t, user, { linkedin_urls: ['https://www.linkedin.com/company/acme'] }).expect(400);
    expect(company.body.code).toBe('invalid_linkedin_url');
    const many = Array.from({ length: 51 }, (_, n) => profileUrl(`many-${n}`));
    expect((await scrape(t, user, { linkedin_urls: many }).expect(400)).body.code).toBe('too_many_urls');
    await scrape(t, user, {}).expect(400);
  });

  it('makes a persona from pasted text, and reuses it for the same text', async () => {
    const text =
      'I lead revenue operations at Northwind. I care about clean data, fast pipelines and measurable ROI. ' +
      'Previously I built the analytics team at Contoso.';
    const before = await balanceOf(t, user);
    const first = await request(t.http)
      .post('/api/linkedin/persona-analysis/')
      .set(bearer(user))
      .send({ text, name: 'Pat Doe', company: 'Northwind' })
      .expect(200);
    expect(first.body).toMatchObject({ success: true, cached: false, charged_credits: 1 });
    expect(first.body.persona).toMatchObject({
      source: 'text',
      name: 'Pat Doe',
      company: 'Northwind',
      linkedin_url: null,
    });
    expect(first.body.persona.persona_analysis.profile_summary).toEqual(expect.any(String));
    const again = await request(t.http)
      .post('/api/linkedin/persona-analysis/')
      .set(bearer(user))
      .send({ text: `  ${text}  `, name: 'Pat Doe', company: 'Northwind' })
      .expect(200);
    expect(again.body).toMatchObject({ cached: true, charged_credits: 0, persona: { id: first.body.persona.id } });
    expect(await balanceOf(t, user)).toBe(before - 1);

    const short = await request(t.http).post('/api/linkedin/persona-analysis/').set(bearer(user)).send({ text: 'hi' });
    expect(short.status).toBe(400);
    const neither = await request(t.http).post('/api/linkedin/persona-analysis/').set(bearer(user)).send({});
    expect(neither.body.code).toBe('invalid_input');
  });

  it('analyses given LinkedIn data without scraping', async () => {
    const triggers = t.brightdata.triggers.length;
    const response = await request(t.http)
      .post('/api/linkedin/persona-analysis/')
      .set(bearer(user))
      .send({
        linkedin_data: {
          linkedin_url: 'https://www.linkedin.com/in/given-data-1',
          name: 'Given Data',
          about: 'I run procurement at Globex and I always ask for references before I buy anything.',
          current_company_name: 'Globex',
        },
      })
      .expect(200);
    expect(response.body.persona).toMatchObject({ source: 'data', name: 'Given Data', company: 'Globex' });
    expect(t.brightdata.triggers.length).toBe(triggers);
  });

  describe('personas and search results', () => {
    let resultIds: string[];
    /** The search result of the lead with the LinkedIn profile (the search lists both leads, newest first). */
    let graceResultId: string;
    const slug = 'grace-persona';

    beforeAll(async () => {
      await t.index.upsert('file1_part1', [
        { name: 'Grace Persona', company_name: 'Navy Labs', linkedin_url: profileUrl(slug), email: 'g@navy.example' },
        { name: 'Alan Nolink', company_name: 'Navy Labs', email: 'a@navy.example' },
      ]);
      const search = await request(t.http)
        .post('/api/search/')
        .set(bearer(user))
        .send({ query: 'Navy Labs', sources: ['elasticsearch'] })
        .expect(200);
      resultIds = search.body.results.elasticsearch.map((item: { id: string }) => item.id);
      graceResultId = search.body.results.elasticsearch.find((item: Item) => item.data.name === 'Grace Persona').id;
      expect(
        search.body.results.elasticsearch.every((item: Item) => item.persona_analysis_status === 'not_analyzed'),
      ).toBe(true);
    });

    it('links analysed profiles to search results; get, enhance and later searches show them', async () => {
      const response = await scrape(t, user, { linkedin_urls: [profileUrl(slug)], search_result_ids: resultIds });
      expect(response.status).toBe(200);
      const personaId = response.body.profiles[0].persona_id;

      const got = await request(t.http)
        .get(`/api/linkedin/persona/get/?${resultIds.map((id) => `search_result_ids=${id}`).join('&')}`)
        .set(bearer(user))
        .expect(200);
      const keys = Object.keys(got.body.data);
      expect(keys).toHaveLength(1);
      expect(got.body.data[keys[0]]).toMatchObject({ id: personaId, persona_analysis_status: 'completed' });

      const enhanced = await request(t.http)
        .post('/api/linkedin/enhance-results/')
        .set(bearer(user))
        .send({
          search_results: [
            { id: 'x1', linkedin_url: `${profileUrl(slug)}/` },
            { id: 'x2', linkedin_url: null },
          ],
        })
        .expect(200);
      expect(enhanced.body.results[0]).toMatchObject({
        id: 'x1',
        persona_analysis_status: 'completed',
        persona_id: personaId,
      });
      expect(enhanced.body.results[1]).toMatchObject({ id: 'x2', persona_analysis_status: 'not_analyzed' });

      const later = await request(t.http)
        .post('/api/search/')
        .set(bearer(user))
        .send({ query: 'Grace Persona', sources: ['elasticsearch'] })
        .expect(200);
      const grace = later.body.results.elasticsearch.find((item: Item) => item.data.name === 'Grace Persona');
      expect(grace).toMatchObject({ persona_analysis_status: 'completed', persona_id: personaId });
      expect(grace.persona_analysis?.profile_summary).toEqual(expect.any(String));
      expect(grace.persona_analyzed_at).toEqual(expect.any(String));

      const history = await request(t.http)
        .get(`/api/search/results/${later.body.search_query_id}/`)
        .set(bearer(user))
        .expect(200);
      const stored = history.body.results.elasticsearch.find((item: Item) => item.data.name === 'Grace Persona');
      expect(stored.persona_analysis_status).toBe('completed');
    });

    it('saves personas to results explicitly, and says when there is nothing to save', async () => {
      const saved = await request(t.http)
        .post('/api/linkedin/persona/save/')
        .set(bearer(user))
        .send({ persona_results: [{ linkedin_url: profileUrl(slug) }], search_result_ids: resultIds })
        .expect(200);
      expect(saved.body).toEqual({ success: true, saved: 1 });
      const nothing = await request(t.http)
        .post('/api/linkedin/persona/save/')
        .set(bearer(user))
        .send({ persona_results: [], search_result_ids: resultIds })
        .expect(400);
      expect(nothing.body.error).toBe('No persona analysis results found to save');
    });

    it('keeps personas private: another user reads none of them and cannot write e-mails from them', async () => {
      const other = await signUp(t);
      const mine = await request(t.http).get('/api/linkedin/persona/all/').set(bearer(user)).expect(200);
      const id = mine.body.personas[0].id;
      await request(t.http).get(`/api/linkedin/persona/${id}/`).set(bearer(other)).expect(404);
      const got = await request(t.http)
        .get(`/api/linkedin/persona/get/?search_result_ids=${graceResultId}`)
        .set(bearer(other))
        .expect(200);
      expect(got.body.data).toEqual({});
      await request(t.http).post('/api/email/').set(bearer(other)).send({ personaId: id, emailType: 1 }).expect(404);
      const theirs = await request(t.http).get('/api/linkedin/persona/all/').set(bearer(other)).expect(200);
      expect(theirs.body).toMatchObject({ personas: [], total: 0 });
    });

    it('lists personas newest first, a page at a time', async () => {
      const page = await request(t.http)
        .get('/api/linkedin/persona/all/?page=1&page_size=2')
        .set(bearer(user))
        .expect(200);
      expect(page.body).toMatchObject({ success: true, page: 1, page_size: 2 });
      expect(page.body.personas).toHaveLength(2);
      expect(page.body.total).toBeGreaterThan(2);
      const usage = await request(t.http).get('/api/usage/info/').set(bearer(user)).expect(200);
      expect(usage.body.statistics.total_personas).toBe(page.body.total);
      const [a, b] = page.body.personas;
      expect(Date.parse(a.persona_analyzed_at)).toBeGreaterThanOrEqual(Date.parse(b.persona_analyzed_at));
    });

    it('writes e-mails per type and variation, stores them and serves them again', async () => {
      const all = await request(t.http).get('/api/linkedin/persona/all/').set(bearer(user)).expect(200);
      const personaId = all.body.personas[0].id;
      const email = (body: object) => request(t.http).post('/api/email/').set(bearer(user)).send(body);

      const first = await email({ personaId, emailType: 1, variation: 1 }).expect(200);
      expect(first.body).toMatchObject({
        success: true,
        email_type: 1,
        email_type_label: 'Cold Outreach',
        variation: 1,
        cached: false,
        persona_id: personaId,
      });
      expect(first.body.email).toEqual({
        subject: expect.any(String),
        body: expect.any(String),
        personalization_applied: {
          communication_style: expect.any(String),
          email_tone: expect.any(String),
          risk_level: expect.any(String),
          top_decision_driver: expect.any(String),
        },
      });
      const aiCalls = t.openai.requests.length;
      const again = await email({ personaId, emailType: 1, variation: 1 }).expect(200);
      expect(again.body).toMatchObject({ cached: true, email: first.body.email });
      expect(t.openai.requests.length).toBe(aiCalls);

      const second = await email({ personaId, emailType: 1, variation: 2 }).expect(200);
      expect(second.body.cached).toBe(false);
      expect(second.body.email.body).not.toBe(first.body.email.body);
      const meeting = await email({ personaId, emailType: 3 }).expect(200);
      expect(meeting.body).toMatchObject({ email_type_label: 'Meeting Request', variation: 1 });
      const followUp = await email({ personaId, emailType: 2 }).expect(200);
      expect(followUp.body.email_type_label).toBe('Follow Up');

      const byResult = await email({ resultId: graceResultId, emailType: 1 }).expect(200);
      expect(byResult.body.persona_id).toEqual(expect.any(Number));

      expect((await email({ personaId, emailType: 4 }).expect(400)).body.error).toMatch(/emailType/);
      await email({ personaId, emailType: 1, variation: 0 }).expect(400);
      await email({ emailType: 1 }).expect(400);
      await email({ personaId: 999999, emailType: 1 }).expect(404);
    });
  });
});

describe('LinkedIn persona analysis without vendors', () => {
  let t: TestApp;
  let user: Session;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    user = await signUp(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says plainly that scraping and AI are not configured', async () => {
    const scraped = await request(t.http)
      .post('/api/linkedin/scrape/')
      .set(bearer(user))
      .send({ linkedin_urls: [profileUrl('someone')] })
      .expect(503);
    expect(scraped.body).toMatchObject({ success: false, code: 'scraper_not_configured' });
    const text = await request(t.http)
      .post('/api/linkedin/persona-analysis/')
      .set(bearer(user))
      .send({ text: 'A long enough pasted profile text about a person who sells things.' })
      .expect(503);
    expect(text.body).toMatchObject({ code: 'ai_not_configured' });
  });
});
