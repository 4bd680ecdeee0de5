import { Injectable } from '@nestjs/common';
import type { StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import { FINAL_SQL } from '../domain/order-status-sql';
import { HOLD_TEXTS } from './payment-rules';
import type { PaymentAttention } from '../domain/api/payments';

/**
 * Orders whose payment needs staff, for every processor: a hold that lapses within 24 hours on an
 * order not Complete (capture it first, or ask for a new payment), and a payment the processor
 * flagged (cancelled or disputed there).
 */
@Injectable()
export class PaymentAttentionService {
  constructor(private readonly db: StoreDb) {}

  list(ctx: StoreContext): Promise<PaymentAttention[]> {
    return this.db.run(ctx, async (em) => {
      const rows: Array<{ orderId: number; id: string; attention: string | null; expires: Date | null; at: Date }> =
        await em.query(
          `SELECT o.id AS "orderId", p.id, p.attention, p.hold_expires_at AS expires,
                  COALESCE(p.attention_at, p.hold_expires_at - interval '1 day') AS at
             FROM payment_transaction p JOIN customer_order o ON o.id = p.order_id
            WHERE p.store_id = $1 AND (p.attention IS NOT NULL OR (p.status = 'authorized'
                  AND p.hold_expires_at < now() + interval '24 hours' AND o.order_status NOT IN ${FINAL_SQL}))
            ORDER BY at, o.id`,
          [ctx.store.id],
        );
      return rows.map((r) => ({
        orderId: r.orderId,
        transactionId: r.id,
        message: r.attention ?? HOLD_TEXTS.expiresSoon,
        holdExpiresAt: r.expires ? r.expires.toISOString() : null,
        since: r.at.toISOString(),
      }));
    });
  }
}
