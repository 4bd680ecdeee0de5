import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One failed sign-in, counted per account and per IP address for throttling. */
@Entity('login_attempt')
@Index(['key', 'createdAt'])
export class LoginAttempt {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  /** 'account:<lower-cased login>' or 'ip:<address>'. */
  @Column({ type: 'varchar', length: 300 })
  key: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
