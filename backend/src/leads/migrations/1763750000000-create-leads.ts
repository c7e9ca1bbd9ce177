import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { createdAt, datetime, fkColumn, idColumn, isMysql, longText, varchar } from '../../database/migration-helpers';

/** Scalar catalogue fields stored as plain columns (lead_titles may be long HTML, so it is text). */
export const LEAD_VARCHAR_FIELDS = [
  'company_name',
  'company_industry',
  'company_sector',
  'company_location_text',
  'company_size',
  'company_type',
  'company_website',
  'revenue_range',
  'company_sic_code',
  'company_naics_code',
  'name',
  'email',
  'phone',
  'seniority_level',
  'decision_making_power',
  'linkedin_url',
  'lead_location',
];

/** Columns with their own index: the ones people filter, facet and sort on most. */
export const INDEXED_FIELDS = [
  'company_name',
  'company_industry',
  'company_sector',
  'company_location_text',
  'company_size',
  'company_type',
  'revenue_range',
  'seniority_level',
  'lead_location',
];

/** Columns the full-text index covers (skills and past_companies as their JSON text). */
export const FULLTEXT_FIELDS = [
  'name',
  'company_name',
  'lead_titles',
  'company_industry',
  'company_sector',
  'company_location_text',
  'lead_location',
  'skills',
  'past_companies',
  'email',
];

/**
 * The SQL lead index: leads (one row each, plain columns), lead_values (one row per element of a list field, for
 * filters and facets on skills), full text (FTS5 on SQLite, FULLTEXT on MySQL/MariaDB), and the admin CSV import
 * records, deletions and the suppression list.
 */
