/**
 * The discount step of the quote: promotions (domain/promotions) supply one that returns
 * cents off per line, whether delivery is free, the promotions applied and the nudges. Deposits are
 * never discounted (they are not part of a line's goods).
 */
import type { AppliedPromotion } from '../promotions/types';

export interface DiscountableLine {
  itemNumber: string;
  category: string;
  subCategory?: string;
  brand?: string;
  quantity: number;
  priceCents: number;
  lineTotalCents: number;
  /** Bottles in one unit sold (tiers count bottles). */
  containersPerUnit: number;
}

/** A promotion as a discount line names it. */
export interface DiscountingPromotion {
  id: number;
  name: string;
  /** Its promo code, when it needs one (the line names it: "Welcome offer (WELCOME10)"). */
  code?: string | null;
}

export interface DiscountContext {
  /** What free delivery would save: the chosen shipping option or the zone's delivery fee; 0 for pickup. */
  feeCents: number;
}

export interface DiscountResult {
  /** Cents off per item number (missing: 0). */
  lineCents: ReadonlyMap<string, number>;
  /** The item-level promotion of each discounted line. */
  linePromotion?: ReadonlyMap<string, DiscountingPromotion>;
  /** The order-level promotion's cents (included in lineCents). */
  orderCents?: number;
  /** The order-level promotion's share of each line (included in lineCents), and that promotion. */
  orderLineCents?: ReadonlyMap<string, number>;
  orderPromotion?: DiscountingPromotion | null;
  /** The shipping or delivery fee is waived. */
  freeDelivery?: boolean;
  applied?: AppliedPromotion[];
  nudges?: string[];
}

export type DiscountStep = (lines: readonly DiscountableLine[], ctx: DiscountContext) => DiscountResult;

/** One promotion's part of a line's discount: each line names every promotion that took from it. */
export interface LineDiscountPart {
  promotionId: number | null;
  name: string;
  code: string | null;
  cents: number;
}

/**
 * A line's discount (`discountCents`, already kept within the line) split by promotion: the
 * order-level promotion's share first taken out, the rest is the item-level promotion's. Parts of
 * 0 are left out; they add up to `discountCents`.
 */
export function lineDiscountParts(itemNumber: string, discountCents: number, d: DiscountResult): LineDiscountPart[] {
  const share = Math.min(discountCents, Math.max(0, Math.round(d.orderLineCents?.get(itemNumber) ?? 0)));
  const itemCents = discountCents - share;
  const part = (p: DiscountingPromotion | null | undefined, cents: number): LineDiscountPart => ({
    promotionId: p?.id ?? null,
    name: p?.name || 'Discount',
    code: p?.code ?? null,
    cents,
  });
  const parts: LineDiscountPart[] = [];
  if (itemCents > 0) parts.push(part(d.linePromotion?.get(itemNumber), itemCents));
  if (share > 0) parts.push(part(d.orderPromotion, share));
  return parts;
}

/** No promotion applies. */
export const NO_DISCOUNTS: DiscountStep = () => ({ lineCents: new Map() });
