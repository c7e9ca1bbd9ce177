import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export const SESSION_STATUSES = ['processing', 'completed', 'partially_completed', 'failed', 'cancelled'] as const;
export type CsvSessionStatus = (typeof SESSION_STATUSES)[number];

export interface InvalidRow {
  line: number;
  value: string;
  error: string;
}

/** One uploaded persona CSV: what it was, what it cost, and where it stands. Its rows are csv_persona_rows. */
@Entity('csv_persona_sessions')
@Index('IDX_csv_persona_sessions_user', ['user_id', 'created_at'])
export class CsvPersonaSession {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'varchar', length: 255 })
  file_name: string;

  @Column({ type: 'varchar', length: 20 })
  status: CsvSessionStatus;

  /** Valid, unique rows (the reused ones included). */
  @Column({ type: 'int' })
  total_rows: number;

  @Column({ type: 'int', default: 0 })
  duplicate_rows: number;

  @Column({ type: 'int', default: 0 })
  reused_rows: number;

  @Column({ type: 'int', default: 0 })
  invalid_count: number;

  /** The first invalid rows, for the upload answer. */
  @Column({ type: 'simple-json' })
  invalid_rows: InvalidRow[];

  @Column({ type: 'int', default: 0 })
  credits_needed: number;

  @Column({ type: 'datetime' })
  created_at: Date;

  @Column({ type: 'datetime' })
  updated_at: Date;

  @Column({ type: 'datetime', nullable: true })
  finished_at: Date | null;
}
