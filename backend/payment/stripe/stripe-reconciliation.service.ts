import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { StoreContext } from '../../tenants/store-context';
import { StoreDb } from '../../tenants/store-db';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payment-gateway';
import { StripePaymentGateway } from './stripe-payment.gateway';

/** Stripe's side of one payment, as the back office's processor data block shows it (cents). */
export interface ProcessorData {
  capturedCents: number;
  refundedCents: number;
  /** Stripe's fee and what reaches the bank account, once captured. */
  feeCents: number | null;
  netCents: number | null;
  /** 'pending' or 'available', and when the money becomes available for a payout. */
  settlement: string | null;
  availableOn: string | null;
}

export interface ReconciliationDifference {
  orderId: number;
  transactionId: string;
  shop: { capturedCents: number; refundedCents: number };
  stripe: { capturedCents: number; refundedCents: number } | null;
}

/**
 * Compares the shop's captured and refunded Stripe payments of the last 30 days with Stripe's
 * charges (an admin action; Stripe is asked once per payment), and reads one payment's processor
 * data (charge and balance transaction).
 */
@Injectable()
export class StripeReconciliationService {
  constructor(
    private readonly db: StoreDb,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async processorData(intentId: string): Promise<ProcessorData> {
    const charge = (await this.stripe().intent(intentId)).latest_charge as Stripe.Charge | null;
    const txn = charge?.balance_transaction as Stripe.BalanceTransaction | null | undefined;
    return {
      capturedCents: charge?.amount_captured ?? 0,
      refundedCents: charge?.amount_refunded ?? 0,
      feeCents: txn?.fee ?? null,
      netCents: txn?.net ?? null,
      settlement: txn?.status ?? null,
      availableOn: txn ? new Date(txn.available_on * 1000).toISOString() : null,
    };
  }

  async differences(ctx: StoreContext): Promise<ReconciliationDifference[]> {
    const rows: Array<{ orderId: number; id: string; ref: string; captured: number; refunded: number }> =
      await this.db.run(ctx, (em) =>
        em.query(
          `SELECT order_id AS "orderId", id, processor_reference AS ref, captured_cents AS captured,
                  refunded_cents AS refunded
             FROM payment_transaction
            WHERE store_id = $1 AND gateway = 'stripe' AND order_id IS NOT NULL
              AND status IN ('captured', 'partially_refunded', 'refunded')
              AND updated_at > now() - interval '30 days'
            ORDER BY updated_at`,
          [ctx.store.id],
        ),
      );
    const found: ReconciliationDifference[] = [];
    for (const r of rows) {
      const stripe = await this.processorData(r.ref).catch(() => null);
      if (stripe && stripe.capturedCents === r.captured && stripe.refundedCents === r.refunded) continue;
      found.push({
        orderId: r.orderId,
        transactionId: r.id,
        shop: { capturedCents: r.captured, refundedCents: r.refunded },
        stripe: stripe && { capturedCents: stripe.capturedCents, refundedCents: stripe.refundedCents },
      });
    }
    return found;
  }

  private stripe(): StripePaymentGateway {
    if (!(this.gateway instanceof StripePaymentGateway)) throw new Error('Stripe is not the configured processor.');
    return this.gateway;
  }
}
