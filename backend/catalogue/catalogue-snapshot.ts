/**
 * One store's catalogue in memory: its items grouped into customer products (spec 3 Product with
 * itemBySize), with the derived values listing needs (displayPrice, facets, sort keys) computed once.
 * Built from one query; rebuilt when the catalogue changes (see CatalogueService).
 */
import { displayPriceCents, itemBySize } from '../domain/pricing';
import type { CatalogueProduct, ItemRow, OrderFields, ProductContent } from './catalogue-product';
import { contentOf, norm, normName, productKey, ratingOf, representative } from './product-content';
import type { SearchIndex } from './search-index';
import { CatalogueDictionaries, newDictionaries } from './facet-dictionary';
import type { ListingColumns } from './listing-columns';

type OrderSource = Pick<ItemRow, 'itemDescription' | 'mainCategory' | 'subCategory' | 'brand' | 'imageHash'>;
type OrderMaster = Pick<
  NonNullable<ItemRow['bev']>,
  'itemName' | 'mainCategory' | 'subCategory1' | 'finalCategory' | 'brand' | 'imageHash'
>;

/** An item's OrderFields from its own row, its stored size and its master beverage (null: unmapped). */
export function orderFields(item: OrderSource, size: string, bev: OrderMaster | null): OrderFields {
  if (!bev) {
    const { itemDescription: name, mainCategory: category, subCategory, brand, imageHash } = item;
    return { name, size, category, subCategory, brand, imageHash };
  }
  return {
    name: bev.itemName || item.itemDescription,
    size,
    category: bev.mainCategory || item.mainCategory,
    subCategory: bev.finalCategory || bev.subCategory1 || item.subCategory,
    brand: bev.brand || item.brand,
    imageHash: bev.imageHash ?? item.imageHash,
  };
}

export interface CatalogueSnapshot {
  storeId: number;
  storeTaxPercent: number;
  today: string;
  builtAt: number;
  /** Unique per snapshot built in this process (cache keys). */
  generation: number;
  /** A partial snapshot read for one request of a cold store: the store's change version then. */
  coldVersion?: string;
  /** True for a partial snapshot (a cold store's items one request depends on, see cold-query.ts). */
  partial?: boolean;
  /** Listed products in name order. */
  products: CatalogueProduct[];
  byItemNumber: Map<string, CatalogueProduct>;
  byItemId: Map<number, CatalogueProduct>;
  /** Listed products per lower-cased main category, group or item name. */
  byCategoryToken: Map<string, CatalogueProduct[]>;
  /** Listed products sorted for each sort order (ascending price, newest first). */
  sorted: { priceAsc: CatalogueProduct[]; newest: CatalogueProduct[] };
  /** Listing orders (positions in `all`) per category token and sort, filled on first use. */
  orderMemo: Map<string, Int32Array>;
  /** The listing's per-product numbers as typed arrays (listing-columns.ts), built on first use. */
  columns?: ListingColumns;
  /** Every product, listed or not (for incremental refreshes), and by product key. */
  all: CatalogueProduct[];
  byKey: Map<string, CatalogueProduct>;
  /** Built on the first search. */
  searchIndex?: SearchIndex;
  /** Facet numbering, shared with refreshed snapshots. */
  dict: CatalogueDictionaries;
  /** Estimated heap bytes of the product views memoised so far (snapshot-size.ts), carried by refreshes. */
  viewBytes: number;
  /** What the catalogue cache counts for this snapshot: its size before views, and its views then (CatalogueService). */
  counted?: { base: number; views: number };
}

/**
 * The item whose master content a product shows: the lowest id, so it does not change when sizes
 * sell out or go on sale (the shown face, `rep`, may).
 */
function contentItem(items: ItemRow[]): ItemRow {
  return items.reduce((a, b) => (b.id < a.id ? b : a));
}

function makeProduct(
  at: number,
  key: string,
  items: ItemRow[],
  content: ProductContent,
  today: string,
  dict: CatalogueDictionaries,
): CatalogueProduct {
  const rep = representative(items, today);
  const allVariants = itemBySize(items, today);
  const listedVariants = allVariants.filter((v) => v.isAvailable && v.currentPrice > 0);
  const display = displayPriceCents(items, today);
  // Sales as the shopper sees them: on the sizes shown (duplicates removed), not on hidden copies.
  let bestDiscount = 0;
  for (const v of listedVariants) {
    if (v.onSale && v.regularPrice > 0)
      bestDiscount = Math.max(bestDiscount, Math.round((1 - v.currentPrice / v.regularPrice) * 100));
  }
  return {
    key,
    at,
    items,
    rep,
    content,
    listedVariants,
    allVariants,
    listed: display > 0,
    displayPriceCents: display,
    onSale: listedVariants.some((v) => v.onSale),
    bestDiscount,
    createdMs: Math.max(...items.map((i) => i.createdMs)),
    rating: ratingOf(content.specialRating),
    ...facets(content, dict, normName(contentItem(items), content)),
    ranking: undefined,
    views: {},
  };
}

/** Lower-cased facet texts (one shared copy each) and their numbers. */
function facets(
  content: ProductContent,
  dict: CatalogueDictionaries,
  name = norm(content.name),
): Pick<CatalogueProduct, 'lc' | 'ids'> {
  const sub = dict.types.id(content.subCategory);
  const group = dict.types.id(content.group);
  const country = dict.countries.id(content.country);
  const brand = dict.brands.id(content.brand);
  return {
    lc: {
      main: dict.other.keys[dict.other.id(content.mainCategory)],
      group: dict.types.keys[group],
      sub: dict.types.keys[sub],
      brand: dict.brands.keys[brand],
      country: dict.countries.keys[country],
      name,
      winery: dict.other.keys[dict.other.id(content.winery)],
    },
    ids: { sub, group, country, brand },
  };
}

