import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DEFAULT_TIME_ZONE } from '../domain/store-time';

/** A store is the tenant: it owns its inventory, orders, staff and web configuration. */
@Entity('store')
export class Store {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  /** Short unique handle used by the X-Store header and the super-admin screens. */
  @Index({ unique: true })
  @Column({ name: 'web_url', type: 'varchar', length: 63 })
  webUrl: string;

  /** Host name (without port) that selects this store, e.g. shop.northside.example. */
  @Index({ unique: true, where: 'domain IS NOT NULL' })
  @Column({ type: 'varchar', length: 253, nullable: true })
  domain: string | null;

  @Column({ name: 'is_default', type: 'boolean', default: false })
  isDefault: boolean;

  /** Sales tax percent, e.g. 7.25. */
  @Column({
    name: 'sales_tax_percent',
    type: 'numeric',
    precision: 6,
    scale: 3,
    default: 0,
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  salesTaxPercent: number;

  /** Zip codes where the store delivers. */
  @Column({ name: 'delivery_zones', type: 'text', array: true, default: '{}' })
  deliveryZones: string[];

  @Column({ type: 'varchar', length: 500, default: '' })
  location: string;

  @Column({ type: 'varchar', length: 40, default: '' })
  phone: string;

  /** Where replies to the store's mail go (its staff); empty: MAIL_FROM's address only. */
  @Column({ name: 'reply_to_email', type: 'varchar', length: 254, default: '' })
  replyToEmail: string;

  /** IANA time zone of the store's calendar (sale windows, "today", months, pickup times). */
  @Column({ name: 'time_zone', type: 'varchar', length: 64, default: DEFAULT_TIME_ZONE })
  timeZone: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
