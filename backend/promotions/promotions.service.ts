import { ConflictException, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { promotionPhase } from '../domain/promotions/window';
import { PROMO_TEXTS } from '../domain/promotions/texts';
import type { AppliedPromotion, Promotion } from '../domain/promotions/types';
import type { QuoteProblem } from '../domain/quote/problems';
import { STOPPED_SQL } from '../domain/order-status-sql';
import { storeToday } from '../domain/store-time';
import type { StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import { PricingVersions } from '../selling-rules/pricing-versions';
import { StoreCache } from '../selling-rules/store-cache';
import { PromotionEntity } from './entities/promotion.entity';
import { normalizeCode, toPromotion } from './promotion-mapping';

/** What the store runs for one cart: the promotions in force, and the code's promotion or why it does not count. */
export interface CartPromotions {
  promotions: readonly Promotion[];
  code: string | null;
  /** The code's promotion, when the code may be used. */
  codePromotion: PromotionEntity | null;
  problem: QuoteProblem | null;
}

/** A promotion without a code that has not been ended, with its dates ('YYYY-MM-DD'), mapped once. */
interface RunningPromotion {
  startsOn: string;
  endsOn: string;
  promotion: Promotion;
}

/** Orders that count as a customer's earlier orders for a first-order code. */
const COUNTED_ORDER = `order_status NOT IN ${STOPPED_SQL}`;

/**
 * Promotions for the quote and placement: which are in force in a store today, whether a
 * promo code may be used, and counting a code's use inside the order's transaction.
 */
@Injectable()
export class PromotionsService {
  /**
   * Per store, its promotions without a code that are not ended and do not end before yesterday,
   * mapped for matching, kept until one changes (PricingVersions). Which are in force is decided at
   * each quote from their dates, so a promotion starts and ends at the store's midnight.
   */
  private readonly running: StoreCache<RunningPromotion[]>;
  /** Per kept list of a store: the promotions in force on `today` (callers do not change it). */
  private readonly today = new WeakMap<RunningPromotion[], { today: string; list: Promotion[] }>();

  constructor(
    private readonly db: StoreDb,
    private readonly versions: PricingVersions,
  ) {
    this.running = new StoreCache(versions);
  }

  /** After a committed change to a store's promotions. */
  changed(storeId: number): void {
    this.versions.changed(storeId);
  }

  /** The promotions without a code in force on `today` (store-local), in id order. */
  async inForce(ctx: StoreContext, today: string): Promise<readonly Promotion[]> {
    const running = await this.running.get(ctx.store.id, () =>
      this.db.run(ctx, async (em) => {
        const rows = await em
          .createQueryBuilder(PromotionEntity, 'p')
          .where('p.storeId = :store', { store: ctx.store.id })
          .andWhere('p.endedAt IS NULL AND p.code IS NULL AND p.endsOn >= CAST(:today AS date) - 1', { today })
          .orderBy('p.id')
          .getMany();
        return rows.map((p) => ({ startsOn: p.startsOn, endsOn: p.endsOn, promotion: toPromotion(p) }));
      }),
    );
    // The same list (one array) for every quote of the day, so what is prepared from it is kept (apply.ts).
    const kept = this.today.get(running);
    if (kept?.today === today) return kept.list;
    const list = running.filter((r) => r.startsOn <= today && r.endsOn >= today).map((r) => r.promotion);
    this.today.set(running, { today, list });
    return list;
  }

  /** The promotions in force today (store-local) without a code, plus the code's promotion when usable. */
  async forCart(
    ctx: StoreContext,
    code: string | null | undefined,
    customerId: number | null,
    /** An order being edited: its own use of the code does not count against it. */
    orderId: number | null = null,
  ): Promise<CartPromotions> {
    const today = storeToday(ctx.store.timeZone);
    const wanted = normalizeCode(code);
    const promotions = await this.inForce(ctx, today);
    if (!wanted) return { promotions, code: null, codePromotion: null, problem: null };
    // A code's promotion and its use are read from the database, and only when a code is given.
    return this.db.run(ctx, async (em) => {
      const found = await em.findOne(PromotionEntity, { where: { storeId: ctx.store.id, code: wanted } });
      const problem = await this.codeProblem(em, ctx, found, wanted, customerId, today, orderId);
      if (problem || !found) return { promotions, code: wanted, codePromotion: null, problem };
      return { promotions: [...promotions, toPromotion(found)], code: wanted, codePromotion: found, problem: null };
    });
  }

  /** Why the code cannot be used now by this customer (null: it can). */
  private async codeProblem(
    em: EntityManager,
    ctx: StoreContext,
    p: PromotionEntity | null,
    code: string,
    customerId: number | null,
    today: string,
    orderId: number | null,
  ): Promise<QuoteProblem | null> {
    const problem = (message: string): QuoteProblem => ({ code: 'PROMO_CODE', message });
    if (!p) return problem(PROMO_TEXTS.unknown(code));
    const phase = promotionPhase(p, today);
    if (phase === 'ended') return problem(PROMO_TEXTS.expired(code));
    if (phase === 'scheduled') return problem(PROMO_TEXTS.notYet(code));
    const own =
      orderId === null
        ? 0
        : (
            (await em.query(
              'SELECT count(*)::int AS n FROM promotion_redemption WHERE promotion_id = $1 AND order_id = $2',
              [p.id, orderId],
            )) as Array<{ n: number }>
          )[0].n;
    if (p.totalLimit !== null && p.redemptionCount - own >= p.totalLimit) return problem(PROMO_TEXTS.usedUp(code));
    if (customerId !== null) {
      if (p.perCustomerLimit !== null) {
        const [{ n }] = await em.query(
          `SELECT count(*)::int AS n FROM promotion_redemption
            WHERE promotion_id = $1 AND customer_id = $2 AND ($3::int IS NULL OR order_id <> $3)`,
          [p.id, customerId, orderId],
        );
        if (n >= p.perCustomerLimit) return problem(PROMO_TEXTS.usedByYou(code));
      }
      if (p.firstOrderOnly && (await this.hasOrders(em, ctx, customerId, orderId)))
        return problem(PROMO_TEXTS.firstOrder(code));
    }
    return null;
  }

  /** The problem when the entered code's promotion gave nothing to this cart. */
  notApplied(cart: CartPromotions, applied: readonly AppliedPromotion[]): QuoteProblem | null {
    const p = cart.codePromotion;
    if (!p || !cart.code || applied.some((a) => a.id === p.id)) return null;
    return {
      code: 'PROMO_CODE',
      message: p.thresholdCents ? PROMO_TEXTS.threshold(cart.code, p.thresholdCents) : PROMO_TEXTS.nothing(cart.code),
    };
  }

  /**
   * Inside the order's transaction: counts one use of the code by this order. The promotion row is
   * locked by the UPDATE (a concurrent order with the same code waits here until this one commits or
   * rolls back), so the per-customer count read after it includes every committed use: two racing
   * orders cannot both use a once-per-customer code. Refuses with 409 and the reason.
   */
  async redeem(
    em: EntityManager,
    ctx: StoreContext,
    promotionId: number,
    code: string,
    orderId: number,
    customerId: number,
    amountCents: number,
  ): Promise<void> {
    const [rows] = (await em.query(
      `UPDATE promotion SET redemption_count = redemption_count + 1
        WHERE id = $1 AND store_id = $2 AND ended_at IS NULL
          AND (total_limit IS NULL OR redemption_count < total_limit)
        RETURNING per_customer_limit AS "perCustomerLimit", first_order_only AS "firstOrderOnly"`,
      [promotionId, ctx.store.id],
    )) as [Array<{ perCustomerLimit: number | null; firstOrderOnly: boolean }>, number];
    const refuse = (message: string) =>
      new ConflictException({
        status: false,
        code: 'PROMO_CODE',
        message,
        problems: [{ code: 'PROMO_CODE', message }],
      });
    if (!rows.length) throw refuse(PROMO_TEXTS.usedUp(code));
    const { perCustomerLimit, firstOrderOnly } = rows[0];
    if (perCustomerLimit !== null) {
      const [{ n }] = await em.query(
        'SELECT count(*)::int AS n FROM promotion_redemption WHERE promotion_id = $1 AND customer_id = $2',
        [promotionId, customerId],
      );
      if (n >= perCustomerLimit) throw refuse(PROMO_TEXTS.usedByYou(code));
    }
    if (firstOrderOnly && (await this.hasOrders(em, ctx, customerId, orderId)))
      throw refuse(PROMO_TEXTS.firstOrder(code));
    await em.query(
      `INSERT INTO promotion_redemption (store_id, promotion_id, order_id, customer_id, code, amount_cents)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [ctx.store.id, promotionId, orderId, customerId, code, amountCents],
    );
  }

  /**
   * Inside an order edit's transaction: the order's use of its code follows the new
   * cart. Still applied: the redemption records the new amount; no longer applied: the use is
   * given back (the redemption goes, the promotion's count goes down).
   */
  async settleOrderRedemption(
    em: EntityManager,
    ctx: StoreContext,
    orderId: number,
    use: { promotionId: number; amountCents: number } | null,
  ): Promise<void> {
    if (use) {
      await em.query(
        'UPDATE promotion_redemption SET amount_cents = $3 WHERE store_id = $1 AND order_id = $2 AND promotion_id = $4',
        [ctx.store.id, orderId, use.amountCents, use.promotionId],
      );
      return;
    }
    const [gone] = (await em.query(
      'DELETE FROM promotion_redemption WHERE store_id = $1 AND order_id = $2 RETURNING promotion_id AS "promotionId"',
      [ctx.store.id, orderId],
    )) as [Array<{ promotionId: number }>, number];
    for (const r of gone)
      await em.query(
        'UPDATE promotion SET redemption_count = GREATEST(0, redemption_count - 1) WHERE id = $1 AND store_id = $2',
        [r.promotionId, ctx.store.id],
      );
  }

  private async hasOrders(
    em: EntityManager,
    ctx: StoreContext,
    customerId: number,
    exceptOrderId: number | null,
  ): Promise<boolean> {
    const rows = await em.query(
      `SELECT 1 FROM customer_order WHERE store_id = $1 AND customer_id = $2 AND ${COUNTED_ORDER}
          AND ($3::int IS NULL OR id <> $3) LIMIT 1`,
      [ctx.store.id, customerId, exceptOrderId],
    );
    return rows.length > 0;
  }
}
