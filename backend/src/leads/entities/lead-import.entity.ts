import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type ImportStatus = 'queued' | 'processing' | 'completed' | 'failed';

export interface ImportRowError {
  line: number;
  message: string;
}

/** What the import read the file as: detected, or chosen by the upload. */
export interface ImportDetection {
  encoding: string;
  encoding_how: 'detected' | 'chosen';
  delimiter: string;
  delimiter_how: 'detected' | 'chosen';
  mapping_how: 'auto' | 'chosen';
  /** Header columns no field imports. */
  skipped_columns: string[];
}

/** One admin CSV upload and how its import went. */
@Entity('lead_imports')
export class LeadImport {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', nullable: true })
  user_id: number | null;

  @Column({ type: 'varchar', length: 255 })
  file_name: string;

  @Column({ type: 'varchar', length: 20 })
  status: ImportStatus;

  @Column({ type: 'simple-json', nullable: true })
  column_mapping: Record<string, string> | null;

  @Column({ type: 'simple-json', nullable: true })
  datasets: string[] | null;

  @Column({
    type: 'bigint',
    default: 0,
    transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) },
  })
  bytes_total: number;

  @Column({
    type: 'bigint',
    default: 0,
    transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) },
  })
  bytes_read: number;

  @Column({ type: 'int', default: 0 })
  records_processed: number;

  @Column({ type: 'int', default: 0 })
  inserted: number;

  @Column({ type: 'int', default: 0 })
  merged: number;

  @Column({ type: 'int', default: 0 })
  unchanged: number;

  @Column({ type: 'int', default: 0 })
  suppressed: number;

  @Column({ type: 'int', default: 0 })
  error_count: number;

  /** The first 100 row errors. */
  @Column({ type: 'simple-json', nullable: true })
  errors: ImportRowError[] | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ type: 'simple-json', nullable: true })
  detection: ImportDetection | null;

  /** The last source line of the last committed batch: a resumed import continues after it. */
  @Column({ type: 'int', default: 0 })
  lines_done: number;

  @Column({ type: 'int', default: 0 })
  warning_count: number;

  /** The first 100 values left out of their rows (the rest of each row was imported). */
  @Column({ type: 'simple-json', nullable: true })
  warnings: ImportRowError[] | null;

  /** Where the uploaded file waits while the import is queued (removed when it ends). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  stored_file: string | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at: Date;

  @Column({ type: 'datetime', nullable: true })
  finished_at: Date | null;
}
