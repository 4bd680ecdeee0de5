/**
 * What a listing runs over (listing.ts): the listing columns of a store's listed products, their
 * facet dictionaries, and the listing orders and category memberships by position. A store in
 * memory lends its snapshot's (snapshotSource); a cold store's kept listing image
 * (summary/listing-image.ts) carries the same values, written from a whole snapshot, so both run
 * the one scan.
 */
import type { ListingSort } from '../domain/api/catalogue';
import type { CatalogueProduct } from './catalogue-product';
import type { CatalogueSnapshot } from './catalogue-snapshot';
import type { FacetDictionary } from './facet-dictionary';
import { columnsOf, ListingColumns } from './listing-columns';

export interface ListingSource {
  readonly columns: ListingColumns;
  readonly dict: {
    readonly types: FacetDictionary;
    readonly countries: FacetDictionary;
    readonly brands: FacetDictionary;
  };
  /**
   * Which type names are menu items (Vodka, Prosecco): by number and by compared name. A name that
   * is both a group and an item ('Sparkling Wine') means the item, so its count and its filter
   * agree; a group name that is no item's name ('Red Wine') still selects the whole group.
   */
  itemTypes(): { ids: Uint8Array; names: Set<string> };
  /** Flags by position: the listed products filed under a category token. */
  inCategory(token: string): Uint8Array;
  /** Positions of the listed products (in a category token when given) in the order of `sort`. */
  order(token: string | undefined, sort: ListingSort): Int32Array;
  /** The product at a position, where the source holds products (a snapshot; collections, vineyards). */
  productAt?(at: number): CatalogueProduct;
}

/** A store's listed products in `sort` order as a source keeps them: ascending price, newest, or name. */
export interface Orders<T> {
  priceAsc: T;
  newest: T;
  byName: T;
}

/** `order` over orders kept as lists of positions: filtered to a category's members, memoised. */
export function memoisedOrder(
  memo: Map<string, Int32Array>,
  orders: Orders<ArrayLike<number>>,
  inCategory: (token: string) => Uint8Array,
  token: string | undefined,
  sort: ListingSort,
): Int32Array {
  const key = `${token ?? ''}|${sort}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const base =
    sort === 'price_asc' || sort === 'price_desc' ? orders.priceAsc : sort === 'newest' ? orders.newest : orders.byName;
  const members = token === undefined ? undefined : inCategory(token);
  const list = new Int32Array(base.length);
  let n = 0;
  for (let k = 0; k < base.length; k++) {
    const at = base[k];
    if (!members || members[at] === 1) list[n++] = at;
  }
  const positions = list.slice(0, n);
  if (sort === 'price_desc') positions.reverse();
  memo.set(key, positions);
  return positions;
}

const positionsOf = (list: readonly CatalogueProduct[]) => Int32Array.from(list, (p) => p.at);

const sources = new WeakMap<CatalogueSnapshot, ListingSource>();

/** The snapshot as a listing source (made once per snapshot; a snapshot is immutable). */
export function snapshotSource(snap: CatalogueSnapshot): ListingSource {
  let source = sources.get(snap);
  if (source) return source;
  const masks = new Map<string, Uint8Array>();
  let items: { ids: Uint8Array; names: Set<string> } | undefined;
  let orders: Orders<Int32Array> | undefined;
  const inCategory = (token: string) => {
    let mask = masks.get(token);
    if (!mask) {
      mask = new Uint8Array(snap.all.length);
      for (const p of snap.byCategoryToken.get(token) ?? []) mask[p.at] = 1;
      masks.set(token, mask);
    }
    return mask;
  };
  source = {
    get columns() {
      return columnsOf(snap);
    },
    dict: snap.dict,
    itemTypes() {
      if (!items) {
        items = { ids: new Uint8Array(snap.dict.types.size), names: new Set() };
        for (const p of snap.products) {
          items.ids[p.ids.sub] = 1;
          items.names.add(p.lc.sub);
        }
      }
      return items;
    },
    inCategory,
    order(token, sort) {
      orders ??= {
        priceAsc: positionsOf(snap.sorted.priceAsc),
        newest: positionsOf(snap.sorted.newest),
        byName: positionsOf(snap.products),
      };
      return memoisedOrder(snap.orderMemo, orders, inCategory, token, sort);
    },
    productAt: (at) => snap.all[at],
  };
  sources.set(snap, source);
  return source;
}
