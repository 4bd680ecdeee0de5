import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { centsTransformer } from '../../common/money/cents.transformer';
import { Order } from './order.entity';

/** One line put back on the shelf by a refund. */
export interface RestockedLine {
  orderItemId: number;
  quantity: number;
}

/**
 * A refund of a captured order (issue 14): how much went back to the card, who gave it, when and
 * why, and which bottles went back into stock. The payment's own totals stay on payment_transaction.
 */
@Entity('order_refund')
@Check('chk_order_refund_amount', 'amount_cents > 0')
export class OrderRefund {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ name: 'order_id', type: 'int' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Column({ name: 'amount_cents', type: 'int', transformer: centsTransformer })
  amountCents: number;

  @Column({ type: 'text', default: '' })
  reason: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  restocked: RestockedLine[];

  @Column({ name: 'actor_user_id', type: 'int', nullable: true })
  actorUserId: number | null;

  @Column({ name: 'actor_email', type: 'varchar', length: 254, default: '' })
  actorEmail: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
