import request from 'supertest';
import { bearer, Session, signUp } from '../support/factories';
import { dbKinds } from '../support/services';
import { balanceOf, grant, PersonaApp, scrape, startPersonaApp } from '../linkedin/persona-kit';
import { csvOf, detail, download, parseCsv, profile, statusOf, upload, waitForSession } from './csv-kit';

describe.each(dbKinds())('CSV personas on %s', (kind) => {
  let t: PersonaApp;
  let user: Session;

  beforeAll(async () => {
    t = await startPersonaApp(kind, { CSV_PERSONA_MAX_ROWS: '20', CSV_PERSONA_BATCH: '3' });
    user = await signUp(t);
    await grant(t, user, 30);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    t.openai.setMode('ok');
    t.brightdata.setMode('ok');
    t.brightdata.setLatency(0);
  });

  describe('validation', () => {
    it('answers the spec messages for no file, a wrong type, a binary file and a file too large', async () => {
      const none = await request(t.http).post('/api/csv-persona/upload/').set(bearer(user)).field('x', '1').expect(400);
      expect(none.body).toMatchObject({ success: false, error: 'Please select a CSV file first', code: 'no_file' });
      const pdf = await upload(t, user, '%PDF-1.4', 'file.pdf', 'application/pdf').expect(400);
      expect(pdf.body.error).toBe('Please select a valid CSV file');
      const binary = await upload(t, user, Buffer.from([0x50, 0x4b, 0x03, 0x00, 0x00, 0x01]), 'x.csv').expect(400);
      expect(binary.body.error).toBe('Please select a valid CSV file');
      const big = 'linkedin_url\r\n' + `${profile('a')}\r\n`.repeat(Math.ceil((10 * 1024 * 1024) / 30) + 10);
      const tooBig = await upload(t, user, big).expect(413);
      expect(tooBig.body).toMatchObject({ success: false, code: 'file_too_large' });
      expect(tooBig.body.error).toContain('10MB');
    });

    it('names the column it needs, refuses files without a valid row and over CSV_PERSONA_MAX_ROWS', async () => {
      const noColumn = await upload(t, user, csvOf('name,company', ['Jane,Acme'])).expect(400);
      expect(noColumn.body.code).toBe('missing_linkedin_column');
      expect(noColumn.body.error).toContain('linkedin_url');
      const noValid = await upload(t, user, csvOf('linkedin_url', ['https://example.com/x', ''])).expect(400);
      expect(noValid.body.code).toBe('no_valid_rows');
      const rows = Array.from({ length: 21 }, (_, i) => profile(`many-${i}`));
      const tooMany = await upload(t, user, csvOf('linkedin_url', rows)).expect(400);
      expect(tooMany.body).toMatchObject({ code: 'too_many_rows' });
      expect(tooMany.body.error).toContain('20');
    });

    it('reads a file of bare URLs without a header row', async () => {
      const response = await upload(t, user, `${profile('bare-1')}\r\nlinkedin.com/in/bare-2\r\n`).expect(200);
      expect(response.body).toMatchObject({ total_rows: 2, invalid_rows: [] });
      const session = await detail(t, user, response.body.upload_session_id);
      expect(session.rows.map((r: { line: number }) => r.line)).toEqual([1, 2]);
      await waitForSession(t, user, response.body.upload_session_id);
    });

    it.each([
      ['LinkedIn'],
      ['LinkedIn URL'],
      ['Profile URL'],
      ['linkedin profile'],
      [' LINKEDIN_URL '],
      ['Linkedin-Url'],
    ])('finds the URL column under the header %j', async (header) => {
      const file = csvOf(`First Name,${header.includes(',') ? `"${header}"` : header},Last_Name`, [
        `Ana,https://de.linkedin.com/in/Header-Variant-${header.length}/?trk=x,Lytic`,
      ]);
      const response = await upload(t, user, `\uFEFF${file}`).expect(200);
      expect(response.body).toMatchObject({ success: true, total_rows: 1, invalid_rows: [], duplicate_rows: 0 });
      const session = await detail(t, user, response.body.upload_session_id);
      expect(session.rows[0]).toMatchObject({
        linkedin_url: profile(`header-variant-${header.length}`),
        first_name: 'Ana',
        last_name: 'Lytic',
        line: 2,
      });
      await waitForSession(t, user, response.body.upload_session_id);
    });
  });

  it('reports invalid rows by line, collapses duplicates, charges only stored analyses (dead page → partial)', async () => {
    const before = await balanceOf(t, user);
    const triggers = t.brightdata.triggers.length;
    const file = csvOf('linkedin_url,first_name,last_name', [
      `${profile('row-one')},One,"Quoted, Name"`,
      'https://www.linkedin.com/company/acme,Bad,Row',
      `linkedin.com/in/ROW-ONE/,Dup,Row`,
      `${profile('dead-row')},Dead,Row`,
      `"${profile('row-two')}","Multi\nLine",Two`,
      ',Empty,Url',
      `${profile('row-three')}`,
    ]);
    const response = await upload(t, user, file).expect(200);
    expect(response.body).toMatchObject({
      success: true,
      status: 'processing',
      total_rows: 4,
      duplicate_rows: 1,
      reused_rows: 0,
      credits_needed: 4,
      balance: before,
      file_name: 'leads.csv',
    });
    expect(response.body.invalid_rows).toEqual([
      { line: 3, value: 'https://www.linkedin.com/company/acme', error: 'Not a LinkedIn profile URL' },
      { line: 8, value: '', error: 'No LinkedIn URL' },
    ]);
    const id = response.body.upload_session_id;
    const { status, seen } = await waitForSession(t, user, id);
    expect(status).toMatchObject({
      status: 'partially_completed',
      completed: 3,
      failed: 1,
      pending: 0,
      total_rows: 4,
      progress_percentage: 100,
      is_complete: true,
    });
    const progress = seen.map((s) => s.progress_percentage);
    expect(progress).toEqual([...progress].sort((a, b) => a - b)); // never backwards
    expect(await balanceOf(t, user)).toBe(before - 3);
    expect(t.brightdata.triggers.length - triggers).toBe(2); // 4 rows in batches of 3

    const session = await detail(t, user, id);
    expect(session).toMatchObject({ status: 'partially_completed', charged_credits: 3, reused: 0, completed: 3 });
    expect(session.rows.map((r: { state: string }) => r.state)).toEqual([
      'completed',
      'failed',
      'completed',
      'completed',
    ]);
    expect(session.rows[1].error).toMatch(/dead page/i);
    expect(session.rows[2]).toMatchObject({ first_name: 'Multi\nLine', line: 6 });

    // Uploaded again: everything is reused, free, and completed at once.
    const again = await upload(t, user, csvOf('linkedin_url', [profile('row-one'), profile('row-two')])).expect(200);
    expect(again.body).toMatchObject({ status: 'completed', reused_rows: 2, credits_needed: 0, total_rows: 2 });
    expect(await statusOf(t, user, again.body.upload_session_id)).toMatchObject({
      status: 'completed',
      completed: 2,
      is_complete: true,
    });
    expect(await balanceOf(t, user)).toBe(before - 3);
  });

  it('refuses the whole file with 402 before any vendor call when the balance is short', async () => {
    const poor = await signUp(t);
    await grant(t, poor, 2);
    const balance = await balanceOf(t, poor);
    const triggers = t.brightdata.triggers.length;
    const rows = Array.from({ length: balance + 3 }, (_, i) => profile(`short-${i}`));
    const response = await upload(t, poor, csvOf('linkedin_url', rows)).expect(402);
    expect(response.body).toEqual({
      success: false,
      error: 'Insufficient persona analyses remaining. You need 3 more credits.',
      message: 'Insufficient persona analyses remaining. You need 3 more credits.',
      code: 'insufficient_credits',
      shortfall: 3,
      credits_needed: balance + 3,
      balance,
    });
    expect(t.brightdata.triggers.length).toBe(triggers);
    expect(t.openai.requests.length).toBeGreaterThanOrEqual(0);
  });

  it('cancels: rows not done become cancelled and cost nothing', async () => {
    const canceller = await signUp(t);
    await grant(t, canceller, 10);
    const start = await balanceOf(t, canceller);
    t.brightdata.setLatency(400);
    const rows = Array.from({ length: 6 }, (_, i) => profile(`cancel-${i}`));
    const response = await upload(t, canceller, csvOf('linkedin_url', rows)).expect(200);
    const id = response.body.upload_session_id;
    const cancelled = await request(t.http)
      .post(`/api/csv-persona/sessions/${id}/cancel/`)
      .set(bearer(canceller))
      .expect(200);
    expect(cancelled.body.status).toMatchObject({ status: 'cancelled', is_complete: true });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const session = await detail(t, canceller, id);
    expect(session.status).toBe('cancelled');
    const completed = session.rows.filter((r: { state: string }) => r.state === 'completed').length;
    expect(session.rows.filter((r: { state: string }) => r.state === 'cancelled').length).toBe(6 - completed);
    expect(await balanceOf(t, canceller)).toBe(start - completed);
    expect(await t.credits.available(canceller.user.id)).toBe(start - completed); // reservation released
  });

  it('downloads one row per input row in order, with BOM, quoting, neutralised formulas and e-mails', async () => {
    const file = csvOf('linkedin_url,first_name,last_name', [
      `${profile('dl-one')},=HYPERLINK("x"),+1`,
      'not a url,@SUM(A1),-2',
      `${profile('dl-one')},Dup,"Quote ""me"""`,
      `${profile('dead-dl')},Dead,Row`,
    ]);
    const response = await upload(t, user, file).expect(200);
    const id = response.body.upload_session_id;
    await waitForSession(t, user, id);
    const { response: res, raw } = await download(t, user, id);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const date = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="persona_analysis_${id}_${date}.csv"`);
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(raw.toString('utf8').slice(1));
    expect(rows[0]).toEqual([
      'linkedin_url',
      'first_name',
      'last_name',
      'status',
      'error',
      'name',
      'headline',
      'company',
      'location',
      'profile_summary',
      'communication_style',
      'personae',
      'accuracy',
      'risk_appetite',
      'decision_drivers',
      'preferred_channels',
      'suggested_tone',
      'ice_breakers',
      'topics',
      'what_to_avoid',
      'persona_id',
    ]);
    expect(rows).toHaveLength(5);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[3]])).toEqual([
      [profile('dl-one'), `'=HYPERLINK("x")`, "'+1", 'completed'],
      ['not a url', "'@SUM(A1)", "'-2", 'invalid'],
      [profile('dl-one'), 'Dup', 'Quote "me"', 'completed'],
      [profile('dead-dl'), 'Dead', 'Row', 'failed'],
    ]);
    expect(rows[1][5]).toBe('Dl One');
    expect(rows[1][9]).not.toBe('');
    expect(Number(rows[1][20])).toBeGreaterThan(0);
    expect(rows[3][20]).toBe(rows[1][20]);
    expect(rows[4][4]).toMatch(/dead page/i);
    for (const row of rows.slice(1)) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    const emailCalls = t.openai.requests.length;
    const withEmail = parseCsv((await download(t, user, id, '?include_email=1')).raw.toString('utf8').slice(1));
    expect(withEmail[0].slice(-2)).toEqual(['email_subject', 'email_body']);
    expect(withEmail[1][21]).not.toBe('');
    expect(withEmail[1][22]).not.toBe('');
    expect(withEmail[4][21]).toBe('');
    const generated = t.openai.requests.length - emailCalls;
    expect(generated).toBe(1);
    await download(t, user, id, '?include_email=1'); // cached as POST /email/ caches it
    expect(t.openai.requests.length - emailCalls).toBe(1);
    const viaApi = await request(t.http)
      .post('/api/email/')
      .set(bearer(user))
      .send({ personaId: Number(rows[1][20]), emailType: 1 })
      .expect(200);
    expect(viaApi.body).toMatchObject({ cached: true, email: { subject: withEmail[1][21] } });
  });

  it('lists sessions newest first, pages them, and answers 404 for another user', async () => {
    const owner = await signUp(t);
    const first = await upload(t, owner, csvOf('linkedin_url', [profile('list-1')]), 'first.csv').expect(200);
    await waitForSession(t, owner, first.body.upload_session_id);
    const second = await upload(t, owner, csvOf('linkedin_url', [profile('list-2')]), 'second.csv').expect(200);
    await waitForSession(t, owner, second.body.upload_session_id);
    const page = await request(t.http)
      .get('/api/csv-persona/sessions/?page=1&page_size=1')
      .set(bearer(owner))
      .expect(200);
    expect(page.body).toMatchObject({ success: true, total: 2, page: 1, page_size: 1 });
    expect(page.body.sessions[0]).toMatchObject({
      id: second.body.upload_session_id,
      file_name: 'second.csv',
      status: 'completed',
      total_rows: 1,
      completed: 1,
      failed: 0,
      pending: 0,
      reused: 0,
      charged_credits: 1,
    });
    const history = await request(t.http).get('/api/csv-persona/results/').set(bearer(owner)).expect(200);
    expect(history.body.history.map((s: { file_name: string }) => s.file_name)).toEqual(['second.csv', 'first.csv']);

    const stranger = await signUp(t);
    const id = first.body.upload_session_id;
    for (const path of [`sessions/${id}/`, `sessions/${id}/status/`, `download/${id}/`]) {
      const response = await request(t.http).get(`/api/csv-persona/${path}`).set(bearer(stranger)).expect(404);
      expect(response.body).toMatchObject({ success: false, code: 'csv_session_not_found' });
    }
    await request(t.http).post(`/api/csv-persona/sessions/${id}/cancel/`).set(bearer(stranger)).expect(404);
    await request(t.http).get('/api/csv-persona/sessions/not-a-uuid/').set(bearer(stranger)).expect(404);
  });

  it('never starts vendor work beyond the balance with concurrent uploads and async scrapes', async () => {
    const racer = await signUp(t);
    await grant(t, racer, 5 - (await balanceOf(t, racer)));
    t.brightdata.setLatency(200);
    const triggers = t.brightdata.triggers.length;
    const files = Array.from({ length: 4 }, (_, n) =>
      csvOf('linkedin_url', [profile(`race-${n}-a`), profile(`race-${n}-b`)]),
    );
    const answers = await Promise.all([
      ...files.map((file) => upload(t, racer, file)),
      scrape(t, racer, { linkedin_urls: [profile('race-s-1'), profile('race-s-2')] }, '?async=1'),
      scrape(t, racer, { linkedin_urls: [profile('race-s-3'), profile('race-s-4')] }, '?async=1'),
    ]);
    const accepted = answers.filter((a) => a.status === 200 || a.status === 202);
    expect(answers.every((a) => [200, 202, 402].includes(a.status))).toBe(true);
    expect(accepted.length).toBe(2); // 2 credits each, 5 available
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const answer of answers.filter((a) => a.status === 200)) {
      await waitForSession(t, racer, answer.body.upload_session_id);
    }
    const deadline = Date.now() + 15_000;
    while ((await t.credits.available(racer.user.id)) !== (await balanceOf(t, racer)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const urls = t.brightdata.triggers.slice(triggers).flatMap((b) => b.urls);
    expect(urls.length).toBeLessThanOrEqual(5);
    expect(await balanceOf(t, racer)).toBe(5 - urls.length);
  });
});

// Its own app, started once the suite above has closed its own.
describe.each(dbKinds())('CSV personas without a scraper on %s', (kind) => {
  it('answers 503 when the scraper is not configured and a row needs work', async () => {
    const bare = await startPersonaApp(kind, { BRIGHTDATA_API_TOKEN: '' });
    try {
      const someone = await signUp(bare);
      await grant(bare, someone, 5);
      const response = await upload(bare, someone, csvOf('linkedin_url', [profile('x-1')])).expect(503);
      expect(response.body.code).toBe('scraper_not_configured');
    } finally {
      await bare.close();
    }
  });
});
