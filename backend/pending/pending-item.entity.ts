import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { centsTransformer } from '../common/money/cents.transformer';
import { Beverage } from '../beverage/beverage.entity';
import { InventoryItem } from '../inventory/inventory-item.entity';
import { Store } from '../tenants/store.entity';
import { User } from '../users/user.entity';

export type { PendingSource } from '../domain/api/beverages';
import type { PendingSource } from '../domain/api/beverages';

/**
 * The super-admin review queue (spec 2.14 Mapping): an item a store sent in (POS CSV/API sync or
 * 'Send Request for Add') that is not yet linked to a master beverage. Descriptive fields are kept
 * exactly as the store sent them; `gtin` and `sizeMl` are the normalised forms used for matching.
 * While `isReviewPending` it shows on the mapping page; accept/map/save-as-new/decline decide it.
 */
@Entity('pending_item')
@Index('ix_pending_item_store_open', ['storeId', 'isReviewPending'])
// One open review row per store item: a re-sync updates it instead of queueing a duplicate.
@Index('uq_pending_item_store_item_open', ['storeId', 'itemNumber'], { unique: true, where: '"is_review_pending"' })
@Check('ck_pending_item_source', `"source" IN ('csv', 'api', 'request')`)
export class PendingItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ name: 'store_id', type: 'int' })
  storeId: number;

  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;

  /** The store's own item number / SKU (kept when mapped). */
  @Index()
  @Column({ name: 'item_number', type: 'varchar', length: 40 })
  itemNumber: string;

  /** UPC as the store sent it (may have lost leading zeros). */
  @Column({ type: 'varchar', length: 20, default: '' })
  upc: string;

  /** UPC normalised to a verified 14-digit GTIN (backend/domain/gtin.ts), null when missing/invalid. */
  @Index()
  @Column({ type: 'varchar', length: 14, nullable: true })
  gtin: string | null;

  @Column({ name: 'item_name', type: 'varchar', length: 300 })
  itemName: string;

  @Column({ type: 'varchar', length: 20, default: '' })
  vintage: string;

  /** Size text as sent, e.g. '750ML', '.75 L'. */
  @Column({ type: 'varchar', length: 40, default: '' })
  size: string;

  /** Size in millilitres (backend/domain/size.ts), null when not understood. */
  @Column({ name: 'size_ml', type: 'int', nullable: true })
  sizeMl: number | null;

  @Column({ name: 'pack_type', type: 'varchar', length: 40, default: 'Bottle' })
  packType: string;

  @Column({ name: 'pack_quantity', type: 'int', default: 1 })
  packQuantity: number;

  @Column({ name: 'case_quantity', type: 'int', default: 1 })
  caseQuantity: number;

  @Column({ name: 'main_category', type: 'varchar', length: 100, default: '' })
  mainCategory: string;

  @Column({ name: 'sub_category', type: 'varchar', length: 100, default: '' })
  subCategory: string;

  @Column({ type: 'varchar', length: 150, default: '' })
  brand: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  country: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  state: string;

  @Column({ name: 'type_of_grape', type: 'varchar', length: 100, default: '' })
  typeOfGrape: string;

  /** Alcohol by volume, percent, when the store sent it. */
  @Column({
    type: 'numeric',
    precision: 5,
    scale: 2,
    nullable: true,
    transformer: { to: (v?: number | null) => v, from: (v?: string | null) => (v == null ? null : Number(v)) },
  })
  abv: number | null;

  @Column({ name: 'primary_desc', type: 'text', default: '' })
  primaryDesc: string;

  @Column({ name: 'unit_price_cents', type: 'int', default: 0, transformer: centsTransformer })
  unitPriceCents: number;

  @Column({ name: 'pack_price_cents', type: 'int', default: 0, transformer: centsTransformer })
  packPriceCents: number;

  @Column({ name: 'case_price_cents', type: 'int', default: 0, transformer: centsTransformer })
  casePriceCents: number;

  /** Stock the store reported; becomes availableToSell of the store item created on mapping. */
  @Column({ name: 'available_to_sell', type: 'int', default: 0 })
  availableToSell: number;

  @Column({ type: 'varchar', length: 16, default: 'csv' })
  source: PendingSource;

  @Column({ name: 'is_review_pending', type: 'boolean', default: true })
  isReviewPending: boolean;

  @Column({ name: 'is_approved', type: 'boolean', default: false })
  isApproved: boolean;

  /** The master beverage it was mapped to (or created as), once decided. */
  @Index()
  @Column({ name: 'mapped_beverage_id', type: 'int', nullable: true })
  mappedBeverageId: number | null;

  @ManyToOne(() => Beverage, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'mapped_beverage_id' })
  mappedBeverage?: Beverage | null;

  /** The store item this came from when it already exists (else created on mapping). */
  @Index()
  @Column({ name: 'inventory_item_id', type: 'int', nullable: true })
  inventoryItemId: number | null;

  @ManyToOne(() => InventoryItem, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'inventory_item_id' })
  inventoryItem?: InventoryItem | null;

  @Index()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Index()
  @Column({ name: 'decided_by', type: 'int', nullable: true })
  decidedBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'decided_by' })
  decidedByUser?: User | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;
}
