import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import * as ts from 'typescript';
import { idSetOf, intersectionCount, MATCH_SETS_SOURCE, newestInAll, popcount, unionOf } from './sqlite-match-sets';

/** A deterministic pseudo-random sequence (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ids below `max`, each with the given chance, ascending. */
function sample(next: () => number, max: number, chance: number): number[] {
  const ids: number[] = [];
  for (let id = 0; id < max; id++) if (next() < chance) ids.push(id);
  return ids;
}

describe('SQLite match sets', () => {
  it('counts bits as a loop over them does', () => {
    const next = random(7);
    for (let i = 0; i < 1000; i++) {
      const word = Math.floor(next() * 2 ** 32) >>> 0;
      let bits = 0;
      for (let b = 0; b < 32; b++) if (word & (1 << b)) bits++;
      expect(popcount(word)).toBe(bits);
    }
    expect(popcount(0xffffffff)).toBe(32);
    expect(popcount(0)).toBe(0);
  });

  it('keeps dense sets as bitsets and sparse ones as lists, each the smaller', () => {
    const dense = idSetOf([0, 1, 2, 5, 31, 32, 33, 63]);
    expect(dense?.bits).not.toBeNull();
    expect(dense?.size).toBe(8);
    expect(dense?.bytes).toBe(8);
    const sparse = idSetOf([3, 1000, 100_000]);
    expect(sparse?.ids).toEqual(new Uint32Array([3, 1000, 100_000]));
    expect(sparse?.bytes).toBe(12);
    expect(idSetOf([])?.size).toBe(0);
    // An id a 32-bit word cannot hold: no set (the caller counts another way).
    expect(idSetOf([1, 2 ** 32])).toBeNull();
  });

  it('counts unions and intersections of dense and sparse sets, and finds their newest ids, as plain sets do', () => {
    const next = random(42);
    const chances = [0.9, 0.3, 0.05, 0.01, 0.001, 0];
    for (let round = 0; round < 60; round++) {
      const max = 1 + Math.floor(next() * 5000);
      // Groups of one to three sets each (a filter's values), two to four groups.
      const groups = Array.from({ length: 2 + Math.floor(next() * 3) }, () =>
        Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
          sample(next, Math.max(1, Math.floor(max * next())), chances[Math.floor(next() * chances.length)]),
        ),
      );
      const plain = groups.map((lists) => new Set(lists.flat()));
      const common = [...plain[0]].filter((id) => plain.every((set) => set.has(id))).sort((a, b) => b - a);
      const expected = common.length;
      const unions = groups.map((lists) => unionOf(lists.map((list) => idSetOf(list)!)));
      unions.forEach((union, i) => expect(union.size).toBe(plain[i].size));
      expect({ round, count: intersectionCount(unions) }).toEqual({ round, count: expected });
      // Capped, and one set alone.
      expect({ round, capped: intersectionCount(unions, 5) }).toEqual({ round, capped: Math.min(expected, 5) });
      expect({ round, one: intersectionCount(unions.slice(0, 1), 3) }).toEqual({
        round,
        one: Math.min(plain[0].size, 3),
      });
      expect({ round, newest: newestInAll(unions, 7) }).toEqual({ round, newest: common.slice(0, 7) });
      expect({ round, newest: newestInAll(unions, -1) }).toEqual({ round, newest: common });
    }
    expect(intersectionCount([])).toBe(0);
    expect(newestInAll([], 5)).toEqual([]);
  });

  it('counts from sets as the build emits it, in a context of its own as a worker thread runs it', () => {
    // The build (tsc, CommonJS) reads an exported constant through `exports`, which the threads do not have: the
    // source text must not name one (it did, and every count fell back to FTS5 without a sign).
    const compiled = ts.transpileModule(readFileSync(join(__dirname, 'sqlite-match-sets.ts'), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const built = { exports: {} as { MATCH_SETS_SOURCE?: string } };
    new Function('exports', 'require', 'module', compiled)(built.exports, require, built);
    const dir = mkdtempSync(join(tmpdir(), 'match-sets-'));
    const file = join(dir, 'index.sqlite');
    try {
      const writer = new Database(file);
      writer.exec('CREATE VIRTUAL TABLE leads_fts USING fts5(name)');
      for (const name of ['alpha beta', 'alpha', 'gamma'])
        writer.prepare('INSERT INTO leads_fts (name) VALUES (?)').run(name);
      writer.close();
      const db = new Database(file, { readonly: true });
      runInNewContext(`(function (db) {\n${built.exports.MATCH_SETS_SOURCE}\n})`, {
        Buffer,
        setInterval,
        clearInterval,
      })(db);
      const spec = JSON.stringify({ groups: [['"alpha"']], limit: -1, settleMs: 0, cacheBytes: 1 << 20 });
      const count = db.prepare('SELECT lead_match_count(?, (SELECT block FROM leads_fts_data WHERE id = 10))');
      expect(count.pluck().get(spec)).toBe(2);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs as source text with nothing but `db` in scope, as the connections run it', () => {
    const functions = new Map<string, (...args: unknown[]) => unknown>();
    const db = {
      memory: true,
      function: (name: string, fn: (...args: unknown[]) => unknown) => functions.set(name, fn),
    };
    new Function('db', MATCH_SETS_SOURCE)(db);
    // An in-memory database cannot be read by a second connection: never counted from sets.
    expect(functions.get('lead_match_count')?.('{"groups":[]}', Buffer.from('x'))).toBeNull();
  });
});
