import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Order } from './order.entity';

export type AddressKind = 'shipping' | 'billing';

/** An order's shipping address (spec 3 shippingAddress) or billing address (structured, not joined text). */
@Entity('order_address')
@Index(['orderId', 'kind'], { unique: true })
export class OrderAddress {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'order_id', type: 'int' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Column({ type: 'varchar', length: 10 })
  kind: AddressKind;

  @Column({ name: 'full_name', type: 'varchar', length: 100 })
  fullName: string;

  @Column({ name: 'address_line1', type: 'varchar', length: 200 })
  addressLine1: string;

  @Column({ name: 'address_line2', type: 'varchar', length: 200, default: '' })
  addressLine2: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'varchar', length: 100 })
  state: string;

  /** Spec 9: fixed to USA for shipping addresses. */
  @Column({ type: 'varchar', length: 100, default: 'USA' })
  country: string;

  @Column({ name: 'zip_code', type: 'varchar', length: 10 })
  zipCode: string;

  @Column({ name: 'email_address', type: 'varchar', length: 254, default: '' })
  emailAddress: string;

  @Column({ name: 'phone_number', type: 'varchar', length: 30, default: '' })
  phoneNumber: string;
}
