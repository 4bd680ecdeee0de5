import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { centsTransformer } from '../common/money/cents.transformer';
import { Beverage } from '../beverage/beverage.entity';
import { Store } from '../tenants/store.entity';

/** null: the item has no rate of its own and is taxed at the store's rate; 0: tax exempt. */
const percent = { to: (v?: number | null) => v, from: (v?: string | null) => (v == null ? null : Number(v)) };

/**
 * One size/pack of one product in one store (tenant-owned). Prices are integer cents.
 * Once mapped, `beverageId` links it to the master catalogue, whose content the storefront shows.
 */
@Entity('inventory_item')
@Unique('uq_inventory_item_store_item_number', ['storeId', 'itemNumber'])
export class InventoryItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ name: 'store_id', type: 'int' })
  storeId: number;

  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;

  /** The store's own item number / SKU; unique per store. */
  @Column({ name: 'item_number', type: 'varchar', length: 40 })
  itemNumber: string;

  /** Searched by exact barcode from the admin inventory list. */
  @Index('idx_inventory_item_store_upc', { synchronize: false })
  @Column({ type: 'varchar', length: 20, default: '' })
  upc: string;

  /** Searched by substring from the admin inventory list (pg_trgm GIN index, made by hand). */
  @Index('idx_inventory_item_description_trgm', { synchronize: false })
  @Column({ name: 'item_description', type: 'varchar', length: 300 })
  itemDescription: string;

  /** Size text such as '750 ml'. */
  @Column({ name: 'size_description', type: 'varchar', length: 40, default: '' })
  sizeDescription: string;

  @Column({ name: 'pack_type', type: 'varchar', length: 40, default: 'Bottle' })
  packType: string;

  @Column({ name: 'pack_quantity', type: 'int', default: 1 })
  packQuantity: number;

  @Column({ name: 'case_quantity', type: 'int', default: 1 })
  caseQuantity: number;

  @Column({ name: 'unit_price_cents', type: 'int', default: 0, transformer: centsTransformer })
  unitPriceCents: number;

  @Column({ name: 'pack_price_cents', type: 'int', default: 0, transformer: centsTransformer })
  packPriceCents: number;

  @Column({ name: 'case_price_cents', type: 'int', default: 0, transformer: centsTransformer })
  casePriceCents: number;

  @Column({ name: 'unit_sale_price_cents', type: 'int', default: 0, transformer: centsTransformer })
  unitSalePriceCents: number;

  @Column({ name: 'pack_sale_price_cents', type: 'int', default: 0, transformer: centsTransformer })
  packSalePriceCents: number;

  @Column({ name: 'case_sale_price_cents', type: 'int', default: 0, transformer: centsTransformer })
  caseSalePriceCents: number;

  /** ISO date (YYYY-MM-DD) or null. */
  @Column({ name: 'date_sale_starts', type: 'date', nullable: true })
  dateSaleStarts: string | null;

  @Index()
  @Column({ name: 'date_sale_ends', type: 'date', nullable: true })
  dateSaleEnds: string | null;

  /** The item's own tax percent (0: tax exempt), or null for the store's rate (domain/totals.ts). */
  @Column({ name: 'sales_tax_percent', type: 'numeric', precision: 6, scale: 3, nullable: true, transformer: percent })
  salesTaxPercent: number | null;

  /** Units that can still be sold; decremented atomically when an order is placed. */
  @Column({ name: 'available_to_sell', type: 'int', default: 0 })
  availableToSell: number;

  @Index()
  @Column({ name: 'is_available', type: 'boolean', default: true })
  isAvailable: boolean;

  /** Descriptive fields as the store sent them; the master beverage's content wins once mapped. */
  @Column({ type: 'varchar', length: 150, default: '' })
  brand: string;

  @Column({ name: 'country_of_origin', type: 'varchar', length: 100, default: '' })
  countryOfOrigin: string;

  @Column({ name: 'item_vintage', type: 'varchar', length: 20, default: '' })
  itemVintage: string;

  @Column({ name: 'type_of_grape', type: 'varchar', length: 100, default: '' })
  typeOfGrape: string;

  /** The store's own department (e.g. 'Liquor', 'Wine'); used while the item is not mapped. */
  @Index()
  @Column({ name: 'main_category', type: 'varchar', length: 100, default: '' })
  mainCategory: string;

  /** The store's own type within the department (e.g. 'Vodka', 'Cabernet Sauvignon'). */
  @Index()
  @Column({ name: 'sub_category', type: 'varchar', length: 100, default: '' })
  subCategory: string;

  /** Content hash of an image the store sent (images table); the master image wins once mapped. */
  @Index()
  @Column({ name: 'image_hash', type: 'varchar', length: 64, nullable: true })
  imageHash: string | null;

  @Index()
  @Column({ name: 'beverage_id', type: 'int', nullable: true })
  beverageId: number | null;

  @ManyToOne(() => Beverage, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'beverage_id' })
  beverage?: Beverage | null;

  @Index()
  @CreateDateColumn({ name: 'created_date', type: 'timestamptz' })
  createdDate: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
