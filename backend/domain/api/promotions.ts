/** Promotions as the storefront and the back office read them. Amounts in dollars. */
import type { ProductView } from '../product';
import type { PromotionKind, PromotionSelector, PromotionTier } from '../promotions/types';
import type { PromotionPhase } from '../promotions/window';

export interface PromotionView {
  id: number;
  name: string;
  description: string;
  /** Store-local dates, both included. */
  startsOn: string;
  endsOn: string;
  phase: PromotionPhase;
  kind: PromotionKind;
  /** "10 % off 6+", "20 % off". */
  badge: string;
  selector: Required<PromotionSelector>;
  percent: number | null;
  amount: number | null;
  tiers: PromotionTier[] | null;
  threshold: number | null;
  code: string | null;
}

/** GET /api/promotions/{id}/products: the offer's products, each with its price under the offer. */
export interface OfferProductsPage {
  items: ProductView[];
  total: number;
  page: number;
  pageSize: number;
  /** Percent and amount offers: one bottle's price under the offer, by item number. */
  offerPrices: Record<string, number>;
}

/** A back-office promotion row (react-admin `promotions`). */
export interface AdminPromotion extends PromotionView {
  firstOrderOnly: boolean;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  redemptionCount: number;
  endedAt: string | null;
}
