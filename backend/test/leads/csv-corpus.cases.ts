/** The expected outcome of importing each file of the corpus (test/fixtures/csv, made by make-fixtures.mjs). */
export type Lead = Record<string, unknown>;

export interface Case {
  file: string;
  encoding: string;
  delimiter: string;
  mapping: Record<string, string>;
  skipped: string[];
  counts: { records_processed: number; inserted: number; merged: number };
  warnings?: { line: number; message: string }[];
  /** Leads that must be stored, found by name (or company for a company list). */
  stored: Lead[];
}

/** The corpus of real-world shapes (test/fixtures/csv, made by make-fixtures.mjs): uploaded with no mapping. */
export const CASES: Case[] = [
  {
    file: 'excel-semicolon-cp1252.csv',
    encoding: 'windows-1252',
    delimiter: 'semicolon',
    mapping: {
      'First Name': 'first_name',
      'Last Name': 'last_name',
      Company: 'company_name',
      Email: 'email',
      City: 'lead_location',
      Country: 'lead_location',
      Phone: 'phone',
    },
    skipped: ['Notes'],
    counts: { records_processed: 4, inserted: 4, merged: 0 },
    stored: [
      {
        name: 'José Müller',
        company_name: 'Café Zürich GmbH',
        lead_location: 'Zürich, Schweiz',
        phone: '+41 44 123 45 67',
        email: 'jose.mueller@cafe-zuerich.example',
      },
      { name: 'François Lefèvre', company_name: 'Société Générale', lead_location: 'Paris, France' },
      { name: 'Åsa Ström', company_name: 'Nordisk Ö AB', lead_location: 'Göteborg, Sverige' },
      { name: 'Zoë Núñez', company_name: 'Bodega “El Niño”', lead_location: 'Sevilla, España' },
    ],
  },
  {
    file: 'excel-unicode-text.csv',
    encoding: 'utf-16le',
    delimiter: 'tab',
    mapping: {
      Name: 'name',
      'Company Name': 'company_name',
      'Job Title': 'lead_titles',
      'Email Address': 'email',
      Location: 'company_location_text',
    },
    skipped: [],
    counts: { records_processed: 3, inserted: 3, merged: 0 },
    stored: [
      { name: 'Łukasz Wróbel', company_name: 'Żabka Polska', lead_titles: 'Dyrektor sprzedaży' },
      { name: '山田 太郎', company_name: '株式会社サンプル', company_location_text: '東京' },
      { name: 'Ørjan Bø', company_location_text: 'Tromsø' },
    ],
  },
  {
    file: 'google-sheets.csv',
    encoding: 'utf-8',
    delimiter: 'comma',
    mapping: {
      'First Name': 'first_name',
      'Last Name': 'last_name',
      Company: 'company_name',
      City: 'lead_location',
      Country: 'lead_location',
      'Phone 1': 'phone',
      'Phone 2': 'phone',
      Email: 'email',
      Website: 'company_website',
    },
    skipped: ['Index', 'Customer Id', 'Subscription Date'],
    counts: { records_processed: 3, inserted: 3, merged: 0 },
    stored: [
      {
        name: 'Sheryl Baxter',
        company_name: 'Rasmussen Group',
        phone: '229.077.5154',
        company_website: 'http://www.stephenson.com/',
        lead_location: 'East Leonard, Chile',
      },
      { name: 'Preston Lozano', company_name: 'Vega, Hahn and Bond' },
      { name: 'Roy Berry', lead_location: 'Isabelborough, Antigua and Barbuda' },
    ],
  },
  {
    file: 'numbers.csv',
    encoding: 'utf-8',
    delimiter: 'semicolon',
    mapping: {
      Name: 'name',
      Organisation: 'company_name',
      Website: 'company_website',
      'Number of employees': 'company_size',
      'Annual Revenue': 'revenue_range',
      Title: 'lead_titles',
    },
    skipped: [],
    counts: { records_processed: 3, inserted: 3, merged: 0 },
    stored: [
      { name: 'Hélène Dubois', company_name: 'Atelier Dubois', company_size: '11-50', revenue_range: '1,5 M€' },
      { name: 'Jürgen Groß', company_name: 'Bäckerei Groß', lead_titles: 'Geschäftsführer' },
      { name: 'Inès Côté', company_name: 'Côté & Fils', company_website: 'www.cote-fils.example' },
    ],
  },
  {
    file: 'tab-separated.csv',
    encoding: 'utf-8',
    delimiter: 'tab',
    mapping: {
      email: 'email',
      name: 'name',
      company_name: 'company_name',
      phone: 'phone',
      skills: 'skills',
      seniority_level: 'seniority_level',
    },
    skipped: [],
    counts: { records_processed: 3, inserted: 3, merged: 0 },
    stored: [
      { name: 'Ana Gómez', skills: ['python', 'sql'], seniority_level: 'Senior' },
      { name: 'Li Wei', skills: ['aws', 'kubernetes'] },
      { name: 'Omar Haddad', phone: null },
    ],
  },
  {
    file: 'pipe-delimited.csv',
    encoding: 'utf-8',
    delimiter: 'pipe',
    mapping: { 'Full Name': 'name', Company: 'company_name', Email: 'email', Industry: 'company_industry' },
    skipped: [],
    counts: { records_processed: 2, inserted: 2, merged: 0 },
    stored: [{ name: 'Nadia Ivanova', company_industry: 'Logistics' }],
  },
  {
    file: 'sales-navigator.csv',
    encoding: 'utf-8',
    delimiter: 'comma',
    mapping: {
      'First Name': 'first_name',
      'Last Name': 'last_name',
      Title: 'lead_titles',
      Company: 'company_name',
      Location: 'company_location_text',
      Profile: 'linkedin_url',
    },
    skipped: ['Company LinkedIn URL', 'Sales Navigator URL', 'Connection Degree'],
    counts: { records_processed: 3, inserted: 3, merged: 0 },
    stored: [
      {
        name: 'Chloé Martin',
        linkedin_url: 'https://www.linkedin.com/in/chloe-martin-42/',
        company_location_text: 'Lyon, Auvergne-Rhône-Alpes, France',
        email: null,
      },
      { name: 'Tomás Ruiz', linkedin_url: 'https://www.linkedin.com/in/tomas-ruiz/' },
      { name: 'Mei Lin', linkedin_url: 'https://sg.linkedin.com/in/mei-lin-sg' },
    ],
  },
  {
    file: 'hubspot.csv',
    encoding: 'utf-8',
    delimiter: 'comma',
    mapping: {
      'First Name': 'first_name',
      'Last Name': 'last_name',
      Email: 'email',
      'Phone Number': 'phone',
      'Job Title': 'lead_titles',
      'Company Name': 'company_name',
      City: 'lead_location',
      'State/Region': 'lead_location',
      'Country/Region': 'lead_location',
    },
    skipped: [
      'Record ID',
      'Lifecycle Stage',
      'Lead Status',
      'Contact owner',
      'Create Date',
      'Marketing contact status',
      'LinkedIn Bio',
    ],
    counts: { records_processed: 3, inserted: 3, merged: 0 },
    stored: [
      { name: 'Grace Hopper', lead_location: 'Arlington, Virginia, United States', company_name: 'US Navy' },
      { name: 'Ada Lovelace', lead_location: 'London, United Kingdom', phone: null },
      { name: 'Katherine Johnson', phone: '757-555-0103' },
    ],
  },
  {
    file: 'company-list.csv',
    encoding: 'utf-8',
    delimiter: 'comma',
    mapping: {
      Name: 'company_name',
      Website: 'company_website',
      Country: 'company_location_text',
      Industry: 'company_industry',
      'Number of employees': 'company_size',
    },
    skipped: ['Index', 'Organization Id', 'Description', 'Founded'],
    counts: { records_processed: 4, inserted: 4, merged: 0 },
    stored: [
      { company_name: 'Ferrell LLC', company_website: 'https://price.net/', company_size: '3498', name: null },
      { company_name: 'Mckinney, Riley and Day', company_location_text: 'Finland' },
    ],
  },
  {
    file: 'people-no-email.csv',
    encoding: 'utf-8',
    delimiter: 'comma',
    mapping: {
      Name: 'name',
      Company: 'company_name',
      Phone: 'phone',
      Title: 'lead_titles',
      Location: 'company_location_text',
    },
    skipped: [],
    // The 4th row is the 1st person again (same name and company): it adds the phone to them.
    counts: { records_processed: 4, inserted: 3, merged: 1 },
    stored: [
      { name: 'Bram de Vries', company_name: 'Polder BV', phone: '+31 30 000 0000' },
      { name: 'Saanvi Rao', phone: '+91 98765 43210' },
      { name: null, lead_titles: 'Office Manager', company_location_text: 'Oslo' },
    ],
  },
  {
    file: 'bad-values.csv',
    encoding: 'utf-8',
    delimiter: 'comma',
    mapping: {
      Name: 'name',
      Email: 'email',
      Company: 'company_name',
      Website: 'company_website',
      Phone: 'phone',
      LinkedIn: 'linkedin_url',
    },
    skipped: [],
    counts: { records_processed: 3, inserted: 3, merged: 0 },
    warnings: [
      { line: 2, message: 'email "@evil.com" (column "Email") is not an e-mail address: left out' },
      { line: 3, message: 'company_website "not a website" (column "Website") is not a web address: left out' },
      { line: 3, message: 'phone "call me maybe" (column "Phone") is not a phone number: left out' },
      {
        line: 4,
        message: 'linkedin_url "linkedin profile pending" (column "LinkedIn") is not a LinkedIn URL: left out',
      },
    ],
    stored: [
      {
        name: 'Eve Evil',
        email: null,
        company_name: 'Evil Corp',
        company_website: 'evil.example',
        phone: '+1 555 0100',
      },
      { name: 'Good Guy', email: 'good.guy@fine.example', company_website: null, phone: null },
      { name: 'Nico Null', linkedin_url: null, company_website: 'https://null.example' },
    ],
  },
];
