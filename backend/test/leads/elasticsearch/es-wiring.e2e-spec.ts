import request from 'supertest';
import { bearer, signUp } from '../../support/factories';
import { startTestApp, TestApp } from '../../support/test-app';
import { FakeElasticsearch } from './fake-elasticsearch';

/**
 * The whole app with ELASTICSEARCH_URL set, against the local fake (no Elasticsearch server runs here): the CSV
 * import, DB query and health all go through the Elasticsearch adapter.
 */
describe('the app on the Elasticsearch lead index (fake server)', () => {
  let es: FakeElasticsearch;
  let t: TestApp;

  beforeAll(async () => {
    es = await FakeElasticsearch.start();
    t = await startTestApp('sqlite', { ELASTICSEARCH_URL: es.url });
  });
  afterAll(async () => {
    await t?.close();
    await es?.close();
  });

  it('imports a CSV into Elasticsearch and queries it back', async () => {
    const admin = await signUp(t);
    // Only admins see the drivers.
    const health = await request(t.http).get('/api/health/').set(bearer(admin)).expect(200);
    expect(health.body.drivers.lead_index).toEqual({ driver: 'elasticsearch', ok: true });

    const csv =
      'Company,Full Name,Email,Industry\nCare Co,Alice,alice@care.example,Healthcare\nCode Co,Cara,cara@code.example,Technology\n';
    const upload = await request(t.http)
      .post('/api/csv/upload/')
      .set(bearer(admin))
      .field(
        'column_mapping',
        JSON.stringify({ Company: 'company_name', 'Full Name': 'name', Email: 'email', Industry: 'company_industry' }),
      )
      .attach('csv_file', Buffer.from(csv), { filename: 'leads.csv', contentType: 'text/csv' })
      .expect(200);
    expect(upload.body).toMatchObject({ records_processed: 2, inserted: 2 });

    const query = await request(t.http)
      .post('/api/db/query/')
      .set(bearer(admin))
      .send({ filters: { company_industry: ['Technology'] }, page_size: 25 })
      .expect(200);
    expect(query.body.data.map((lead: { name: string }) => lead.name)).toEqual(['Cara']);
    expect(query.body.data[0].id).toMatch(/^file\d+_part1:/);
    await request(t.http)
      .get(`/api/leads/${encodeURIComponent(query.body.data[0].id)}/`)
      .set(bearer(admin))
      .expect(200);
  });
});
