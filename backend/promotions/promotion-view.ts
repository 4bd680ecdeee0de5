import type { AdminPromotion, PromotionView } from '../domain/api/promotions';
import { toDollars } from '../domain/money';
import { promotionBadge } from '../domain/promotions/apply';
import { cleanSelector } from '../domain/promotions/selector';
import { promotionPhase } from '../domain/promotions/window';
import type { PromotionEntity } from './entities/promotion.entity';
import { toPromotion } from './promotion-mapping';

export function promotionView(e: PromotionEntity, today: string): PromotionView {
  return {
    id: e.id,
    name: e.name,
    description: e.description,
    startsOn: e.startsOn,
    endsOn: e.endsOn,
    phase: promotionPhase(e, today),
    kind: e.kind,
    badge: promotionBadge(toPromotion(e)),
    selector: cleanSelector(e.selector),
    percent: e.percent,
    amount: e.amountCents === null ? null : toDollars(e.amountCents),
    tiers: e.tiers,
    threshold: e.thresholdCents === null ? null : toDollars(e.thresholdCents),
    code: e.code,
  };
}

export function adminPromotionView(e: PromotionEntity, today: string): AdminPromotion {
  return {
    ...promotionView(e, today),
    firstOrderOnly: e.firstOrderOnly,
    totalLimit: e.totalLimit,
    perCustomerLimit: e.perCustomerLimit,
    redemptionCount: e.redemptionCount,
    endedAt: e.endedAt ? new Date(e.endedAt).toISOString() : null,
  };
}
