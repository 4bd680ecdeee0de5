import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Store } from '../tenants/store.entity';

/**
 * Spec 3 'Web config', one per store. Delivery zones live on the store (one source of truth);
 * the API presents them here as a comma-separated list.
 */
@Entity('web_config')
export class WebConfig {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ name: 'store_id', type: 'int' })
  storeId: number;

  @OneToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;

  @Column({ name: 'company_name', type: 'varchar', length: 150, default: '' })
  companyName: string;

  /** Content hash of the logo image. */
  @Column({ name: 'logo_hash', type: 'varchar', length: 64, nullable: true })
  logoHash: string | null;

  @Column({ type: 'text', default: '' })
  locations: string;

  @Column({ name: 'phone_number', type: 'varchar', length: 40, default: '' })
  phoneNumber: string;

  @Column({ name: 'footer_content', type: 'text', default: '' })
  footerContent: string;

  /** Rich text (sanitised HTML). */
  @Column({ name: 'terms_of_service', type: 'text', default: '' })
  termsOfService: string;

  @Column({ name: 'return_policy', type: 'text', default: '' })
  returnPolicy: string;

  @Column({ name: 'privacy_policy', type: 'text', default: '' })
  privacyPolicy: string;

  @Column({ name: 'shipping_info', type: 'text', default: '' })
  shippingInfo: string;

  @Column({ name: 'is_shipping_available', type: 'boolean', default: true })
  isShippingAvailable: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
