import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { centsTransformer } from '../../common/money/cents.transformer';
import { Customer } from '../../customers/customer.entity';
import type { OrderStatus } from '../../domain/order-status';
import type { OrderType } from '../../domain/order-type';
import { Store } from '../../tenants/store.entity';

export type { TransactionStatus } from '../../domain/api/orders';
import type { TransactionStatus } from '../../domain/api/orders';

/**
 * Spec 3 'Order sent on placement', priced by the server. Amounts are integer cents. The card is
 * kept only as brand, last four digits and expiry.
 */
// store_id and customer_id (foreign keys) are indexed as the leading columns of these two list indexes.
@Entity('customer_order')
@Check('chk_customer_order_type', `order_type IN ('delivery', 'shipping', 'pickup')`)
@Check(
  'chk_customer_order_amounts',
  'subtotal_cents >= 0 AND sales_tax_cents >= 0 AND shipping_cost_cents >= 0 AND total_cents >= 0 AND hold_amount_cents >= 0',
)
@Check('chk_customer_order_deposit_discount', 'deposit_cents >= 0 AND discount_cents >= 0')
@Index(['storeId', 'orderDate'])
@Index(['customerId', 'orderDate'])
export class Order {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'store_id', type: 'int' })
  storeId: number;

  @ManyToOne(() => Store, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;

  @Column({ name: 'customer_id', type: 'int' })
  customerId: number;

  @ManyToOne(() => Customer, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'customer_id' })
  customer?: Customer;

  /** The customer's user account (what a customer token carries). */
  @Index()
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ name: 'order_type', type: 'varchar', length: 16 })
  orderType: OrderType;

  @Index()
  @Column({ name: 'order_status', type: 'varchar', length: 20, default: 'Received' })
  orderStatus: OrderStatus;

  @Column({ name: 'transaction_status', type: 'varchar', length: 20, default: 'Pending' })
  transactionStatus: TransactionStatus;

  @Index()
  @Column({ name: 'transaction_id', type: 'varchar', length: 40, nullable: true })
  transactionId: string | null;

  @Column({ name: 'subtotal_cents', type: 'int', transformer: centsTransformer })
  subtotalCents: number;

  @Column({ name: 'sales_tax_cents', type: 'int', transformer: centsTransformer })
  salesTaxCents: number;

  /** The chosen shipping option's cost, or the delivery fee for delivery. */
  @Column({ name: 'shipping_cost_cents', type: 'int', default: 0, transformer: centsTransformer })
  shippingCostCents: number;

  /** Bottle deposits of all lines. */
  @Column({ name: 'deposit_cents', type: 'int', default: 0, transformer: centsTransformer })
  depositCents: number;

  /** Promotion cents off, all lines. */
  @Column({ name: 'discount_cents', type: 'int', default: 0, transformer: centsTransformer })
  discountCents: number;

  /** The order-level promotion's part of discount_cents (shared over the lines it covers). */
  @Column({ name: 'order_discount_cents', type: 'int', default: 0, transformer: centsTransformer })
  orderDiscountCents: number;

  /** The promo code the order used (upper-case), if any. */
  @Column({ name: 'promo_code', type: 'varchar', length: 40, nullable: true })
  promoCode: string | null;

  /** The promotions applied, as the quote listed them: [{id, name, kind, code, amountCents}]. */
  @Column({ name: 'applied_promotions', type: 'jsonb', default: () => `'[]'` })
  appliedPromotions: Array<{ id: number; name: string; kind: string; code: string | null; amountCents: number }>;

  @Column({ name: 'total_cents', type: 'int', transformer: centsTransformer })
  totalCents: number;

  /** Authorized on the card at placement: total + 20 %. */
  @Column({ name: 'hold_amount_cents', type: 'int', transformer: centsTransformer })
  holdAmountCents: number;

  /** Delivery: the chosen window. */
  @Index()
  @Column({ name: 'window_start', type: 'timestamptz', nullable: true })
  windowStart: Date | null;

  @Column({ name: 'window_end', type: 'timestamptz', nullable: true })
  windowEnd: Date | null;

  /** Pickup: when the order is ready (2 hours after ordering, within opening and sale hours). */
  @Column({ name: 'pickup_ready_at', type: 'timestamptz', nullable: true })
  pickupReadyAt: Date | null;

  @Column({ name: 'shipping_option', type: 'varchar', length: 60, nullable: true })
  shippingOption: string | null;

  @Column({ name: 'weight_lb', type: 'int', default: 0 })
  weightLb: number;

  /** Details tab (spec 2.11): who to contact about the order. */
  @Column({ name: 'contact_name', type: 'varchar', length: 100 })
  contactName: string;

  @Column({ name: 'contact_email', type: 'varchar', length: 254 })
  contactEmail: string;

  @Column({ name: 'contact_phone', type: 'varchar', length: 30, default: '' })
  contactPhone: string;

  @Column({ name: 'card_brand', type: 'varchar', length: 30, default: '' })
  cardBrand: string;

  @Column({ name: 'card_last4', type: 'varchar', length: 4, default: '' })
  cardLast4: string;

  /** 'MM/YY' */
  @Column({ name: 'card_expiry', type: 'varchar', length: 5, default: '' })
  cardExpiry: string;

  @Column({ name: 'card_holder_name', type: 'varchar', length: 100, default: '' })
  cardHolderName: string;

  /** The shopper ticked 'I am 21 or older' at checkout. */
  @Column({ name: 'age_confirmed', type: 'boolean', default: false })
  ageConfirmed: boolean;

  /** Staff saw a photo ID proving 21+ (needed to complete delivery and pickup orders). */
  @Column({ name: 'id_checked_at', type: 'timestamptz', nullable: true })
  idCheckedAt: Date | null;

  @Column({ name: 'id_checked_by', type: 'int', nullable: true })
  idCheckedBy: number | null;

  @Column({ name: 'id_check_type', type: 'varchar', length: 40, nullable: true })
  idCheckType: string | null;

  /** What the shopper typed in the checkout's note field. */
  @Column({ name: 'customer_note', type: 'varchar', length: 500, default: '' })
  customerNote: string;

  /** Order metadata captured at placement: the client's IP address and user agent. */
  @Column({ name: 'client_ip', type: 'varchar', length: 45, nullable: true })
  clientIp: string | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 400, nullable: true })
  userAgent: string | null;

  /** When the confirmation mail was last queued (POST /orders/send does not send it twice). */
  @Column({ name: 'confirmation_queued_at', type: 'timestamptz', nullable: true })
  confirmationQueuedAt: Date | null;

  @Column({ name: 'order_date', type: 'timestamptz', default: () => 'now()' })
  orderDate: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
