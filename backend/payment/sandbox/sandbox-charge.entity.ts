import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { DeclineCode, ProcessorStatus } from '../payment-gateway';

/** A capture, void or refund the sandbox carried out, kept so a retry with its key gets the same answer. */
export interface SandboxOperation {
  key: string;
  kind: 'capture' | 'void' | 'refund';
  amountCents: number;
  /** Refunds: the total refunded after this one. */
  totalRefundedCents?: number;
  reason?: string;
}

/**
 * The books of the built-in sandbox processor: one row per authorization it was asked for, as a
 * real processor keeps them on its side. The shop's own record of a payment is `payment_transaction`;
 * nothing but the sandbox (through its ledger) reads or writes this table.
 */
@Entity('sandbox_charge')
export class SandboxCharge {
  /** The processor reference: 'sbx_' + random hex. */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  reference: string;

  @Index({ unique: true })
  @Column({ name: 'idempotency_key', type: 'varchar', length: 200 })
  idempotencyKey: string;

  /** The merchant's reference (our transaction id). */
  @Column({ name: 'merchant_reference', type: 'varchar', length: 100 })
  merchantReference: string;

  @Column({ type: 'varchar', length: 20 })
  status: ProcessorStatus;

  @Column({ name: 'decline_code', type: 'varchar', length: 40, nullable: true })
  declineCode: DeclineCode | null;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ name: 'card_brand', type: 'varchar', length: 30 })
  cardBrand: string;

  @Column({ name: 'card_last4', type: 'varchar', length: 4 })
  cardLast4: string;

  /** 'MM/YY', null for an unreadable expiry. */
  @Column({ name: 'card_expiry', type: 'varchar', length: 5, nullable: true })
  cardExpiry: string | null;

  @Column({ name: 'authorized_cents', type: 'int' })
  authorizedCents: number;

  @Column({ name: 'captured_cents', type: 'int', default: 0 })
  capturedCents: number;

  @Column({ name: 'voided_cents', type: 'int', default: 0 })
  voidedCents: number;

  @Column({ name: 'refunded_cents', type: 'int', default: 0 })
  refundedCents: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  operations: SandboxOperation[];

  /** Bumped by every change (optimistic locking in the ledger). */
  @Column({ type: 'int', default: 0 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt?: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt?: Date;
}