const byName = (a: CatalogueProduct, b: CatalogueProduct) =>
  a.lc.name < b.lc.name ? -1 : a.lc.name > b.lc.name ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;

let generations = 0;

/** The lookups and orders over a set of products. */
function assemble(
  storeId: number,
  storeTaxPercent: number,
  today: string,
  all: CatalogueProduct[],
  dict: CatalogueDictionaries,
): CatalogueSnapshot {
  const byItemNumber = new Map<string, CatalogueProduct>();
  const byItemId = new Map<number, CatalogueProduct>();
  const byKey = new Map<string, CatalogueProduct>();
  for (const p of all) {
    byKey.set(p.key, p);
    for (const i of p.items) {
      byItemNumber.set(i.itemNumber.toLowerCase(), p);
      byItemId.set(i.id, p);
    }
  }
  const products = all.filter((p) => p.listed).sort(byName);
  const byCategoryToken = new Map<string, CatalogueProduct[]>();
  const add = (token: string, p: CatalogueProduct) => {
    if (!token) return;
    const list = byCategoryToken.get(token);
    if (list) {
      if (list[list.length - 1] !== p) list.push(p);
    } else byCategoryToken.set(token, [p]);
  };
  for (const p of products) {
    add(p.lc.main, p);
    add(p.lc.group, p);
    add(p.lc.sub, p);
  }
  const priceAsc = [...products].sort((a, b) => a.displayPriceCents - b.displayPriceCents || byName(a, b));
  const newest = [...products].sort((a, b) => b.createdMs - a.createdMs || byName(a, b));
  return {
    storeId,
    storeTaxPercent,
    today,
    builtAt: Date.now(),
    generation: ++generations,
    products,
    byItemNumber,
    byItemId,
    byCategoryToken,
    sorted: { priceAsc, newest },
    orderMemo: new Map(),
    all,
    byKey,
    dict,
    viewBytes: 0,
  };
}

/** Store items grouped into products (by product key), in the order first met. */
function groupRows(rows: ItemRow[]): Map<string, ItemRow[]> {
  const groups = new Map<string, ItemRow[]>();
  for (const row of rows) {
    const key = productKey(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** Makes the next product of `all` from its items (whose master content then lives once, on the product). */
function addProduct(
  all: CatalogueProduct[],
  key: string,
  items: ItemRow[],
  today: string,
  dict: CatalogueDictionaries,
): void {
  all.push(makeProduct(all.length, key, items, contentOf(contentItem(items)), today, dict));
  // The master content now lives once on the product: drop the per-size copies (memory).
  for (const i of items) i.bev = null;
}

export function buildSnapshot(
  storeId: number,
  storeTaxPercent: number,
  rows: ItemRow[],
  today: string,
): CatalogueSnapshot {
  const dict = newDictionaries();
  const all: CatalogueProduct[] = [];
  for (const [key, items] of groupRows(rows)) addProduct(all, key, items, today, dict);
  return assemble(storeId, storeTaxPercent, today, all, dict);
}

/** Products made between two turns of the event loop by buildSnapshotInSlices. */
export const PRODUCTS_PER_SLICE = 250;

/**
 * buildSnapshot in slices of PRODUCTS_PER_SLICE products, giving the event loop a turn between
 * them: a store's build (hundreds of milliseconds for thousands of products) then never holds up
 * the requests of the stores already in memory for more than a slice.
 */
export async function buildSnapshotInSlices(
  storeId: number,
  storeTaxPercent: number,
  rows: ItemRow[],
  today: string,
): Promise<CatalogueSnapshot> {
  const dict = newDictionaries();
  const all: CatalogueProduct[] = [];
  for (const [key, items] of groupRows(rows)) {
    addProduct(all, key, items, today, dict);
    if (all.length % PRODUCTS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return assemble(storeId, storeTaxPercent, today, all, dict);
}

/**
 * A new snapshot with some items changed (price, stock, availability, sale), re-deriving only
 * their products and the orders; undefined when the change needs a full rebuild (an item added,
 * removed, renumbered or moved to another product, or another day).
 */
export function refreshSnapshot(
  snap: CatalogueSnapshot,
  changed: ItemRow[],
  changedIds: ReadonlySet<number>,
  today: string,
): CatalogueSnapshot | undefined {
  if (snap.today !== today || changed.length !== changedIds.size) return undefined;
  const touched = new Map<CatalogueProduct, ItemRow[]>();
  for (const row of changed) {
    const p = snap.byItemId.get(row.id);
    const old = p?.items.find((i) => i.id === row.id);
    if (!p || !old || old.itemNumber !== row.itemNumber || productKey(row) !== p.key) return undefined;
    const items = touched.get(p) ?? [...p.items];
    items[items.findIndex((i) => i.id === row.id)] = row;
    touched.set(p, items);
  }
  const replaced = new Map<CatalogueProduct, CatalogueProduct>();
  let contentChanged = false;
  for (const [p, items] of touched) {
    const source = contentItem(items);
    const content = changedIds.has(source.id) ? contentOf(source) : p.content;
    if (content !== p.content) contentChanged = true;
    replaced.set(p, makeProduct(p.at, p.key, items, content, today, snap.dict));
    for (const i of items) i.bev = null;
  }
  const next = assemble(
    snap.storeId,
    snap.storeTaxPercent,
    today,
    snap.all.map((p) => replaced.get(p) ?? p),
    snap.dict,
  );
  // The search index holds product keys and words: still right unless some product's text changed.
  if (!contentChanged) next.searchIndex = snap.searchIndex;
  // The unchanged products keep their views (the changed ones' are counted until the next build).
  next.viewBytes = snap.viewBytes;
  return next;
}
