import { buildSnapshot } from './catalogue-snapshot';
import { itemRow } from './item-row.fixture';
import { words } from './search-text';
import { suggest } from './suggestions';

const BRANDS = [
  "Jack Daniel's",
  'Glenlivet',
  'Glenfiddich',
  'J Lohr',
  'Red Hook',
  'Redd Wine Co',
  'Beam',
  'Bärenjäger',
];
const CATEGORIES = [
  { mainCategory: 'Wine', subCategory1: 'Red Wine', finalCategory: 'Merlot' },
  { mainCategory: 'Wine', subCategory1: 'Rose Wine', finalCategory: 'Rosé' },
  { mainCategory: 'Liquor', subCategory1: 'Whiskey', finalCategory: 'Bourbon' },
  { mainCategory: 'Beer', subCategory1: 'Beer', finalCategory: 'Red Ale' },
];

function snapshot() {
  const rows = [];
  for (let id = 1; id <= 60; id++)
    rows.push(
      itemRow(
        id,
        {},
        { ...CATEGORIES[id % CATEGORIES.length], itemName: `Bottle ${id}`, brand: BRANDS[id % 7 ? id % 8 : 0] },
      ),
    );
  return buildSnapshot(1, 0, rows, '2026-01-15');
}

/** Brands and categories as a scan of every one of them finds them: each typed word starts one of its words. */
function scanned(names: Array<{ name: string; count: number }>, text: string, n: number) {
  const typed = words(text);
  const fits = (name: string) => typed.every((t) => words(name).some((w) => w.startsWith(t)));
  return names
    .filter((e) => fits(e.name))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1))
    .slice(0, n)
    .map((e) => e.name);
}

/** Every brand and category with its listed products, counted from the products themselves. */
function everything(snap: ReturnType<typeof snapshot>) {
  const brands = new Map<string, { name: string; count: number }>();
  const categories = new Map<string, { name: string; count: number }>();
  const count = (map: typeof brands, name: string) => {
    const e = map.get(name.toLowerCase()) ?? { name, count: 0 };
    e.count++;
    map.set(name.toLowerCase(), e);
  };
  for (const p of snap.products) {
    count(brands, p.content.brand);
    const c = p.content;
    for (const name of new Set([c.mainCategory, c.group, c.subCategory].map((x) => x.toLowerCase())))
      count(
        categories,
        [c.mainCategory, c.group, c.subCategory].find((x) => x.toLowerCase() === name)!,
      );
  }
  return { brands: [...brands.values()], categories: [...categories.values()] };
}

describe('suggest: brands and categories by the start of their words', () => {
  it('finds what a scan of every brand and category finds, for word starts of one to four letters', () => {
    const snap = snapshot();
    const none = () => [];
    const known = everything(snap);
    const vocabulary = new Set<string>();
    for (const e of [...known.brands, ...known.categories]) for (const w of words(e.name)) vocabulary.add(w);
    const texts = [...vocabulary].flatMap((w) => [1, 2, 3, 4].map((n) => w.slice(0, n)));
    texts.push('red w', 'r w', 'j l', 'gl f', 'w r', 'jack d', 'bar');
    let found = 0;
    for (const text of texts) {
      const s = suggest(snap, text, none, { products: 0, brands: 3, categories: 3 });
      if (text.replace(/\s+/g, '').length < 2) {
        expect(s).toEqual({ products: [], brands: [], categories: [] });
        continue;
      }
      found += s.brands.length + s.categories.length;
      expect({ text, brands: s.brands.map((b) => b.name) }).toEqual({ text, brands: scanned(known.brands, text, 3) });
      expect({ text, categories: s.categories.map((c) => c.name) }).toEqual({
        text,
        categories: scanned(known.categories, text, 3),
      });
    }
    expect(found).toBeGreaterThan(50);
    expect(suggest(snap, 'j l', none).brands.map((b) => b.name)).toEqual(['J Lohr']);
    expect(suggest(snap, 'red w', none).categories.map((c) => c.name)).toEqual(['Red Wine']);
    expect(suggest(snap, 'bar', none).brands.map((b) => b.name)).toEqual(['Bärenjäger']);
  });
});
