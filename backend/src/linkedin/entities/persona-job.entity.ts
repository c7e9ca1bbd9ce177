import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type PersonaJobStatus = 'queued' | 'running' | 'completed' | 'failed';
export type ProfileState = 'pending' | 'scraping' | 'analyzing' | 'completed' | 'cached' | 'failed';

export interface ProfileProgress {
  linkedin_url: string;
  state: ProfileState;
  error: string | null;
  persona_id: number | null;
}

/**
 * One POST /linkedin/scrape/ request and its outcome; its profiles are rows of persona_job_rows. Kept in the
 * database so any process (API or worker) can report progress and a retried job resumes where it stopped.
 */
@Entity('persona_jobs')
@Index('IDX_persona_jobs_user', ['user_id', 'created_at'])
export class PersonaJob {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'varchar', length: 12 })
  status: PersonaJobStatus;

  /** Unused since the rows moved to persona_job_rows (jobs write []); kept so older rows still load. */
  @Column({ type: 'simple-json' })
  profiles_state: ProfileProgress[];

  /** Search result ids (numbers) to link to the analysed profiles. */
  @Column({ type: 'simple-json', nullable: true })
  search_result_ids: number[] | null;

  /** Unused since the rows moved to persona_job_rows (each row keeps its own scraped profile). */
  @Column({ type: 'simple-json', nullable: true })
  scraped: Record<string, unknown> | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ type: 'datetime' })
  created_at: Date;

  @Column({ type: 'datetime' })
  updated_at: Date;
}
