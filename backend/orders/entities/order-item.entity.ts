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
import type { OrderStatus } from '../../domain/order-status';
import type { LineDiscountPart } from '../../domain/quote/discounts';
import { InventoryItem } from '../../inventory/inventory-item.entity';
import { Order } from './order.entity';

const percent = { to: (v?: number | null) => v, from: (v?: string | null) => (v == null ? 0 : Number(v)) };

/** Spec 3 Order item, with what the shopper bought as it was at order time. */
@Entity('order_item')
@Check('chk_order_item_quantity', 'quantity > 0 AND item_price_cents >= 0')
export class OrderItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ name: 'order_id', type: 'int' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Index()
  @Column({ name: 'inventory_item_id', type: 'int', nullable: true })
  inventoryItemId: number | null;

  @ManyToOne(() => InventoryItem, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'inventory_item_id' })
  inventoryItem?: InventoryItem | null;

  /** The store's item number (spec itemId). */
  @Column({ name: 'item_number', type: 'varchar', length: 40 })
  itemNumber: string;

  @Column({ name: 'product_name', type: 'varchar', length: 300 })
  productName: string;

  @Column({ type: 'varchar', length: 40, default: '' })
  size: string;

  @Column({ name: 'pack_type', type: 'varchar', length: 40, default: '' })
  packType: string;

  @Column({ name: 'pack_size', type: 'int', default: 1 })
  packSize: number;

  @Column({ type: 'int' })
  quantity: number;

  /** What the customer pays per unit (sale price while on sale). */
  @Column({ name: 'item_price_cents', type: 'int', transformer: centsTransformer })
  itemPriceCents: number;

  /** The regular price at order time (the admin detail shows the sale discount). */
  @Column({ name: 'regular_price_cents', type: 'int', transformer: centsTransformer })
  regularPriceCents: number;

  @Column({ name: 'sales_tax_percent', type: 'numeric', precision: 6, scale: 3, default: 0, transformer: percent })
  salesTaxPercent: number;

  @Column({ name: 'tax_cents', type: 'int', default: 0, transformer: centsTransformer })
  taxCents: number;

  /** Bottle deposit of the line: containers x the store's rule; 0 when none applies. */
  @Column({ name: 'deposit_cents', type: 'int', default: 0, transformer: centsTransformer })
  depositCents: number;

  /** Promotion cents off the line: its item-level promotion plus its share of an order-level one. */
  @Column({ name: 'discount_cents', type: 'int', default: 0, transformer: centsTransformer })
  discountCents: number;

  /** The item-level promotion that discounted the line (kept by id and name: history outlives the promotion). */
  @Column({ name: 'promotion_id', type: 'int', nullable: true })
  promotionId: number | null;

  @Column({ name: 'promotion_name', type: 'varchar', length: 100, nullable: true })
  promotionName: string | null;

  /** discountCents by promotion, each named (its own promotion, then its share of an order-level one). */
  @Column({ name: 'discount_parts', type: 'jsonb', default: () => `'[]'` })
  discountParts: LineDiscountPart[];

  @Column({ name: 'item_status', type: 'varchar', length: 20, default: 'Received' })
  itemStatus: OrderStatus;

  @Column({ name: 'tracking_number', type: 'varchar', length: 60, nullable: true })
  trackingNumber: string | null;

  @Column({ name: 'estimated_delivery', type: 'date', nullable: true })
  estimatedDelivery: string | null;

  @Column({ name: 'image_hash', type: 'varchar', length: 64, nullable: true })
  imageHash: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
