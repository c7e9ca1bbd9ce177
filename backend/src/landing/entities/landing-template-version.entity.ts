import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A previous state of a template, kept on every change (the newest 20 per template). */
@Entity('landing_template_versions')
@Index('IDX_landing_template_versions_template', ['template_id'])
export class LandingTemplateVersion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  template_id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text' })
  html: string;

  @Column({ type: 'datetime' })
  created_at: Date;
}
