/**
 * A store's listing summary (what PostgreSQL answers a cold store's category listings from), made
 * from a whole snapshot: one row per listed product with the numbers runListing filters, counts
 * and sorts by (its listing columns, its places in the three orders, its category tokens), and the
 * snapshot's facet texts by number. Everything is read off the snapshot the warm path answers
 * from, so both paths work from the same derived values.
 */
import type { CatalogueSnapshot } from '../catalogue-snapshot';
import { columnsOf } from '../listing-columns';
import { IN_STOCK, ON_SALE } from '../listing-columns';
import type { FacetDictionary } from '../facet-dictionary';
import { searchImageOf } from './search-image';

/** Facet kinds as stored (catalogue_facet.kind). */
export const FACET = {
  type: 't',
  country: 'n',
  brand: 'b',
  category: 'c',
  sizeKey: 'z',
  sizeShown: 'w',
} as const;

/** The summary's product rows, column by column (for one INSERT ... SELECT FROM unnest). */
export interface SummaryRows {
  namePos: number[];
  pricePos: number[];
  newestPos: number[];
  /** Name order with equal names sharing a rank, and creation time: a search listing's tie orders. */
  nameRank: number[];
  created: number[];
  price: number[];
  sub: number[];
  grp: number[];
  country: number[];
  brand: number[];
  onSale: boolean[];
  inStock: boolean[];
  /** Integer arrays as PostgreSQL array literals ('{1,2}'). */
  tokens: string[];
  sizeKeys: string[];
  sizeShown: string[];
  itemIds: string[];
}

/** The summary's facet rows, column by column. */
export interface SummaryFacets {
  kind: string[];
  id: number[];
  key: string[];
  value: string[];
  isItem: boolean[];
}

export interface Summary {
  rows: SummaryRows;
  facets: SummaryFacets;
  /** The store's search (search-image.ts). */
  searchImage: Buffer;
}

const literal = (values: ArrayLike<number>) => `{${Array.prototype.join.call(values, ',')}}`;

/**
 * The summary of a whole snapshot (not a partial one: its rows would be a few products only), with
 * the store's sales by product key for its search order.
 */
export function summaryOf(snap: CatalogueSnapshot, sales?: ReadonlyMap<string, number>): Summary {
  if (snap.partial) throw new Error('A listing summary is made from a whole snapshot.');
  const cols = columnsOf(snap);
  const place = (list: readonly { at: number }[]) => {
    const at = new Int32Array(snap.all.length);
    list.forEach((p, k) => (at[p.at] = k));
    return at;
  };
  const pricePlace = place(snap.sorted.priceAsc);
  const newestPlace = place(snap.sorted.newest);
  const tokenIds = new Map<string, number>();
  const tokenOf = (token: string) => {
    let id = tokenIds.get(token);
    if (id === undefined) tokenIds.set(token, (id = tokenIds.size));
    return id;
  };
  const rows: SummaryRows = {
    namePos: [],
    pricePos: [],
    newestPos: [],
    nameRank: [],
    created: [],
    price: [],
    sub: [],
    grp: [],
    country: [],
    brand: [],
    onSale: [],
    inStock: [],
    tokens: [],
    sizeKeys: [],
    sizeShown: [],
    itemIds: [],
  };
  const itemTypes = new Set<number>();
  snap.products.forEach((p, k) => {
    const i = p.at;
    itemTypes.add(cols.sub[i]);
    rows.namePos.push(k);
    rows.pricePos.push(pricePlace[i]);
    rows.newestPos.push(newestPlace[i]);
    rows.nameRank.push(cols.nameRank[i]);
    rows.created.push(cols.created[i]);
    rows.price.push(cols.price[i]);
    rows.sub.push(cols.sub[i]);
    rows.grp.push(cols.group[i]);
    rows.country.push(cols.country[i]);
    rows.brand.push(cols.brand[i]);
    rows.onSale.push((cols.flags[i] & ON_SALE) !== 0);
    rows.inStock.push((cols.flags[i] & IN_STOCK) !== 0);
    // The tokens byCategoryToken files the product under (blank ones are not tokens).
    const tokens = [...new Set([p.lc.main, p.lc.group, p.lc.sub].filter(Boolean))];
    rows.tokens.push(literal(tokens.map(tokenOf)));
    rows.sizeKeys.push(literal(cols.sizeKey.subarray(cols.sizeStart[i], cols.sizeStart[i + 1])));
    rows.sizeShown.push(literal(cols.sizeShown.subarray(cols.sizeStart[i], cols.sizeStart[i + 1])));
    rows.itemIds.push(literal(p.items.map((r) => r.id)));
  });
  const facets: SummaryFacets = { kind: [], id: [], key: [], value: [], isItem: [] };
  const add = (kind: string, id: number, key: string, value: string, isItem = false) => {
    facets.kind.push(kind);
    facets.id.push(id);
    facets.key.push(key);
    facets.value.push(value);
    facets.isItem.push(isItem);
  };
  const addDictionary = (kind: string, dict: FacetDictionary, items?: Set<number>) =>
    dict.keys.forEach((key, id) => add(kind, id, key, dict.values[id], items?.has(id)));
  addDictionary(FACET.type, snap.dict.types, itemTypes);
  addDictionary(FACET.country, snap.dict.countries);
  addDictionary(FACET.brand, snap.dict.brands);
  for (const [token, id] of tokenIds) add(FACET.category, id, token, token);
  cols.sizeKeys.forEach((key, id) => add(FACET.sizeKey, id, key, key));
  cols.shownTexts.forEach((text, id) => add(FACET.sizeShown, id, text, text));
  return { rows, facets, searchImage: searchImageOf(snap, sales) };
}
