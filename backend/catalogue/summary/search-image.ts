/**
 * A store's search as its listing summary keeps it (catalogue_summary.search_image): the store's
 * search index (SearchIndex parts) and, per product position, what search ranking reads (its
 * category class, variant markers, sizes and packs, price, place in the query-independent order
 * with the store's sales as read when the summary was written), and its place in name order
 * (the summary's name_pos) when listed. Everything is taken from the whole snapshot the summary
 * is made from, so a cold store's search runs the warm path's own code (hitsIn, rankOver) over
 * the same values: the same hits in the same order.
 *
 * Kept as V8's serialisation of typed arrays and strings (a few hundred kB for 5,000 products,
 * read back in a few milliseconds); an image of another format number is not read.
 */
import { deserialize, serialize } from 'node:v8';
import { Query } from 'pg';
import type { ArrayQueryable } from '../array-queryable';
import type { SearchQuery } from '../../domain/search-query';
import type { CatalogueSnapshot } from '../catalogue-snapshot';
import { columnsOf } from '../listing-columns';
import type { Marker } from '../ranking-features';
import { CategoryClass, RankingColumns, rankingColumnsOf } from '../ranking-columns';
import { SearchIndex, SearchIndexParts } from '../search-index';
import { RankSource, rankOver } from '../search-ranking';
import { Standing, standingOf } from '../search-standing';
import { hitsIn } from '../search-top';
import { CURRENT_SEARCH } from './summary-store';
import type { SynonymSet } from '../synonyms';

/** Bumped whenever the kept shape changes: an image of another number is written again. */
const FORMAT = 1;

interface ImageData {
  format: number;
  index: SearchIndexParts;
  classOf: Int32Array;
  classes: CategoryClass[];
  plain: Uint8Array;
  /** The positions with variant markers, and their markers. */
  markedAt: Int32Array;
  markers: Marker[][];
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
  const features = snap.all.map((p) => p.ranking);
  const marked = features.flatMap((f, at) => (f.markers.length ? [at] : []));
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
    format: FORMAT,
    // By position only: the product keys would be a third of the image, and nothing reads them.
    index: { ...index.toParts(), keys: [] },
    classOf,
    classes: classes.map((c) => ({ category: [...c.category], main: [...c.main], narrow: [...c.narrow] })),
    plain,
    markedAt: Int32Array.from(marked),
    markers: marked.map((at) => features[at].markers.map((m) => ({ ...m }))),
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

const NO_MARKERS: readonly Marker[] = Object.freeze([]);

/** A kept search image, read back: the index and the ranking values (a RankSource). */
export class SearchImage implements RankSource {
  readonly index: SearchIndex;
  readonly columns: RankingColumns;
  readonly standing: Standing;
  private readonly markers = new Map<number, Marker[]>();
  /** Positions of the listed products in name order. */
  private readonly listed: Int32Array;

  constructor(private readonly data: ImageData) {
    this.index = new SearchIndex(data.index);
    const { classOf, classes, plain } = data;
    this.columns = { classOf, classes, plain, categoryWords: new Set(classes.flatMap((c) => c.category)) };
    this.standing = { place: data.place, atPlace: data.atPlace };
    data.markedAt.forEach((at, k) => this.markers.set(at, data.markers[k]));
    this.listed = new Int32Array(data.namePos.reduce((n, k) => (k >= 0 ? n + 1 : n), 0));
    data.namePos.forEach((k, at) => k >= 0 && (this.listed[k] = at));
  }

  features(at: number): { markers: readonly Marker[]; sizes: number[]; packs: number[] } {
    const { sizeStart, sizes, packStart, packs } = this.data;
    return {
      markers: this.markers.get(at) ?? NO_MARKERS,
      sizes: Array.from(sizes.subarray(sizeStart[at], sizeStart[at + 1])),
      packs: Array.from(packs.subarray(packStart[at], packStart[at + 1])),
    };
  }

  prices(): Float64Array {
    return this.data.price;
  }

  /**
   * The listed products `text` finds, as places in name order (the summary's name_pos), in the
   * results page's order; and the query as read.
   */
  search(text: string, synonyms: SynonymSet | undefined): { query: SearchQuery; namePos: number[] } {
    const found = hitsIn(
      () => this.index,
      (at) => this.features(at),
      () => this.listed,
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

/** The store's current search image, part by part, each with the image's whole size ($1 store, $2 its day). */
const IMAGE_SQL = `
  SELECT encode(p.bytes, 'hex'), sum(octet_length(p.bytes)) OVER ()
    FROM catalogue_summary s JOIN catalogue_search_part p ON p.store_id = s.store_id
   WHERE ${CURRENT_SEARCH} ORDER BY p.part`;

/**
 * Buffers images are read into, kept for the next reads: each cold search would otherwise
 * allocate most of a megabyte outside the heap, which the process only hands back after a
 * collection (peak memory). One buffer per read under way; a few are kept.
 */
const spare: Buffer[] = [];
const MAX_SPARE = 4;

function takeBuffer(size: number): Buffer {
  const k = spare.findIndex((b) => b.length >= size);
  // A little room, so the buffer fits the next stores' images too (they differ by a few kB).
  return k >= 0 ? spare.splice(k, 1)[0] : Buffer.allocUnsafeSlow(size + (size >> 4));
}

function giveBack(bytes: Buffer | undefined): void {
  if (bytes && spare.length < MAX_SPARE) spare.push(bytes);
}

/**
 * The store's current search image read into `bytes` (undefined when it has none), each part
 * decoded as its row arrives: the part's text is garbage at once, and so dies young, instead of
 * waiting with the others for the last row (a megabyte and a half of text per cold search, moved
 * to the old generation by the collections meanwhile, made most of the app's garbage-collection
 * time). The catalogue's connections are the driver's clients, which take a Query whose rows are
 * handed over one by one.
 */
function readKeptImage(
  client: ArrayQueryable,
  storeId: number,
  today: string,
): Promise<{ bytes: Buffer; size: number } | undefined> {
  return new Promise((resolve, reject) => {
    let bytes: Buffer | undefined;
    let at = 0;
    // rowMode is the driver's, if not in its declared config type: rows as arrays.
    const config = { name: 'catalogue-search-image', text: IMAGE_SQL, values: [storeId, today], rowMode: 'array' };
    const query = new Query(config);
    query.on('row', (row: [string, string]) => {
      bytes ??= takeBuffer(Number(row[1]));
      at += bytes.write(row[0], at, 'hex');
    });
    query.on('error', (e) => {
      giveBack(bytes);
      reject(e);
    });
    query.on('end', () => resolve(bytes && { bytes, size: at }));
    (client as unknown as { query(q: Query): unknown }).query(query);
  });
}

/**
 * Searches the store's current search image: the listed products `text` finds as name places in
 * ranking order (SearchImage.search), or undefined when the store has no current image (or one
 * kept in another format). The image read views the read buffer (Node's deserializer makes
 * aligned typed arrays views, not copies): it is searched at once, and the buffer is kept for
 * the next read.
 */
export async function searchKeptImage(
  client: ArrayQueryable,
  store: { id: number; today: string },
  text: string,
  synonyms: SynonymSet | undefined,
): Promise<number[] | undefined> {
  const read = await readKeptImage(client, store.id, store.today);
  if (!read) return undefined;
  try {
    const data = deserialize(read.bytes.subarray(0, read.size)) as ImageData;
    return data?.format === FORMAT ? new SearchImage(data).search(text, synonyms).namePos : undefined;
  } finally {
    giveBack(read.bytes);
  }
}
