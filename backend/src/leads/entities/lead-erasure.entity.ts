import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A key (email:… or li:…) of an erased lead: later imports skip rows that carry it. */
@Entity('lead_suppressions')
export class LeadSuppression {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  key: string;

  @Column({ type: 'int', nullable: true })
  deleted_by: number | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at: Date;
}

/** The record of an erasure: which lead, who, when, and the keys now suppressed (not the lead's data). */
@Entity('lead_deletions')
export class LeadDeletion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  lead_id: string;

  @Column({ type: 'int', nullable: true })
  deleted_by: number | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  deleted_by_username: string | null;

  @Column({ type: 'simple-json', nullable: true })
  keys: string[] | null;

  @CreateDateColumn({ type: 'datetime' })
  deleted_at: Date;
}
