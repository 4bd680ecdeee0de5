/**
 * A cold store's search from its kept search image (search-image.ts): the image read from
 * PostgreSQL as raw bytes (copy-out.ts), part by part, read back and searched at once.
 */
import type { ArrayQueryable } from '../array-queryable';
import type { SynonymSet } from '../synonyms';
import { copyOut } from './copy-out';
import { giveBack, takeBuffer } from './spare-buffers';
import { imageOf } from './search-image';
import { CURRENT_SEARCH, SUMMARY_STAMP } from './summary-store';

/** The store's current search image, part by part, each with its summary's stamp ($1 store, $2 its day). */
const IMAGE_SQL = `
  SELECT p.bytes, ${SUMMARY_STAMP}
    FROM catalogue_summary s JOIN catalogue_search_part p ON p.store_id = s.store_id
   WHERE ${CURRENT_SEARCH} ORDER BY p.part`;

/** The store's current search image put together in a spare buffer (undefined when it has none). */
async function readKeptImage(
  client: ArrayQueryable,
  storeId: number,
  today: string,
): Promise<{ bytes: Buffer; size: number; stamp: string } | undefined> {
  const { rows, release } = await copyOut(client, IMAGE_SQL, [storeId, today]);
  try {
    if (!rows.length) return undefined;
    const size = rows.reduce((n, [part]) => n + part!.length, 0);
    const bytes = takeBuffer(size);
    let at = 0;
    for (const [part] of rows) at += part!.copy(bytes, at);
    return { bytes, size, stamp: rows[0][1]!.toString() };
  } finally {
    release();
  }
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
