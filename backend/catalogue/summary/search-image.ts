/**
 * A store's search as its listing summary keeps it (catalogue_summary.search_image): the store's
 * search index (SearchIndex parts) and, per product position, what search ranking reads (its
 * category class, variant markers, sizes and packs, price, place in the query-independent order
 * with the store's sales as read when the summary was written), and its place in name order
 * (the summary's name_pos) when listed. Everything is taken from the whole snapshot the summary
 * is made from, so a cold store's search runs the warm path's own code (hitsIn, rankOver) over
 * the same values: the same hits in the same order.
 *
 * Kept as V8's serialisation of typed arrays and a few strings (the index's names as UTF-8 bytes,
 * the variant markers as JSON of the distinct lists, a number per product): a few hundred kB for 5,000
 * products, read back without an object or string per product. An image of another format number
 * is not read.
 */
import { deserialize, serialize } from 'node:v8';
import type { SearchQuery } from '../../domain/search-query';
import type { CatalogueSnapshot } from '../catalogue-snapshot';
import { columnsOf } from '../listing-columns';
import { Marker, rankingOf } from '../ranking-features';
import { CategoryClass, RankingColumns, rankingColumnsOf } from '../ranking-columns';
import { didYouMeanFor, SearchIndex, SearchIndexParts } from '../search-index';
import { RankSource, rankOver } from '../search-ranking';
import { Standing, standingOf } from '../search-standing';
import { hitsIn } from '../search-top';
import type { SynonymSet } from '../synonyms';

/** Bumped whenever the kept shape changes: an image of another number is written again. */
export const SEARCH_IMAGE_FORMAT = 4;

interface ImageData {
  format: number;
  index: SearchIndexParts;
  classOf: Int32Array;
  classes: CategoryClass[];
  plain: Uint8Array;
  /**
   * The distinct lists of variant markers as JSON (products share a few dozen), and per position
   * the number of its list, -1 for none. V8's deserialiser makes objects several times slower than
   * JSON.parse, and an object per marked product took most of reading an image.
   */
  markerLists: string;
  markersOf: Int32Array;
  /** Product i's sizes are sizes[sizeStart[i] .. sizeStart[i + 1]), its packs likewise. */
  sizeStart: Int32Array;
  sizes: Float64Array;
  packStart: Int32Array;
  packs: Int32Array;
  price: Float64Array;
  place: Int32Array;
  atPlace: Int32Array;
  /** Per position: its place in name order when listed (the summary's name_pos), else -1. */
  namePos: Int32Array;
}

type Sales = ReadonlyMap<string, number> | undefined;

/** Flattens one array per product into values and starts. */
function flat<T extends Float64Array | Int32Array>(
  make: (n: number) => T,
  lists: readonly (readonly number[])[],
): { start: Int32Array; values: T } {
  const start = new Int32Array(lists.length + 1);
  let n = 0;
  lists.forEach((l, i) => {
    start[i] = n;
    n += l.length;
  });
  start[lists.length] = n;
  const values = make(n);
  lists.forEach((l, i) => values.set(l, start[i]));
  return { start, values };
}

/** The search image of a whole snapshot, with the store's sales by product key. */
export function searchImageOf(snap: CatalogueSnapshot, sales: Sales): Buffer {
  if (snap.partial) throw new Error('A search image is made from a whole snapshot.');
  const index = (snap.searchIndex ??= SearchIndex.of(snap.all));
  const { classOf, classes, plain } = rankingColumnsOf(snap);
  const features = snap.all.map(rankingOf);
  const { lists, listOf } = markerLists(features.map((f) => f.markers));
  const sizes = flat(
    (n) => new Float64Array(n),
    features.map((f) => f.sizes),
  );
  const packs = flat(
    (n) => new Int32Array(n),
    features.map((f) => f.packs),
  );
  const { place, atPlace } = standingOf(snap, sales);
  const namePos = new Int32Array(snap.all.length).fill(-1);
  snap.products.forEach((p, k) => (namePos[p.at] = k));
  const data: ImageData = {
    format: SEARCH_IMAGE_FORMAT,
    // By position only: the product keys would be a third of the image, and nothing reads them.
    index: { ...index.toParts(), keys: [] },
    classOf,
    classes,
    plain,
    markerLists: JSON.stringify(lists),
    markersOf: listOf,
    sizeStart: sizes.start,
    sizes: sizes.values,
    packStart: packs.start,
    packs: packs.values,
    price: Float64Array.from(columnsOf(snap).price),
    place,
    atPlace,
    namePos,
  };
  return serialize(data);
}

