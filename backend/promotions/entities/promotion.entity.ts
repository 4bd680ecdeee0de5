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
import type { PromotionKind, PromotionSelector, PromotionTier } from '../../domain/promotions/types';
import { Store } from '../../tenants/store.entity';

/**
 * A store's promotion: a window of store-local dates, one kind, a selector of items, an
 * optional code (kept upper-case, unique per store) with total and per-customer limits.
 * `redemption_count` is the number of orders that used the code, raised under the row lock.
 */
@Entity('promotion')
@Index(['storeId', 'endsOn'])
@Index('UQ_promotion_store_code', ['storeId', 'code'], { unique: true, where: 'code IS NOT NULL' })
@Check(
  'chk_promotion',
  `kind IN ('percent', 'amount', 'tiers', 'threshold', 'free_delivery') AND ends_on >= starts_on AND (percent IS NULL OR percent BETWEEN 1 AND 100) AND (amount_cents IS NULL OR amount_cents >= 0) AND (threshold_cents IS NULL OR threshold_cents >= 0) AND (total_limit IS NULL OR total_limit >= 1) AND (per_customer_limit IS NULL OR per_customer_limit >= 1) AND redemption_count >= 0`,
)
export class PromotionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'store_id', type: 'int' })
  storeId: number;

  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Shopper-facing. */
  @Column({ type: 'text', default: '' })
  description: string;

  /** Store-local date, first day included. */
  @Column({ name: 'starts_on', type: 'date' })
  startsOn: string;

  /** Store-local date, last day included. */
  @Column({ name: 'ends_on', type: 'date' })
  endsOn: string;

  /** "End now": over whatever the dates say. */
  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @Column({ type: 'varchar', length: 20 })
  kind: PromotionKind;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  selector: PromotionSelector;

  @Column({ type: 'int', nullable: true })
  percent: number | null;

  @Column({ name: 'amount_cents', type: 'int', nullable: true })
  amountCents: number | null;

  @Column({ type: 'jsonb', nullable: true })
  tiers: PromotionTier[] | null;

  @Column({ name: 'threshold_cents', type: 'int', nullable: true })
  thresholdCents: number | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  code: string | null;

  /** The code works only on a customer's first order in this store. */
  @Column({ name: 'first_order_only', type: 'boolean', default: false })
  firstOrderOnly: boolean;

  @Column({ name: 'total_limit', type: 'int', nullable: true })
  totalLimit: number | null;

  @Column({ name: 'per_customer_limit', type: 'int', nullable: true })
  perCustomerLimit: number | null;

  @Column({ name: 'redemption_count', type: 'int', default: 0 })
  redemptionCount: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
