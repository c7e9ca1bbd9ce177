import request from 'supertest';
import { bearer, Session, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';
import { PAGE, pageOfSize, saveTemplate } from './landing-kit';

/** Landing templates per user: CRUD, unique names, upsert, ownership, size cap, versions (issue 11 §1). */

describe.each(dbKinds())('landing templates on %s', (kind) => {
  let t: TestApp;
  let user: Session;

  beforeAll(async () => {
    t = await startTestApp(kind, { LANDING_MAX_HTML: '20kb' });
    user = await signUp(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const api = (session = user) => ({
    get: (path: string) => request(t.http).get(`/api/landing/${path}`).set(bearer(session)),
    post: (path: string, body: object = {}) =>
      request(t.http).post(`/api/landing/${path}`).set(bearer(session)).send(body),
    patch: (path: string, body: object) =>
      request(t.http).patch(`/api/landing/${path}`).set(bearer(session)).send(body),
    delete: (path: string) => request(t.http).delete(`/api/landing/${path}`).set(bearer(session)),
  });

  it('saves, lists, loads, updates and deletes a template, sanitising its HTML', async () => {
    const created = await api().post('templates/', { name: '  Spring Sale  ', html: PAGE }).expect(201);
    const template = created.body.template;
    expect(created.body.success).toBe(true);
    expect(template).toMatchObject({ name: 'Spring Sale', published: false, public_url: null });
    expect(template.html).toContain('<h1 style="font-size:3rem">Saved page</h1>');
    expect(template.html).toContain("<script>document.title = 'ran';</script>");
    expect(new Date(template.updated_at).getTime()).not.toBeNaN();

    const listed = await api().get('templates/').expect(200);
    expect(listed.body).toEqual({
      success: true,
      templates: [
        { id: template.id, name: 'Spring Sale', updated_at: template.updated_at, published: false, public_url: null },
      ],
    });

    const loaded = await api().get(`templates/${template.id}/`).expect(200);
    expect(loaded.body.template).toEqual(template);

    const html = '<p onclick="steal()">New <a href="javascript:alert(1)">text</a></p><iframe src="https://x"></iframe>';
    const updated = await api().patch(`templates/${template.id}/`, { html, name: 'Summer Sale' }).expect(200);
    expect(updated.body.template).toMatchObject({ id: template.id, name: 'Summer Sale' });
    expect(updated.body.template.html).toBe('<!DOCTYPE html>\n<p>New <a>text</a></p>');

    expect((await api().delete(`templates/${template.id}/`).expect(200)).body).toEqual({ success: true });
    await api().get(`templates/${template.id}/`).expect(404);
  });

  it("names an unnamed template 'Untitled' and refuses empty HTML with the spec's messages", async () => {
    const session = await signUp(t);
    const created = await api(session).post('templates/', { name: '   ', html: PAGE }).expect(201);
    expect(created.body.template.name).toBe('Untitled');
    const noName = await api(session).post('templates/', { html: PAGE, upsert: true }).expect(200);
    expect(noName.body).toMatchObject({ updated: true, template: { id: created.body.template.id } });

    for (const body of [{ name: 'x' }, { name: 'x', html: '' }, { name: 'x', html: '  \n ' }]) {
      expect((await api(session).post('templates/', body).expect(400)).body.error).toBe('Nothing to save');
    }
    const id = created.body.template.id;
    expect((await api(session).patch(`templates/${id}/`, { html: ' ' }).expect(400)).body.error).toBe(
      'Nothing to update',
    );
    const renamed = await api(session).patch(`templates/${id}/`, { name: '' }).expect(200);
    expect(renamed.body.template.name).toBe('Untitled');
  });

  it('keeps names unique per user (trimmed, any case): 409 duplicate_name with the id, or upsert', async () => {
    const session = await signUp(t);
    const first = await saveTemplate(t, session, 'Launch Page');

    const clash = await api(session).post('templates/', { name: ' launch PAGE ', html: PAGE }).expect(409);
    expect(clash.body).toEqual({
      success: false,
      error: 'duplicate_name',
      code: 'duplicate_name',
      message: 'Template name already exists',
      template_id: first.id,
    });

    const upserted = await api(session)
      .post('templates/', { name: 'LAUNCH page', html: '<p>Version two</p>', upsert: true })
      .expect(200);
    expect(upserted.body).toMatchObject({
      success: true,
      updated: true,
      template: { id: first.id, name: 'LAUNCH page' },
    });
    expect(upserted.body.template.html).toContain('Version two');
    expect((await api(session).get('templates/')).body.templates).toHaveLength(1);

    const second = await saveTemplate(t, session, 'Other');
    const renamed = await api(session).patch(`templates/${second.id}/`, { name: 'launch page' }).expect(409);
    expect(renamed.body).toMatchObject({ error: 'duplicate_name', template_id: first.id });

    // Another user may use the same name.
    const other = await signUp(t);
    await saveTemplate(t, other, 'Launch Page');
  });

  it("answers 404 for another user's template on every route", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const template = await saveTemplate(t, owner, 'Private');
    const base = `templates/${template.id}`;
    await api(stranger).get(`${base}/`).expect(404);
    await api(stranger).patch(`${base}/`, { html: '<p>mine</p>' }).expect(404);
    await api(stranger).delete(`${base}/`).expect(404);
    await api(stranger).get(`${base}/versions/`).expect(404);
    await api(stranger).post(`${base}/publish/`).expect(404);
    await api(stranger).post(`${base}/unpublish/`).expect(404);
    await api(stranger).get(`${base}/submissions/`).expect(404);
    await api(stranger).get(`${base}/submissions/download/`).expect(404);
    const missing = await api(stranger).get('templates/abc/').expect(404);
    expect(missing.body).toEqual({
      success: false,
      error: 'Template not found',
      message: 'Template not found',
      code: 'template_not_found',
    });
    expect((await api(stranger).get('templates/')).body.templates).toEqual([]);
    expect((await api(owner).get(`${base}/`).expect(200)).body.template.html).toContain('Saved page');
  });

  it('refuses HTML over LANDING_MAX_HTML with 413 and a clear message', async () => {
    const session = await signUp(t);
    const big = await api(session)
      .post('templates/', { name: 'Big', html: pageOfSize(25 * 1024) })
      .expect(413);
    expect(big.body).toEqual({
      success: false,
      code: 'html_too_large',
      error: 'The page is too large (26 KB). The limit is 20 KB.',
      message: 'The page is too large (26 KB). The limit is 20 KB.',
    });
    const template = await saveTemplate(t, session, 'Small');
    await api(session)
      .patch(`templates/${template.id}/`, { html: pageOfSize(25 * 1024) })
      .expect(413);
  });

  it('keeps the last 20 versions, newest first, and restores one', async () => {
    const session = await signUp(t);
    const template = await saveTemplate(t, session, 'Versioned', '<p>v0</p>');
    const url = `templates/${template.id}`;
    expect((await api(session).get(`${url}/versions/`).expect(200)).body).toEqual({ success: true, versions: [] });

    for (let n = 1; n <= 22; n++)
      await api(session)
        .patch(`${url}/`, { html: `<p>v${n}</p>` })
        .expect(200);
    const { versions } = (await api(session).get(`${url}/versions/`).expect(200)).body;
    expect(versions).toHaveLength(20);
    expect(versions[0]).toEqual({
      id: expect.any(Number),
      name: 'Versioned',
      created_at: expect.any(String),
      size: Buffer.byteLength('<!DOCTYPE html>\n<p>v21</p>'),
    });
    expect(versions.map((v: { id: number }) => v.id)).toEqual(
      [...versions.map((v: { id: number }) => v.id)].sort((a, b) => b - a),
    );

    const oldest = versions[19];
    const restored = await api(session).post(`${url}/versions/${oldest.id}/restore/`).expect(200);
    expect(restored.body.success).toBe(true);
    expect(restored.body.template.html).toBe('<!DOCTYPE html>\n<p>v2</p>');
    const after = (await api(session).get(`${url}/versions/`).expect(200)).body.versions;
    expect(after).toHaveLength(20);
    expect(after[0].size).toBe(Buffer.byteLength('<!DOCTYPE html>\n<p>v22</p>'));

    await api(session).post(`${url}/versions/999999/restore/`).expect(404);
    const stranger = await signUp(t);
    await api(stranger).post(`${url}/versions/${after[0].id}/restore/`).expect(404);
  });

  it('needs a signed-in user', async () => {
    await request(t.http).get('/api/landing/templates/').expect(401);
    await request(t.http).post('/api/landing/templates/').send({ name: 'x', html: 'y' }).expect(401);
  });
});
