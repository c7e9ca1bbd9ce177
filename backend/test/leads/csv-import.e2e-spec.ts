import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { CsvImportService } from '../../src/leads/csv-import.service';
import { LeadImport } from '../../src/leads/entities/lead-import.entity';
import { backfillIdentityKeys } from '../../src/leads/migrations/1764410000000-add-lead-import-detection';
import { LEAD_INDEX, LeadIndex } from '../../src/leads/lead-index.port';
import { bearer, Session, signUp } from '../support/factories';
import { clearLeadIndex } from '../support/lead-import';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

const MAPPING = JSON.stringify({
  Company: 'company_name',
  'Full Name': 'name',
  Email: 'email',
  Industry: 'company_industry',
  Skills: 'skills',
  Notes: 'skip',
});

describe.each(dbKinds())('admin CSV import and DB query on %s', (kind) => {
  let t: TestApp;
  let admin: Session;
  let member: Session;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      CSV_UPLOAD_MAX_BYTES: '64kb',
      CSV_INLINE_MAX_BYTES: '2kb',
      LEAD_DATASET_PART_ROWS: '40',
    });
    admin = await signUp(t);
    member = await signUp(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await clearLeadIndex(t.dataSource);
    await t.dataSource.query('DELETE FROM lead_suppressions');
  });

  const upload = (csv: string | Buffer, options: { name?: string; type?: string; mapping?: string } = {}) =>
    request(t.http)
      .post('/api/csv/upload/')
      .set(bearer(admin))
      .field('column_mapping', options.mapping ?? MAPPING)
      .attach('csv_file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv, 'utf8'), {
        filename: options.name ?? 'leads.csv',
        contentType: options.type ?? 'text/csv',
      });

  const query = (body: Record<string, unknown>) => request(t.http).post('/api/db/query/').set(bearer(admin)).send(body);

  it('lists the accepted fields grouped company / lead', async () => {
    const response = await request(t.http).get('/api/csv/fields/').set(bearer(admin)).expect(200);
    expect(response.body.fields.company).toEqual(
      expect.arrayContaining([{ name: 'company_name', label: 'Company Name' }]),
    );
    expect(response.body.fields.lead.map((f: { name: string }) => f.name)).toEqual(
      expect.arrayContaining([
        'name',
        'email',
        'phone',
        'lead_titles',
        'skills',
        'seniority_level',
        'decision_making_power',
        'linkedin_url',
      ]),
    );
    await request(t.http).get('/api/csv/fields/').set(bearer(member)).expect(403);
  });

  it('imports a small file directly, handling BOM, quoted newlines, accents and ragged rows', async () => {
    const csv =
      '\uFEFFCompany,Full Name,Email,Industry,Skills,Notes\n' +
      'Clinique Générale,Émile Santé,emile@clinique.example,Healthcare,"nursing; triage",x\n' +
      '"Multi\nLine Ltd",Zoë Ward,zoe@multi.example,Technology,"python, sql",\n' +
      'Short Row Inc,Sam Short\n' +
      'Extra Cols Co,Eve Extra,eve@extra.example,Retail,sales,note,surplus,cells\n';
    const response = await upload(csv).expect(200);
    expect(response.body).toMatchObject({ success: true, records_processed: 4, inserted: 4, merged: 0, error: null });
    const result = await query({ sort_field: 'name', sort_order: 'asc', page_size: 25 }).expect(200);
    expect(result.body.total_count).toBe(4);
    // Accented names sort by code point on SQLite and by collation on MariaDB: compare as a set.
    expect(result.body.data.map((lead: { name: string }) => lead.name).sort()).toEqual(
      ['Émile Santé', 'Eve Extra', 'Sam Short', 'Zoë Ward'].sort(),
    );
    const zoe = result.body.data.find((lead: { name: string }) => lead.name === 'Zoë Ward');
    expect(zoe).toMatchObject({
      company_name: 'Multi\nLine Ltd',
      skills: ['python', 'sql'],
      dataset: expect.stringMatching(/^file\d+_part1$/),
    });
  });

  it('reports bad rows with their line numbers, keeps the good ones, and leaves out values too long to store', async () => {
    const longName = 'x'.repeat(300);
    const csv = `Company,Full Name,Email\nGood Co,Gina Good,gina@good.example\n${longName},Too Long,long@x.example\n,,\nFine Co,Fred Fine,fred@fine.example\n`;
    const response = await upload(csv, {
      mapping: JSON.stringify({ Company: 'company_name', 'Full Name': 'name', Email: 'email' }),
    }).expect(200);
    expect(response.body.records_processed).toBe(3);
    expect(response.body.errors).toEqual([{ line: 4, message: 'no values in the mapped columns' }]);
    expect(response.body.warnings).toEqual([
      {
        line: 3,
        message: `company_name "${'x'.repeat(57)}..." (column "Company") is longer than 255 characters: left out`,
      },
    ]);
    expect(response.body.warning_count).toBe(1);
  });

  it('reports a row with a broken quote at its line and reads the rows after it', async () => {
    const csv =
      'Company,Full Name,Email\r\n' +
      'Good Co,Gina Good,gina@good.example\r\n' +
      '"Broken" Co,Bad Row,bad@broken.example\r\n' +
      '"Multi\r\nLine Co",Mia Multi,mia@multi.example\r\n' +
      '"Open quote,Olly Open,olly@open.example\r\n' +
      'Fine Co,Fred Fine,fred@fine.example';
    const response = await upload(csv, {
      mapping: JSON.stringify({ Company: 'company_name', 'Full Name': 'name', Email: 'email' }),
    }).expect(200);
    expect(response.body).toMatchObject({ records_processed: 3, inserted: 3, error_count: 2 });
    expect(response.body.errors).toEqual([
      { line: 3, message: 'unreadable row (Trailing quote on quoted field is malformed)' },
      { line: 6, message: 'unreadable row (Quoted field unterminated)' },
    ]);
    const result = await query({ sort_field: 'name', sort_order: 'asc', page_size: 25 }).expect(200);
    expect(result.body.data.map((lead: { name: string }) => lead.name)).toEqual([
      'Fred Fine',
      'Gina Good',
      'Mia Multi',
    ]);
  });

  it.each([
    [
      'a PNG',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]),
      { name: 'picture.png', type: 'image/png' },
      400,
      'Please select a valid CSV file',
    ],
    ['binary named .csv', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), {}, 400, 'Please select a valid CSV file'],
    ['an empty file', Buffer.alloc(0), {}, 400, 'The CSV file has no data rows'],
    ['a header only', 'Company,Full Name\n', {}, 400, 'The CSV file has no data rows'],
    ['a file over the limit', `Company\n${'Acme Widgets\n'.repeat(6000)}`, {}, 413, 'CSV file is larger than 0.1 MB'],
  ])('refuses %s', async (_label, body, options, status, message) => {
    const response = await upload(body as string | Buffer, options as { name?: string; type?: string }).expect(status);
    expect(response.body).toMatchObject({ success: false, error: message });
  });

  it('refuses a missing file, a bad mapping, and non-admins', async () => {
    let response = await request(t.http)
      .post('/api/csv/upload/')
      .set(bearer(admin))
      .field('column_mapping', MAPPING)
      .expect(400);
    expect(response.body.error).toBe('Please select a CSV file first');
    response = await upload('Company\nAcme\n', { mapping: '{"Company": "company_nam"}' }).expect(400);
    expect(response.body.error).toBe('Unknown field "company_nam" in column_mapping');
    response = await upload('Company\nAcme\n', { mapping: 'not json' }).expect(400);
    expect(response.body.code).toBe('invalid_mapping');
    await request(t.http)
      .post('/api/csv/upload/')
      .set(bearer(member))
      .attach('csv_file', Buffer.from('a\n1\n'), 'a.csv')
      .expect(403);
  });

  it('runs a large file as a job with progress, splits it into dataset parts, and de-duplicates a re-import', async () => {
    const rows = Array.from(
      { length: 100 },
      (_, i) => `Company ${i % 7},Person ${i},p${i}@example.com,Industry ${i % 3},skill${i % 5}`,
    );
    const csv = `Company,Full Name,Email,Industry,Skills\n${rows.join('\n')}\n`;
    const started = await upload(csv).expect(202);
    expect(started.body).toMatchObject({ success: true, status: 'queued', import_id: expect.any(Number) });
    const done = await waitForImport(started.body.import_id);
    expect(done).toMatchObject({
      status: 'completed',
      progress: 100,
      records_processed: 100,
      inserted: 100,
      error_count: 0,
    });
    expect(done.datasets).toEqual([`file${done.id}_part1`, `file${done.id}_part2`, `file${done.id}_part3`]);

    const again = await upload(csv).expect(202);
    expect(await waitForImport(again.body.import_id)).toMatchObject({
      status: 'completed',
      inserted: 0,
      unchanged: 100,
    });
    const info = await request(t.http).get('/api/db/schema-info/').set(bearer(admin)).expect(200);
    expect(info.body).toMatchObject({ success: true, index_pattern: 'file*_part*', total_documents: 100 });

    const list = await request(t.http)
      .get('/api/csv/imports')
      .query({ sort: '["id","DESC"]', range: '[0,0]' })
      .set(bearer(admin))
      .expect(200);
    expect(list.headers['content-range']).toMatch(/^imports 0-0\/\d+$/);
    expect(list.body[0]).toMatchObject({ id: again.body.import_id, created_by: admin.user.username });
  });

  it('resumes an interrupted import after its last committed line, counting the whole file once', async () => {
    const rows = Array.from({ length: 100 }, (_, i) => `Company ${i % 7},Person ${i},p${i}@example.com`);
    const path = join(t.dataDir, 'uploads', 'interrupted.csv');
    writeFileSync(path, `Company,Full Name,Email\n${rows.join('\n')}\n`);
    const imports = t.dataSource.getRepository(LeadImport);
    const record = await imports.save(
      imports.create({ user_id: admin.user.id, file_name: 'interrupted.csv', status: 'processing', datasets: [] }),
    );
    // The first pass committed rows 1-60 (lines 2-61) and its checkpoint, then the process died.
    const index = t.app.get<LeadIndex>(LEAD_INDEX);
    const firstPart = `file${record.id}_part1`;
    await index.upsert(
      firstPart,
      rows.slice(0, 60).map((row) => {
        const [company_name, name, email] = row.split(',');
        return { company_name, name, email };
      }),
    );
    await imports.update(record.id, {
      column_mapping: { Company: 'company_name', 'Full Name': 'name', Email: 'email' },
      detection: {
        encoding: 'utf-8',
        encoding_how: 'detected',
        delimiter: 'comma',
        delimiter_how: 'detected',
        mapping_how: 'chosen',
        skipped_columns: [],
      },
      stored_file: path,
      datasets: [firstPart],
      lines_done: 61,
      records_processed: 60,
      inserted: 60,
    });

    await t.app.get(CsvImportService).resumeInterrupted();
    const done = await waitForImport(record.id);
    expect(done).toMatchObject({ status: 'completed', records_processed: 100, inserted: 100, unchanged: 0 });
    expect(done.datasets[0]).toBe(firstPart);
    const info = await request(t.http).get('/api/db/schema-info/').set(bearer(admin)).expect(200);
    expect(info.body.total_documents).toBe(100);
  });

  it('gives leads stored before identity keys existed their key, so re-importing their file adds nothing', async () => {
    const csv = 'Name,Website,Industry\nFerrell LLC,https://price.net/,Plastics\n';
    const mapping = JSON.stringify({ Name: 'company_name', Website: 'company_website', Industry: 'company_industry' });
    await upload(csv, { mapping }).expect(200);
    // As an older version stored it: no key at all.
    await t.dataSource.query('UPDATE leads SET person_key = NULL');
    const runner = t.dataSource.createQueryRunner();
    try {
      await backfillIdentityKeys(runner);
    } finally {
      await runner.release();
    }
    const [row] = await t.dataSource.query('SELECT person_key FROM leads');
    expect(row.person_key).toBe('company:ferrell llc|price.net');
    expect((await upload(csv, { mapping }).expect(200)).body).toMatchObject({ inserted: 0, unchanged: 1 });
  });

  async function waitForImport(id: number) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const response = await request(t.http).get(`/api/csv/imports/${id}/`).set(bearer(admin)).expect(200);
      if (['completed', 'failed'].includes(response.body.import.status)) return response.body.import;
      if (Date.now() > deadline) throw new Error(`import ${id} still ${response.body.import.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  describe('DB query', () => {
    beforeEach(async () => {
      const csv =
        'Company,Full Name,Email,Industry,Skills\n' +
        'Care Co,Alice,alice@care.example,Healthcare,"nursing, sales"\n' +
        'Build Co,Bob,bob@build.example,Construction,sales\n' +
        'Code Co,Cara,cara@code.example,Technology,python\n' +
        'Data Co,Dan,dan@data.example,Technology,"python; sql"\n';
      await upload(csv).expect(200);
    });

    it('filters (also as filter_{field}), sorts, pages and counts pages', async () => {
      let response = await query({
        filters: { company_industry: ['Technology'] },
        sort_field: 'name',
        sort_order: 'desc',
        page_size: 25,
      }).expect(200);
      expect(response.body).toMatchObject({ success: true, total_count: 2, total_pages: 1 });
      expect(response.body.data.map((lead: { name: string }) => lead.name)).toEqual(['Dan', 'Cara']);
      response = await query({ filter_skills: 'sales', page_size: 25 }).expect(200);
      expect(response.body.total_count).toBe(2);
      response = await query({ query: 'python', page_size: 25, sort_field: '_score' }).expect(200);
      expect(response.body.data.map((lead: { name: string }) => lead.name).sort()).toEqual(['Cara', 'Dan']);
      expect(response.body.data[0]._score).toBeGreaterThan(0);
    });

    it('refuses unknown fields, sort fields, page sizes and patterns by name', async () => {
      expect((await query({ filters: { 'name; DROP TABLE leads': ['x'] } }).expect(400)).body.error).toBe(
        'Unknown filter field "name; DROP TABLE leads"',
      );
      expect((await query({ sort_field: 'password' }).expect(400)).body.error).toBe('Unknown sort field "password"');
      expect((await query({ page_size: 30 }).expect(400)).body.code).toBe('invalid_page_size');
      expect((await query({ index_pattern: "file'%" }).expect(400)).body.code).toBe('invalid_index_pattern');
      expect((await query({ surprise: 1 }).expect(400)).body.error).toBe('Unknown parameter "surprise"');
    });

    it('gives filter options with counts under the current filters', async () => {
      const response = await request(t.http)
        .get('/api/db/filter-options/')
        .query({ field: 'company_industry', filters: JSON.stringify({ skills: ['sales'] }), limit: 100 })
        .set(bearer(admin))
        .expect(200);
      expect(response.body).toEqual({
        success: true,
        field: 'company_industry',
        values: [
          { value: 'Construction', count: 1 },
          { value: 'Healthcare', count: 1 },
        ],
      });
      await request(t.http).get('/api/db/filter-options/').query({ field: 'nope' }).set(bearer(admin)).expect(400);
    });

    it('erases a lead, records who did it, and keeps it out of later imports', async () => {
      const found = await query({ filters: { email: ['bob@build.example'] } }).expect(200);
      const id = found.body.data[0].id;
      await request(t.http).get(`/api/leads/${id}/`).set(bearer(admin)).expect(200);
      await request(t.http).delete(`/api/leads/${id}/`).set(bearer(member)).expect(403);
      await request(t.http)
        .delete(`/api/leads/${id}/`)
        .set(bearer(admin))
        .expect(200, { success: true, deleted: true });
      await request(t.http).get(`/api/leads/${id}/`).set(bearer(admin)).expect(404);
      const [record] = await t.dataSource.query('SELECT deleted_by_username FROM lead_deletions WHERE lead_id = ?', [
        id,
      ]);
      expect(record.deleted_by_username).toBe(admin.user.username);
      const reimport = await upload(
        'Company,Full Name,Email\nBuild Co,Bob,BOB@build.example\nNew Co,Nina,nina@new.example\n',
        {
          mapping: JSON.stringify({ Company: 'company_name', 'Full Name': 'name', Email: 'email' }),
        },
      ).expect(200);
      expect(reimport.body).toMatchObject({ suppressed: 1, inserted: 1 });
    });
  });
});
