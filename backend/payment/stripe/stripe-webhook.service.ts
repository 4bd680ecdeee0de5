import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import type { EntityManager } from 'typeorm';
import { StoreDb } from '../../tenants/store-db';
import { STRIPE_ATTENTION, STRIPE_DASHBOARD } from './stripe-texts';

/** The payment row a Stripe event is about (by its intent), locked for the change. */
interface PaymentRow {
  id: string;
  storeId: number;
  orderId: number | null;
  status: string;
  authorizedCents: number;
  capturedCents: number;
  refundedCents: number;
}

export type WebhookOutcome = { received: true; duplicate?: true; ignored?: true };

/**
 * What the shop does with Stripe's events. Each event id is recorded in the same transaction as
 * its effect, so a redelivery changes nothing twice and a failure (500) leaves it for Stripe to
 * send again. Effects read Stripe's cumulative figures (a charge's amount_refunded), so events
 * arriving out of order end in the same state.
 */
@Injectable()
export class StripeWebhookService {
  private readonly log = new Logger('StripeWebhook');

  constructor(private readonly db: StoreDb) {}

  handle(event: Stripe.Event): Promise<WebhookOutcome> {
    return this.db.bypass('payment-webhook', async (em) => {
      const [fresh] = await em.query(
        `INSERT INTO stripe_webhook_event (id, type, event_created) VALUES ($1, $2, to_timestamp($3))
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, event.type, event.created],
      );
      if (!fresh) return { received: true, duplicate: true };
      const handled = await this.apply(em, event);
      this.log.log({ eventId: event.id, type: event.type, handled }, 'Stripe event');
      return handled ? { received: true } : { received: true, ignored: true };
    });
  }

  private async apply(em: EntityManager, event: Stripe.Event): Promise<boolean> {
    switch (event.type) {
      case 'payment_intent.canceled':
        return this.canceled(em, event.data.object);
      case 'payment_intent.amount_capturable_updated':
        return this.capturableUpdated(em, event.data.object);
      case 'charge.refunded':
        return this.refunded(em, event.data.object);
      case 'charge.dispute.created':
        return this.disputed(em, event.data.object);
      default:
        return false;
    }
  }

  /** Cancelled at Stripe (expired, or in its dashboard) while we still counted on the hold: flagged. */
  private async canceled(em: EntityManager, intent: Stripe.PaymentIntent): Promise<boolean> {
    const p = await this.payment(em, intent.id);
    if (!p || p.status !== 'authorized') return false; // our own void, or no order yet (the reconciler's)
    const why = intent.cancellation_reason === 'automatic' ? STRIPE_ATTENTION.expired : STRIPE_ATTENTION.canceled;
    await em.query(
      `UPDATE payment_transaction SET status = 'voided', voided_cents = authorized_cents, attention = $2,
              attention_at = now(), updated_at = now() WHERE id = $1`,
      [p.id, why],
    );
    return true;
  }

  /** The amount Stripe now holds (a partial authorization or an increment), while it is held. */
  private async capturableUpdated(em: EntityManager, intent: Stripe.PaymentIntent): Promise<boolean> {
    const p = await this.payment(em, intent.id);
    if (!p || p.status !== 'authorized' || intent.amount_capturable <= 0) return false;
    await em.query(`UPDATE payment_transaction SET authorized_cents = $2, updated_at = now() WHERE id = $1`, [
      p.id,
      Math.max(intent.amount_capturable, p.capturedCents),
    ]);
    return true;
  }

  /** A refund made in Stripe's dashboard: recorded as the order's refund by "Stripe dashboard". */
  private async refunded(em: EntityManager, charge: Stripe.Charge): Promise<boolean> {
    const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    const p = intentId ? await this.payment(em, intentId) : undefined;
    if (!p || !p.orderId) return false;
    const outside = charge.amount_refunded - p.refundedCents;
    if (outside <= 0) return false; // ours, already recorded (or an older event)
    const total = Math.min(charge.amount_refunded, p.capturedCents);
    await em.query(
      `UPDATE payment_transaction SET refunded_cents = $2, status = CASE WHEN $2 >= captured_cents THEN 'refunded'
              ELSE 'partially_refunded' END, updated_at = now() WHERE id = $1`,
      [p.id, total],
    );
    await em.query(
      `INSERT INTO order_refund (order_id, amount_cents, reason, transaction_id, gateway_reference, actor_email)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [p.orderId, total - p.refundedCents, STRIPE_DASHBOARD.refundReason, p.id, intentId, STRIPE_DASHBOARD.actor],
    );
    return true;
  }

  /** A chargeback: the order is flagged and the audit trail says so. */
  private async disputed(em: EntityManager, dispute: Stripe.Dispute): Promise<boolean> {
    const intentId = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
    const p = intentId ? await this.payment(em, intentId) : undefined;
    if (!p) return false;
    const why = STRIPE_ATTENTION.disputed(dispute.reason, dispute.amount);
    await em.query(`UPDATE payment_transaction SET attention = $2, attention_at = now() WHERE id = $1`, [p.id, why]);
    await em.query(
      `INSERT INTO audit_entry (store_id, actor_email, entity, entity_id, action, after)
       VALUES ($1, $2, 'order', $3, 'payment-disputed', $4)`,
      [
        p.storeId,
        STRIPE_DASHBOARD.actor,
        String(p.orderId ?? p.id),
        JSON.stringify({ dispute: dispute.id, reason: dispute.reason, amountCents: dispute.amount }),
      ],
    );
    return true;
  }

  private async payment(em: EntityManager, intentId: string): Promise<PaymentRow | undefined> {
    const [row]: PaymentRow[] = await em.query(
      `SELECT id, store_id AS "storeId", order_id AS "orderId", status, authorized_cents AS "authorizedCents",
              captured_cents AS "capturedCents", refunded_cents AS "refundedCents"
         FROM payment_transaction WHERE gateway = 'stripe' AND processor_reference = $1 FOR UPDATE`,
      [intentId],
    );
    return row;
  }
}
