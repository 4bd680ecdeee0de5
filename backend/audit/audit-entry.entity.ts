import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One back-office change (the audit trail): who changed what, when, and the changed
 * fields before and after. Written in the same transaction as the change it describes.
 */
@Entity('audit_entry')
@Index('idx_audit_entry_entity', ['entity', 'entityId', 'createdAt'])
export class AuditEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  /** The store the changed row belongs to; null for master-catalogue changes. */
  @Index()
  @Column({ name: 'store_id', type: 'int', nullable: true })
  storeId: number | null;

  @Index()
  @Column({ name: 'actor_id', type: 'int', nullable: true })
  actorId: number | null;

  /** Kept as text so the trail still reads after an account is removed. */
  @Column({ name: 'actor_email', type: 'varchar', length: 254, default: '' })
  actorEmail: string;

  /** What kind of row changed, e.g. 'inventory_item', 'order', 'pending_item', 'inventory_import'. */
  @Column({ type: 'varchar', length: 40 })
  entity: string;

  @Column({ name: 'entity_id', type: 'varchar', length: 64 })
  entityId: string;

  /** e.g. 'create', 'update', 'delete', 'status', 'import', 'id-check', 'mapping'. */
  @Index()
  @Column({ type: 'varchar', length: 40 })
  action: string;

  @Column({ type: 'jsonb', nullable: true })
  before: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  after: Record<string, unknown> | null;

  @Index()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
