import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Store } from '../../tenants/store.entity';

/** A bottle deposit: containers of one category within a size range pay an amount each. */
@Entity('store_deposit_rule')
@Index(['storeId', 'category'])
@Check('chk_store_deposit_rule', 'cents_per_container >= 0 AND min_ml >= 0 AND (max_ml IS NULL OR max_ml >= min_ml)')
export class DepositRuleEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'store_id', type: 'int' })
  storeId: number;

  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;

  @Column({ type: 'varchar', length: 20 })
  category: string;

  @Column({ name: 'min_ml', type: 'int', default: 0 })
  minMl: number;

  @Column({ name: 'max_ml', type: 'int', nullable: true })
  maxMl: number | null;

  @Column({ name: 'cents_per_container', type: 'int' })
  centsPerContainer: number;

  @Column({ type: 'boolean', default: false })
  taxable: boolean;
}
