import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A payment-provider webhook event we processed, by its id, with what it did. Redeliveries stop here. */
@Entity('payment_events')
export class PaymentEventRecord {
  @PrimaryColumn({ type: 'varchar', length: 191 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  session_id: string | null;

  @Column({ type: 'varchar', length: 50 })
  outcome: string;

  @Column({ type: 'datetime' })
  received_at: Date;
}
