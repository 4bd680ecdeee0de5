/**
 * Promotions: what a store runs, as the pure arithmetic needs it. Money in integer cents,
 * windows as store-local calendar dates ('YYYY-MM-DD', both ends included).
 */

/** Which items a promotion is about. Each non-empty list must match (AND); within a list any value (OR). Empty: every item. */
export interface PromotionSelector {
  categories?: string[];
  subCategories?: string[];
  brands?: string[];
  itemNumbers?: string[];
}

export const PROMOTION_KINDS = ['percent', 'amount', 'tiers', 'threshold', 'free_delivery'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Item-level kinds discount matched lines; order-level kinds act on the whole order. */
export const ITEM_LEVEL_KINDS: readonly PromotionKind[] = ['percent', 'amount', 'tiers'];
export const ORDER_LEVEL_KINDS: readonly PromotionKind[] = ['threshold', 'free_delivery'];

/** Mix-and-match: at least `minQuantity` matched bottles in the cart: `percent` off each of them. */
export interface PromotionTier {
  minQuantity: number;
  percent: number;
}

export interface Promotion {
  id: number;
  name: string;
  kind: PromotionKind;
  selector: PromotionSelector;
  /** percent: off each matched unit (0-100). */
  percent?: number | null;
  /** amount: off each matched unit; threshold: off the order. */
  amountCents?: number | null;
  /** tiers: ascending or not, the best reached tier applies. */
  tiers?: PromotionTier[] | null;
  /** threshold, free_delivery: the goods (after item discounts) must reach it. */
  thresholdCents?: number | null;
  /** A promotion with a code applies only when the shopper enters it. */
  code?: string | null;
}

/** One cart line as promotions see it. */
export interface PromotableLine {
  itemNumber: string;
  category: string;
  subCategory?: string;
  brand?: string;
  quantity: number;
  /** Today's unit price (the store's own sale price already applied). */
  priceCents: number;
  /** Bottles in one unit sold (a case of 12: 12; missing: 1): tiers count bottles, as deposits count containers. */
  containersPerUnit?: number;
}

export interface AppliedPromotion {
  id: number;
  name: string;
  kind: PromotionKind;
  code: string | null;
  /** Cents it takes off (lines, or the delivery fee for free delivery). */
  amountCents: number;
}

export interface PromotionResult {
  /** Cents off per item number (missing: 0); never negative, never above the line. */
  lineCents: Map<string, number>;
  /** Which promotion gave each line its item-level discount. */
  linePromotion: Map<string, number>;
  /** The order-level promotion's share per line (threshold kind), included in lineCents. */
  orderLineCents: Map<string, number>;
  /** The order-level promotion chosen, if any. */
  orderPromotion: Promotion | null;
  /** Free delivery applies: the shipping or delivery fee is waived. */
  freeDelivery: boolean;
  applied: AppliedPromotion[];
  /** "Add 2 more bottles of wine to save 10 %" for the nearest tier not reached yet. */
  nudges: string[];
}