export class CreateLeads1763750000000 implements MigrationInterface {
  name = 'CreateLeads1763750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = isMysql(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'leads',
        columns: [
          // INTEGER PRIMARY KEY is SQLite's rowid itself: FTS joins and (column, id) sorts need no extra index.
          { name: 'id', type: 'integer', isPrimary: true },
          varchar('dataset', 100),
          varchar('data_source', 10, { default: "'original'" }),
          ...LEAD_VARCHAR_FIELDS.map((field) => varchar(field, 255, { isNullable: true })),
          { name: 'lead_titles', type: 'text', isNullable: true },
          longText(queryRunner, 'skills'),
          longText(queryRunner, 'past_companies'),
          varchar('email_key', 255, { isNullable: true }),
          varchar('linkedin_key', 255, { isNullable: true }),
          varchar('person_key', 255, { isNullable: true }),
          createdAt(),
          createdAt('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_leads_dataset', columnNames: ['dataset'] }),
          new TableIndex({ name: 'IDX_leads_email_key', columnNames: ['email_key'] }),
          new TableIndex({ name: 'IDX_leads_linkedin_key', columnNames: ['linkedin_key'] }),
          new TableIndex({ name: 'IDX_leads_person_key', columnNames: ['person_key'] }),
          ...INDEXED_FIELDS.map((field) => new TableIndex({ name: `IDX_leads_${field}`, columnNames: [field] })),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'lead_values',
        columns: [{ name: 'lead_id', type: 'bigint' }, varchar('field', 40), varchar('value', 255)],
        indices: [
          new TableIndex({ name: 'IDX_lead_values_field_value', columnNames: ['field', 'value', 'lead_id'] }),
          new TableIndex({ name: 'IDX_lead_values_lead', columnNames: ['lead_id'] }),
        ],
      }),
    );
    // The datasets that exist: index patterns resolve against this short list, not by scanning every lead.
    await queryRunner.createTable(
      new Table({
        name: 'lead_datasets',
        // lead_count is kept in the same transaction as the writes: unfiltered totals need no COUNT(*) over leads.
        columns: [varchar('name', 100, { isPrimary: true }), { name: 'lead_count', type: 'integer', default: 0 }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'lead_id_seq',
        columns: [varchar('name', 40, { isPrimary: true }), { name: 'next_id', type: 'bigint' }],
      }),
    );
    await queryRunner.query(`INSERT INTO lead_id_seq (name, next_id) VALUES ('leads', 1)`);

    if (mysql) {
      await queryRunner.query(`ALTER TABLE leads ADD FULLTEXT INDEX FT_leads (${FULLTEXT_FIELDS.join(', ')})`);
    } else {
      await createLeadsFullText(queryRunner, FULLTEXT_FIELDS);
    }

    await queryRunner.createTable(
      new Table({
        name: 'lead_imports',
        columns: [
          idColumn,
          fkColumn('user_id', true),
          varchar('file_name', 255),
          varchar('status', 20),
          longText(queryRunner, 'column_mapping'),
          longText(queryRunner, 'datasets'),
          { name: 'bytes_total', type: 'bigint', default: 0 },
          { name: 'bytes_read', type: 'bigint', default: 0 },
          { name: 'records_processed', type: 'integer', default: 0 },
          { name: 'inserted', type: 'integer', default: 0 },
          { name: 'merged', type: 'integer', default: 0 },
          { name: 'unchanged', type: 'integer', default: 0 },
          { name: 'suppressed', type: 'integer', default: 0 },
          { name: 'error_count', type: 'integer', default: 0 },
          longText(queryRunner, 'errors'),
          longText(queryRunner, 'error'),
          varchar('stored_file', 500, { isNullable: true }),
          createdAt(),
          datetime('finished_at', true),
        ],
        indices: [new TableIndex({ name: 'IDX_lead_imports_created', columnNames: ['created_at'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'lead_suppressions',
        columns: [idColumn, varchar('key', 255), fkColumn('deleted_by', true), createdAt()],
        indices: [new TableIndex({ name: 'UQ_lead_suppressions_key', columnNames: ['key'], isUnique: true })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'lead_deletions',
        columns: [
          idColumn,
          varchar('lead_id', 100),
          fkColumn('deleted_by', true),
          varchar('deleted_by_username', 150, { isNullable: true }),
          longText(queryRunner, 'keys'),
          createdAt('deleted_at'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (!isMysql(queryRunner)) {
      await dropLeadsFullText(queryRunner);
    }
    for (const table of [
      'lead_deletions',
      'lead_suppressions',
      'lead_imports',
      'lead_id_seq',
      'lead_datasets',
      'lead_values',
      'leads',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}

/**
 * SQLite: the FTS5 table over leads (external content: the text stays in leads) and the triggers that keep it in
 * step with every insert, update and delete. Also used by later migrations that change its columns.
 */
export async function createLeadsFullText(queryRunner: QueryRunner, fields: readonly string[]): Promise<void> {
  const columns = fields.join(', ');
  const values = (row: string) => fields.map((field) => `${row}.${field}`).join(', ');
  await queryRunner.query(
    `CREATE VIRTUAL TABLE leads_fts USING fts5(${columns}, content='leads', content_rowid='id', ` +
      `tokenize='unicode61 remove_diacritics 2')`,
  );
  await queryRunner.query(
    `CREATE TRIGGER leads_fts_insert AFTER INSERT ON leads BEGIN ` +
      `INSERT INTO leads_fts(rowid, ${columns}) VALUES (new.id, ${values('new')}); END`,
  );
  await queryRunner.query(
    `CREATE TRIGGER leads_fts_delete AFTER DELETE ON leads BEGIN ` +
      `INSERT INTO leads_fts(leads_fts, rowid, ${columns}) VALUES ('delete', old.id, ${values('old')}); END`,
  );
  await queryRunner.query(
    `CREATE TRIGGER leads_fts_update AFTER UPDATE ON leads BEGIN ` +
      `INSERT INTO leads_fts(leads_fts, rowid, ${columns}) VALUES ('delete', old.id, ${values('old')}); ` +
      `INSERT INTO leads_fts(rowid, ${columns}) VALUES (new.id, ${values('new')}); END`,
  );
}

/** SQLite: drops the FTS5 table over leads and its triggers. */
export async function dropLeadsFullText(queryRunner: QueryRunner): Promise<void> {
  for (const trigger of ['leads_fts_insert', 'leads_fts_delete', 'leads_fts_update']) {
    await queryRunner.query(`DROP TRIGGER IF EXISTS ${trigger}`);
  }
  await queryRunner.query('DROP TABLE IF EXISTS leads_fts');
}
