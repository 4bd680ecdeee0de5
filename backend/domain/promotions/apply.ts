/**
 * The discount arithmetic of promotions, integer cents, pure. The combination rule:
 *
 * 1. Item level (percent, amount, tiers): each line gets at most one promotion, the one that takes
 *    the most off it (a tie: the lower id). Mix-and-match tiers count the bottles (units x bottles
 *    per unit, as deposits count containers) of every line the selector matches; the best tier
 *    reached applies to each of them.
 * 2. Order level (threshold, free delivery): at most one, the one worth most to the shopper, judged
 *    on the goods after item-level discounts. A threshold amount is shared over the lines it covers
 *    in proportion to what is left of them (largest remainder, ties by item number), so tax stays
 *    per line on the discounted price. Free delivery waives the shipping or delivery fee.
 * 3. A line never goes below zero; deposits are never discounted (they are not part of a line here).
 * 4. A promotion with a code applies only when that code is given.
 *
 * The result does not depend on the order of the lines.
 */
import { formatDollars } from '../money';
import { categoryLabel, categoryOf } from '../quote/categories';
import { selectorIndex, selectorKeys, type SelectorKeys } from './selector';
import type { AppliedPromotion, PromotableLine, Promotion, PromotionResult, PromotionTier } from './types';
import { ITEM_LEVEL_KINDS } from './types';

export interface ApplyOptions {
  /** The promo code the shopper entered (case-insensitive), if any. */
  code?: string | null;
  /** What free delivery would save (the chosen shipping option or the zone's delivery fee; 0 for pickup). */
  feeCents?: number;
}

const lineTotal = (l: PromotableLine) => Math.max(0, l.priceCents) * Math.max(0, l.quantity);

/** The bottles a line holds: units x bottles per unit (a case of 12 is 12 bottles toward a tier). */
export function lineBottles(l: PromotableLine): number {
  const perUnit = Math.floor(l.containersPerUnit ?? 1);
  return Math.max(0, l.quantity) * (Number.isFinite(perUnit) && perUnit > 1 ? perUnit : 1);
}

export function codeMatches(p: Promotion, code: string | null | undefined): boolean {
  if (!p.code) return true;
  return !!code && code.trim().toLowerCase() === p.code.trim().toLowerCase();
}

/** The best tier reached with `bottles` matched bottles, or null. */
export function tierFor(tiers: readonly PromotionTier[] | null | undefined, bottles: number): PromotionTier | null {
  let best: PromotionTier | null = null;
  for (const t of tiers ?? []) if (bottles >= t.minQuantity && (!best || t.percent > best.percent)) best = t;
  return best;
}

const percentOf = (cents: number, percent: number) => Math.round((cents * Math.min(100, Math.max(0, percent))) / 100);

/** Cents one item-level promotion takes off one line (0 when it does not apply), never above the line. */
function itemLevelCents(p: Promotion, line: PromotableLine, matchedBottles: number): number {
  const total = lineTotal(line);
  let off = 0;
  if (p.kind === 'percent') off = percentOf(total, p.percent ?? 0);
  else if (p.kind === 'amount')
    off = Math.min(Math.max(0, line.priceCents), Math.max(0, p.amountCents ?? 0)) * Math.max(0, line.quantity);
  else if (p.kind === 'tiers') {
    const tier = tierFor(p.tiers, matchedBottles);
    off = tier ? percentOf(total, tier.percent) : 0;
  }
  return Math.min(total, Math.max(0, off));
}

