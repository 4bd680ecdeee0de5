import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { centsTransformer } from '../common/money/cents.transformer';
import { Store } from '../tenants/store.entity';

/**
 * One weight bracket of one shipping option of a store: orders up to `maxWeightLb` pounds (no
 * upper bound when null) ship for `costCents`. A store without rows uses DEFAULT_RATE_TABLE.
 */
@Entity('shipping_rate')
@Index(['storeId', 'optionName', 'maxWeightLb'], { unique: true })
export class ShippingRate {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ name: 'store_id', type: 'int' })
  storeId: number;

  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;

  @Column({ name: 'option_name', type: 'varchar', length: 60 })
  optionName: string;

  @Column({ name: 'max_weight_lb', type: 'int', nullable: true })
  maxWeightLb: number | null;

  @Column({ name: 'cost_cents', type: 'int', transformer: centsTransformer })
  costCents: number;

  /** Added when the destination is residential. */
  @Column({ name: 'residential_surcharge_cents', type: 'int', default: 0, transformer: centsTransformer })
  residentialSurchargeCents: number;

  /** Order of the options in the checkout select. */
  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;
}
