import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Customer } from '../../customers/customer.entity';
import { Store } from '../../tenants/store.entity';
import { PromotionEntity } from './promotion.entity';

/**
 * One use of a promotion code by an order. Written in the order's transaction after the promotion
 * row is locked (its redemption_count raised), so the per-customer count read next is exact even
 * when two orders race: the second waits for the first and then sees its row.
 */
@Entity('promotion_redemption')
@Index(['promotionId', 'customerId'])
@Index(['orderId', 'promotionId'], { unique: true })
export class PromotionRedemption {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ name: 'store_id', type: 'int' })
  storeId: number;

  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;

  @Column({ name: 'promotion_id', type: 'int' })
  promotionId: number;

  @ManyToOne(() => PromotionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'promotion_id' })
  promotion?: PromotionEntity;

  @Column({ name: 'order_id', type: 'int' })
  orderId: number;

  /** By entity name: the orders folder depends on promotions, not the other way round. */
  @ManyToOne('Order', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: unknown;

  @Index()
  @Column({ name: 'customer_id', type: 'int' })
  customerId: number;

  @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id' })
  customer?: Customer;

  @Column({ type: 'varchar', length: 40 })
  code: string;

  @Column({ name: 'amount_cents', type: 'int', default: 0 })
  amountCents: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
