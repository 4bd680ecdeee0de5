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
import type { PaymentStatus } from './payment-rules';

export type { PaymentStatus } from './payment-rules';

/**
 * The shop's record of one card payment and what became of it, written by PaymentService: first
 * as 'authorizing' (committed before the processor is asked, so a crash cannot leave a hold we do
 * not know of), then with the processor's answer. Never a card number or CVV: only brand, last
 * four digits and expiry.
 */
@Entity('payment_transaction')
@Check(
  'chk_payment_amounts',
  'captured_cents <= authorized_cents AND refunded_cents <= captured_cents AND voided_cents <= authorized_cents AND authorized_cents >= 0',
)
@Check('chk_payment_card_last4', `card_last4 ~ '^[0-9]{4}$'`)
@Index(['storeId', 'createdAt'])
// Holds that lapse soon (the desk's "Card hold expires tomorrow").
@Index('IDX_payment_transaction_hold_expiry', ['holdExpiresAt'], { where: `status = 'authorized'` })
// The hold reconciler's question: open holds with no order, oldest first.
@Index('IDX_payment_transaction_open_holds', ['createdAt'], {
  where: `order_id IS NULL AND status IN ('authorizing', 'authorized')`,
})
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

  /** The processor that holds it (PAYMENT_GATEWAY at the time). */
  @Column({ type: 'varchar', length: 20 })
  gateway: string;

  /** The processor's id of the authorization, once it answered. */
  @Column({ name: 'processor_reference', type: 'varchar', length: 100, nullable: true })
  processorReference: string | null;

  /** Sent with the authorization: asking the processor with it tells whether the hold exists. */
  @Index({ unique: true })
  @Column({ name: 'idempotency_key', type: 'varchar', length: 100 })
  idempotencyKey: string;

  @Column({ type: 'char', length: 3, default: 'USD' })
  currency: string;

  /** Why the processor refused it ('declined', 'insufficient_funds'), null when approved. */
  @Column({ name: 'decline_code', type: 'varchar', length: 40, nullable: true })
  declineCode: string | null;

  /** Brand, last four and expiry: null while unknown (a card token before the processor answered). */
  @Column({ name: 'card_brand', type: 'varchar', length: 30, nullable: true })
  cardBrand: string | null;

  @Column({ name: 'card_last4', type: 'char', length: 4, nullable: true })
  cardLast4: string | null;

  /** 'MM/YY' */
  @Column({ name: 'card_expiry', type: 'varchar', length: 5, nullable: true })
  cardExpiry: string | null;

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

  /** When the processor lets the hold lapse (7 days after the authorization for online card payments). */
  @Column({ name: 'hold_expires_at', type: 'timestamptz', nullable: true })
  holdExpiresAt: Date | null;

  /** Why staff must look at the payment (cancelled or disputed at the processor), and since when. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  attention: string | null;

  @Column({ name: 'attention_at', type: 'timestamptz', nullable: true })
  attentionAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
