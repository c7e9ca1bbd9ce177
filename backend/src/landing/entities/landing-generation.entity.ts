import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One AI generation (generate or regenerate) of a user: the hourly limit counts these rows. */
@Entity('landing_generations')
@Index('IDX_landing_generations_user_time', ['user_id', 'created_at'])
export class LandingGeneration {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  user_id: number;

  @Column({ type: 'datetime' })
  created_at: Date;
}
