/** A promotion's window in store-local dates ('YYYY-MM-DD', both ends included), and "end now". */
export interface PromotionWindow {
  startsOn: string;
  endsOn: string;
  /** Set by "end now": the promotion is over whatever its dates say. */
  endedAt?: Date | string | null;
}

export type PromotionPhase = 'active' | 'scheduled' | 'ended';

/** Where a promotion stands on the store's `today`. */
export function promotionPhase(p: PromotionWindow, today: string): PromotionPhase {
  if (p.endedAt || p.endsOn < today) return 'ended';
  if (p.startsOn > today) return 'scheduled';
  return 'active';
}

export const isPromotionActive = (p: PromotionWindow, today: string) => promotionPhase(p, today) === 'active';
