/** Which items a promotion's selector matches: one rule for the quote, the offer page and the badges. */
import type { PromotionSelector } from './types';

export interface SelectableItem {
  itemNumber: string;
  category?: string | null;
  subCategory?: string | null;
  brand?: string | null;
}

const norm = (v: string | null | undefined) =>
  String(v ?? '')
    .trim()
    .toLowerCase();

/** Every non-empty list of the selector matches the item (case-insensitive); an empty selector matches every item. */
export function selectorMatches(selector: PromotionSelector, item: SelectableItem): boolean {
  return selectorMatcher(selector)(selectorKeys(item));
}

/** An item's values as selectors compare them (trimmed, lower case), worked out once for many selectors. */
export interface SelectorKeys {
  category: string;
  subCategory: string;
  brand: string;
  itemNumber: string;
}

export function selectorKeys(item: SelectableItem): SelectorKeys {
  return {
    category: norm(item.category),
    subCategory: norm(item.subCategory),
    brand: norm(item.brand),
    itemNumber: norm(item.itemNumber),
  };
}

/** A selector with its lists as sets of compared values (null: an empty list, matching all). */
export type SelectorMatcher = (keys: SelectorKeys) => boolean;

const listSet = (list: readonly string[] | undefined): Set<string> | null =>
  !list || list.length === 0 ? null : new Set(list.map(norm));
const inList = (set: Set<string> | null, v: string) => set === null || (v !== '' && set.has(v));

const matchers = new WeakMap<PromotionSelector, SelectorMatcher>();

/**
 * The selector rule, prepared once per selector object (a store's promotions are kept in memory, so
 * their selectors are prepared once, not on every quote; `selectorMatches` is it for one item).
 * Selectors are not changed once made (cleanSelector makes new ones).
 */
export function selectorMatcher(selector: PromotionSelector): SelectorMatcher {
  let m = matchers.get(selector);
  if (!m) matchers.set(selector, (m = prepareMatcher(selector)));
  return m;
}

function prepareMatcher(selector: PromotionSelector): SelectorMatcher {
  const categories = listSet(selector.categories);
  const subCategories = listSet(selector.subCategories);
  const brands = listSet(selector.brands);
  const itemNumbers = listSet(selector.itemNumbers);
  return (k) =>
    inList(categories, k.category) &&
    inList(subCategories, k.subCategory) &&
    inList(brands, k.brand) &&
    inList(itemNumbers, k.itemNumber);
}

/**
 * Which of many selectors match an item, without trying each: every selector is filed under the
 * values of one of its non-empty lists (the most selective first: item numbers, brands,
 * sub-categories, categories), or under "any item" when all are empty. An item's candidates are the
 * selectors filed under its own values; the full rule (selectorMatcher) then decides on each. The
 * answer is the matching selectors' positions, ascending.
 */
export function selectorIndex(selectors: readonly PromotionSelector[]): (keys: SelectorKeys) => number[] {
  const fields = ['itemNumbers', 'brands', 'subCategories', 'categories'] as const;
  const keyOf = {
    itemNumbers: 'itemNumber',
    brands: 'brand',
    subCategories: 'subCategory',
    categories: 'category',
  } as const;
  const filed = fields.map(() => new Map<string, number[]>());
  const anyItem: number[] = [];
  const matchers = selectors.map(selectorMatcher);
  selectors.forEach((selector, k) => {
    const f = fields.findIndex((name) => (selector[name]?.length ?? 0) > 0);
    if (f === -1) return anyItem.push(k);
    for (const value of new Set(selector[fields[f]]!.map(norm))) {
      const list = filed[f].get(value);
      if (list) list.push(k);
      else filed[f].set(value, [k]);
    }
  });
  return (keys) => {
    const found: number[] = [];
    for (const k of anyItem) if (matchers[k](keys)) found.push(k);
    for (let f = 0; f < fields.length; f++) {
      const value = keys[keyOf[fields[f]]];
      if (value === '') continue;
      for (const k of filed[f].get(value) ?? []) if (matchers[k](keys)) found.push(k);
    }
    return found.sort((a, b) => a - b);
  };
}

/** The selector cleaned: lists trimmed, without blanks and duplicates (case-insensitive). */
export function cleanSelector(selector: PromotionSelector | null | undefined): Required<PromotionSelector> {
  const clean = (list: unknown): string[] => {
    if (!Array.isArray(list)) return [];
    const seen = new Set<string>();
    const out: string[] = [];
    for (const v of list) {
      const s = String(v ?? '').trim();
      if (s && !seen.has(s.toLowerCase())) {
        seen.add(s.toLowerCase());
        out.push(s);
      }
    }
    return out;
  };
  return {
    categories: clean(selector?.categories),
    subCategories: clean(selector?.subCategories),
    brands: clean(selector?.brands),
    itemNumbers: clean(selector?.itemNumbers),
  };
}
