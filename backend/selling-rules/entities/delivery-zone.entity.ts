import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Store } from '../../tenants/store.entity';

/**
 * Delivery terms: fee, minimum order, free-over amount and orders per window, for the
 * listed zips, or for every zip the store delivers to when the list is empty. Where the store
 * delivers at all stays the store's delivery zones (web configuration).
 */
@Entity('store_delivery_zone')
@Index(['storeId'])
@Check(
  'chk_store_delivery_zone',
  'fee_cents >= 0 AND minimum_cents >= 0 AND (free_over_cents IS NULL OR free_over_cents >= 0) AND slot_capacity >= 1 AND slot_minutes BETWEEN 30 AND 480',
)
export class DeliveryZoneEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'store_id', type: 'int' })
  storeId: number;

  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ name: 'zip_codes', type: 'text', array: true, default: '{}' })
  zipCodes: string[];

  @Column({ name: 'fee_cents', type: 'int', default: 0 })
  feeCents: number;

  @Column({ name: 'minimum_cents', type: 'int', default: 0 })
  minimumCents: number;

  @Column({ name: 'free_over_cents', type: 'int', nullable: true })
  freeOverCents: number | null;

  @Column({ name: 'slot_capacity', type: 'int', default: 10 })
  slotCapacity: number;

  @Column({ name: 'slot_minutes', type: 'int', default: 120 })
  slotMinutes: number;
}
