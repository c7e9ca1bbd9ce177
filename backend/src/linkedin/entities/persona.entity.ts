import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../auth/entities/user.entity';
import type { PersonaAnalysis } from '../../ai/prompts/persona.v1';
import type { LinkedInData } from '../linkedin-data';

export type PersonaSource = 'scrape' | 'data' | 'text';

/** One stored persona analysis, owned by the user who asked (and paid) for it. */
@Entity('personas')
@Index('IDX_personas_user_url', ['user_id', 'linkedin_url', 'created_at'])
@Index('IDX_personas_user_input', ['user_id', 'input_hash', 'created_at'])
@Index('IDX_personas_user_created', ['user_id', 'created_at', 'id'])
export class Persona {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  user_id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** https://www.linkedin.com/in/<slug>; null for a persona made from pasted text. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  linkedin_url: string | null;

  /** What was analysed: the profile URL, or a digest of the pasted text / given data (re-use key). */
  @Column({ type: 'varchar', length: 64 })
  input_hash: string;

  @Column({ type: 'varchar', length: 10 })
  source: PersonaSource;

  @Column({ type: 'varchar', length: 255, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  company: string | null;

  @Column({ type: 'simple-json' })
  linkedin_data: LinkedInData;

  @Column({ type: 'simple-json' })
  analysis: PersonaAnalysis;

  @Column({ type: 'varchar', length: 100 })
  model: string;

  @Column({ type: 'varchar', length: 30 })
  prompt_version: string;

  @Column({ type: 'datetime' })
  created_at: Date;
}
