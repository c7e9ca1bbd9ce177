import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Work rows move forward only: pending → scraping → analysing → completed | failed; cancelled from any open one. */
export const ROW_STATES = ['pending', 'scraping', 'analysing', 'completed', 'failed', 'cancelled'] as const;
export type CsvRowState = (typeof ROW_STATES)[number];
/** Input rows that are not work: kept so the download has one row per input row, in order. */
export type CsvRowKind = 'work' | 'invalid' | 'duplicate';

/**
 * One data row of an uploaded persona CSV. Work rows carry their durable pipeline state (see
 * linkedin/pipeline/persona-pipeline.ts): the vendor snapshot they are being scraped in, the scraped profile
 * until analysed, the stored persona, and the claim token of the run that works on them.
 */
@Entity('csv_persona_rows')
@Index('IDX_csv_persona_rows_session', ['session_id', 'position'])
@Index('IDX_csv_persona_rows_state', ['session_id', 'kind', 'state'])
export class CsvPersonaRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 36 })
  session_id: string;

  /** 0-based order in the file. */
  @Column({ type: 'int' })
  position: number;

  /** The file's line the record starts on (the header is line 1). */
  @Column({ type: 'int' })
  line: number;

  @Column({ type: 'varchar', length: 10 })
  kind: CsvRowKind;

  /** Normalised for work and duplicate rows; the raw cell (cut) for invalid ones. */
  @Column({ type: 'varchar', length: 255 })
  linkedin_url: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  first_name: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  last_name: string | null;

  @Column({ type: 'varchar', length: 12 })
  state: CsvRowState;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ type: 'int', nullable: true })
  persona_id: number | null;

  @Column({ type: 'boolean', default: false })
  reused: boolean;

  /** Duplicate rows: the position of the row they repeat. */
  @Column({ type: 'int', nullable: true })
  duplicate_of: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  snapshot_id: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  claim: string | null;

  /** The scraped profile (JSON) between scrape and analysis, and for rows whose analysis failed. */
  @Column({ type: 'text', nullable: true })
  scraped: string | null;

  @Column({ type: 'datetime' })
  updated_at: Date;
}
