import { parseIdList } from './mysql-match-sets';

describe('parseIdList', () => {
  it('reads the ids of a GROUP_CONCAT list, as text or as bytes', () => {
    for (const list of ['7,42,1000000,9007199254740991', Buffer.from('7,42,1000000,9007199254740991')]) {
      const ids = [1];
      parseIdList(list, ids);
      expect(ids).toEqual([1, 7, 42, 1_000_000, Number.MAX_SAFE_INTEGER]);
    }
    const none: number[] = [];
    parseIdList('', none);
    expect(none).toEqual([]);
  });
});
