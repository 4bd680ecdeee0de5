import type { SandboxCharge } from './sandbox-charge.entity';

/** Injection token of the sandbox's ledger. */
export const SANDBOX_LEDGER = Symbol('SANDBOX_LEDGER');

/** A sandbox charge as the gateway reads and writes it (timestamps are the ledger's business). */
export type SandboxChargeRecord = Omit<SandboxCharge, 'createdAt' | 'updatedAt'>;

/**
 * Where the sandbox processor keeps its books: a plain store, no rules (the rules are the
 * gateway's). `PgSandboxLedger` keeps them in PostgreSQL; the gateway's unit test in memory.
 */
export interface SandboxLedger {
  /** Stores a new charge; when its idempotency key is already taken, stores nothing and returns the charge there. */
  add(charge: SandboxChargeRecord): Promise<SandboxChargeRecord>;
  byReference(reference: string): Promise<SandboxChargeRecord | null>;
  byIdempotencyKey(idempotencyKey: string): Promise<SandboxChargeRecord | null>;
  /** Replaces the charge when it is still at `version` (its version becomes version + 1); false if it moved on. */
  replace(charge: SandboxChargeRecord, version: number): Promise<boolean>;
}
