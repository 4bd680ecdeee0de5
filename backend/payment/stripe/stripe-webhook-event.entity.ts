import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Each Stripe webhook event handled, by its id: Stripe delivers at least once and in any order, so
 * an event seen before is acknowledged and changes nothing twice. Not per store (Stripe's events
 * name the store in the intent's metadata).
 */
@Entity('stripe_webhook_event')
export class StripeWebhookEvent {
  /** Stripe's evt_... */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  /** When Stripe created it (its `created`). */
  @Column({ name: 'event_created', type: 'timestamptz' })
  eventCreated: Date;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;
}
