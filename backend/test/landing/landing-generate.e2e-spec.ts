import request from 'supertest';
import { LandingGeneration } from '../../src/landing/entities/landing-generation.entity';
import { FakeOpenAi, startFakeOpenAi } from '../fakes/openai';
import { bearer, Session, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';
import { pageOfSize } from './landing-kit';

/** POST /api/landing/generate/ and /regenerate/ against the fake OpenAI (issue 11 §1, docs/api-landing.md). */

const completions = (fake: FakeOpenAi) => fake.requests.filter((r) => r.path === '/v1/chat/completions');

describe.each(dbKinds())('landing generation on %s', (kind) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let user: Session;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await startTestApp(kind, {
      ...fake.env,
      LANDING_MODELS: `${fake.env.OPENAI_MODEL},gpt-4.1`,
      LANDING_MAX_HTML: '20kb',
    });
    user = await signUp(t);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  afterEach(() => fake.setMode('ok'));

  const generate = (body: object, session = user) =>
    request(t.http).post('/api/landing/generate/').set(bearer(session)).send(body);

  it('generates a complete, themed, sanitised page with a contact form through the landing_page task', async () => {
    const before = completions(fake).length;
    const response = await generate({ prompt: '  fitness coaching landing page  ' }).expect(200);
    expect(response.body).toMatchObject({ success: true, model: fake.env.OPENAI_MODEL });
    const html: string = response.body.html;
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1" />');
    expect(html).toContain(
      '<style id="landing-theme">:root { --primary: #4f46e5; --secondary: #7c3aed; --background: #ffffff; --text: #1f2937; --accent: #f59e0b; }</style>',
    );
    for (const section of ['class="section hero"', 'class="section benefits"', 'class="section proof"', 'cta-band']) {
      expect(html).toContain(section);
    }
    expect(html).toContain('The best fitness coaching landing page');
    expect(html).toMatch(/<form method="post">[\s\S]*name="email"[\s\S]*<\/form>/);
    expect(html).toContain('@media (max-width: 640px)');

    const sent = completions(fake).slice(before);
    expect(sent).toHaveLength(1);
    const format = sent[0].body?.response_format as { json_schema: { name: string; strict: boolean } };
    expect(format.json_schema).toMatchObject({ name: 'landing_page', strict: true });
  });

  it('uses the theme colours, an allowed model, and starts from base_html', async () => {
    const base =
      '<html><body><h1>Climb higher with Summit Gym</h1><iframe src="https://evil.example"></iframe></body></html>';
    const response = await generate({
      prompt: 'climbing gym',
      model: 'gpt-4.1',
      base_html: base,
      theme: { primary: '#ff0000', accent: '#0f0' },
    }).expect(200);
    expect(response.body.model).toBe('gpt-4.1');
    expect(response.body.html).toContain('--primary: #ff0000; --secondary: #7c3aed;');
    expect(response.body.html).toContain('--accent: #0f0;');
    expect(response.body.html).toContain('<h1>Climb higher with Summit Gym</h1>');
    const last = completions(fake).at(-1)!;
    expect(last.body?.model).toBe('gpt-4.1');
    const prompt = JSON.stringify(last.body?.messages);
    expect(prompt).toContain('Climb higher with Summit Gym');
    expect(prompt).not.toContain('evil.example');
  });

  it('refuses a model outside LANDING_MODELS, a bad colour and a missing prompt with clear 400s', async () => {
    const model = await generate({ prompt: 'x', model: 'gpt-9-unlimited' }).expect(400);
    expect(model.body).toMatchObject({ success: false, code: 'invalid_model' });
    expect(model.body.error).toContain(`Choose one of: ${fake.env.OPENAI_MODEL}, gpt-4.1`);

    for (const body of [{}, { prompt: '' }, { prompt: '   ' }, { prompt: 42 }]) {
      const response = await generate(body).expect(400);
      expect(response.body).toMatchObject({ success: false, error: 'Please enter a prompt' });
    }
    const colour = await generate({ prompt: 'x', theme: { primary: 'red' } }).expect(400);
    expect(colour.body.error).toBe('theme.primary must be a colour such as #4f46e5');
  });

  it('asks again once for an invalid answer, then answers 502 with a clear message', async () => {
    let before = completions(fake).length;
    fake.queueModes('schema_violation');
    await generate({ prompt: 'bakery' }).expect(200);
    expect(completions(fake).length - before).toBe(2);

    before = completions(fake).length;
    fake.queueModes('invalid_json', 'schema_violation');
    const failed = await generate({ prompt: 'bakery' }).expect(502);
    expect(failed.body).toEqual({
      success: false,
      error: 'The AI service returned an invalid answer twice. Please try again.',
      message: 'The AI service returned an invalid answer twice. Please try again.',
      code: 'ai_invalid_output',
      request_id: expect.any(String),
    });
    expect(completions(fake).length - before).toBe(2);
  });

  it('regenerates the design and keeps the content', async () => {
    const page = (await generate({ prompt: 'yoga studio' }).expect(200)).body.html as string;
    const response = await request(t.http)
      .post('/api/landing/regenerate/')
      .set(bearer(user))
      .send({ html: page, prompt: 'make it dark with rounded cards' })
      .expect(200);
    const html: string = response.body.html;
    expect(response.body.success).toBe(true);
    expect(html).toContain('--background: #111827;');
    expect(html).toContain('/* fake design: make it dark with rounded cards */');
    expect(html.match(/<style id="landing-design">/g)).toHaveLength(1);
    expect(html.match(/<style id="landing-theme">/g)).toHaveLength(1);
    const body = (doc: string) => doc.slice(doc.indexOf('<body>'));
    expect(body(html)).toBe(body(page));
    const format = completions(fake).at(-1)!.body?.response_format as { json_schema: { name: string } };
    expect(format.json_schema.name).toBe('landing_design');
  });

  it('adds the design to a page of its own and sanitises it', async () => {
    const page =
      '<html><head><title>Mine</title></head><body><p onclick="x()">Hello</p><script src="https://cdn.example/x.js"></script></body></html>';
    const response = await request(t.http)
      .post('/api/landing/regenerate/')
      .set(bearer(user))
      .send({ html: page, prompt: 'warmer colours' })
      .expect(200);
    expect(response.body.html).toMatch(
      /^<!DOCTYPE html>\n<html><head><style id="landing-theme">:root \{ --primary: #dc2626;/,
    );
    expect(response.body.html).toContain('<p>Hello</p>');
    expect(response.body.html).not.toContain('cdn.example');
  });

  it('answers the regenerate validation messages of the spec', async () => {
    const regenerate = (body: object) =>
      request(t.http).post('/api/landing/regenerate/').set(bearer(user)).send(body).expect(400);
    expect((await regenerate({ prompt: 'dark' })).body.error).toBe('Generate or load a template first');
    expect((await regenerate({ html: '  ', prompt: 'dark' })).body.error).toBe('Generate or load a template first');
    expect((await regenerate({ html: '<p>x</p>' })).body.error).toBe('Enter a design prompt');
    expect((await regenerate({ html: '<p>x</p>', prompt: ' ' })).body.error).toBe('Enter a design prompt');
  });

  it('refuses pages over LANDING_MAX_HTML with 413', async () => {
    const big = pageOfSize(21 * 1024);
    const regenerate = await request(t.http)
      .post('/api/landing/regenerate/')
      .set(bearer(user))
      .send({ html: big, prompt: 'dark' })
      .expect(413);
    expect(regenerate.body).toEqual({
      success: false,
      code: 'html_too_large',
      error: 'The page is too large (22 KB). The limit is 20 KB.',
      message: 'The page is too large (22 KB). The limit is 20 KB.',
    });
    const generated = await generate({ prompt: 'x', base_html: big }).expect(413);
    expect(generated.body.code).toBe('html_too_large');
  });

  it('needs a signed-in user', async () => {
    await request(t.http).post('/api/landing/generate/').send({ prompt: 'x' }).expect(401);
    await request(t.http).post('/api/landing/regenerate/').send({ html: 'x', prompt: 'y' }).expect(401);
  });
});

describe.each(dbKinds())('landing generation limits on %s', (kind) => {
  let fake: FakeOpenAi;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await startTestApp(kind, { ...fake.env, LANDING_AI_PER_HOUR: '2' });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('allows LANDING_AI_PER_HOUR generations per user and hour, then 429 with Retry-After', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const generate = (session: Session) =>
      request(t.http).post('/api/landing/generate/').set(bearer(session)).send({ prompt: 'bakery' });

    fake.queueModes('invalid_json', 'invalid_json');
    await generate(user).expect(502); // a failed generation does not count
    await generate(user).expect(200);
    await request(t.http)
      .post('/api/landing/regenerate/')
      .set(bearer(user))
      .send({ html: '<p>x</p>', prompt: 'dark' })
      .expect(200);
    const limited = await generate(user).expect(429);
    expect(limited.body).toEqual({
      success: false,
      code: 'landing_rate_limited',
      error: 'You have used your 2 page generations for this hour. Please try again in 60 minutes.',
      message: 'You have used your 2 page generations for this hour. Please try again in 60 minutes.',
    });
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    await generate(other).expect(200);

    // The count lives in the database: an hour later the slots are free again.
    await t.dataSource
      .createQueryBuilder()
      .update(LandingGeneration)
      .set({ created_at: new Date(Date.now() - 3601_000) })
      .execute();
    await generate(user).expect(200);
  });
});

describe.each(dbKinds())('landing generation without AI on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 ai_not_configured to generate and regenerate', async () => {
    const user = await signUp(t);
    const generate = await request(t.http)
      .post('/api/landing/generate/')
      .set(bearer(user))
      .send({ prompt: 'fitness coaching landing page' })
      .expect(503);
    expect(generate.body).toMatchObject({ success: false, code: 'ai_not_configured' });
    const regenerate = await request(t.http)
      .post('/api/landing/regenerate/')
      .set(bearer(user))
      .send({ html: '<p>x</p>', prompt: 'dark' })
      .expect(503);
    expect(regenerate.body.code).toBe('ai_not_configured');
  });
});
