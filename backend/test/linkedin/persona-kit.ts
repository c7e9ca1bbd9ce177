import request from 'supertest';
import { CreditsService } from '../../src/billing/credits.service';
import { LEAD_INDEX, LeadIndex } from '../../src/leads/lead-index.port';
import { FakeBrightDataDatasets, startFakeBrightDataDatasets } from '../fakes/brightdata-datasets';
import { FakeOpenAi, startFakeOpenAi } from '../fakes/openai';
import { bearer, Session } from '../support/factories';
import { DbKind } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

export interface PersonaApp extends TestApp {
  openai: FakeOpenAi;
  brightdata: FakeBrightDataDatasets;
  credits: CreditsService;
  index: LeadIndex;
}

/** The real app on a fresh database with the scraper and the AI pointed at local fakes. */
export async function startPersonaApp(kind: DbKind, env: Record<string, string> = {}): Promise<PersonaApp> {
  const openai = await startFakeOpenAi();
  const brightdata = await startFakeBrightDataDatasets();
  const t = await startTestApp(kind, { ...openai.env, ...brightdata.env, ...env });
  return {
    ...t,
    openai,
    brightdata,
    credits: t.app.get(CreditsService),
    index: t.app.get<LeadIndex>(LEAD_INDEX, { strict: false }),
    close: async () => {
      await t.close();
      await openai.close();
      await brightdata.close();
    },
  };
}

export const profileUrl = (slug: string) => `https://www.linkedin.com/in/${slug}`;

export async function grant(t: PersonaApp, session: Session, credits: number): Promise<void> {
  await t.credits.grant({
    userId: session.user.id,
    reference: `test-grant:${session.user.id}:${Date.now()}:${Math.random()}`,
    credits,
    description: 'test credits',
  });
}

export const balanceOf = (t: PersonaApp, session: Session) => t.credits.balance(session.user.id);

export const scrape = (t: PersonaApp, session: Session, body: object, query = '') =>
  request(t.http).post(`/api/linkedin/scrape/${query}`).set(bearer(session)).send(body);

/** Polls the job until it has finished; returns its last view. */
export async function waitForJob(t: PersonaApp, session: Session, id: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  const seen: { done: number; status: string }[] = [];
  for (;;) {
    const response = await request(t.http).get(`/api/linkedin/jobs/${id}/`).set(bearer(session)).expect(200);
    const job = response.body.job;
    seen.push({ done: job.done, status: job.status });
    if (job.status === 'completed' || job.status === 'failed') return { job, seen };
    if (Date.now() > deadline) throw new Error(`job ${id} did not finish: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
