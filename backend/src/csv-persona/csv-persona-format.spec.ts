import { csvLine, safeCell } from '../common/csv-export';
import { findColumns } from './csv-persona-reader';
import { finalStatus, emptyCounts } from './csv-persona-view';

describe('persona CSV columns', () => {
  it.each([
    [['linkedin_url'], 0],
    [['Name', 'LinkedIn'], 1],
    [['First Name', 'LinkedIn URL', 'Last Name'], 1],
    [['\uFEFFProfile URL'], 0],
    [['linkedin profile'], 0],
    [['LINKEDIN-URL'], 0],
    [['Company', 'URL', 'LinkedIn Profile URL'], 2], // the most specific variant wins over a bare "URL"
  ])('finds the URL column in %j', (header, index) => {
    expect(findColumns(header).linkedin_url).toBe(index);
  });

  it('finds the optional name columns and nothing in a header without them', () => {
    expect(findColumns(['Given Name', 'Surname', 'linkedin_url'])).toEqual({
      linkedin_url: 2,
      first_name: 0,
      last_name: 1,
    });
    expect(findColumns(['name', 'company'])).toEqual({});
  });
});

describe('persona CSV download cells', () => {
  it.each(['=1+2', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])('neutralises the formula-like %j', (value) => {
    expect(safeCell(value)).toBe(`'${value}`);
  });

  it('quotes every field, doubles quotes, ends records with CRLF', () => {
    expect(csvLine(['a', 'say "hi"', 'x,y', 'two\nlines', null, 3])).toBe(
      '"a","say ""hi""","x,y","two\nlines","","3"\r\n',
    );
  });
});

describe('a session’s final status', () => {
  it('is completed, partially_completed or failed by its rows, cancelled when cancelled', () => {
    expect(finalStatus({ ...emptyCounts(), completed: 3 }, false)).toBe('completed');
    expect(finalStatus({ ...emptyCounts(), completed: 2, failed: 1 }, false)).toBe('partially_completed');
    expect(finalStatus({ ...emptyCounts(), failed: 2 }, false)).toBe('failed');
    expect(finalStatus({ ...emptyCounts(), completed: 1 }, true)).toBe('cancelled');
  });
});
