import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { PipelineState } from '../pipeline/row-store.port';

/**
 * One profile of a POST /linkedin/scrape/ job, with its durable pipeline state (pipeline/persona-pipeline.ts):
 * one row per URL instead of one JSON blob rewritten after every profile.
 */
@Entity('persona_job_rows')
@Index('IDX_persona_job_rows_job', ['job_id', 'position'])
export class PersonaJobRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 36 })
  job_id: string;

  @Column({ type: 'int' })
  position: number;

  @Column({ type: 'varchar', length: 255 })
  linkedin_url: string;

  @Column({ type: 'varchar', length: 12 })
  state: PipelineState;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ type: 'int', nullable: true })
  persona_id: number | null;

  /** Served from an earlier analysis of this user (free). */
  @Column({ type: 'boolean', default: false })
  cached: boolean;

  @Column({ type: 'varchar', length: 100, nullable: true })
  snapshot_id: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  claim: string | null;

  @Column({ type: 'text', nullable: true })
  scraped: string | null;

  @Column({ type: 'datetime' })
  updated_at: Date;
}
