import { describe, expect, it } from 'vitest';
import {
  autoMapHeader,
  autoMapHeaders,
  columnMapping,
  duplicateNote,
  duplicateTargets,
  isJoinedField,
  SKIP,
} from './autoMap';

const field = (name: string, label = name) => ({ name, label });
/** The CSV fields of spec part 2 §3 plus the other database fields the catalogue accepts. */
const FIELDS = [
  field('company_name', 'Company Name'),
  field('company_industry', 'Industry'),
  field('company_sector', 'Sector'),
  field('company_location_text', 'Company Location'),
  field('company_size', 'Company Size'),
  field('company_type', 'Company Type'),
  field('company_website', 'Website'),
  field('revenue_range', 'Revenue Range'),
  field('name', 'Name'),
  field('email', 'Email'),
  field('phone', 'Phone'),
  field('lead_titles', 'Title'),
  field('skills', 'Skills'),
  field('seniority_level', 'Seniority Level'),
  field('linkedin_url', 'LinkedIn URL'),
  field('lead_location', 'Lead Location'),
];

describe('autoMapHeader (spec keyword rules)', () => {
  it.each([
    ['Company Name', 'company_name'],
    ['Employer company name', 'company_name'],
    ['Industry', 'company_industry'],
    ['Business Sector', 'company_sector'],
    ['HQ Location', 'company_location_text'],
    ['Headcount size', 'company_size'],
    ['Work Email', 'email'],
    ['Phone Number', 'phone'],
    ['Full Name', 'name'],
    ['Job Title', 'lead_titles'],
    ['Top Skills', 'skills'],
  ])('maps %s to %s', (header, expected) => {
    expect(autoMapHeader(header, FIELDS)).toBe(expected);
  });

  it('maps a header that names a field or its label to that field', () => {
    expect(autoMapHeader('lead_location', FIELDS)).toBe('lead_location');
    expect(autoMapHeader('LinkedIn URL', FIELDS)).toBe('linkedin_url');
    expect(autoMapHeader('company_type', FIELDS)).toBe('company_type');
    expect(autoMapHeader(' Seniority-Level ', FIELDS)).toBe('seniority_level');
  });

  it('skips headers no rule matches, and empty headers', () => {
    expect(autoMapHeader('Favourite colour', FIELDS)).toBe(SKIP);
    expect(autoMapHeader('  ', FIELDS)).toBe(SKIP);
  });

  it('only maps to fields the server accepts', () => {
    expect(autoMapHeader('Industry', [field('name', 'Name')])).toBe(SKIP);
  });

  it('maps every header in order', () => {
    expect(autoMapHeaders(['Email', 'Notes', 'Company Name'], FIELDS)).toEqual(['email', SKIP, 'company_name']);
  });
});

describe('columnMapping', () => {
  it('sends the mapped columns by header and leaves skipped ones out', () => {
    expect(columnMapping(['Email', 'Notes', 'Company'], ['email', SKIP, 'company_name'])).toEqual({
      Email: 'email',
      Company: 'company_name',
    });
  });
});

describe('duplicateTargets', () => {
  it('names the fields several columns map to', () => {
    const duplicates = duplicateTargets(['First Name', 'Last Name', 'Email', 'Notes'], ['name', 'name', 'email', SKIP]);
    expect([...duplicates]).toEqual([['name', ['First Name', 'Last Name']]]);
  });
});

describe('duplicateNote', () => {
  it('says list fields combine the values and other fields keep the first', () => {
    expect(duplicateNote(['Skill 1', 'Skill 2'], 'Skills', true)).toBe(
      '"Skill 1", "Skill 2" all map to Skills: their values are combined.',
    );
    expect(duplicateNote(['First Name', 'Last Name'], 'Name', false)).toBe(
      '"First Name", "Last Name" all map to Name: the first non-empty value in each row is kept.',
    );
  });
});

describe('the exports people bring', () => {
  it('composes first and last name, and maps company, website, size and place columns', () => {
    const headers = ['First Name', 'Last Name', 'Organization-Name', 'Domain', '# Employees', 'City', 'Country'];
    expect(autoMapHeaders(headers, FIELDS)).toEqual([
      'first_name',
      'last_name',
      'company_name',
      'company_website',
      'company_size',
      'lead_location',
      'lead_location',
    ]);
  });

  it('maps a column of LinkedIn profile URLs by its values', () => {
    const rows = [['https://www.linkedin.com/in/ann'], ['linkedin.com/in/bo']];
    expect(autoMapHeaders(['LinkedIn'], FIELDS)).toEqual(['linkedin_url']);
    expect(autoMapHeaders(['Link'], FIELDS, rows)).toEqual(['linkedin_url']);
  });

  it('says joined fields join their columns', () => {
    expect(duplicateNote(['City', 'Country'], 'Lead Location', 'joined')).toBe(
      '"City", "Country" all map to Lead Location: their values are joined, separated by commas.',
    );
    expect(isJoinedField('lead_location')).toBe(true);
    expect(isJoinedField('name')).toBe(false);
  });
});
