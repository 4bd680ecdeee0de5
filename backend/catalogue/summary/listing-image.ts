/**
 * A store's listing as its summary keeps it (catalogue_summary.listing_image): the whole
 * snapshot's listing columns (listing-columns.ts) for its listed products, in name order (a
 * product's place in name order is its position here), their places in the price and newest
 * orders, their category tokens, facet texts by number and the item ids of each product's sizes.
 * Read back, it is a ListingSource: a cold store's listing runs the warm path's own scan
 * (listing.ts listOver) over the values the warm path derived, so it gives the same answer, and
 * only the page's items are read from the store.
 *
 * Kept as V8's serialisation of typed arrays and strings, each integer column in the narrowest
 * array its values fit (about 50 bytes per listed product); an image of another format number is
 * not read.
 */
import { deserialize, serialize } from 'node:v8';
import type { ListingSort } from '../../domain/api/catalogue';
import type { CatalogueSnapshot } from '../catalogue-snapshot';
import { FacetDictionary } from '../facet-dictionary';
import { columnsOf, IntColumn, ListingColumns } from '../listing-columns';
import { ListingSource, memoisedOrder, Orders } from '../listing-source';

/** Bumped whenever the kept shape changes: an image of another number is written again. */
export const LISTING_IMAGE_FORMAT = 2;

/** The listing columns of the listed products (their size numbers' lookup is rebuilt on reading), and the rest. */
interface ListingImageData extends Omit<ListingColumns, 'sizeIds'> {
  format: number;
  /** Positions in ascending price order and in newest-first order. */
  priceAsc: IntColumn;
  newest: IntColumn;
  /** Product i is filed under tokenNames[tokens[tokenStart[i] .. tokenStart[i + 1])]. */
  tokenStart: IntColumn;
  tokens: IntColumn;
  tokenNames: string[];
  /** Product i's sizes are the items itemIds[itemStart[i] .. itemStart[i + 1]). */
  itemStart: IntColumn;
  itemIds: IntColumn;
  /** The facet dictionaries' values by number (their keys are the values compared). */
  types: string[];
  countries: string[];
  brands: string[];
  /** The type numbers that are menu items (a listed product's type). */
  itemTypes: IntColumn;
}

/** Non-negative integers in the narrowest array that holds them (an image's bytes are read by every cold listing). */
function narrow(values: ArrayLike<number>): IntColumn {
  let max = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (!Number.isInteger(v) || v < 0 || v > 0x7fffffff) return Int32Array.from(values);
    if (v > max) max = v;
  }
  return max < 0x100 ? Uint8Array.from(values) : max < 0x10000 ? Uint16Array.from(values) : Int32Array.from(values);
}

/** Prices in cents: as 32-bit integers when every one is a whole number of cents. */
function cents(values: Float64Array): Float64Array | Uint32Array {
  return values.every((v) => Number.isInteger(v) && v >= 0 && v <= 0xffffffff) ? Uint32Array.from(values) : values;
}

/** Values per product into starts and one flat array. */
function flat(lists: readonly ArrayLike<number>[]): { start: IntColumn; values: IntColumn } {
  const start: number[] = [0];
  const values: number[] = [];
  for (const l of lists) {
    for (let k = 0; k < l.length; k++) values.push(l[k]);
    start.push(values.length);
  }
  return { start: narrow(start), values: narrow(values) };
}

