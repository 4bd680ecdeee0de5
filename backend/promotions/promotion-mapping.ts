import { cleanSelector } from '../domain/promotions/selector';
import type { Promotion } from '../domain/promotions/types';
import type { PromotionEntity } from './entities/promotion.entity';

/** A promotion row as the pure arithmetic reads it. */
export function toPromotion(e: PromotionEntity): Promotion {
  return {
    id: e.id,
    name: e.name,
    kind: e.kind,
    selector: cleanSelector(e.selector),
    percent: e.percent,
    amountCents: e.amountCents,
    tiers: e.tiers,
    thresholdCents: e.thresholdCents,
    code: e.code,
  };
}

/** Codes are kept and compared upper-case. */
export const normalizeCode = (code: string | null | undefined): string | null => {
  const c = String(code ?? '')
    .trim()
    .toUpperCase();
  return c || null;
};
