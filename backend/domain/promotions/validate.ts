/** What makes a promotion definition valid: the back office's 400 messages. */
import type { PromotionKind, PromotionTier } from './types';
import { PROMOTION_KINDS } from './types';

export interface PromotionDefinition {
  name: string;
  kind: PromotionKind;
  startsOn: string;
  endsOn: string;
  percent?: number | null;
  amountCents?: number | null;
  tiers?: PromotionTier[] | null;
  thresholdCents?: number | null;
  code?: string | null;
  totalLimit?: number | null;
  perCustomerLimit?: number | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;

/** The first thing wrong with a definition, or null. */
export function promotionProblem(d: PromotionDefinition): string | null {
  if (!d.name?.trim()) return 'Please enter a name.';
  if (!PROMOTION_KINDS.includes(d.kind)) return `Kind must be one of ${PROMOTION_KINDS.join(', ')}.`;
  if (!DATE.test(d.startsOn ?? '') || !DATE.test(d.endsOn ?? '')) return 'Start and end must be dates (YYYY-MM-DD).';
  if (d.endsOn < d.startsOn) return 'The end date must not be before the start date.';
  const whole = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
  if (d.kind === 'percent' && !whole(d.percent, 1, 100)) return 'Percent off must be a whole number from 1 to 100.';
  if ((d.kind === 'amount' || d.kind === 'threshold') && !whole(d.amountCents, 1))
    return 'Amount off must be more than $0.00.';
  if (d.kind === 'tiers') {
    if (!Array.isArray(d.tiers) || d.tiers.length === 0) return 'Add at least one tier.';
    for (const t of d.tiers)
      if (!whole(t?.minQuantity, 1, 999) || !whole(t?.percent, 1, 100))
        return 'Each tier needs a quantity from 1 to 999 and a percent from 1 to 100.';
    if (new Set(d.tiers.map((t) => t.minQuantity)).size !== d.tiers.length) return 'Two tiers have the same quantity.';
  }
  if (d.kind === 'threshold' && !whole(d.thresholdCents, 0)) return 'Please enter the order threshold.';
  if (d.thresholdCents != null && !whole(d.thresholdCents, 0)) return 'The threshold must not be negative.';
  if (d.code != null && d.code !== '' && !CODE_PATTERN.test(d.code))
    return 'A code is 3 to 40 letters, digits, - or _.';
  for (const limit of [d.totalLimit, d.perCustomerLimit])
    if (limit != null && !whole(limit, 1)) return 'Usage limits must be whole numbers of at least 1.';
  return null;
}
