import { plainToInstance } from 'class-transformer';
import { ListQueryDto, MAX_PAGE } from './list-query';

const parse = (query: Record<string, string>, defaultSort?: string) =>
  plainToInstance(ListQueryDto, query).parsed(defaultSort);

describe('ListQueryDto.parsed', () => {
  it('reads react-admin getList parameters', () => {
    expect(parse({ sort: '["email","desc"]', range: '[10,19]', filter: '{"q":"ada"}' })).toEqual({
      sort: { field: 'email', order: 'DESC' },
      range: { start: 10, end: 19 },
      filter: { q: 'ada' },
    });
  });

  it('defaults to the first 25 rows in the given sort', () => {
    expect(parse({}, 'created_at')).toEqual({
      sort: { field: 'created_at', order: 'ASC' },
      range: { start: 0, end: 24 },
      filter: {},
    });
  });

  it('answers every id getMany asks for, since it sends no range', () => {
    const ids = Array.from({ length: 40 }, (_, i) => i + 1);
    expect(parse({ filter: JSON.stringify({ id: ids }) }).range).toEqual({ start: 0, end: 39 });
  });

  it('caps a page at MAX_PAGE rows', () => {
    expect(parse({ range: '[5,100000]' }).range).toEqual({ start: 5, end: 5 + MAX_PAGE - 1 });
  });

  it.each([
    [{ sort: '[oops' }, 'sort must be JSON'],
    [{ sort: '["id","UP"]' }, 'sort must look like ["field","ASC"]'],
    [{ range: '[5,1]' }, 'range must look like [0,24]'],
    [{ range: '[-1,4]' }, 'range must look like [0,24]'],
    [{ filter: '[1,2]' }, 'filter must be a JSON object'],
  ])('refuses %j with "%s"', (query, message) => {
    expect(() => parse(query)).toThrow(message);
  });
});
