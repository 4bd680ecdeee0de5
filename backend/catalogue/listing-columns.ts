/**
 * The numbers the listing filters and counts by, one typed-array column per field, one row per
 * product of a snapshot (its position in `all`, CatalogueProduct.at). A listing scans thousands of
 * products per request: reading flat arrays instead of following each product's objects keeps that
 * scan cheap and allocates nothing per product. Built once per snapshot, on its first listing.
 */
import type { CatalogueProduct } from './catalogue-product';

/** Bits of `flags`. */
export const LISTED = 1;
export const ON_SALE = 2;
export const IN_STOCK = 4;

/**
 * An integer column: 32-bit as a snapshot builds it, or as narrow as its values allow as a kept
 * listing image holds it (summary/listing-image.ts).
 */
export type IntColumn = Int32Array | Uint16Array | Uint8Array;

export interface ListingColumns {
  /** Facet numbers (FacetDictionary ids): type, its menu group, country, brand. */
  sub: IntColumn;
  group: IntColumn;
  country: IntColumn;
  brand: IntColumn;
  /** displayPrice in cents (whole cents kept as integers by a listing image). */
  price: Float64Array | Uint32Array;
  /** createdMs (newest first order). */
  created: Float64Array;
  /** Name order of listed products (equal names share a rank; -1: not listed). */
  nameRank: IntColumn;
  /** LISTED | ON_SALE | IN_STOCK. */
  flags: Uint8Array;
  /** The shelf sizes of product i are sizeKey[sizeStart[i] .. sizeStart[i + 1]) (no repeats). */
  sizeStart: IntColumn;
  /** Size numbers (trimmed, lower case: '750 ml') and the text shown for each occurrence ('750 ML'). */
  sizeKey: IntColumn;
  sizeShown: IntColumn;
  /** Size number -> its lower-cased text; shown-text number -> the text. */
  sizeKeys: string[];
  shownTexts: string[];
  sizeIds: Map<string, number>;
}

/** Estimated heap bytes of a snapshot's columns per product (snapshot-size.ts). */
export const COLUMN_BYTES_PER_PRODUCT = 80;

/** A product's shelf sizes: its available, priced sizes, each text once (case ignored), as first shown. */
function shelfSizes(p: CatalogueProduct): { keys: string[]; shown: string[] } {
  const keys: string[] = [];
  const shown: string[] = [];
  for (const v of p.listedVariants) {
    const text = v.size.trim();
    const key = text.toLowerCase();
    if (key && !keys.includes(key)) {
      keys.push(key);
      shown.push(text);
    }
  }
  return { keys, shown };
}

export function buildColumns(
  all: readonly CatalogueProduct[],
  listedByName: readonly CatalogueProduct[],
): ListingColumns {
  const n = all.length;
  const created = new Float64Array(n);
  const nameRank = new Int32Array(n).fill(-1);
  let rank = -1;
  for (let k = 0; k < listedByName.length; k++) {
    const p = listedByName[k];
    if (k === 0 || p.lc.name !== listedByName[k - 1].lc.name) rank++;
    nameRank[p.at] = rank;
  }
  const sub = new Int32Array(n);
  const group = new Int32Array(n);
  const country = new Int32Array(n);
  const brand = new Int32Array(n);
  const price = new Float64Array(n);
  const flags = new Uint8Array(n);
  const sizeStart = new Int32Array(n + 1);
  const keyList: number[] = [];
  const shownList: number[] = [];
  const sizeIds = new Map<string, number>();
  const sizeKeys: string[] = [];
  const shownIds = new Map<string, number>();
  const shownTexts: string[] = [];
  for (let i = 0; i < n; i++) {
    const p = all[i];
    sub[i] = p.ids.sub;
    group[i] = p.ids.group;
    country[i] = p.ids.country;
    brand[i] = p.ids.brand;
    price[i] = p.displayPriceCents;
    created[i] = p.createdMs;
    flags[i] =
      (p.listed ? LISTED : 0) |
      (p.onSale ? ON_SALE : 0) |
      (p.listedVariants.some((v) => v.availableToSell > 0) ? IN_STOCK : 0);
    sizeStart[i] = keyList.length;
    const { keys, shown } = shelfSizes(p);
    for (let k = 0; k < keys.length; k++) {
      let key = sizeIds.get(keys[k]);
      if (key === undefined) sizeIds.set(keys[k], (key = sizeKeys.push(keys[k]) - 1));
      let text = shownIds.get(shown[k]);
      if (text === undefined) shownIds.set(shown[k], (text = shownTexts.push(shown[k]) - 1));
      keyList.push(key);
      shownList.push(text);
    }
  }
  sizeStart[n] = keyList.length;
  return {
    sub,
    group,
    country,
    brand,
    price,
    created,
    nameRank,
    flags,
    sizeStart,
    sizeKey: Int32Array.from(keyList),
    sizeShown: Int32Array.from(shownList),
    sizeKeys,
    shownTexts,
    sizeIds,
  };
}

/** The part of a snapshot (CatalogueSnapshot) its columns are built from and kept on. */
export interface ColumnsSource {
  readonly all: readonly CatalogueProduct[];
  readonly products: readonly CatalogueProduct[];
  columns?: ListingColumns;
}

/** The snapshot's columns, built on first use (a snapshot is immutable). */
export function columnsOf(snap: ColumnsSource): ListingColumns {
  return (snap.columns ??= buildColumns(snap.all, snap.products));
}
