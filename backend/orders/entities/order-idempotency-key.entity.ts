import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An Idempotency-Key a customer sent with an order, and the answer it got: a retry with the same
 * key gets that answer again instead of a second order (exactly once).
 */
@Entity('order_idempotency_key')
@Index(['userId', 'key'], { unique: true })
export class OrderIdempotencyKey {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 100 })
  key: string;

  /** SHA-256 of the request without card number and CVV: the same key with another order is refused. */
  @Column({ name: 'request_hash', type: 'char', length: 64 })
  requestHash: string;

  /** pending while the first request runs. */
  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: 'pending' | 'done';

  @Column({ name: 'response_status', type: 'int', nullable: true })
  responseStatus: number | null;

  @Column({ name: 'response_body', type: 'jsonb', nullable: true })
  responseBody: unknown;

  @Column({ name: 'order_id', type: 'int', nullable: true })
  orderId: number | null;

  @Index()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
