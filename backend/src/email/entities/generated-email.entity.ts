import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export interface PersonalizationApplied {
  communication_style: string;
  email_tone: string;
  risk_level: string;
  top_decision_driver: string | null;
}

/** One generated outreach e-mail, stored per (persona, type, variation) and served again on repeat. */
@Entity('generated_emails')
@Index('UQ_generated_emails_variant', ['persona_id', 'email_type', 'variation'], { unique: true })
export class GeneratedEmail {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  persona_id: number;

  @Column({ type: 'int' })
  email_type: number;

  @Column({ type: 'int' })
  variation: number;

  @Column({ type: 'varchar', length: 500 })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'simple-json' })
  personalization_applied: PersonalizationApplied;

  @Column({ type: 'varchar', length: 100 })
  model: string;

  @Column({ type: 'varchar', length: 30 })
  prompt_version: string;

  @Column({ type: 'datetime' })
  created_at: Date;
}
