import { describe, expect, it } from 'vitest';
import { companyFields, leadSubtitle, leadTitle, personFields } from './detail';
import { LEAD_FIELD_NAMES } from './fields';

describe('leadTitle', () => {
  it('prefers the name, then the e-mail, then the company', () => {
    expect(leadTitle({ name: 'Jane Doe', email: 'jane@acme.com' })).toBe('Jane Doe');
    expect(leadTitle({ name: ' ', email: 'jane@acme.com' })).toBe('jane@acme.com');
    expect(leadTitle({ name: null, email: null, company_name: 'Acme' })).toBe('Acme');
    expect(leadTitle({})).toBe('Lead');
  });
});

describe('leadSubtitle', () => {
  it('reads title at company', () => {
    expect(leadSubtitle({ name: 'Jane', lead_titles: 'CTO', company_name: 'Acme' })).toBe('CTO at Acme');
    expect(leadSubtitle({ name: 'Jane', lead_titles: 'CTO' })).toBe('CTO');
    expect(leadSubtitle({ name: 'Jane', company_name: 'Acme' })).toBe('Acme');
  });

  it('does not repeat the company when it is already the title', () => {
    expect(leadSubtitle({ company_name: 'Acme' })).toBe('');
  });
});

describe('field groups', () => {
  it('splits every catalogue field into company and person fields', () => {
    expect([...companyFields(), ...personFields()].sort()).toEqual([...LEAD_FIELD_NAMES].sort());
    expect(companyFields()).toContain('company_website');
    expect(personFields()).toContain('linkedin_url');
  });
});
