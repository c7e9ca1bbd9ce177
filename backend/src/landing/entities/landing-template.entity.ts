import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A user's saved landing page. name_key (trimmed, lower-cased name) keeps names unique per user. */
@Entity('landing_templates')
@Index('UQ_landing_templates_user_name', ['user_id', 'name_key'], { unique: true })
export class LandingTemplate {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 200 })
  name_key: string;

  @Column({ type: 'text' })
  html: string;

  /** Set while published: the public page is /p/{slug}. A new publish after unpublishing draws a new one. */
  @Index('UQ_landing_templates_slug', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  slug: string | null;

  @Column({ type: 'datetime' })
  created_at: Date;

  @Column({ type: 'datetime' })
  updated_at: Date;
}
