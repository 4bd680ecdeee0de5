import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ColumnMapping } from '../domain/csv-mapping';
import { Store } from '../tenants/store.entity';
import { User } from '../users/user.entity';

export type { ImportRejection, ImportStatus } from '../domain/api/inventory-sync';
import type { ImportRejection, ImportStatus } from '../domain/api/inventory-sync';

/** One rejected row of an import, with the reason the report shows. */

/**
 * One inventory sync (a POS CSV upload or a bulk API call): the file until it is applied, the
 * column mapping used, and the outcome report.
 */
@Entity('inventory_import')
@Check('ck_inventory_import_status', `"status" IN ('uploaded', 'applied', 'failed')`)
@Check('ck_inventory_import_source', `"source" IN ('csv', 'api')`)
export class InventorySyncImport {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ name: 'store_id', type: 'int' })
  storeId: number;

  @ManyToOne(() => Store, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: Store;

  @Index()
  @Column({ name: 'created_by', type: 'int', nullable: true })
  createdBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'created_by' })
  createdByUser?: User | null;

  @Column({ name: 'file_name', type: 'varchar', length: 255, default: '' })
  fileName: string;

  @Column({ type: 'varchar', length: 8, default: 'csv' })
  source: 'csv' | 'api';

  /** The uploaded file, kept until it is applied (then cleared: the report is what stays). */
  @Column({ type: 'text', nullable: true, select: false })
  content: string | null;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  headers: string[];

  @Column({ type: 'jsonb', default: () => `'{}'` })
  mapping: ColumnMapping;

  @Column({ name: 'row_count', type: 'int', default: 0 })
  rowCount: number;

  @Index()
  @Column({ type: 'varchar', length: 12, default: 'uploaded' })
  status: ImportStatus;

  @Column({ name: 'updated_count', type: 'int', default: 0 })
  updatedCount: number;

  @Column({ name: 'unchanged_count', type: 'int', default: 0 })
  unchangedCount: number;

  @Column({ name: 'queued_count', type: 'int', default: 0 })
  queuedCount: number;

  @Column({ name: 'rejected_count', type: 'int', default: 0 })
  rejectedCount: number;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  rejections: ImportRejection[];

  /** Why a failed import wrote nothing. */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Index()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'applied_at', type: 'timestamptz', nullable: true })
  appliedAt: Date | null;
}