/** Shares `amount` over `weights` (by key) in proportion, largest remainder first, ties by key. */
export function shareCents(amount: number, weights: ReadonlyMap<string, number>): Map<string, number> {
  const keys = [...weights.keys()].sort();
  const sum = keys.reduce((s, k) => s + weights.get(k)!, 0);
  const out = new Map<string, number>();
  if (sum <= 0 || amount <= 0) return out;
  const amt = Math.min(amount, sum);
  let given = 0;
  const rest: Array<{ k: string; frac: number }> = [];
  for (const k of keys) {
    const exact = (amt * weights.get(k)!) / sum;
    const base = Math.floor(exact);
    out.set(k, base);
    given += base;
    rest.push({ k, frac: exact - base });
  }
  rest.sort((a, b) => b.frac - a.frac || (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
  for (let i = 0; given < amt && i < rest.length; i++) {
    const k = rest[i].k;
    if (out.get(k)! < weights.get(k)!) {
      out.set(k, out.get(k)! + 1);
      given++;
    }
  }
  return out;
}

/** How a shopper reads a selector in a nudge: "wine", "whiskey or gin", "" (anything). */
export function selectorLabel(p: Promotion): string {
  const subs = p.selector.subCategories ?? [];
  if (subs.length) return subs.map((s) => s.toLowerCase()).join(' or ');
  const cats = p.selector.categories ?? [];
  return cats
    .map((c) => {
      const known = categoryOf(c);
      return (known ? categoryLabel(known) : c).toLowerCase();
    })
    .join(' or ');
}

/** "Add 2 more bottles of wine to save 10 %". */
export function nudgeText(missing: number, percent: number, label: string): string {
  return `Add ${missing} more ${missing === 1 ? 'bottle' : 'bottles'}${label ? ` of ${label}` : ''} to save ${percent} %`;
}

/** What applying a list of promotions with a code needs that does not depend on the cart. */
interface Plan {
  /** The usable promotions (code matched) in id order, with their prepared selectors. */
  byId: Promotion[];
  /** The positions in byId of the promotions whose selector matches an item's keys. */
  matching: (keys: SelectorKeys) => number[];
  /** The positions in byId of the item-level and of the order-level promotions. */
  itemLevel: number[];
  orderLevel: number[];
  /** Every promotion by id (the discount step names each line's promotions). */
  promotionById: Map<number, Promotion>;
}

/**
 * Per promotions list (a store's list in force is one array for the day, see PromotionsService),
 * its plan for the last code it was applied with. A list changed in place (other elements or
 * length) is planned afresh; promotions themselves are not changed once made.
 */
const plans = new WeakMap<readonly Promotion[], { code: string | null | undefined; items: Promotion[]; plan: Plan }>();

function planFor(promotions: readonly Promotion[], code: string | null | undefined): Plan {
  const kept = plans.get(promotions);
  if (kept && kept.code === code && sameElements(kept.items, promotions)) return kept.plan;
  const usable = promotions.filter((p) => codeMatches(p, code));
  const byId = [...usable].sort((a, b) => a.id - b.id);
  const plan: Plan = {
    byId,
    matching: selectorIndex(byId.map((p) => p.selector)),
    itemLevel: positions(byId, (p) => ITEM_LEVEL_KINDS.includes(p.kind)),
    orderLevel: positions(byId, (p) => !ITEM_LEVEL_KINDS.includes(p.kind)),
    promotionById: new Map(promotions.map((p) => [p.id, p])),
  };
  plans.set(promotions, { code, items: [...promotions], plan });
  return plan;
}

function positions<T>(list: readonly T[], keep: (item: T) => boolean): number[] {
  const out: number[] = [];
  list.forEach((item, k) => keep(item) && out.push(k));
  return out;
}

function sameElements<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Which promotions cover which lines (covered[k * n + i]: byId[k] covers line i) and the bottles
 * each covers (tiers and their nudges count bottles, not units sold); a line is matched only
 * against the few promotions filed under its values, and a line without units (its total is 0, it
 * takes nothing off) is not matched.
 */
interface Coverage {
  covers: (k: number, i: number) => boolean;
  bottles: number[];
}

function coverageOf(lines: readonly PromotableLine[], plan: Plan): Coverage {
  const n = lines.length;
  const covered = new Uint8Array(plan.byId.length * n);
  const bottles: number[] = plan.byId.map(() => 0);
  for (let i = 0; i < n; i++) {
    if (!(lines[i].quantity > 0)) continue;
    for (const k of plan.matching(selectorKeys(lines[i]))) {
      covered[k * n + i] = 1;
      bottles[k] += lineBottles(lines[i]);
    }
  }
  return { covers: (k, i) => covered[k * n + i] === 1, bottles };
}

/** Item level: each line's best promotion (a tie: the lower id), the cents it takes off, and each promotion's total. */
function itemLevelDiscounts(lines: readonly PromotableLine[], plan: Plan, cover: Coverage) {
  const lineCents = new Map<string, number>();
  const linePromotion = new Map<string, number>();
  const appliedCents = new Map<number, number>();
  lines.forEach((line, i) => {
    let best = 0;
    let bestId: number | null = null;
    for (const k of plan.itemLevel) {
      if (!cover.covers(k, i)) continue;
      const off = itemLevelCents(plan.byId[k], line, cover.bottles[k]);
      if (off > best) {
        best = off;
        bestId = plan.byId[k].id;
      }
    }
    if (bestId !== null) {
      lineCents.set(line.itemNumber, best);
      linePromotion.set(line.itemNumber, bestId);
      appliedCents.set(bestId, (appliedCents.get(bestId) ?? 0) + best);
    }
  });
  return { lineCents, linePromotion, appliedCents };
}

/** Order level: the one promotion worth most, on the goods left after item-level discounts, and its share per line. */
function bestOrderPromotion(
  lines: readonly PromotableLine[],
  plan: Plan,
  cover: Coverage,
  lineCents: ReadonlyMap<string, number>,
  feeCents: number,
): { promotion: Promotion | null; value: number; share: Map<string, number> } {
  const net = (l: PromotableLine) => lineTotal(l) - (lineCents.get(l.itemNumber) ?? 0);
  let best: { promotion: Promotion | null; value: number; share: Map<string, number> } = {
    promotion: null,
    value: 0,
    share: new Map(),
  };
  for (const k of plan.orderLevel) {
    const p = plan.byId[k];
    const coveredLines = lines.filter((_, i) => cover.covers(k, i));
    const base = coveredLines.reduce((s, l) => s + net(l), 0);
    if (base <= 0 || base < Math.max(0, p.thresholdCents ?? 0)) continue;
    const value = p.kind === 'threshold' ? Math.min(base, Math.max(0, p.amountCents ?? 0)) : Math.max(0, feeCents);
    if (value > best.value) {
      const share =
        p.kind === 'threshold'
          ? shareCents(value, new Map(coveredLines.map((l) => [l.itemNumber, net(l)])))
          : new Map();
      best = { promotion: p, value, share };
    }
  }
  return best;
}

/** "Add 2 more bottles of wine to save 10 %" for each tiered promotion with a next tier in reach. */
function tierNudges(plan: Plan, cover: Coverage): string[] {
  const nudges: string[] = [];
  for (const k of plan.itemLevel) {
    const p = plan.byId[k];
    const have = cover.bottles[k];
    if (p.kind !== 'tiers' || have <= 0) continue;
    const current = tierFor(p.tiers, have)?.percent ?? 0;
    const next = [...(p.tiers ?? [])]
      .filter((t) => t.minQuantity > have && t.percent > current)
      .sort((a, b) => a.minQuantity - b.minQuantity)[0];
    if (next) nudges.push(nudgeText(next.minQuantity - have, next.percent, selectorLabel(p)));
  }
  return nudges;
}

const appliedOf = (p: Promotion, amountCents: number): AppliedPromotion => ({
  id: p.id,
  name: p.name,
  kind: p.kind,
  code: p.code ?? null,
  amountCents,
});

export function applyPromotions(
  lines: readonly PromotableLine[],
  promotions: readonly Promotion[],
  options: ApplyOptions = {},
): PromotionResult {
  const plan = planFor(promotions, options.code);
  const cover = coverageOf(lines, plan);
  const { lineCents, linePromotion, appliedCents } = itemLevelDiscounts(lines, plan, cover);
  const order = bestOrderPromotion(lines, plan, cover, lineCents, options.feeCents ?? 0);
  for (const [k, v] of order.share) lineCents.set(k, (lineCents.get(k) ?? 0) + v);

  const applied: AppliedPromotion[] = [];
  for (const k of plan.itemLevel) {
    const cents = appliedCents.get(plan.byId[k].id);
    if (cents) applied.push(appliedOf(plan.byId[k], cents));
  }
  if (order.promotion) applied.push(appliedOf(order.promotion, order.value));

  return {
    lineCents,
    linePromotion,
    orderLineCents: order.share,
    orderPromotion: order.promotion,
    freeDelivery: order.promotion?.kind === 'free_delivery',
    applied,
    nudges: tierNudges(plan, cover),
  };
}

/** The shopper's short badge: "10 % off 6+", "20 % off", "$2.00 off", "$10.00 off over $75.00", "Free delivery over $50.00". */
export function promotionBadge(p: Promotion): string {
  if (p.kind === 'percent') return `${p.percent ?? 0} % off`;
  if (p.kind === 'amount') return `${formatDollars(p.amountCents ?? 0)} off`;
  if (p.kind === 'tiers') {
    const first = [...(p.tiers ?? [])].sort((a, b) => a.minQuantity - b.minQuantity)[0];
    return first ? `${first.percent} % off ${first.minQuantity}+` : '';
  }
  if (p.kind === 'threshold')
    return `${formatDollars(p.amountCents ?? 0)} off over ${formatDollars(p.thresholdCents ?? 0)}`;
  return p.thresholdCents ? `Free delivery over ${formatDollars(p.thresholdCents)}` : 'Free delivery';
}

/** The quote's discount step for a store's promotions in force (and the code the shopper entered). */
export function promotionsStep(
  promotions: readonly Promotion[],
  code?: string | null,
): (lines: readonly PromotableLine[], ctx: { feeCents: number }) => DiscountResultLike {
  return (lines, ctx) => {
    const r = applyPromotions(lines, promotions, { code, feeCents: ctx.feeCents });
    const byId = planFor(promotions, code).promotionById;
    const named = (p: Promotion | undefined, id: number) => ({ id, name: p?.name ?? '', code: p?.code ?? null });
    return {
      lineCents: r.lineCents,
      linePromotion: new Map([...r.linePromotion].map(([item, id]) => [item, named(byId.get(id), id)])),
      orderCents: [...r.orderLineCents.values()].reduce((s, v) => s + v, 0),
      orderLineCents: r.orderLineCents,
      orderPromotion: r.orderPromotion ? named(r.orderPromotion, r.orderPromotion.id) : null,
      freeDelivery: r.freeDelivery,
      applied: r.applied,
      nudges: r.nudges,
    };
  };
}

interface NamedPromotion {
  id: number;
  name: string;
  code: string | null;
}

interface DiscountResultLike {
  lineCents: ReadonlyMap<string, number>;
  linePromotion: ReadonlyMap<string, NamedPromotion>;
  orderCents: number;
  orderLineCents: ReadonlyMap<string, number>;
  orderPromotion: NamedPromotion | null;
  freeDelivery: boolean;
  applied: AppliedPromotion[];
  nudges: string[];
}
