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
    // The keys of 1.17M leads: the next power of two would be 8M slots (64 MB).
    const entries = 3_510_000;
    const table = new KeyIdTable(entries);
    expect(table.slots).toBe(4_680_001);
    for (let id = 1; id <= entries; id++) table.add(`li:linkedin.com/in/p${id}`, id);
    expect(table.slots).toBe(4_680_001);
    expect(table.candidates(`li:linkedin.com/in/p${entries}`)).toEqual([entries]);
    table.add('li:linkedin.com/in/one-more', entries + 1);
    expect(table.slots).toBe(4_680_001 * 2);
    expect(table.candidates(`li:linkedin.com/in/p1`)).toEqual([1]);
  });

  it('answers both ids for two keys with the same hash, for the caller to tell apart', () => {
    const seen = new Map<number, string>();
    let pair: [string, string] | null = null;
    for (let n = 0; !pair; n++) {
      const key = `person:someone ${n}|company`;
      const other = seen.get(hashKey(key));
      if (other) pair = [other, key];
      else seen.set(hashKey(key), key);
    }
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
