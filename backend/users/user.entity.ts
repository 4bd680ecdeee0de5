import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Role } from '../common/auth/role';
import { Store } from '../tenants/store.entity';

@Entity('app_user')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored lower-cased; unique. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** Stored lower-cased; unique. Staff accounts may use their email as username. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 254 })
  username: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, select: false })
  passwordHash: string;

  @Index()
  @Column({ type: 'varchar', length: 16 })
  role: Role;

  /** The store a store admin works for; null for customers and super-admins. */
  @Index()
  @Column({ name: 'store_id', type: 'int', nullable: true })
  storeId: number | null;

  @ManyToOne(() => Store, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'store_id' })
  store?: Store | null;

  /**
   * Tokens carry the version they were issued with and stop working once it moves on. Sign-out
   * bumps it; the database bumps it itself whenever password_hash, role, store_id or email change
   * (trigger app_user_token_version, migration TokenVersion).
   */
  @Column({ name: 'token_version', type: 'int', default: 0 })
  tokenVersion: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
