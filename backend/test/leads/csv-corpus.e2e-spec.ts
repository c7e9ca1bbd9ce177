import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { bearer, Session, signUp } from '../support/factories';
import { clearLeadIndex } from '../support/lead-import';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';
import { CASES, type Lead } from './csv-corpus.cases';

const FIXTURES = join(__dirname, '..', 'fixtures', 'csv');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

describe.each(dbKinds())('CSV import of real-world files on %s', (kind) => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await signUp(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await clearLeadIndex(t.dataSource);
  });

  const upload = (body: Buffer, name: string, fields: Record<string, string> = {}) => {
    const call = request(t.http).post('/api/csv/upload/').set(bearer(admin));
    for (const [key, value] of Object.entries(fields)) void call.field(key, value);
    return call.attach('csv_file', body, { filename: name, contentType: 'text/csv' });
  };
  const allLeads = async (): Promise<Lead[]> => {
    const response = await request(t.http)
      .post('/api/db/query/')
      .set(bearer(admin))
      .send({ page_size: 100, sort_field: 'created_at', sort_order: 'asc' })
      .expect(200);
    return response.body.data;
  };
  const strip = (lead: Lead) =>
    Object.fromEntries(Object.entries(lead).filter(([key]) => !['updated_at', '_score'].includes(key)));

  it.each(CASES.map((c) => [c.file, c] as const))(
    '%s: auto-mapped, stored intact, re-import changes nothing',
    async (_file, c) => {
      const first = await upload(fixture(c.file), c.file).expect(200);
      expect(first.body).toMatchObject({
        success: true,
        ...c.counts,
        encoding: c.encoding,
        delimiter: c.delimiter,
        column_mapping: c.mapping,
        detection: {
          encoding_how: 'detected',
          delimiter_how: 'detected',
          mapping_how: 'auto',
          skipped_columns: c.skipped,
        },
        error_count: 0,
        warnings: c.warnings ?? [],
      });
      const stored = await allLeads();
      expect(stored).toHaveLength(c.counts.inserted);
      const text = JSON.stringify(stored);
      expect(text).not.toContain('\uFFFD');
      for (const expected of c.stored) {
        const key = ['name', 'company_name', 'lead_titles'].find((field) => typeof expected[field] === 'string')!;
        const match = stored.find((lead) => lead[key] === expected[key]);
        expect(match).toMatchObject(expected);
      }

      const again = await upload(fixture(c.file), c.file).expect(200);
      expect(again.body).toMatchObject({
        records_processed: c.counts.records_processed,
        inserted: 0,
        merged: 0,
        unchanged: c.counts.records_processed,
      });
      expect((await allLeads()).map(strip)).toEqual(stored.map(strip));
    },
  );

  it('finds a composed name by its last name', async () => {
    await upload(fixture('google-sheets.csv'), 'customers.csv').expect(200);
    const response = await request(t.http)
      .post('/api/db/query/')
      .set(bearer(admin))
      .send({ query: 'Baxter', page_size: 25 })
      .expect(200);
    expect(response.body.data.map((lead: Lead) => lead.name)).toEqual(['Sheryl Baxter']);
  });

  it('takes an explicit encoding, delimiter and mapping with first and last name', async () => {
    const response = await upload(fixture('excel-semicolon-cp1252.csv'), 'excel.csv', {
      encoding: 'cp1252',
      delimiter: ';',
      column_mapping: JSON.stringify({ 'First Name': 'first_name', 'Last Name': 'last_name', Notes: 'skill' }),
    }).expect(400);
    expect(response.body.error).toBe('Unknown field "skill" in column_mapping');
    const ok = await upload(fixture('excel-semicolon-cp1252.csv'), 'excel.csv', {
      encoding: 'cp1252',
      delimiter: 'semicolon',
      column_mapping: JSON.stringify({ 'First Name': 'first_name', 'Last Name': 'last_name', Notes: 'skills' }),
    }).expect(200);
    expect(ok.body).toMatchObject({
      inserted: 4,
      encoding: 'windows-1252',
      delimiter: 'semicolon',
      detection: { encoding_how: 'chosen', delimiter_how: 'chosen', mapping_how: 'chosen' },
    });
    expect((await allLeads()).find((lead) => lead.name === 'Åsa Ström')).toMatchObject({ skills: ['Prix 5 €'] });
    await upload(fixture('pipe-delimited.csv'), 'p.csv', { delimiter: 'colon' }).expect(400);
    const unknown = await upload(fixture('pipe-delimited.csv'), 'p.csv', { encoding: 'ebcdic' }).expect(400);
    expect(unknown.body.error).toMatch(/^Unknown encoding "ebcdic": choose one of utf-8, utf-16le/);
  });

  it('refuses a file whose encoding it cannot tell, and imports it once the encoding is named', async () => {
    const bytes = Buffer.concat([
      Buffer.from('Name,Company\n'),
      Buffer.from([0x41, 0x81, 0x8d, 0x90, 0x42]),
      Buffer.from(',Acme\n'),
    ]);
    const refused = await upload(bytes, 'odd.csv').expect(400);
    expect(refused.body).toMatchObject({ success: false, code: 'unknown_encoding' });
    expect(refused.body.error).toContain('choose it (encoding: utf-8, utf-16le, utf-16be, windows-1252, iso-8859-1');
    expect(await allLeads()).toHaveLength(0);
    const strict = await upload(bytes, 'odd.csv', { encoding: 'windows-1252' }).expect(400);
    expect(strict.body.error).toMatch(/^The file is not valid windows-1252 text/);
    await upload(bytes, 'odd.csv', { encoding: 'iso-8859-1' }).expect(200);
  });

  it('refuses a UTF-8 file with a bad byte past the sampled start, storing nothing', async () => {
    const good = Array.from({ length: 3000 }, (_, i) => `Person ${i},Company ${i},p${i}@example.com`).join('\n');
    const bytes = Buffer.concat([
      Buffer.from(`Name,Company,Email\n${good}\n`),
      Buffer.from([0x42, 0xe9, 0x2c]), // 'Bé,' in Windows-1252 inside a UTF-8 file
      Buffer.from('Late Co,late@example.com\n'),
    ]);
    expect(bytes.length).toBeGreaterThan(64 * 1024);
    const refused = await upload(bytes, 'mixed.csv').expect(400);
    expect(refused.body).toMatchObject({ code: 'undecodable_file' });
    expect(refused.body.error).toMatch(/^The file is not valid utf-8 text \(near byte \d+\)/);
    expect(await allLeads()).toHaveLength(0);
  });
});