/** The distinct non-empty lists among `markers` (by their JSON), and each product's number among them (-1: none). */
function markerLists(markers: readonly (readonly Marker[])[]): { lists: (readonly Marker[])[]; listOf: Int32Array } {
  const numberOf = new Map<string, number>();
  const lists: (readonly Marker[])[] = [];
  const listOf = new Int32Array(markers.length).fill(-1);
  markers.forEach((m, at) => {
    if (!m.length) return;
    const json = JSON.stringify(m);
    let k = numberOf.get(json);
    if (k === undefined) numberOf.set(json, (k = lists.push(m) - 1));
    listOf[at] = k;
  });
  return { lists, listOf };
}

const NO_MARKERS: readonly Marker[] = Object.freeze([]);

/** A kept search image, read back: the index and the ranking values (a RankSource). */
export class SearchImage implements RankSource {
  readonly index: SearchIndex;
  readonly columns: RankingColumns;
  readonly standing: Standing;
  private readonly markerLists: readonly (readonly Marker[])[];

  constructor(private readonly data: ImageData) {
    this.index = new SearchIndex(data.index);
    const { classOf, classes, plain } = data;
    this.columns = { classOf, classes, plain, categoryWords: new Set(classes.flatMap((c) => c.category)) };
    this.standing = { place: data.place, atPlace: data.atPlace };
    this.markerLists = JSON.parse(data.markerLists) as Marker[][];
  }

  /** Positions of the listed products in name order (a search of sizes or packs alone lists them). */
  private listed(): Int32Array {
    const { namePos } = this.data;
    const listed = new Int32Array(namePos.reduce((n, k) => (k >= 0 ? n + 1 : n), 0));
    namePos.forEach((k, at) => k >= 0 && (listed[k] = at));
    return listed;
  }

  features(at: number): { markers: readonly Marker[]; sizes: number[]; packs: number[] } {
    const { sizeStart, sizes, packStart, packs } = this.data;
    return {
      markers: this.data.markersOf[at] < 0 ? NO_MARKERS : this.markerLists[this.data.markersOf[at]],
      sizes: Array.from(sizes.subarray(sizeStart[at], sizeStart[at + 1])),
      packs: Array.from(packs.subarray(packStart[at], packStart[at + 1])),
    };
  }

  prices(): Float64Array {
    return this.data.price;
  }

  /** SearchIndex.didYouMean for a search text that lists nothing (the store's listed products). */
  didYouMean(text: string): string | undefined {
    return didYouMeanFor(
      () => this.index,
      text,
      (at) => this.data.namePos[at] >= 0,
    );
  }

  /**
   * The listed products `text` finds, as places in name order (the summary's name_pos), in the
   * results page's order; and the query as read.
   */
  search(text: string, synonyms: SynonymSet | undefined): { query: SearchQuery; namePos: number[] } {
    const found = hitsIn(
      () => this.index,
      (at) => this.features(at),
      () => this.listed(),
      text,
      synonyms,
    );
    const ranked = rankOver(this, found.query, found.at, found.relevance).at;
    const namePos: number[] = [];
    for (let k = 0; k < ranked.length; k++) {
      const pos = this.data.namePos[ranked[k]];
      if (pos >= 0) namePos.push(pos);
    }
    return { query: found.query, namePos };
  }
}

/**
 * The image kept in `bytes`, read back (its typed arrays view `bytes`: Node's deserializer makes
 * aligned typed arrays views, not copies), or undefined when it was kept in another format.
 */
export function imageOf(bytes: Buffer): SearchImage | undefined {
  const data = deserialize(bytes) as ImageData;
  return data?.format === SEARCH_IMAGE_FORMAT ? new SearchImage(data) : undefined;
}
