import { safeCell as neutralise } from '../common/csv-export';
import { submissionsCsv } from './submissions-csv';

describe('submissionsCsv', () => {
  it('starts with a BOM and has one column per field name, in the order first seen', () => {
    const csv = submissionsCsv([
      { created_at: '2026-01-01T10:00:00.000Z', referrer: null, fields: { email: 'a@x.com', name: 'Ada' } },
      {
        created_at: '2026-01-02T10:00:00.000Z',
        referrer: 'https://x.example/',
        fields: { phone: '1', email: 'b@x.com' },
      },
    ]);
    expect(csv).toBe(
      '\uFEFFsubmitted_at,referrer,email,name,phone\r\n' +
        '2026-01-01T10:00:00.000Z,,a@x.com,Ada,\r\n' +
        '2026-01-02T10:00:00.000Z,https://x.example/,b@x.com,,1\r\n',
    );
  });

  it('neutralises formula cells and quotes separators', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutralise(`${start}1`)).toBe(`'${start}1`);
    expect(neutralise('1+1')).toBe('1+1');
    const csv = submissionsCsv([
      { created_at: 't', referrer: null, fields: { a: '=HYPERLINK("http://evil")', b: 'x, "y"\nz', c: '-2' } },
    ]);
    expect(csv.split('\r\n')[1]).toBe(`t,,"'=HYPERLINK(""http://evil"")","x, ""y""\nz",'-2`);
  });
});
