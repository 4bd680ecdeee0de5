import { Injectable, UnprocessableEntityException, ConflictException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';

export type Claim = { kind: 'new'; id: number } | { kind: 'replay'; status: number; body: unknown };

const WAIT_MS = 15_000;
const POLL_MS = 40;

/**
 * The key's answer stored by the order's own INSERT (order-writer.ts), so no further statement:
 * a CTE over `o` (the inserted order) that completes claim `$claim` with `$body`, its `data.orderId`
 * and `data.orderDate` filled from the order. No claim (null): it updates nothing.
 */
export const completeWithOrder = (claim: string, body: string, orderDateIso: string) => `
  UPDATE order_idempotency_key k SET status = 'done', response_status = 201, order_id = o.id,
         response_body = jsonb_set(jsonb_set(${body}::jsonb, '{data,orderId}', to_jsonb(o.id)), '{data,orderDate}', to_jsonb(${orderDateIso}))
    FROM o WHERE k.id = ${claim}`;

/**
 * A claim taken inside the caller's transaction (order placement's first transaction), as a CTE
 * named `claim` over the key's `$user`, `$key` and `$hash` parameters: it inserts the key unless
 * `$key` is null, and yields its id, or no row when the key is taken (by an earlier request, or by
 * a concurrent one whose transaction has not committed: the INSERT waits for it). The claim commits
 * with that transaction; a refusal before it commits leaves no row.
 */
export const claimCte = (user: string, key: string, hash: string) => `
  INSERT INTO order_idempotency_key (user_id, key, request_hash)
  SELECT ${user}, ${key}, ${hash} WHERE ${key}::varchar IS NOT NULL
  ON CONFLICT (user_id, key) DO NOTHING RETURNING id`;

/** SHA-256 of a request with the card number and CVV left out (they never reach the database). */
export function requestHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/**
 * Exactly-once order placement: the first request with a key claims it; a retry gets the stored
 * answer, waiting while the first one is still running. Only a placed order's answer is stored: any
 * failure (a refusal too) releases the key so the retry runs again, and a request refused before its
 * claim committed leaves no key row at all.
 */
@Injectable()
export class IdempotencyService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Keys are kept a week; now and then a claim clears out the older ones. */
  sweep(): void {
    if (Math.random() < 0.001)
      void this.ds
        .query(`DELETE FROM order_idempotency_key WHERE created_at < now() - interval '7 days'`)
        .catch(() => undefined);
  }

  /**
   * Claims the key on its own (committed at once), or answers the stored answer, waiting while the
   * request that holds the key is still running (placement comes here when its own transaction
   * found the key taken).
   */
  async claim(userId: number, key: string, hash: string): Promise<Claim> {
    this.sweep();
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const inserted: Array<{ id: number }> = await this.ds.query(
        `WITH claim AS (${claimCte('$1::int', '$2::varchar', '$3::varchar')}) SELECT id FROM claim`,
        [userId, key, hash],
      );
      if (inserted.length) return { kind: 'new', id: inserted[0].id };
      const rows: Array<{
        status: string;
        request_hash: string;
        response_status: number | null;
        response_body: unknown;
      }> = await this.ds.query(
        'SELECT status, request_hash, response_status, response_body FROM order_idempotency_key WHERE user_id = $1 AND key = $2',
        [userId, key],
      );
      const row = rows[0];
      if (row) {
        if (row.request_hash !== hash) {
          throw new UnprocessableEntityException({
            status: false,
            message: 'This Idempotency-Key was already used for a different order. Please try again.',
          });
        }
        if (row.status === 'done')
          return { kind: 'replay', status: row.response_status ?? 200, body: row.response_body };
      }
      if (Date.now() > deadline)
        throw new ConflictException({
          status: false,
          message: 'Your order is still being placed. Please wait a moment and check your order history.',
        });
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  /**
   * A placement that failed, refused or not: its claim is released, so a retry with the same key
   * runs again. No refusal is a key's final answer: each one depends on something that can change
   * before the retry (sold out: a restock; price changed: the shopper's confirmation; a declined
   * card, a delivery address or window, the customer's date of birth: their own correction; a
   * server failure: the server). Only a placed order is kept (stored by the order's own INSERT).
   */
  async release(id: number): Promise<void> {
    await this.ds.query('DELETE FROM order_idempotency_key WHERE id = $1', [id]);
  }
}
