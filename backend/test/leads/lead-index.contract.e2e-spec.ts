import request from 'supertest';
import type { LeadField } from '../../src/leads/lead-fields';
import { LeadIndex, LeadRecord, LEAD_INDEX } from '../../src/leads/lead-index.port';
import { bearer, signUp, signUpAdmin } from '../support/factories';
import { clearLeadIndex, engineerLeads } from '../support/lead-import';
import { dbKinds } from '../support/services';
import { startTestApp, TestApp } from '../support/test-app';

/** The same cases for every LeadIndex adapter that can run here (SQL on SQLite and on MariaDB). */
describe.each(dbKinds())('LeadIndex contract: sql on %s', (kind) => {
  let t: TestApp;
  let index: LeadIndex;

  beforeAll(async () => {
    t = await startTestApp(kind);
    index = t.app.get<LeadIndex>(LEAD_INDEX);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await clearLeadIndex(t.dataSource);
  });

  /** The one lead of an index the test stored one person in. */
  async function onlyLead() {
    const { hits, total } = await index.search({ page: 1, pageSize: 10 });
    expect(total).toBe(1);
    return hits[0].lead;
  }

  const ada: LeadRecord = {
    name: 'Ada Lovelace',
    email: 'Ada@Engines.example',
    company_name: 'Analytical Engines',
    company_industry: 'Technology',
    company_size: '11-50',
    skills: 'mathematics; programming, poetry',
    linkedin_url: 'https://www.linkedin.com/in/ada-lovelace/',
  };

  it('inserts a batch and reads it back normalised', async () => {
    const result = await index.upsert('file1_part1', [
      ada,
      { name: 'Grace Hopper', company_name: 'Navy', company_industry: 'nan', phone: 'Unknown', skills: '' },
    ]);
    expect(result).toEqual({ inserted: 2, merged: 0, unchanged: 0 });
    const { hits, total } = await index.search({ page: 1, pageSize: 10 });
    expect(total).toBe(2);
    const first = hits.find((hit) => hit.lead.name === 'Ada Lovelace')!.lead;
    const second = hits.find((hit) => hit.lead.name === 'Grace Hopper')!.lead;
    expect(hits[0].lead.name).toBe('Grace Hopper'); // newest first by default
    expect(first).toMatchObject({
      dataset: 'file1_part1',
      data_source: 'original',
      name: 'Ada Lovelace',
      email: 'ada@engines.example',
      skills: ['mathematics', 'programming', 'poetry'],
      company_sector: null,
    });
    expect(first.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(second).toMatchObject({ name: 'Grace Hopper', company_industry: null, phone: null, skills: [] });
  });

  it('merges a lead matching by e-mail, LinkedIn URL, or company + name, filling only empty fields', async () => {
    await index.upsert('file1_part1', [ada]);
    const byEmail = await index.upsert('file2_part1', [
      { email: 'ada@engines.example', phone: '+44 1', company_industry: 'Poetry' },
    ]);
    expect(byEmail).toEqual({ inserted: 0, merged: 1, unchanged: 0 });
    const byLinkedIn = await index.upsert('file2_part1', [
      { linkedin_url: 'linkedin.com/in/Ada-Lovelace', company_sector: 'Computing' },
    ]);
    expect(byLinkedIn.merged).toBe(1);
    const byPerson = await index.upsert('file2_part1', [
      { name: 'ada lovelace', company_name: 'ANALYTICAL ENGINES', past_companies: 'Babbage & Co' },
    ]);
    expect(byPerson.merged).toBe(1);
    expect(await onlyLead()).toMatchObject({
      dataset: 'file1_part1',
      data_source: 'enriched',
      phone: '+44 1',
      company_industry: 'Technology',
      company_sector: 'Computing',
      past_companies: ['Babbage & Co'],
    });
  });

  it('counts rows of one person alike whether they come in one batch or in several', async () => {
    // A stored lead; then the same person three times: nothing new, a phone it has, a location it lacks.
    const stored: LeadRecord = { email: 'grace@navy.example', name: 'Grace Hopper', phone: '555' };
    const rows: LeadRecord[] = [
      { email: 'grace@navy.example', name: 'Grace Hopper' },
      { email: 'grace@navy.example', phone: '555' },
      { email: 'grace@navy.example', lead_location: 'Arlington' },
    ];
    const counts = [];
    for (const batches of [[rows], rows.map((row) => [row])]) {
      await clearLeadIndex(t.dataSource);
      await index.upsert('file1_part1', [stored]);
      const total = { inserted: 0, merged: 0, unchanged: 0 };
      for (const batch of batches) {
        const result = await index.upsert('file2_part1', batch);
        for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += result[key];
      }
      counts.push(total);
      const [hit] = (await index.search({ filters: { email: ['grace@navy.example'] }, page: 1, pageSize: 5 })).hits;
      expect([hit.lead.phone, hit.lead.lead_location]).toEqual(['555', 'Arlington']);
    }
    expect(counts).toEqual([
      { inserted: 0, merged: 1, unchanged: 2 },
      { inserted: 0, merged: 1, unchanged: 2 },
    ]);
  });

  it('changes nothing when the same rows are imported again, and collapses duplicates within a batch', async () => {
    const rows: LeadRecord[] = [ada, { ...ada, email: 'ADA@engines.example', phone: '123' }, { name: 'Solo' }];
    expect(await index.upsert('file1_part1', rows)).toEqual({ inserted: 2, merged: 1, unchanged: 0 });
    const combined = await index.search({ filters: { email: [' ADA@Engines.example '] }, page: 1, pageSize: 10 });
    expect(combined.hits.map((hit) => [hit.lead.phone, hit.lead.data_source])).toEqual([['123', 'enriched']]);
    const before = await index.search({ page: 1, pageSize: 10 });
    // "Solo" has no e-mail, LinkedIn URL or company: the fingerprint of its values identifies it.
    expect(await index.upsert('file1_part1', rows)).toEqual({ inserted: 0, merged: 0, unchanged: 3 });
    const after = await index.search({ page: 1, pageSize: 10 });
    expect(after.total).toBe(before.total);
    expect(after.hits.find((hit) => hit.lead.name === 'Ada Lovelace')?.lead.updated_at).toBe(
      before.hits.find((hit) => hit.lead.name === 'Ada Lovelace')?.lead.updated_at,
    );
  });

  it('merges two rows of one batch into the same stored lead: both fill its fields, lists and words', async () => {
    await index.upsert('file1_part1', [
      { name: 'Ada Lovelace', email: 'ada@engines.example', linkedin_url: 'https://www.linkedin.com/in/ada-lovelace/' },
    ]);
    // Neither row shares a key with the other (so the batch keeps both), and each shares one with the stored lead.
    const title = `Countess of "Lovelace" \\ O'Brien\t${'x'.repeat(3000)}`;
    const result = await index.upsert('file2_part1', [
      { email: 'ada@engines.example', phone: '+44 1', skills: 'difference engines; poetry' },
      { linkedin_url: 'linkedin.com/in/ada-lovelace', lead_titles: title, past_companies: 'Babbage & Co' },
    ]);
    expect(result).toEqual({ inserted: 0, merged: 2, unchanged: 0 });
    expect(await onlyLead()).toMatchObject({
      dataset: 'file1_part1',
      data_source: 'enriched',
      name: 'Ada Lovelace',
      phone: '+44 1',
      lead_titles: title,
      skills: ['difference engines', 'poetry'],
      past_companies: ['Babbage & Co'],
    });
    const count = async (query: Parameters<LeadIndex['search']>[0]) => (await index.search(query)).total;
    expect(await count({ filters: { skills: ['poetry'] }, page: 1, pageSize: 5 })).toBe(1);
    expect(await count({ filters: { past_companies: ['Babbage & Co'] }, page: 1, pageSize: 5 })).toBe(1);
    expect(await count({ text: 'countess babbage engines', page: 1, pageSize: 5 })).toBe(1);
  });

  it('merges hundreds of rows of one batch, beside new leads, each into its own stored lead', async () => {
    const people = Array.from({ length: 300 }, (_, i) => ({ name: `Person ${i}`, email: `p${i}@many.example` }));
    await index.upsert('file1_part1', people);
    const rows: LeadRecord[] = [
      ...people.map((person, i) => ({
        email: person.email,
        phone: `+1 555 ${i}`,
        lead_location: i % 2 ? 'Zürich' : 'Lagos',
        skills: i % 3 ? undefined : `skill${i}`,
      })),
      ...Array.from({ length: 10 }, (_, i) => ({ name: `Newcomer ${i}`, email: `n${i}@many.example` })),
    ];
    expect(await index.upsert('file2_part1', rows)).toEqual({ inserted: 10, merged: 300, unchanged: 0 });
    const stored: { email: string; phone: string | null; data_source: string }[] = await t.dataSource.query(
      'SELECT email, phone, data_source FROM leads ORDER BY id',
    );
    expect(stored).toHaveLength(310);
    expect(stored.slice(0, 300)).toEqual(
      people.map((person, i) => ({ email: person.email, phone: `+1 555 ${i}`, data_source: 'enriched' })),
    );
    expect(stored.slice(300).map((row) => row.data_source)).toEqual(Array(10).fill('original'));
    expect(await index.search({ filters: { lead_location: ['Zürich'] }, page: 1, pageSize: 5 })).toMatchObject({
      total: 150,
    });
    expect((await index.search({ text: 'zurich', page: 1, pageSize: 5 })).total).toBe(150);
    expect((await index.search({ filters: { skills: ['skill297'] }, page: 1, pageSize: 5 })).hits[0].lead.email).toBe(
      'p297@many.example',
    );
  });

  describe('search, filters, sort and paging', () => {
    beforeEach(async () => {
      await index.upsert('file1_part1', [
        {
          name: 'Alice Care',
          company_name: 'Healthcare Partners',
          company_industry: 'Healthcare',
          company_size: '51-200',
          skills: ['nursing', 'sales'],
          lead_location: 'Boston',
        },
        {
          name: 'Bob Build',
          company_name: 'Build Corp',
          company_industry: 'Construction',
          company_size: '11-50',
          skills: ['sales'],
          lead_location: 'Denver',
        },
        {
          name: 'Cara Code',
          company_name: 'Code Health',
          company_industry: 'Technology',
          company_size: '51-200',
          lead_titles: 'Healthcare software lead',
          skills: ['python'],
        },
      ]);
      await index.upsert('file2_part1', [
        {
          name: 'Dan Data',
          company_name: 'Data Inc',
          company_industry: 'Technology',
          company_size: 'Unknown',
          skills: ['python', 'sql'],
        },
        {
          name: 'Émile Santé',
          company_name: 'Clinique Générale',
          company_industry: 'Healthcare',
          company_size: '1-10',
        },
      ]);
    });

    it('ranks full-text matches, with accents folded', async () => {
      const { hits, total } = await index.search({ text: 'healthcare', page: 1, pageSize: 10 });
      expect(total).toBe(3);
      expect(hits[0].lead.name).toBe('Alice Care');
      for (const hit of hits) expect(hit.score).toBeGreaterThan(0);
      expect(hits.map((hit) => hit.score)).toEqual([...hits.map((hit) => hit.score)].sort((a, b) => b - a));
      if (kind === 'sqlite') {
        const accents = await index.search({ text: 'sante generale', page: 1, pageSize: 10 });
        expect(accents.hits.map((hit) => hit.lead.name)).toEqual(['Émile Santé']);
      }
    });

    it('prefers leads with every word, and falls back to any word when none has them all', async () => {
      const all = await index.search({ text: 'healthcare software', page: 1, pageSize: 10 });
      expect(all.hits.map((hit) => hit.lead.name)).toEqual(['Cara Code']);
      const any = await index.search({ text: 'construction python', page: 1, pageSize: 10 });
      expect(any.hits.map((hit) => hit.lead.name).sort()).toEqual(['Bob Build', 'Cara Code', 'Dan Data']);
    });

    it('filters on any of several values, on list elements, and treats missing values as no match', async () => {
      const byIndustry = await index.search({
        filters: { company_industry: ['Healthcare', 'Construction'] },
        page: 1,
        pageSize: 10,
      });
      expect(byIndustry.hits.map((hit) => hit.lead.name).sort()).toEqual(['Alice Care', 'Bob Build', 'Émile Santé']);
      const bySkill = await index.search({ filters: { skills: ['python'] }, page: 1, pageSize: 10 });
      expect(bySkill.hits.map((hit) => hit.lead.name).sort()).toEqual(['Cara Code', 'Dan Data']);
      const combined = await index.search({
        filters: { skills: ['sales', 'sql'], company_size: ['51-200', '11-50'] },
        page: 1,
        pageSize: 10,
      });
      expect(combined.hits.map((hit) => hit.lead.name).sort()).toEqual(['Alice Care', 'Bob Build']);
      const unknown = await index.search({ filters: { company_size: ['Unknown'] }, page: 1, pageSize: 10 });
      expect(unknown.total).toBe(0);
      const textAndFilter = await index.search({
        text: 'healthcare',
        filters: { company_industry: ['Technology'] },
        page: 1,
        pageSize: 10,
      });
      expect(textAndFilter.hits.map((hit) => hit.lead.name)).toEqual(['Cara Code']);
    });

    it('narrows a text search by list, indexed and plain-column filters together', async () => {
      const matches = await index.search({ text: 'healthcare', page: 1, pageSize: 10 });
      const lead = matches.hits.find((hit) => hit.lead.skills.length && hit.lead.company_size && hit.lead.name)?.lead;
      expect(lead).toBeDefined();
      const narrowed = await index.search({
        text: 'healthcare',
        filters: { skills: [lead!.skills[0]], company_size: [lead!.company_size!], name: [lead!.name!] },
        page: 1,
        pageSize: 10,
      });
      expect(narrowed.hits.map((hit) => hit.lead.id)).toEqual([lead!.id]);
      expect(narrowed.total).toBe(1);
    });

    it('sorts on a field either way (missing values first ascending, last descending), and pages without gaps or repeats', async () => {
      const asc = await index.search({ sort: { field: 'company_size', order: 'asc' }, page: 1, pageSize: 10 });
      expect(asc.hits.map((hit) => hit.lead.company_size)).toEqual([null, '1-10', '11-50', '51-200', '51-200']);
      const descSize = await index.search({ sort: { field: 'company_size', order: 'desc' }, page: 1, pageSize: 10 });
      expect(descSize.hits.map((hit) => hit.lead.company_size)).toEqual(['51-200', '51-200', '11-50', '1-10', null]);
      const desc = await index.search({ sort: { field: 'name', order: 'desc' }, page: 1, pageSize: 10 });
      expect(desc.hits[0].lead.name).toBe('Émile Santé');
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const result = await index.search({ sort: { field: 'company_name', order: 'asc' }, page, pageSize: 2 });
        expect(result.total).toBe(5);
        seen.push(...result.hits.map((hit) => hit.lead.id));
      }
      expect(new Set(seen).size).toBe(5);
      expect((await index.search({ page: 4, pageSize: 2 })).hits).toEqual([]);
    });

    it('reads only the datasets an index pattern selects', async () => {
      expect(await index.count('file1_*')).toBe(3);
      expect(await index.count('file2_part1')).toBe(2);
      expect(await index.count('file*_part*')).toBe(5);
      expect(await index.count('other*')).toBe(0);
      const info = await index.schemaInfo('file*_part*');
      expect(info).toMatchObject({
        index_pattern: 'file*_part*',
        total_documents: 5,
        datasets: ['file1_part1', 'file2_part1'],
      });
      expect(info.accepted_fields).toEqual(expect.arrayContaining(['company_name', 'skills', 'lead_location']));
    });

    it('counts top values per field under the other filters, leaving the field’s own filter out', async () => {
      expect(await index.facets({ field: 'company_industry', limit: 10 })).toEqual([
        { value: 'Healthcare', count: 2 },
        { value: 'Technology', count: 2 },
        { value: 'Construction', count: 1 },
      ]);
      expect(await index.facets({ field: 'skills', limit: 2 })).toEqual([
        { value: 'python', count: 2 },
        { value: 'sales', count: 2 },
      ]);
      const underFilter = await index.facets({
        field: 'company_industry',
        filters: { company_industry: ['Healthcare'], skills: ['python'] },
        limit: 10,
      });
      expect(underFilter).toEqual([{ value: 'Technology', count: 2 }]);
      expect(await index.facets({ field: 'company_size', indexPattern: 'file2_*', limit: 10 })).toEqual([
        { value: '1-10', count: 1 },
      ]);
    });

    it('gets and deletes a lead', async () => {
      const { hits } = await index.search({ filters: { company_name: ['Build Corp'] }, page: 1, pageSize: 1 });
      const id = hits[0].lead.id;
      expect((await index.get(id))?.name).toBe('Bob Build');
      expect(await index.count()).toBe(5);
      expect(await index.delete(id)).toBe(true);
      expect(await index.count()).toBe(4);
      expect((await index.search({ page: 1, pageSize: 1 })).total).toBe(4);
      expect(await index.get(id)).toBeNull();
      expect(await index.delete(id)).toBe(false);
      expect(await index.get('not-an-id')).toBeNull();
      expect((await index.facets({ field: 'skills', limit: 10 })).find((f) => f.value === 'sales')).toEqual({
        value: 'sales',
        count: 1,
      });
    });

    it('finds a lead by the words a merge gave it, and by none once it is deleted', async () => {
      const text = async (words: string) => (await index.search({ text: words, page: 1, pageSize: 5 })).total;
      await index.upsert('file2_part1', [{ name: 'Zebulon Quill', email: 'zq@quill.example' }]);
      expect(await text('astronaut')).toBe(0);
      await index.upsert('file2_part1', [{ email: 'zq@quill.example', lead_titles: 'Lunar Astronaut' }]);
      expect(await text('lunar astronaut')).toBe(1);
      expect(await text('zebulon')).toBe(1);
      const { hits } = await index.search({ text: 'zebulon', page: 1, pageSize: 1 });
      expect(await index.delete(hits[0].lead.id)).toBe(true);
      expect(await text('zebulon')).toBe(0);
      expect(await text('astronaut')).toBe(0);
    });
  });

  describe('text restricted to fields', () => {
    /** 600 leads that mention the words everywhere but in the searched field, and one that has them there. */
    const crowd = (words: string): LeadRecord[] =>
      Array.from({ length: 600 }, (_, i) => ({
        name: `Person ${i} ${i % 2 ? words : ''}`.trim(),
        email: `p${i}@crowd.example`,
        company_name: `Company ${i}`,
        lead_titles: `${words} account manager`,
        company_industry: `Services ${words}`,
        skills: [`${words.toLowerCase()}`, 'sales'],
        past_companies: [`${words} Ltd`],
      }));

    it.each<[LeadField, string, LeadRecord]>([
      ['company_name', 'Acme', { name: 'Target', company_name: 'Acme Widgets' }],
      ['name', 'Zebulon', { name: 'Zebulon Quist', company_name: 'Elsewhere' }],
      ['skills', 'Haskell', { name: 'Target', skills: ['haskell', 'ocaml'] }],
      ['company_industry', 'Aerospace', { name: 'Target', company_industry: 'Aerospace & Defense' }],
    ])('finds the one lead whose %s matches among 600 that match elsewhere', async (field, word, target) => {
      const others = crowd(word).map((lead) => ({
        ...lead,
        [field]: field === 'skills' ? ['sales'] : `Other ${lead.email}`,
      }));
      await index.upsert('file1_part1', [...others, { ...target, email: 'target@example.com' }]);

      const everywhere = await index.search({ text: word, page: 1, pageSize: 5 });
      expect(everywhere.total).toBeGreaterThan(500);
      const result = await index.search({ text: word.toLowerCase(), textFields: [field], page: 1, pageSize: 5 });
      expect(result.total).toBe(1);
      expect(result.hits.map((hit) => hit.lead.email)).toEqual(['target@example.com']);
      expect(result.hits[0].score).toBeGreaterThan(0);
    });

    it('needs every word in the field first, then any word, and combines with filters', async () => {
      await index.upsert('file1_part1', [
        {
          name: 'A',
          email: 'a@x.example',
          company_name: 'Acme Widgets',
          company_size: '11-50',
          lead_titles: 'Rockets',
        },
        { name: 'B', email: 'b@x.example', company_name: 'Acme Rockets', company_size: '51-200' },
        { name: 'C', email: 'c@x.example', company_name: 'Widgets Global', company_size: '11-50' },
      ]);
      const companies = (text: string, filters = {}) =>
        index.search({ text, textFields: ['company_name'], filters, page: 1, pageSize: 10 });

      expect((await companies('acme rockets')).hits.map((hit) => hit.lead.name)).toEqual(['B']);
      const any = await companies('acme gizmos');
      expect(any.hits.map((hit) => hit.lead.name).sort()).toEqual(['A', 'B']);
      const filtered = await companies('widgets', { company_size: ['11-50'] });
      expect(filtered.hits.map((hit) => hit.lead.name).sort()).toEqual(['A', 'C']);
      const sorted = await index.search({
        text: 'acme',
        textFields: ['company_name'],
        sort: { field: 'name', order: 'desc' },
        page: 1,
        pageSize: 10,
      });
      expect(sorted.hits.map((hit) => hit.lead.name)).toEqual(['B', 'A']);
    });

    it('finds a lead in a field a merge filled, by a word it had elsewhere before, and no longer once it is deleted', async () => {
      await index.upsert('file1_part1', [
        { name: 'Quill Writer', email: 'quill@pen.example', lead_titles: 'Orbital Engineer' },
        { name: 'Other Person', email: 'other@pen.example', company_name: 'Sparrow Works' },
      ]);
      const inCompany = async (text: string) =>
        (await index.search({ text, textFields: ['company_name'], page: 1, pageSize: 10 })).hits.map(
          (hit) => hit.lead.email,
        );
      expect(await inCompany('orbital')).toEqual([]);
      // The second row of the same person fills the company: "orbital" is now in two of the lead's fields.
      expect(
        await index.upsert('file1_part2', [{ email: 'quill@pen.example', company_name: 'Orbital Quill Ltd' }]),
      ).toEqual({ inserted: 0, merged: 1, unchanged: 0 });
      expect(await inCompany('orbital')).toEqual(['quill@pen.example']);
      expect(await inCompany('quill')).toEqual(['quill@pen.example']);
      const titles = await index.search({ text: 'orbital', textFields: ['lead_titles'], page: 1, pageSize: 10 });
      expect(titles.hits.map((hit) => hit.lead.email)).toEqual(['quill@pen.example']);
      expect(await index.delete(String(titles.hits[0].lead.id))).toBe(true);
      expect(await inCompany('orbital')).toEqual([]);
    });

    it('matches short words and common words within a field as anywhere', async () => {
      await index.upsert('file1_part1', [
        { name: 'Li Wu', email: 'li@short.example', company_name: 'The Way Co' },
        { name: 'Someone Else', email: 'else@short.example', company_name: 'Li and Wu Partners' },
      ]);
      const names = async (text: string, field: LeadField) =>
        (await index.search({ text, textFields: [field], page: 1, pageSize: 10 })).hits
          .map((hit) => hit.lead.name)
          .sort();
      expect(await names('li wu', 'name')).toEqual(['Li Wu']);
      expect(await names('wu', 'company_name')).toEqual(['Someone Else']);
      expect(await names('the way', 'company_name')).toEqual(['Li Wu']);
    });

    it('matches within several fields at once: each word in any of them', async () => {
      await index.upsert('file1_part1', [
        { name: 'Nova Stone', email: 'n@several.example', company_name: 'Granite Works', lead_titles: 'Quarry lead' },
        { name: 'Other Stone', email: 'o@several.example', company_name: 'Nova Quarry', lead_titles: 'Granite buyer' },
        { name: 'Third One', email: 't@several.example', company_name: 'Marble Co', lead_titles: 'Nova granite' },
      ]);
      const emails = async (text: string) =>
        (await index.search({ text, textFields: ['name', 'company_name'], page: 1, pageSize: 10 })).hits
          .map((hit) => hit.lead.email)
          .sort();
      expect(await emails('nova granite')).toEqual(['n@several.example']);
      expect(await emails('quarry stone')).toEqual(['o@several.example']);
      expect(await emails('marble')).toEqual(['t@several.example']);
    });

    it('refuses a field that is not full-text searched', async () => {
      await expect(index.search({ text: 'x', textFields: ['company_size'], page: 1, pageSize: 5 })).rejects.toThrow(
        'Not full-text searched: company_size',
      );
    });
  });

  it('refuses a dataset name that could escape into SQL or an index name', async () => {
    await expect(index.upsert("x'; DROP TABLE leads; --", [ada])).rejects.toThrow('Invalid dataset name');
  });

  describe('totals counted up to trackTotal', () => {
    beforeEach(async () => {
      await index.upsert('file1_part1', [...engineerLeads(0, 30, '11-50'), ...engineerLeads(30, 10, '1-10')]);
    });

    it('reports a lower bound past the cap and an exact count under it, for text, filters and both', async () => {
      const cases = [
        { text: 'engineer', all: 40 },
        { filters: { company_size: ['11-50'] }, all: 30 },
        { filters: { skills: ['rust'] }, all: 40 },
        { text: 'engineer', filters: { company_size: ['11-50'] }, all: 30 },
      ];
      for (const { all, ...scope } of cases) {
        const capped = await index.search({ ...scope, page: 1, pageSize: 5, trackTotal: 12 });
        expect({ scope, total: capped.total, relation: capped.totalRelation }).toEqual({
          scope,
          total: 12,
          relation: 'gte',
        });
        expect(capped.hits).toHaveLength(5);
        const exact = await index.search({ ...scope, page: 1, pageSize: 5, trackTotal: 10_000 });
        expect({ scope, total: exact.total, relation: exact.totalRelation }).toEqual({
          scope,
          total: all,
          relation: undefined,
        });
        const counted = await index.search({ ...scope, page: 2, pageSize: 5 });
        expect(counted.total).toBe(all);
        expect(counted.totalRelation).toBeUndefined();
      }
    });

    it('pages through ranked text matches without gaps or repeats', async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const { hits } = await index.search({ text: 'engineer', page, pageSize: 9, trackTotal: 10_000 });
        seen.push(...hits.map((hit) => hit.lead.id));
      }
      expect(seen).toHaveLength(40);
      expect(new Set(seen).size).toBe(40);
    });

    it('counts past the ranked candidates: exact under the cap, a lower bound over it, every page', async () => {
      // 130 matches: more than the candidates a text search ranks (RANK_WINDOW, 100).
      await index.upsert('file1_part1', engineerLeads(40, 90, '11-50'));
      const cases = [
        { text: 'engineer', all: 130 },
        { text: 'staff engineer', filters: { company_size: ['11-50'] }, all: 120 },
        { filters: { company_size: ['11-50'] }, all: 120 },
      ];
      for (const { all, ...scope } of cases) {
        const exact = await index.search({ ...scope, page: 1, pageSize: 25, trackTotal: 10_000 });
        expect({ scope, total: exact.total, relation: exact.totalRelation, hits: exact.hits.length }).toEqual({
          scope,
          total: all,
          relation: undefined,
          hits: 25,
        });
        const capped = await index.search({ ...scope, page: 1, pageSize: 25, trackTotal: 110 });
        expect({ scope, total: capped.total, relation: capped.totalRelation }).toEqual({
          scope,
          total: 110,
          relation: 'gte',
        });
        // Every page says the same total, and the pages hold every match once.
        const seen: string[] = [];
        for (let page = 1; page <= 6; page++) {
          const { total, hits } = await index.search({ ...scope, page, pageSize: 25, trackTotal: 10_000 });
          expect({ scope, page, total }).toEqual({ scope, page, total: all });
          seen.push(...hits.map((hit) => hit.lead.id));
        }
        expect({ scope, seen: seen.length, distinct: new Set(seen).size }).toEqual({ scope, seen: all, distinct: all });
        const beyond = await index.search({ ...scope, page: 9, pageSize: 25, trackTotal: 10_000 });
        expect({ scope, total: beyond.total, hits: beyond.hits.length }).toEqual({ scope, total: all, hits: 0 });
        const uncounted = await index.search({ ...scope, page: 1, pageSize: 25, trackTotal: 0 });
        expect(uncounted.hits).toHaveLength(25);
        expect(uncounted.totalRelation).toBe('gte');
      }
    });

    it('pages through ranked blocks of 100 matches, each match once, when older matches score higher', async () => {
      // The 40 older engineers have the word in their name too (they score higher); 100 newer leads only in the title.
      const newer = Array.from({ length: 100 }, (_, i) => ({
        name: `Person ${i}`,
        email: `person${i}@example.com`,
        lead_titles: 'Staff engineer',
      }));
      await index.upsert('file1_part1', newer);
      const pages = [];
      for (let page = 1; page <= 6; page++) {
        const { hits, total } = await index.search({ text: 'engineer', page, pageSize: 25, trackTotal: 10_000 });
        expect({ page, total }).toEqual({ page, total: 140 });
        pages.push(hits.map((hit) => ({ name: hit.lead.name as string, score: hit.score })));
      }
      const seen = pages.flat();
      expect({ seen: seen.length, distinct: new Set(seen.map((hit) => hit.name)).size }).toEqual({
        seen: 140,
        distinct: 140,
      });
      // Pages 1-4 rank the newest 100, pages 5-6 the 40 before them; within a block the best first.
      const newest = pages.slice(0, 4).flat();
      const before = pages.slice(4).flat();
      expect(newest.every((hit) => hit.name.startsWith('Person '))).toBe(true);
      expect(before.every((hit) => hit.name.startsWith('Engineer '))).toBe(true);
      for (const block of [newest, before]) {
        expect(block.map((hit) => hit.score)).toEqual([...block.map((hit) => hit.score)].sort((a, b) => b - a));
      }
      expect(pages[4][0].score).toBeGreaterThan(pages[3][24].score);
      // A page larger than a block is one block: all 140 by relevance, the older engineers first.
      const wide = await index.search({ text: 'engineer', page: 1, pageSize: 500, trackTotal: 10_000 });
      expect(wide.hits.slice(0, 40).every((hit) => String(hit.lead.name).startsWith('Engineer '))).toBe(true);
      expect(wide.hits).toHaveLength(140);
    });

    it('answers the DB Query console with total_relation, "gte" past 10,000', async () => {
      const admin = await signUp(t);
      const response = await request(t.http)
        .post('/api/db/query/')
        .set(bearer(admin))
        .send({ query: 'engineer', page_size: 25 })
        .expect(200);
      expect(response.body).toMatchObject({ total_count: 40, total_relation: 'eq', total_pages: 2 });
      expect(response.body.timed_out).toBeUndefined();
    });
  });

  describe('DB Query pages', () => {
    /** Values JSON must escape or that are easy to get wrong: quotes, backslashes, control characters, past U+FFFF. */
    const awkward: LeadRecord[] = [
      {
        name: 'Quinn "Q" O\'Brien',
        email: 'quinn@quotes.example',
        company_name: 'Back\\slash & <Co> </script>',
        company_industry: 'Tab\there',
        lead_titles: 'Line one\nline two\r\nand a bell \u0007 and \u2028 separator',
        skills: ['c++', 'say "hi" loud', 'back\\slash', 'emoji 😀', 'comma, inside'],
        past_companies: ['Ünïcödé GmbH', '東京 株式会社'],
        lead_location: 'Zürich',
      },
      { name: 'Nora Nulls', email: 'nora@nulls.example', company_name: 'Nulls Ltd' },
      // A long text, longer than a database page: on SQLite it goes through json_object, on MariaDB through mysql2.
      {
        name: 'Empty Lists',
        email: 'empty@lists.example',
        skills: [],
        past_companies: '',
        lead_titles: 'ab '.repeat(3000),
      },
    ];

    /** The page's leads without their _score, checked to be each one's last key and a number. */
    function leadsOf(body: { data: Record<string, unknown>[] }) {
      return body.data.map(({ _score, ...lead }) => {
        expect(typeof _score).toBe('number');
        expect(Object.keys(lead).length).toBe(Object.keys(body.data[0]).length - 1);
        return lead;
      });
    }

    it('answers every lead as GET /api/leads/:id does, with the same keys in the same order', async () => {
      await index.upsert('file1_part1', awkward);
      // A merge sets updated_at anew.
      await index.upsert('file2_part1', [{ email: 'nora@nulls.example', phone: '+1 555 0100' }]);
      const admin = await signUpAdmin(t);
      const pages = [
        { page_size: 25 },
        { query: 'quinn', page_size: 25 },
        { query: 'nulls lists quinn', page_size: 25 },
        { filters: { company_name: ['Nulls Ltd', 'Back\\slash & <Co> </script>'] }, page_size: 25 },
        { sort_field: 'company_name', sort_order: 'asc', page_size: 25 },
        { query: 'quinn', sort_field: 'lead_location', sort_order: 'desc', page_size: 25 },
      ];
      const seen = new Set<string>();
      for (const page of pages) {
        const response = await request(t.http).post('/api/db/query/').set(bearer(admin)).send(page).expect(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.body.success).toBe(true);
        expect(response.body.data.length).toBeGreaterThan(0);
        for (const [i, lead] of leadsOf(response.body).entries()) {
          expect(Object.keys(response.body.data[i]).at(-1)).toBe('_score');
          const one = await request(t.http)
            .get(`/api/leads/${String(lead.id)}`)
            .set(bearer(admin))
            .expect(200);
          // The same values with the same keys in the same order: the JSON texts are alike.
          expect(JSON.stringify(lead)).toBe(JSON.stringify(one.body.lead));
          expect(lead).toEqual(await index.get(String(lead.id)));
          seen.add(String(lead.name));
        }
      }
      expect([...seen].sort()).toEqual(['Empty Lists', 'Nora Nulls', 'Quinn "Q" O\'Brien']);
      const quinn = (await index.search({ text: 'quinn', page: 1, pageSize: 1 })).hits[0].lead;
      expect(quinn).toMatchObject({
        company_industry: 'Tab\there',
        skills: ['c++', 'say "hi" loud', 'back\\slash', 'emoji 😀', 'comma, inside'],
        past_companies: ['Ünïcödé GmbH', '東京 株式会社'],
      });
      const nora = (await index.search({ text: 'nora', page: 1, pageSize: 1 })).hits[0].lead;
      expect(nora).toMatchObject({ phone: '+1 555 0100', data_source: 'enriched', skills: [], lead_location: null });
      expect(nora.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(nora.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    });
  });
});

