import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Master catalogue product (super-admin), spec 3 'Beverage (admin, paginated)'. */
@Entity('beverage')
// GIN trigram index on the name (pg_trgm) for the lookup search; made by hand in the migration.
@Index('ix_beverage_item_name_trgm', { synchronize: false })
// GiST trigram index: nearest names first (ORDER BY item_name <-> ...) for mapping suggestions; made by hand.
@Index('ix_beverage_item_name_knn', { synchronize: false })
// Product families by name (lower(btrim(item_name))) for cold catalogue reads; made by hand in the migration.
@Index('idx_beverage_family_name', { synchronize: false })
export class Beverage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'item_name', type: 'varchar', length: 300 })
  itemName: string;

  /** Menu category, e.g. Liquor, Wine, Beer, Extras, Soda. */
  @Index()
  @Column({ name: 'main_category', type: 'varchar', length: 100, default: '' })
  mainCategory: string;

  /** Menu item within the category, e.g. Vodka, Red Wine. */
  @Index()
  @Column({ name: 'sub_category_1', type: 'varchar', length: 100, default: '' })
  subCategory1: string;

  @Column({ name: 'final_category', type: 'varchar', length: 100, default: '' })
  finalCategory: string;

  /** Size text such as '750 ml'. */
  @Column({ type: 'varchar', length: 40, default: '' })
  size: string;

  /** The size in millilitres, for matching and weight; null when unknown. */
  @Index()
  @Column({ name: 'size_ml', type: 'int', nullable: true })
  sizeMl: number | null;

  @Column({ name: 'pack_type', type: 'varchar', length: 40, default: 'Bottle' })
  packType: string;

  @Column({ name: 'pack_quantity', type: 'int', default: 1 })
  packQuantity: number;

  @Column({ name: 'case_quantity', type: 'int', default: 1 })
  caseQuantity: number;

  @Index()
  @Column({ type: 'varchar', length: 150, default: '' })
  brand: string;

  @Index()
  @Column({ type: 'varchar', length: 100, default: '' })
  country: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  state: string;

  @Column({ type: 'varchar', length: 20, default: '' })
  vintage: string;

  @Column({ name: 'type_of_grape', type: 'varchar', length: 100, default: '' })
  typeOfGrape: string;

  @Column({ name: 'sub_region_one', type: 'varchar', length: 100, default: '' })
  subRegionOne: string;

  @Column({ name: 'sub_region_two', type: 'varchar', length: 100, default: '' })
  subRegionTwo: string;

  /** Alcohol by volume, percent. */
  @Column({
    type: 'numeric',
    precision: 5,
    scale: 2,
    nullable: true,
    transformer: { to: (v?: number | null) => v, from: (v?: string | null) => (v == null ? null : Number(v)) },
  })
  abv: number | null;

  @Column({ type: 'varchar', length: 150, default: '' })
  winery: string;

  /** UPC as received (may have lost leading zeros). */
  @Column({ name: 'upc_number', type: 'varchar', length: 20, default: '' })
  upcNumber: string;

  /** UPC normalised to a 14-digit GTIN, null when missing or invalid. */
  @Index()
  @Column({ type: 'varchar', length: 14, nullable: true })
  gtin: string | null;

  @Index()
  @Column({ name: 'item_number', type: 'varchar', length: 40, default: '' })
  itemNumber: string;

  @Column({ name: 'primary_desc', type: 'text', default: '' })
  primaryDesc: string;

  @Column({ name: 'tasting_notes', type: 'text', default: '' })
  tastingNotes: string;

  @Column({ name: 'special_rating', type: 'varchar', length: 40, default: '' })
  specialRating: string;

  /** Content hash of the product image (images table). */
  @Index()
  @Column({ name: 'image_hash', type: 'varchar', length: 64, nullable: true })
  imageHash: string | null;

  @Column({ name: 'is_review_pending', type: 'boolean', default: false })
  isReviewPending: boolean;

  @Column({ name: 'is_approved', type: 'boolean', default: true })
  isApproved: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
