import { describe, expect, it } from 'vitest';
import { fieldLabel, isListField, topValuesFor } from './fields';

describe('lead field catalogue', () => {
  it('shows the spec top-value counts in the filter picker', () => {
    expect(topValuesFor('email')).toBe(20);
    expect(topValuesFor('skills')).toBe(30);
    expect(topValuesFor('lead_location')).toBe(40);
    expect(topValuesFor('past_companies')).toBe(30);
    expect(topValuesFor('company_sic_code')).toBe(20);
    expect(topValuesFor('company_naics_code')).toBe(20);
    expect(topValuesFor('seniority_level')).toBe(15);
    expect(topValuesFor('company_industry')).toBe(50);
    expect(topValuesFor('dataset')).toBe(50);
  });

  it('labels catalogue fields, system fields, and falls back to the name', () => {
    expect(fieldLabel('company_industry')).toBe('Industry');
    expect(fieldLabel('data_source')).toBe('Data Source');
    expect(fieldLabel('_score')).toBe('Score');
    expect(fieldLabel('custom_field')).toBe('custom_field');
  });

  it('knows which fields hold lists', () => {
    expect(isListField('skills')).toBe(true);
    expect(isListField('past_companies')).toBe(true);
    expect(isListField('name')).toBe(false);
    expect(isListField('dataset')).toBe(false);
  });
});
