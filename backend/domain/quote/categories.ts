/** The storefront's departments (spec 9: fixed colour themes for beer, wine, liquor, extras and soda). */
export const CATEGORIES = ['Wine', 'Beer', 'Liquor', 'Extras', 'Soda'] as const;
export type Category = (typeof CATEGORIES)[number];

/** How a shopper reads a category in a sentence ("Spirits can only be shipped within Iowa."). */
const LABELS: Record<Category, string> = {
  Wine: 'Wine',
  Beer: 'Beer',
  Liquor: 'Spirits',
  Extras: 'Extras',
  Soda: 'Soda',
};

/** 'liquor ' -> 'Liquor'; null for anything else. */
export function categoryOf(value: string | null | undefined): Category | null {
  const v = String(value ?? '')
    .trim()
    .toLowerCase();
  return CATEGORIES.find((c) => c.toLowerCase() === v) ?? null;
}

export function categoryLabel(category: Category): string {
  return LABELS[category];
}
