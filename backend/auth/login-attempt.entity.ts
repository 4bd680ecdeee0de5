import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One sign-in attempt under one throttle key: reserved before the password check, a failure once settled. */
@Entity('login_attempt')
@Index(['key', 'createdAt'])
export class LoginAttempt {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  /** 'account:<lower-cased login>', 'ip:<address>' or 'pair:<lower-cased login>|<address>'. */
  @Column({ type: 'varchar', length: 300 })
  key: string;

  /** The password was found wrong (until then the attempt is in flight, and counted all the same). */
  @Column({ type: 'boolean', default: false })
  settled: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
