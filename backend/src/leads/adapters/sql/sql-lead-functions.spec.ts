import Database from 'better-sqlite3';
import { FULLTEXT_FIELDS } from '../../migrations/1763750000000-create-leads';
import { hashKey } from './sql-bulk-keys';
import { LEAD_SQL_FUNCTIONS, rowRelevance, sqliteRelevance } from './sql-lead-query';
import { foldedWords } from './sql-lead-words';

describe('LEAD_SQL_FUNCTIONS (SQLite)', () => {
  it("hashes a de-duplication key as the bulk load's key table does (lead_key_hash), 0 for none", () => {
    const db = new Database(':memory:');
    try {
      new Function('db', LEAD_SQL_FUNCTIONS)(db);
      const keys = [
        'email:ann@example.com',
        'person:müller gmbh|józef straße',
        'li:linkedin.com/in/東京',
        'fp:' + 'x'.repeat(300),
      ];
      for (const key of keys) {
        const { h } = db.prepare('SELECT lead_key_hash(?) AS h').get(key) as { h: number };
        expect([key, h]).toEqual([key, hashKey(key)]);
        expect(h).not.toBe(0);
      }
      expect(db.prepare('SELECT lead_key_hash(NULL) AS h').get()).toEqual({ h: 0 });
    } finally {
      db.close();
    }
  });

  it('scores every row as rowRelevance does, run alone in a connection as the reader threads run it', () => {
    const db = new Database(':memory:');
    try {
      // As startSqliteWorker's threads do: the source text with nothing but `db` in scope.
      new Function('db', LEAD_SQL_FUNCTIONS)(db);
      db.exec(
        `CREATE TABLE leads (id INTEGER PRIMARY KEY, ${FULLTEXT_FIELDS.map((field) => `${field} TEXT`).join(', ')})`,
      );
      const rows = [
        { name: 'Ana Sales', lead_titles: 'Sales Director, EMEA sales', company_name: 'Sales Force Ltd' },
        {
          name: 'José Müller',
          lead_titles: 'Directeur commercial',
          lead_location: 'Zürich',
          skills: '["Sales","SQL"]',
        },
        { name: 'Bob', company_industry: 'Healthcare', past_companies: '["Acme Sales"]' },
        { name: '東京 営業部長', company_name: 'Tokyo Director KK' },
        {},
      ];
      const insert = db.prepare(
        `INSERT INTO leads (id, ${FULLTEXT_FIELDS.join(', ')}) VALUES (?, ${FULLTEXT_FIELDS.map(() => '?').join(', ')})`,
      );
      rows.forEach((row, i) =>
        insert.run(i + 1, ...FULLTEXT_FIELDS.map((field) => (row as Record<string, string>)[field] ?? null)),
      );
      const queries: { text: string; fields?: string[] }[] = [
        { text: 'sales director' },
        { text: 'Sales sales' },
        { text: 'jose zurich' },
        { text: '営業部長' },
        { text: 'director', fields: ['lead_titles'] },
        { text: 'nothing here' },
      ];
      for (const { text, fields } of queries) {
        const words = foldedWords(text);
        const relevance = sqliteRelevance(words, fields);
        const scored = db
          .prepare(`SELECT l.id AS id, ${relevance.sql} AS score FROM leads l ORDER BY l.id`)
          .all(...relevance.params) as { id: number; score: number }[];
        expect({ text, scores: scored.map((row) => row.score) }).toEqual({
          text,
          scores: rows.map((row) => rowRelevance(row, words, fields)),
        });
      }
      expect(rowRelevance(rows[0], foldedWords('sales director'))).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });
});