/** The listing image of a whole snapshot. */
export function listingImageOf(snap: CatalogueSnapshot): Buffer {
  if (snap.partial) throw new Error('A listing image is made from a whole snapshot.');
  const cols = columnsOf(snap);
  const listed = snap.products;
  const pos = new Int32Array(snap.all.length).fill(-1);
  listed.forEach((p, k) => (pos[p.at] = k));
  const pick = (column: ArrayLike<number>) => listed.map((p) => column[p.at]);
  const tokenIds = new Map<string, number>();
  const tokenOf = (token: string) => {
    let id = tokenIds.get(token);
    if (id === undefined) tokenIds.set(token, (id = tokenIds.size));
    return id;
  };
  // The tokens byCategoryToken files the product under (blank ones are not tokens).
  const tokens = flat(listed.map((p) => [...new Set([p.lc.main, p.lc.group, p.lc.sub].filter(Boolean))].map(tokenOf)));
  const sizesOf = (column: IntColumn) =>
    flat(listed.map((p) => column.subarray(cols.sizeStart[p.at], cols.sizeStart[p.at + 1])));
  const sizeKey = sizesOf(cols.sizeKey);
  const items = flat(listed.map((p) => p.items.map((r) => r.id)));
  const data: ListingImageData = {
    format: LISTING_IMAGE_FORMAT,
    sub: narrow(pick(cols.sub)),
    group: narrow(pick(cols.group)),
    country: narrow(pick(cols.country)),
    brand: narrow(pick(cols.brand)),
    price: cents(Float64Array.from(pick(cols.price))),
    created: Float64Array.from(pick(cols.created)),
    nameRank: narrow(pick(cols.nameRank)),
    flags: Uint8Array.from(pick(cols.flags)),
    sizeStart: sizeKey.start,
    sizeKey: sizeKey.values,
    sizeShown: sizesOf(cols.sizeShown).values,
    sizeKeys: cols.sizeKeys,
    shownTexts: cols.shownTexts,
    priceAsc: narrow(snap.sorted.priceAsc.map((p) => pos[p.at])),
    newest: narrow(snap.sorted.newest.map((p) => pos[p.at])),
    tokenStart: tokens.start,
    tokens: tokens.values,
    tokenNames: [...tokenIds.keys()],
    itemStart: items.start,
    itemIds: items.values,
    types: snap.dict.types.values,
    countries: snap.dict.countries.values,
    brands: snap.dict.brands.values,
    itemTypes: narrow([...new Set(listed.map((p) => p.ids.sub))]),
  };
  return serialize(data);
}

/** A dictionary holding these values under the same numbers as the one they were taken from. */
function dictionaryOf(values: readonly string[]): FacetDictionary {
  const dict = new FacetDictionary();
  for (const v of values) dict.id(v);
  return dict;
}

/** A kept listing image, read back: a ListingSource over the store's listed products. */
export class ListingImage implements ListingSource {
  readonly columns: ListingColumns;
  readonly dict: { types: FacetDictionary; countries: FacetDictionary; brands: FacetDictionary };
  private readonly orders: Orders<ArrayLike<number>>;
  private readonly memo = new Map<string, Int32Array>();
  private readonly masks = new Map<string, Uint8Array>();
  private items?: { ids: Uint8Array; names: Set<string> };

  constructor(
    private readonly data: ListingImageData,
    /** Its size: the bytes read, or for a kept image what it holds (compacted). */
    readonly bytes: number,
    /** Its summary's stamp (summary-store.ts SUMMARY_STAMP). */
    readonly stamp: string,
  ) {
    const { sub, group, country, brand, price, created, nameRank, flags, sizeStart, sizeKey, sizeShown } = data;
    const { sizeKeys, shownTexts } = data;
    this.columns = {
      ...{ sub, group, country, brand, price, created, nameRank, flags, sizeStart, sizeKey, sizeShown },
      sizeKeys,
      shownTexts,
      sizeIds: new Map(sizeKeys.map((key, id) => [key, id])),
    };
    this.dict = {
      types: dictionaryOf(data.types),
      countries: dictionaryOf(data.countries),
      brands: dictionaryOf(data.brands),
    };
    const byName = Int32Array.from({ length: sub.length }, (_, k) => k);
    this.orders = { priceAsc: data.priceAsc, newest: data.newest, byName };
  }

  /** Listed products: every position (the image keeps no other). */
  get size(): number {
    return this.data.sub.length;
  }

