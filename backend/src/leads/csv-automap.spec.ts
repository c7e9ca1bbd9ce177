import { autoMapColumns, mapByContent, toColumnMapping } from './csv-automap';
import { ColumnMapping, mapCells, mappedColumns } from './csv-mapping';
import { dedupKeys, normalizeLead } from './lead-normalize';

const map = (headers: string[], rows: string[][] = []) => toColumnMapping(headers, autoMapColumns(headers, rows));

describe('autoMapColumns', () => {
  it("keeps the spec's keyword rules", () => {
    expect(
      map([
        'Company Name',
        'Industry',
        'Sector',
        'Location',
        'Company Size',
        'Email',
        'Phone',
        'Full Name',
        'Job Title',
        'Skills',
      ]),
    ).toEqual({
      'Company Name': 'company_name',
      Industry: 'company_industry',
      Sector: 'company_sector',
      Location: 'company_location_text',
      'Company Size': 'company_size',
      Email: 'email',
      Phone: 'phone',
      'Full Name': 'name',
      'Job Title': 'lead_titles',
      Skills: 'skills',
    });
  });

  it('maps a HubSpot contacts export, composing the name and the location', () => {
    const headers = ['Record ID', 'First Name', 'Last Name', 'Email', 'Phone Number', 'Job Title', 'Company Name'];
    const more = [
      'City',
      'State/Region',
      'Country/Region',
      'Lifecycle Stage',
      'Lead Status',
      'Contact owner',
      'Create Date',
    ];
    expect(map([...headers, ...more, 'Marketing contact status'])).toEqual({
      'First Name': 'first_name',
      'Last Name': 'last_name',
      Email: 'email',
      'Phone Number': 'phone',
      'Job Title': 'lead_titles',
      'Company Name': 'company_name',
      City: 'lead_location',
      'State/Region': 'lead_location',
      'Country/Region': 'lead_location',
    });
  });

  it('maps Apollo and Salesforce headers', () => {
    expect(
      map([
        'First Name',
        'Last Name',
        'Title',
        'Company',
        'Company Name for Emails',
        'Email',
        'Email Status',
        'Seniority',
        '# Employees',
        'Industry',
        'Person Linkedin Url',
        'Website',
        'Company Linkedin Url',
        'Company City',
        'Company Country',
        'Annual Revenue',
        'Mobile Phone',
      ]),
    ).toEqual({
      'First Name': 'first_name',
      'Last Name': 'last_name',
      Title: 'lead_titles',
      Company: 'company_name',
      'Company Name for Emails': 'company_name',
      Email: 'email',
      Seniority: 'seniority_level',
      '# Employees': 'company_size',
      Industry: 'company_industry',
      'Person Linkedin Url': 'linkedin_url',
      Website: 'company_website',
      'Company City': 'company_location_text',
      'Company Country': 'company_location_text',
      'Annual Revenue': 'revenue_range',
      'Mobile Phone': 'phone',
    });
    expect(map(['Account Name', 'Organization-Name', 'Mailing City', 'Domain'])).toMatchObject({
      'Account Name': 'company_name',
      'Organization-Name': 'company_name',
      Domain: 'company_website',
    });
  });

  it("maps an organisations list's Name to the company and its place to the company's location", () => {
    const headers = [
      'Index',
      'Organization Id',
      'Name',
      'Website',
      'Country',
      'Description',
      'Industry',
      'Number of employees',
    ];
    expect(map(headers)).toEqual({
      Name: 'company_name',
      Website: 'company_website',
      Country: 'company_location_text',
      Industry: 'company_industry',
      'Number of employees': 'company_size',
    });
  });

  it('maps a column by its values when they are mostly LinkedIn profile URLs or e-mails', () => {
    const rows = [
      ['https://www.linkedin.com/in/a/', 'a@x.example', 'https://www.linkedin.com/company/x'],
      ['linkedin.com/in/b', 'b@y.example', 'https://www.linkedin.com/company/y'],
      ['', 'n/a', ''],
    ];
    expect(map(['Profile', 'Contact', 'Page'], rows)).toEqual({ Profile: 'linkedin_url', Contact: 'email' });
    expect(mapByContent(['Acme', 'Beta'])).toBeNull();
  });
});

