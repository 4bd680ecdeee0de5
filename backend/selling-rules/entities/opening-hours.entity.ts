import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Store } from '../../tenants/store.entity';

/** The hours a store is open on one weekday (0 Sunday ... 6 Saturday), local 'HH:MM'. */
@Entity('store_opening_hours')
@Index(['storeId', 'weekday'], { unique: true })
@Check('chk_store_opening_hours', 'weekday BETWEEN 0 AND 6 AND closes > opens')
export class OpeningHoursEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'store_id', type: 'int' })
  storeId: number;

  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;

  @Column({ type: 'smallint' })
  weekday: number;

  @Column({ type: 'varchar', length: 5 })
  opens: string;

  @Column({ type: 'varchar', length: 5 })
  closes: string;
}
