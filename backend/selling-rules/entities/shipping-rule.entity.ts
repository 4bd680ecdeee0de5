import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Store } from '../../tenants/store.entity';

/** Where a store may ship one category: any US state, or the listed ones (postal codes). */
@Entity('store_shipping_rule')
@Index(['storeId', 'category'], { unique: true })
export class ShippingRuleEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'store_id', type: 'int' })
  storeId: number;

  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;

  /** Wine, Beer, Liquor, Extras or Soda. */
  @Column({ type: 'varchar', length: 20 })
  category: string;

  @Column({ type: 'boolean', default: false })
  anywhere: boolean;

  @Column({ type: 'text', array: true, default: '{}' })
  states: string[];
}