describe('mapCells', () => {
  /** A record given as header → cell, read the way an import reads it: a header, then a row of cells. */
  const mapRecord = (record: Record<string, string>, mapping: ColumnMapping) =>
    mapCells(Object.values(record), mappedColumns(Object.keys(record), mapping));
  const mapping = {
    First: 'first_name',
    Last: 'last_name',
    City: 'lead_location',
    Country: 'lead_location',
    Email: 'email',
    Web: 'company_website',
    Phone: 'phone',
  } as const;

  it('composes first + last name and City, Country; leaves out bad values with a warning', () => {
    const row = {
      First: 'José',
      Last: 'Müller',
      City: 'Zürich',
      Country: 'Schweiz',
      Email: '@evil.com',
      Web: 'a b',
      Phone: 'call me',
    };
    const mapped = mapRecord(row, { ...mapping });
    expect(mapped).toEqual({
      lead: { name: 'José Müller', lead_location: 'Zürich, Schweiz' },
      warnings: [
        'email "@evil.com" (column "Email") is not an e-mail address: left out',
        'company_website "a b" (column "Web") is not a web address: left out',
        'phone "call me" (column "Phone") is not a phone number: left out',
      ],
    });
  });

  it('combines the values of columns that share a field, and only theirs', () => {
    const shared = {
      Skills: 'skills',
      'More skills': 'skills',
      City: 'lead_location',
      Country: 'lead_location',
      Company: 'company_name',
      'Company (old)': 'company_name',
      Name: 'name',
      First: 'first_name',
      Last: 'last_name',
      Title: 'lead_titles',
    } as const;
    const row = {
      Skills: 'Go; SQL',
      'More skills': 'Rust',
      City: 'Paris, France',
      Country: 'France',
      Company: 'Acme',
      'Company (old)': 'Beta',
      Name: 'Ada L.',
      First: 'Ada',
      Last: 'Lovelace',
      Title: 'CTO',
    };
    expect(mapRecord(row, shared)).toEqual({
      lead: {
        skills: 'Go; SQL; Rust',
        lead_location: 'Paris, France',
        company_name: 'Acme',
        name: 'Ada L.',
        lead_titles: 'CTO',
      },
      warnings: [],
    });
    // The first of two columns empty: the second's value; no name cell: first + last name.
    expect(mapRecord({ ...row, Skills: '', City: 'Lyon', Company: 'n/a', Name: '' }, shared)).toEqual({
      lead: {
        skills: 'Rust',
        lead_location: 'Lyon, France',
        company_name: 'Beta',
        name: 'Ada Lovelace',
        lead_titles: 'CTO',
      },
      warnings: [],
    });
    const columns = mappedColumns(Object.keys(row), shared);
    expect(columns.filter((column) => column.shared).map((column) => column.column)).toEqual([
      'Skills',
      'More skills',
      'City',
      'Country',
      'Company',
      'Company (old)',
      'Name',
    ]);
  });

  it('refuses a row with nothing storable', () => {
    expect(mapRecord({ Email: 'nope' }, { Email: 'email' })).toBe(
      'no value could be stored: email "nope" (column "Email") is not an e-mail address: left out',
    );
    expect(mapRecord({ Email: 'n/a' }, { Email: 'email' })).toBe('no values in the mapped columns');
  });

  it('maps a record of cells by the header as a header-keyed record would', () => {
    // The header holds Email twice (the last one counts, as in a record keyed by header) and no Phone.
    const header = ['First', 'Email', 'Last', 'Email'];
    const columns = mappedColumns(header, { First: 'first_name', Last: 'last_name', Email: 'email', Phone: 'phone' });
    expect(columns.map(({ column, index }) => [column, index])).toEqual([
      ['First', 0],
      ['Last', 2],
      ['Email', 3],
      ['Phone', -1],
    ]);
    const cells = ['Ada', 'old@example.com', 'Lovelace', ' ada@example.com '];
    expect(mapCells(cells, columns)).toEqual({
      lead: { name: 'Ada Lovelace', email: 'ada@example.com' },
      warnings: [],
    });
    // A short record (relaxed column count): the missing cells are empty.
    expect(mapCells(['Ada'], columns)).toEqual({ lead: { name: 'Ada' }, warnings: [] });
  });
});

describe('dedupKeys', () => {
  const keys = (record: Record<string, string>) => dedupKeys(normalizeLead(record));

  it('gives every row a key: person, name + phone, company + domain, else a fingerprint', () => {
    expect(keys({ name: 'Bo Chen', company_name: 'Acme' })).toEqual(['person:acme|bo chen']);
    expect(keys({ name: 'Saanvi Rao', phone: '+91 98765 43210' })).toEqual(['person:|saanvi rao|919876543210']);
    expect(keys({ company_name: 'Ferrell LLC', company_website: 'https://www.Price.net/' })).toEqual([
      'company:ferrell llc|price.net',
    ]);
    const [fingerprint] = keys({ lead_titles: 'Office Manager', lead_location: 'Oslo' });
    expect(fingerprint).toMatch(/^fp:[0-9a-f]{40}$/);
    expect(keys({ lead_titles: 'office  manager', lead_location: 'OSLO' })).toEqual([fingerprint]);
    expect(keys({ email: 'A@x.example', lead_titles: 'CTO' })).toEqual(['email:a@x.example']);
  });

  it('folds names and companies alike with and without accents, case and runs of spaces', () => {
    const plain = keys({ name: 'Jose  Nunez', company_name: ' CAFE\tAcme' });
    expect(plain).toEqual(['person:cafe acme|jose nunez']);
    // Accented and compatibility forms (full-width letters) take the Unicode path and land on the same key.
    expect(keys({ name: 'José Núñez', company_name: 'Café  acme' })).toEqual(plain);
    expect(keys({ name: 'Ｊｏｓｅ Ｎｕｎｅｚ', company_name: 'ＣＡＦＥ ＡＣＭＥ' })).toEqual(plain);
  });

  it('keys LinkedIn profiles by their slug, however the link is written', () => {
    const profile = ['li:linkedin.com/in/jane-doe-1'];
    for (const url of [
      'https://www.linkedin.com/in/jane-doe-1',
      'HTTP://UK.LinkedIn.com/in/Jane-Doe-1/',
      'linkedin.com/in/jane-doe-1?trk=profile',
      'https://de.linkedin.com/in/jane-doe-1/details/experience/',
    ])
      expect(keys({ linkedin_url: url, lead_titles: 'CTO' })).toEqual(profile);
  });
});
