import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A form posted from a published page. The visitor's address is kept only as a keyed hash (rate limit). */
@Entity('landing_submissions')
@Index('IDX_landing_submissions_template', ['template_id', 'id'])
@Index('IDX_landing_submissions_ip_time', ['ip_hash', 'created_at'])
export class LandingSubmission {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  template_id: number;

  @Column({ type: 'simple-json' })
  fields: Record<string, string>;

  @Column({ type: 'varchar', length: 500, nullable: true })
  referrer: string | null;

  @Column({ type: 'varchar', length: 64 })
  ip_hash: string;

  @Column({ type: 'datetime' })
  created_at: Date;
}
