import { compareKeys, hashKey, KeyIdTable } from './sql-bulk-keys';

describe('KeyIdTable (the keys of a SQLite bulk load)', () => {
  it('answers the ids stored with a key, each once, and nothing for a key never added', () => {
    const table = new KeyIdTable();
    table.add('email:ann@example.com', 7);
    table.add('email:ann@example.com', 7);
    table.add('email:ann@example.com', 3);
    table.add('li:linkedin.com/in/ann', 7);
    expect(table.candidates('email:ann@example.com').sort()).toEqual([3, 7]);
    expect(table.candidates('li:linkedin.com/in/ann')).toEqual([7]);
    expect(table.candidates('email:bob@example.com')).toEqual([]);
    expect(table.size).toBe(3);
  });

  it('keeps every entry as it grows far past its first size', () => {
    const table = new KeyIdTable(16);
    const count = 200_000;
    for (let id = 1; id <= count; id++) table.add(`email:person${id}@example.com`, id);
    expect(table.size).toBe(count);
    let missing = 0;
    for (let id = 1; id <= count; id++) if (!table.candidates(`email:person${id}@example.com`).includes(id)) missing++;
    expect(missing).toBe(0);
    // Another key's ids come back only where the 32-bit hashes collide: a handful at most, which the caller checks.
    let strays = 0;
    for (let id = 1; id <= 10_000; id++) strays += table.candidates(`email:other${id}@example.com`).length;
    expect(strays).toBeLessThan(5);
  });

  it('holds the entries it was made for in as many slots as that needs, a quarter more, without growing', () => {
    // The keys of 1.17M leads, 3.51M entries, get 4,680,001 slots where the next power of two would be 8M (64 MB).
    expect(new KeyIdTable(3_510_000).slots).toBe(4_680_001);
    // Filled to the entries it was made for (fewer than those: the same arithmetic, in a tenth of the time).
    const entries = 300_000;
    const table = new KeyIdTable(entries);
    expect(table.slots).toBe(400_001);
    for (let id = 1; id <= entries; id++) table.add(`li:linkedin.com/in/p${id}`, id);
    expect(table.slots).toBe(400_001);
    expect(table.candidates(`li:linkedin.com/in/p${entries}`)).toEqual([entries]);
    table.add('li:linkedin.com/in/one-more', entries + 1);
    expect(table.slots).toBe(400_001 * 2);
    expect(table.candidates(`li:linkedin.com/in/p1`)).toEqual([1]);
  });

  it('answers both ids for two keys with the same hash, for the caller to tell apart', () => {
    // The first pair of `person:someone ${n}|company` keys with one hash (found by trying n from 0 up: 10 s in Jest).
    const pair = ['person:someone 59408|company', 'person:someone 594466|company'];
    expect(hashKey(pair[0])).toBe(hashKey(pair[1]));
    const table = new KeyIdTable();
    table.add(pair[0], 1);
    table.add(pair[1], 2);
    expect(table.candidates(pair[0]).sort()).toEqual([1, 2]);
    expect(table.candidates(pair[1]).sort()).toEqual([1, 2]);
  });

  it('says it cannot answer once an id past 32 bits was added', () => {
    const table = new KeyIdTable();
    table.add('email:a@example.com', 0xffffffff);
    expect(table.usable).toBe(true);
    table.add('email:b@example.com', 0x100000000);
    expect(table.usable).toBe(false);
  });
});

describe("compareKeys (the key indexes' order)", () => {
  it('orders keys as their UTF-8 bytes do, past U+FFFF and from U+E000 to U+FFFF too', () => {
    const keys = [
      'email:a@example.com',
      'email:a@example.co',
      'email:b@example.com',
      'person:acme|zoë',
      'person:acme|zoe',
      'person:acme|zo\u{e000}',
      'person:acme|zo\u{ffee}',
      'person:acme|zo\u{1f600}',
      'person:acme|zo\u{10000}',
      'person:acme|zo\u{1f600}x',
      'person:acme|zo\u{d7ff}',
      'li:linkedin.com/in/ǆ',
      '',
    ];
    const bytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
    const sign = (n: number) => Math.sign(n);
    for (const a of keys) for (const b of keys) expect([a, b, sign(compareKeys(a, b))]).toEqual([a, b, bytes(a, b)]);
    // UTF-16's own order puts U+1F600 (a surrogate pair) before U+FFEE: the bytes do not.
    expect('zo\u{1f600}' < 'zo\u{ffee}').toBe(true);
    expect(compareKeys('zo\u{1f600}', 'zo\u{ffee}')).toBeGreaterThan(0);
  });
});
