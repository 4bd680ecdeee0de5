import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { PAYMENT_GATEWAY, PaymentGateway } from './payment-gateway';
import { PaymentService } from './payment.service';
import { StoreDb } from '../tenants/store-db';

/** How often every app process looks for orphaned holds (and once at start-up). */
const EVERY_MS = 60_000;
/** Payments settled per pass at most, so one pass stays short. */
const MAX_PER_PASS = 200;

export interface ReconcileReport {
  /** Holds released. */
  voided: string[];
  /** Authorizations the processor declined or never made. */
  declined: string[];
  failed: string[];
  /** Payments that could not be settled this time (tried again on the next pass). */
  errors: string[];
}

interface OpenPayment {
  id: string;
  status: 'authorizing' | 'authorized';
  idempotencyKey: string;
}

/**
 * No card hold without an order (a crash between the authorization and the order transaction, or a
 * failed placement whose immediate void did not happen): at start-up and every minute, each payment
 * older than HOLD_RECONCILE_AFTER_S that belongs to no order is settled. An authorized hold is
 * voided; an 'authorizing' one, whose answer never got written down, is looked up at the processor
 * by its idempotency key, then voided (or marked declined / failed). Each payment is claimed with
 * `FOR UPDATE SKIP LOCKED` and stays locked while it is settled, so several app instances can run
 * this side by side, and an order transaction linking the same hold waits and then finds it voided.
 */
@Injectable()
export class HoldReconciler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('HoldReconciler');
  private timer?: NodeJS.Timeout;
  private stopped = false;
  /** Passes run one after another in this process. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: StoreDb,
    private readonly payments: PaymentService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap() {
    void this.runLogged();
    this.timer = setInterval(() => void this.runLogged(), EVERY_MS);
    this.timer.unref();
  }

  /** Stops the timer and waits for the pass in flight, before the database connection closes. */
  async onModuleDestroy() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.queue;
  }

  /** One pass over the payments older than `olderThanS` seconds that belong to no order. */
  reconcile(olderThanS: number = this.config.holdReconcileAfterS): Promise<ReconcileReport> {
    const run = this.queue.then(() => this.pass(olderThanS));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async runLogged() {
    try {
      const r = await this.reconcile();
      const settled = r.voided.length + r.declined.length + r.failed.length;
      if (settled || r.errors.length) {
        this.log.warn(
          `Settled ${settled} payment(s) without an order: ${r.voided.length} hold(s) voided, ` +
            `${r.declined.length} declined, ${r.failed.length} never authorized; ${r.errors.length} to retry.`,
        );
      }
    } catch (err) {
      this.log.warn(`Hold reconciliation failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private async pass(olderThanS: number): Promise<ReconcileReport> {
    const report: ReconcileReport = { voided: [], declined: [], failed: [], errors: [] };
    const seen: string[] = [];
    while (!this.stopped && seen.length < MAX_PER_PASS) {
      let claimed: string | undefined;
      try {
        const outcome = await this.db.bypass('payment-reconciler', async (em) => {
          const [open]: OpenPayment[] = await em.query(
            `SELECT id, status, idempotency_key AS "idempotencyKey" FROM payment_transaction
              WHERE order_id IS NULL AND status IN ('authorizing', 'authorized')
                AND created_at < now() - make_interval(secs => $1) AND id <> ALL($2::varchar[])
              ORDER BY created_at LIMIT 1
              FOR UPDATE SKIP LOCKED`,
            [olderThanS, seen],
          );
          if (!open) return undefined;
          claimed = open.id;
          seen.push(open.id);
          return this.settle(em, open);
        });
        if (!outcome) break;
        report[outcome].push(claimed!);
      } catch (err) {
        if (!claimed) throw err;
        report.errors.push(claimed);
        this.log.error({ err, transactionId: claimed }, 'Could not settle a payment without an order');
      }
    }
    return report;
  }

  private async settle(em: EntityManager, open: OpenPayment): Promise<'voided' | 'declined' | 'failed'> {
    if (open.status === 'authorizing') {
      const found = await this.gateway.lookup(open.idempotencyKey);
      if (!found) {
        await this.payments.markFailed(em, open.id);
        return 'failed';
      }
      await this.payments.recordAuthorization(em, open.id, found);
      if (found.status === 'declined') return 'declined';
    }
    await this.payments.void('payment-reconciler', open.id);
    return 'voided';
  }
}
