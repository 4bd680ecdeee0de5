/**
 * A cold store's search from its kept search image (search-image.ts): the image read from
 * PostgreSQL part by part, read back and searched at once.
 */
import { Query } from 'pg';
import type { ArrayQueryable } from '../array-queryable';
import type { SynonymSet } from '../synonyms';
import { imageOf } from './search-image';
import { CURRENT_SEARCH, SUMMARY_STAMP } from './summary-store';

/**
 * The store's current search image, part by part, each with the image's whole size and its
 * summary's stamp ($1 store, $2 its day).
 */
const IMAGE_SQL = `
  SELECT encode(p.bytes, 'hex'), sum(octet_length(p.bytes)) OVER (), ${SUMMARY_STAMP}
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
): Promise<{ bytes: Buffer; size: number; stamp: string } | undefined> {
  return new Promise((resolve, reject) => {
    let bytes: Buffer | undefined;
    let at = 0;
    let stamp = '';
    // rowMode is the driver's, if not in its declared config type: rows as arrays.
    const config = { name: 'catalogue-search-image', text: IMAGE_SQL, values: [storeId, today], rowMode: 'array' };
    const query = new Query(config);
    query.on('row', (row: [string, string, string]) => {
      bytes ??= takeBuffer(Number(row[1]));
      stamp = row[2];
      at += bytes.write(row[0], at, 'hex');
    });
    query.on('error', (e) => {
      giveBack(bytes);
      reject(e);
    });
    query.on('end', () => resolve(bytes && { bytes, size: at, stamp }));
    (client as unknown as { query(q: Query): unknown }).query(query);
  });
}

/**
 * Searches the store's current search image: the listed products `text` finds as name places in
 * ranking order (SearchImage.search), and when it finds none, the "did you mean" to offer, with
 * the stamp of the summary they are places in (the listing image's to read them with); or
 * undefined when the store has no current image (or one kept in another format). The image read
 * back views the read buffer (imageOf): it is searched at once, and the buffer is kept for the
 * next read.
 */
export async function searchKeptImage(
  client: ArrayQueryable,
  store: { id: number; today: string },
  text: string,
  synonyms: SynonymSet | undefined,
): Promise<{ hits: number[]; didYouMean?: string; stamp: string } | undefined> {
  const read = await readKeptImage(client, store.id, store.today);
  if (!read) return undefined;
  try {
    const image = imageOf(read.bytes.subarray(0, read.size));
    if (!image) return undefined;
    const hits = image.search(text, synonyms).namePos;
    return { hits, stamp: read.stamp, ...(hits.length ? {} : { didYouMean: image.didYouMean(text) }) };
  } finally {
    giveBack(read.bytes);
  }
}
