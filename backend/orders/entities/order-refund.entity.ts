import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { centsTransformer } from '../../common/money/cents.transformer';
import { Order } from './order.entity';

/** One line (some of its units) a refund gave back, with the cents it counted for. */
export interface RefundedLine {
  orderItemId: number;
  quantity: number;
  amountCents: number;
}

/** One line put back on the shelf by a refund. */
export interface RestockedLine {
  orderItemId: number;
  quantity: number;
}

/**
 * A refund of a captured order: how much went back to the card, who gave it, when and
 * why, and which bottles went back into stock. The payment's own totals stay on payment_transaction.
 */
@Entity('order_refund')
@Check('chk_order_refund_amount', 'amount_cents > 0')
@Index('UQ_order_refund_idempotency_key', ['orderId', 'idempotencyKey'], { unique: true })
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

  /** The lines and units refunded ([] for a free amount). */
  @Column({ name: 'refunded_lines', type: 'jsonb', default: () => "'[]'" })
  refundedLines: RefundedLine[];

  /** The payment it went back through, and the processor's reference of that payment. */
  @Column({ name: 'transaction_id', type: 'varchar', length: 40, nullable: true })
  transactionId: string | null;

  @Column({ name: 'gateway_reference', type: 'varchar', length: 100, nullable: true })
  gatewayReference: string | null;

  /** The request's Idempotency-Key (unique per order) and a hash of what it asked. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;

  @Column({ name: 'request_hash', type: 'varchar', length: 64, nullable: true })
  requestHash: string | null;

  @Column({ name: 'actor_user_id', type: 'int', nullable: true })
  actorUserId: number | null;

  @Column({ name: 'actor_email', type: 'varchar', length: 254, default: '' })
  actorEmail: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
