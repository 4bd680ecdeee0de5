import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Store } from '../../tenants/store.entity';

/** The state's legal sale hours (Iowa: no sales from 02:00 until 06:00), one row per store. */
@Entity('store_sale_hours')
@Index(['storeId'], { unique: true })
export class SaleHoursEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'store_id', type: 'int' })
  storeId: number;

  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;

  @Column({ name: 'no_sales_from', type: 'varchar', length: 5 })
  noSalesFrom: string;

  @Column({ name: 'no_sales_until', type: 'varchar', length: 5 })
  noSalesUntil: string;
}
