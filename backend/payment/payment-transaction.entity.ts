import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import { centsTransformer } from '../common/money/cents.transformer';
import { Store } from '../tenants/store.entity';

export type PaymentStatus = 'authorized' | 'declined' | 'captured' | 'voided' | 'partially_refunded' | 'refunded';

/**
 * One card authorization by the built-in sandbox processor and what became of it. Never a card
 * number or CVV: only brand, last four digits and expiry.
 */
@Entity('payment_transaction')
@Check(
  'chk_payment_amounts',
  'captured_cents <= authorized_cents AND refunded_cents <= captured_cents AND voided_cents <= authorized_cents AND authorized_cents >= 0',
)
@Check('chk_payment_card_last4', `card_last4 ~ '^[0-9]{4}$'`)
@Index(['storeId', 'createdAt'])
export class PaymentTransaction {
  /** 'txn_' + random hex: the transactionId of spec 7. */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Column({ name: 'store_id', type: 'int' })
  storeId: number;

  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;

  /** The signed-in user who asked for it (customer at checkout). */
  @Index()
  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  /** The order it pays for, once written (no FK: the order table belongs to the orders feature). */
  @Index()
  @Column({ name: 'order_id', type: 'int', nullable: true })
  orderId: number | null;

  @Column({ type: 'varchar', length: 20 })
  status: PaymentStatus;

  /** Why the processor refused it ('declined', 'insufficient_funds'), null when approved. */
  @Column({ name: 'decline_code', type: 'varchar', length: 40, nullable: true })
  declineCode: string | null;

  @Column({ name: 'card_brand', type: 'varchar', length: 30 })
  cardBrand: string;

  @Column({ name: 'card_last4', type: 'char', length: 4 })
  cardLast4: string;

  /** 'MM/YY' */
  @Column({ name: 'card_expiry', type: 'varchar', length: 5 })
  cardExpiry: string;

  @Column({ name: 'card_holder_name', type: 'varchar', length: 100, default: '' })
  cardHolderName: string;

  @Column({ name: 'requested_cents', type: 'int', transformer: centsTransformer })
  requestedCents: number;

  @Column({ name: 'authorized_cents', type: 'int', default: 0, transformer: centsTransformer })
  authorizedCents: number;

  @Column({ name: 'captured_cents', type: 'int', default: 0, transformer: centsTransformer })
  capturedCents: number;

  @Column({ name: 'voided_cents', type: 'int', default: 0, transformer: centsTransformer })
  voidedCents: number;

  @Column({ name: 'refunded_cents', type: 'int', default: 0, transformer: centsTransformer })
  refundedCents: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
