import type { AdminPromotion } from '@domain/api/promotions';
import { MENU_TAXONOMY } from '@domain/catalogue';
import { ITEM_LEVEL_KINDS, type PromotionKind } from '@domain/promotions/types';
import type { PromotionPhase } from '@domain/promotions/window';

/** The list's tabs, in the order a store admin looks at them. */
export const PHASE_TABS: ReadonlyArray<{ value: PromotionPhase; label: string }> = [
  { value: 'active', label: 'Active' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'ended', label: 'Ended' },
];

/** Each kind as the form offers it. */
export const KIND_CHOICES: ReadonlyArray<{ id: PromotionKind; name: string }> = [
  { id: 'percent', name: 'Percent off selected items' },
  { id: 'amount', name: 'Amount off each selected item' },
  { id: 'tiers', name: 'Mix and match: percent off when buying N or more' },
  { id: 'threshold', name: 'Amount off an order over a threshold' },
  { id: 'free_delivery', name: 'Free delivery or shipping over a threshold' },
];

export const kindLabel = (kind: PromotionKind) => KIND_CHOICES.find((k) => k.id === kind)?.name ?? kind;

/** Item-level kinds pick their items with a selector; order-level kinds act on the whole order. */
export const usesSelector = (kind: PromotionKind | undefined) => !!kind && ITEM_LEVEL_KINDS.includes(kind);

/** The storefront's categories and sub-categories, as the selector's choices. */
export const CATEGORY_CHOICES = MENU_TAXONOMY.map((c) => ({ id: c.name, name: c.name }));
export const SUB_CATEGORY_CHOICES = MENU_TAXONOMY.flatMap((c) =>
  c.groups.flatMap((g) => g.items.map((item) => ({ id: item, name: `${item} (${c.name})` }))),
);

/** "WELCOME10 · 3 of 100 used, 1 per customer" (or "No code"). */
export function describeCode(
  p: Pick<AdminPromotion, 'code' | 'redemptionCount' | 'totalLimit' | 'perCustomerLimit' | 'firstOrderOnly'>,
): string {
  if (!p.code) return 'No code';
  const used = p.totalLimit ? `${p.redemptionCount} of ${p.totalLimit} used` : `${p.redemptionCount} used`;
  const limits = [
    p.perCustomerLimit ? `${p.perCustomerLimit} per customer` : null,
    p.firstOrderOnly ? 'first order only' : null,
  ].filter(Boolean);
  return [`${p.code} · ${used}`, ...limits].join(', ');
}

/** A calendar date ('YYYY-MM-DD') `days` later. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A blank promotion for the create form: a percent sale from the store's today for 30 days. */
export function blankPromotion(today: string) {
  return {
    name: '',
    description: '',
    kind: 'percent' as PromotionKind,
    startsOn: today,
    endsOn: addDays(today, 30),
    selector: { categories: [], subCategories: [], brands: [], itemNumbers: [] },
    percent: 10,
    amount: null,
    tiers: [{ minQuantity: 6, percent: 10 }],
    threshold: null,
    code: '',
    firstOrderOnly: false,
    totalLimit: null,
    perCustomerLimit: null,
  };
}