/**
 * LEAD_QUERY_BUDGET_MS=0: every request gets its first read only, so a broad query answers its first page at once
 * and says its total is a lower bound; never a 5xx, never a wait.
 */
describe.each(dbKinds())('LeadIndex time budget: sql on %s', (kind) => {
  let t: TestApp;
  let index: LeadIndex;

  beforeAll(async () => {
    t = await startTestApp(kind, { LEAD_QUERY_BUDGET_MS: '0' });
    index = t.app.get<LeadIndex>(LEAD_INDEX);
    const leads = Array.from({ length: 120 }, (_, i) => ({
      name: `Analyst ${i}`,
      email: `analyst${i}@example.com`,
      lead_titles: 'Data analyst',
      company_industry: i % 2 ? 'Retail' : 'Energy',
      company_size: '51-200',
    }));
    await index.upsert('file1_part1', leads);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a broad search with its first page and a lower-bound total, marked timed out', async () => {
    for (const scope of [{ filters: { company_size: ['51-200'] } }, { text: 'analyst' }]) {
      const result = await index.search({ ...scope, page: 1, pageSize: 10, trackTotal: 10_000 });
      expect(result.hits).toHaveLength(10);
      expect(result.totalRelation).toBe('gte');
      expect(result.total).toBeGreaterThanOrEqual(10);
      expect(result.total).toBeLessThan(120);
      expect(result.timedOut).toBe(true);
    }
  });

  it('says so through the API, and still answers filter options', async () => {
    const admin = await signUp(t);
    const response = await request(t.http)
      .post('/api/db/query/')
      .set(bearer(admin))
      .send({ filters: { company_size: ['51-200'] }, page_size: 25 })
      .expect(200);
    expect(response.body).toMatchObject({ total_relation: 'gte', timed_out: true });
    expect(response.body.data).toHaveLength(25);
    expect(response.body.total_count).toBeGreaterThanOrEqual(25);
    const options = await request(t.http)
      .get('/api/db/filter-options/')
      .query({ field: 'company_industry', filters: JSON.stringify({ company_size: ['51-200'] }) })
      .set(bearer(admin))
      .expect(200);
    expect(options.body.values.map((value: { value: string }) => value.value).sort()).toEqual(['Energy', 'Retail']);
  });
});
