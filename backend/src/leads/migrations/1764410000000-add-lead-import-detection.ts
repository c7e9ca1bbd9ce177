import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { keyValues, rowToNormalized } from '../adapters/sql/sql-lead-rows';
import { LEAD_FIELD_NAMES } from '../lead-fields';

const BACKFILL_BATCH = 1000;

/**
 * Also gives the leads stored without any de-duplication key (no e-mail, no LinkedIn URL, not company + name) the
 * identity key they now have (name + phone, company + website, or a fingerprint), so re-importing the files they
 * came from adds nothing.
 *
 * What an import detected and decided (encoding, separator, mapping, skipped columns), the values it left out
 * (warnings), and how far it got (lines_done: the last source line of the last committed batch), so a resumed
 * import continues after it and its counts cover the whole file.
 */
export class AddLeadImportDetection1764410000000 implements MigrationInterface {
  name = 'AddLeadImportDetection1764410000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('lead_imports', [
      new TableColumn({ name: 'detection', type: 'text', isNullable: true }),
      new TableColumn({ name: 'lines_done', type: 'int', default: 0 }),
      new TableColumn({ name: 'warning_count', type: 'int', default: 0 }),
      new TableColumn({ name: 'warnings', type: 'text', isNullable: true }),
    ]);
    await backfillIdentityKeys(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['warnings', 'warning_count', 'lines_done', 'detection']) {
      await queryRunner.dropColumn('lead_imports', column);
    }
  }
}

export async function backfillIdentityKeys(queryRunner: QueryRunner): Promise<void> {
  const columns = ['id', ...LEAD_FIELD_NAMES].join(', ');
  let after = 0;
  for (;;) {
    const rows: Record<string, unknown>[] = await queryRunner.query(
      `SELECT ${columns} FROM leads WHERE id > ? AND email_key IS NULL AND linkedin_key IS NULL ` +
        `AND person_key IS NULL ORDER BY id LIMIT ${BACKFILL_BATCH}`,
      [after],
    );
    if (!rows.length) return;
    for (const row of rows) {
      const key = keyValues(rowToNormalized(row)).person_key;
      if (key) await queryRunner.query('UPDATE leads SET person_key = ? WHERE id = ?', [key, row.id]);
    }
    after = Number(rows[rows.length - 1].id);
  }
}
