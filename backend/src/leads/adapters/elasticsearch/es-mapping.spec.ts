import { LEAD_FIELD_NAMES } from '../../lead-fields';
import { indexSettings, keywordPath, leadMapping, SEARCH_PATHS } from './es-mapping';

describe('lead index mapping', () => {
  const { dynamic, properties = {} } = leadMapping();

  it('refuses unknown fields and maps every catalogue field and system field', () => {
    expect(dynamic).toBe('strict');
    expect(Object.keys(properties).sort()).toEqual(
      [...LEAD_FIELD_NAMES, 'id', 'dataset', 'data_source', 'created_at', 'updated_at', 'dedup_keys'].sort(),
    );
    expect(properties.created_at).toEqual({ type: 'date' });
    expect(properties.dedup_keys).toEqual({ type: 'keyword', ignore_above: 8_191 });
  });

  it('gives text fields a keyword subfield and searched keyword fields a text subfield', () => {
    expect(properties.company_name).toEqual({
      type: 'text',
      fields: { keyword: { type: 'keyword', ignore_above: 1024 } },
    });
    expect(properties.skills).toEqual({ type: 'keyword', ignore_above: 1024, fields: { text: { type: 'text' } } });
    expect(properties.email).toEqual({ type: 'keyword', ignore_above: 1024, fields: { text: { type: 'text' } } });
    expect(properties.company_size).toEqual({ type: 'keyword', ignore_above: 1024 });
  });

  it('turns refresh off only for an index created by an import', () => {
    expect(indexSettings(true)).toEqual({ index: { number_of_shards: 1, refresh_interval: '-1' } });
    expect(indexSettings(false)).toEqual({ index: { number_of_shards: 1 } });
  });

  it('sorts, filters and aggregates text fields on their keyword subfield', () => {
    expect(keywordPath('company_name')).toBe('company_name.keyword');
    expect(keywordPath('skills')).toBe('skills');
    expect(keywordPath('created_at')).toBe('created_at');
    expect(keywordPath('_score')).toBe('_score');
  });

  it('searches text fields and the text subfields of e-mail and lists', () => {
    expect(SEARCH_PATHS).toEqual(expect.arrayContaining(['name', 'lead_titles', 'email.text', 'skills.text']));
    expect(SEARCH_PATHS).not.toContain('phone');
  });
});
