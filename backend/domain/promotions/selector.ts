/** Which items a promotion's selector matches (issue 13): one rule for the quote, the offer page and the badges. */
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

function listMatches(list: readonly string[] | undefined, value: string | null | undefined): boolean {
  if (!list || list.length === 0) return true;
  const v = norm(value);
  return v !== '' && list.some((x) => norm(x) === v);
}

/** Every non-empty list of the selector matches the item (case-insensitive); an empty selector matches every item. */
export function selectorMatches(selector: PromotionSelector, item: SelectableItem): boolean {
  return (
    listMatches(selector.categories, item.category) &&
    listMatches(selector.subCategories, item.subCategory) &&
    listMatches(selector.brands, item.brand) &&
    listMatches(selector.itemNumbers, item.itemNumber)
  );
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