  itemTypes(): { ids: Uint8Array; names: Set<string> } {
    if (!this.items) {
      const types = this.dict.types;
      this.items = { ids: new Uint8Array(types.size), names: new Set() };
      for (const id of this.data.itemTypes) {
        this.items.ids[id] = 1;
        this.items.names.add(types.keys[id]);
      }
    }
    return this.items;
  }

  inCategory(token: string): Uint8Array {
    let mask = this.masks.get(token);
    if (!mask) {
      mask = new Uint8Array(this.size);
      const id = this.data.tokenNames.indexOf(token);
      const { tokenStart, tokens } = this.data;
      if (id >= 0)
        for (let i = 0; i < this.size; i++)
          for (let j = tokenStart[i]; j < tokenStart[i + 1]; j++) if (tokens[j] === id) mask[i] = 1;
      this.masks.set(token, mask);
    }
    return mask;
  }

  order(token: string | undefined, sort: ListingSort): Int32Array {
    return memoisedOrder(this.memo, this.orders, (t) => this.inCategory(t), token, sort);
  }

  /** The item ids of the sizes of the product at `at`. */
  itemIdsAt(at: number): number[] {
    const { itemStart, itemIds } = this.data;
    return Array.from(itemIds.subarray(itemStart[at], itemStart[at + 1]));
  }
}

/** The image's integer and price columns (what `compacted` moves into one buffer). */
const ARRAY_FIELDS = [
  'sub',
  'group',
  'country',
  'brand',
  'price',
  'created',
  'nameRank',
  'flags',
  'sizeStart',
  'sizeKey',
  'sizeShown',
  'priceAsc',
  'newest',
  'tokenStart',
  'tokens',
  'itemStart',
  'itemIds',
  'itemTypes',
] as const satisfies readonly (keyof ListingImageData)[];

/**
 * Heap bytes per facet text, category token and size text of a kept image (the text, its compared
 * key, its dictionary entry), measured on the platform benchmark's images (about 55).
 */
const HEAP_BYTES_PER_TEXT = 64;

/**
 * `data` with its typed arrays copied into one buffer of their own: deserialised, an image's
 * arrays view the bytes read where they are aligned and are copies where they are not, so a kept
 * image would hold both the bytes read and the copies (about half as much again).
 */
function compacted(data: ListingImageData): { data: ListingImageData; bytes: number } {
  // Each array starts on an 8-byte boundary, as a Float64Array must.
  const room = (f: (typeof ARRAY_FIELDS)[number]) => Math.ceil(data[f].byteLength / 8) * 8;
  const size = ARRAY_FIELDS.reduce((n, f) => n + room(f), 0);
  const buffer = new ArrayBuffer(size);
  const out = { ...data };
  let at = 0;
  for (const f of ARRAY_FIELDS) {
    const src = data[f];
    const Kind = src.constructor as new (b: ArrayBuffer, at: number, n: number) => typeof src;
    const copy = new Kind(buffer, at, src.length);
    copy.set(src as never);
    (out as Record<string, unknown>)[f] = copy;
    at += room(f);
  }
  const texts =
    data.types.length +
    data.countries.length +
    data.brands.length +
    data.tokenNames.length +
    data.sizeKeys.length +
    data.shownTexts.length;
  return { data: out, bytes: size + texts * HEAP_BYTES_PER_TEXT };
}

/**
 * The image kept in `bytes` by the summary of `stamp`, read back, or undefined when it was kept in
 * another format. `own`: its arrays are copied into a buffer of their own, for an image kept in
 * memory (its `bytes` then count what it holds), else they view `bytes` where they can (an image
 * read for one answer).
 */
export function listingImageFrom(bytes: Buffer, stamp: string, own = false): ListingImage | undefined {
  const data = deserialize(bytes) as ListingImageData;
  if (data?.format !== LISTING_IMAGE_FORMAT) return undefined;
  if (!own) return new ListingImage(data, bytes.length, stamp);
  const kept = compacted(data);
  return new ListingImage(kept.data, kept.bytes, stamp);
}
