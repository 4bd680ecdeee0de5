/**
 * The shop's menu taxonomy and category colour themes (spec 9: fixed themes for beer, wine, liquor,
 * extras and soda; menu categories matched by lower-cased name). Shared by the server (menu,
 * demo catalogue, label art) and the front ends (`@domain/catalogue`). No framework imports.
 *
 * Three levels: main category (Wine) -> sub-category group (Red Wine) -> item (Cabernet Sauvignon).
 * A product's `subCategory` is the item level; the storefront routes use
 * /products/{mainCategory or item}/{item}.
 */
export interface MenuGroup {
  name: string;
  items: string[];
}

export interface MenuCategoryDef {
  name: string;
  theme: ThemeKey;
  groups: MenuGroup[];
}

export type ThemeKey = 'wine' | 'beer' | 'liquor' | 'extras' | 'soda';

export const MENU_TAXONOMY: MenuCategoryDef[] = [
  {
    name: 'Wine',
    theme: 'wine',
    groups: [
      {
        name: 'Red Wine',
        items: [
          'Cabernet Sauvignon',
          'Merlot',
          'Pinot Noir',
          'Syrah',
          'Malbec',
          'Zinfandel',
          'Sangiovese',
          'Tempranillo',
          'Nebbiolo',
          'Red Blend',
        ],
      },
      {
        name: 'White Wine',
        items: [
          'Chardonnay',
          'Sauvignon Blanc',
          'Pinot Grigio',
          'Riesling',
          'Moscato',
          'Chenin Blanc',
          'Albariño',
          'White Blend',
        ],
      },
      { name: 'Rosé Wine', items: ['Rosé'] },
      { name: 'Sparkling Wine', items: ['Champagne', 'Prosecco', 'Cava', 'Sparkling Wine'] },
      { name: 'Dessert & Fortified', items: ['Port', 'Sherry', 'Dessert Wine'] },
    ],
  },
  {
    name: 'Beer',
    theme: 'beer',
    groups: [
      { name: 'Ales', items: ['IPA', 'Pale Ale', 'Amber Ale', 'Wheat Beer', 'Sour Ale'] },
      { name: 'Lagers', items: ['Lager', 'Pilsner', 'Light Lager', 'Mexican Lager'] },
      { name: 'Dark Beer', items: ['Stout', 'Porter'] },
      { name: 'Cider & Seltzer', items: ['Hard Cider', 'Hard Seltzer'] },
    ],
  },
  {
    name: 'Liquor',
    theme: 'liquor',
    groups: [
      { name: 'Spirits', items: ['Vodka', 'Whiskey', 'Tequila', 'Rum', 'Gin', 'Brandy', 'Liqueur', 'Sake'] },
      { name: 'Ready To Drink', items: ['Ready To Drink Cocktails'] },
    ],
  },
  {
    name: 'Extras',
    theme: 'extras',
    groups: [{ name: 'Mixers', items: ['Mixers & Bitters', 'Olives & Pickled Veggies'] }],
  },
  {
    name: 'Soda',
    theme: 'soda',
    groups: [
      { name: 'Soft Drinks', items: ['Cola', 'Lemon-Lime', 'Ginger Ale & Beer', 'Root Beer', 'Fruit Soda'] },
      { name: 'Sparkling Water', items: ['Sparkling Water', 'Tonic & Club Soda'] },
    ],
  },
];

/** Colours per category theme: page background, text, accent (label art, cards, menu). */
export const CATEGORY_THEMES: Record<ThemeKey, { background: string; color: string; accent: string; light: string }> = {
  wine: { background: '#5b1a2b', color: '#fdf3e7', accent: '#c9a227', light: '#f6e9e4' },
  beer: { background: '#b8660b', color: '#fff8e6', accent: '#3b2a14', light: '#fbf0d9' },
  liquor: { background: '#1d3557', color: '#f1f5fb', accent: '#c08a3e', light: '#e6edf6' },
  extras: { background: '#3d6b35', color: '#f3f8ee', accent: '#d4a017', light: '#eaf3e4' },
  soda: { background: '#c8283c', color: '#fff4f5', accent: '#1b8a9a', light: '#fde8eb' },
};

/** The theme of a main category, matched by lower-cased name (spec 9); liquor when unknown. */
export function themeFor(mainCategory: string | null | undefined): ThemeKey {
  const key = String(mainCategory ?? '')
    .trim()
    .toLowerCase();
  const found = MENU_TAXONOMY.find((c) => c.name.toLowerCase() === key);
  return found ? found.theme : 'liquor';
}

/** Where an item (e.g. 'Vodka') sits in the menu: its main category and group, if known. */
export function locateMenuItem(item: string): { category: string; group: string } | undefined {
  const key = item.trim().toLowerCase();
  for (const c of MENU_TAXONOMY) {
    for (const g of c.groups) {
      if (g.items.some((i) => i.toLowerCase() === key)) return { category: c.name, group: g.name };
    }
  }
  return undefined;
}
