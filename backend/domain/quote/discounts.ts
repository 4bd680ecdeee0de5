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

export interface DiscountContext {
  /** What free delivery would save: the chosen shipping option or the zone's delivery fee; 0 for pickup. */
  feeCents: number;
}

export interface DiscountResult {
  /** Cents off per item number (missing: 0). */
  lineCents: ReadonlyMap<string, number>;
  /** The item-level promotion of each discounted line. */
  linePromotion?: ReadonlyMap<string, { id: number; name: string }>;
  /** The order-level promotion's cents (included in lineCents). */
  orderCents?: number;
  /** The shipping or delivery fee is waived. */
  freeDelivery?: boolean;
  applied?: AppliedPromotion[];
  nudges?: string[];
}

export type DiscountStep = (lines: readonly DiscountableLine[], ctx: DiscountContext) => DiscountResult;

/** No promotion applies. */
export const NO_DISCOUNTS: DiscountStep = () => ({ lineCents: new Map() });
