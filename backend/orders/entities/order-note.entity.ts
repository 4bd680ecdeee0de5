import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Order } from './order.entity';

/** A staff note on an order, kept with who wrote it and when. Notes are never edited. */
@Entity('order_note')
export class OrderNote {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ name: 'order_id', type: 'int' })
  orderId: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Column({ name: 'author_user_id', type: 'int', nullable: true })
  authorUserId: number | null;

  @Column({ name: 'author_email', type: 'varchar', length: 254, default: '' })
  authorEmail: string;

  @Column({ type: 'text' })
  body: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
