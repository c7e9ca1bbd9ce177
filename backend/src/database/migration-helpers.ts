import { QueryRunner, TableColumnOptions } from 'typeorm';

/** Column builders shared by migrations so one migration file serves SQLite and MySQL/MariaDB alike. */
export function isMysql(queryRunner: QueryRunner): boolean {
  const type = queryRunner.connection.options.type;
  return type === 'mysql' || type === 'mariadb';
}

export const idColumn: TableColumnOptions = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
};

export function fkColumn(name: string, nullable = false): TableColumnOptions {
  return { name, type: 'integer', isNullable: nullable };
}

export function varchar(name: string, length: number, extra: Partial<TableColumnOptions> = {}): TableColumnOptions {
  return { name, type: 'varchar', length: String(length), ...extra };
}

export function bool(name: string, defaultValue: boolean): TableColumnOptions {
  return { name, type: 'boolean', default: defaultValue ? 1 : 0 };
}

export function datetime(name: string, nullable = false): TableColumnOptions {
  return { name, type: 'datetime', isNullable: nullable };
}

export function createdAt(name = 'created_at'): TableColumnOptions {
  return { name, type: 'datetime', default: 'CURRENT_TIMESTAMP' };
}

/** Unbounded text: MySQL's TEXT stops at 64 KB, so large values (pictures, JSON) get LONGTEXT there. */
export function longText(queryRunner: QueryRunner, name: string, nullable = true): TableColumnOptions {
  return { name, type: isMysql(queryRunner) ? 'longtext' : 'text', isNullable: nullable };
}
