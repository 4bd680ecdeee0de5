import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { SandboxChargeRecord, SandboxLedger } from './sandbox-ledger';

const COLUMNS = `reference, idempotency_key AS "idempotencyKey", merchant_reference AS "merchantReference", status,
  decline_code AS "declineCode", currency, card_brand AS "cardBrand", card_last4 AS "cardLast4", card_expiry AS "cardExpiry",
  authorized_cents AS "authorizedCents", captured_cents AS "capturedCents", voided_cents AS "voidedCents",
  refunded_cents AS "refundedCents", operations, version`;

/**
 * The sandbox's books in the `sandbox_charge` table, over a small pool of its own: like a remote
 * processor, it never waits for one of the app's connections (a capture asked for inside an order
 * transaction holds one) and its writes commit on their own, whatever becomes of the caller's.
 */
@Injectable()
export class PgSandboxLedger implements SandboxLedger, OnApplicationShutdown {
  private readonly pool: Pool;
  private readonly logger = new Logger('SandboxProcessor');

  constructor(@InjectDataSource() ds: DataSource) {
    const url = (ds.options as { url?: string }).url;
    this.pool = new Pool({ connectionString: url, max: 4, application_name: 'wine-shop-sandbox-processor' });
    // An idle connection cut by the server (restart, failover) is dropped and replaced on next use;
    // without a listener the pool would throw it and end the process.
    this.pool.on('error', (err) => this.logger.warn(`Sandbox processor lost an idle connection: ${err.message}`));
  }

  async add(c: SandboxChargeRecord): Promise<SandboxChargeRecord> {
    // Prepared once per connection: one authorization is one of these.
    const { rows } = await this.pool.query<SandboxChargeRecord>({
      name: 'sandbox-add-charge',
      text: `INSERT INTO sandbox_charge (reference, idempotency_key, merchant_reference, status, decline_code, currency,
              card_brand, card_last4, card_expiry, authorized_cents, captured_cents, voided_cents, refunded_cents, operations, version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${COLUMNS}`,
      values: [
        c.reference,
        c.idempotencyKey,
        c.merchantReference,
        c.status,
        c.declineCode,
        c.currency,
        c.cardBrand,
        c.cardLast4,
        c.cardExpiry,
        c.authorizedCents,
        c.capturedCents,
        c.voidedCents,
        c.refundedCents,
        JSON.stringify(c.operations),
        c.version,
      ],
    });
    return rows[0] ?? (await this.byIdempotencyKey(c.idempotencyKey))!;
  }

  async byReference(reference: string): Promise<SandboxChargeRecord | null> {
    const { rows } = await this.pool.query<SandboxChargeRecord>(
      `SELECT ${COLUMNS} FROM sandbox_charge WHERE reference = $1`,
      [reference],
    );
    return rows[0] ?? null;
  }

  async byIdempotencyKey(idempotencyKey: string): Promise<SandboxChargeRecord | null> {
    const { rows } = await this.pool.query<SandboxChargeRecord>(
      `SELECT ${COLUMNS} FROM sandbox_charge WHERE idempotency_key = $1`,
      [idempotencyKey],
    );
    return rows[0] ?? null;
  }

  async replace(c: SandboxChargeRecord, version: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE sandbox_charge SET status = $3, captured_cents = $4, voided_cents = $5, refunded_cents = $6,
              operations = $7::jsonb, version = version + 1, updated_at = now()
        WHERE reference = $1 AND version = $2`,
      [c.reference, version, c.status, c.capturedCents, c.voidedCents, c.refundedCents, JSON.stringify(c.operations)],
    );
    return rowCount === 1;
  }

  async onApplicationShutdown() {
    await this.pool.end();
  }
}
