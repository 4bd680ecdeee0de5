/** How a product is made from a store's items: its family key, its content and its face. */
import { locateMenuItem } from '../domain/catalogue';
import { currentPriceCents, sizeInMl } from '../domain/pricing';
import type { ItemRow, ProductContent } from './catalogue-product';

export const norm = (s: string | null | undefined) =>
  String(s ?? '')
    .trim()
    .toLowerCase();

/**
 * The content of an item's master. A beverage shared by every store through MasterCache keeps the
 * content made from it (with the item fields it fell back to), so the stores' products of one
 * master share one content object and its texts in every snapshot.
 */
export function contentOf(item: ItemRow): ProductContent {
  const b = item.bev;
  if (!b) return ownContent(item);
  const memo = b.shared;
  if (!memo) return masterContent(item, b);
  const made = memo.content;
  if (made && made.mainCategory === item.mainCategory && made.imageHash === item.imageHash) return made.content;
  const content = masterContent(item, b);
  memo.content = { content, mainCategory: item.mainCategory, imageHash: item.imageHash };
  sharedContents.add(content);
  return content;
}

/** Contents kept by a shared master (their memory is the master cache's). */
const sharedContents = new WeakSet<ProductContent>();

export function isSharedContent(content: ProductContent): boolean {
  return sharedContents.has(content);
}

/** norm(content.name): once per content object of a shared master. */
export function normName(item: ItemRow, content: ProductContent): string {
  const made = item.bev?.shared?.content;
  if (made?.content !== content) return norm(content.name);
  return (made.name ??= norm(content.name));
}

function masterContent(item: ItemRow, b: NonNullable<ItemRow['bev']>): ProductContent {
  const sub = b.finalCategory || b.subCategory1;
  const group = b.finalCategory ? b.subCategory1 : (locateMenuItem(sub)?.group ?? sub);
  return {
    name: b.itemName,
    brand: b.brand,
    country: b.country,
    state: b.state,
    vintage: b.vintage,
    abv: b.abv,
    typeOfGrape: b.typeOfGrape,
    subRegion1: b.subRegionOne,
    subRegion2: b.subRegionTwo,
    specialRating: b.specialRating,
    primaryDesc: b.primaryDesc,
    tastingNotes: b.tastingNotes,
    mainCategory: b.mainCategory || locateMenuItem(sub)?.category || item.mainCategory,
    group,
    subCategory: sub,
    winery: b.winery,
    imageHash: b.imageHash ?? item.imageHash,
  };
}

function ownContent(item: ItemRow): ProductContent {
  const place = locateMenuItem(item.subCategory);
  return {
    name: item.itemDescription,
    brand: item.brand,
    country: item.countryOfOrigin,
    state: '',
    vintage: item.itemVintage,
    abv: null,
    typeOfGrape: item.typeOfGrape,
    subRegion1: '',
    subRegion2: '',
    specialRating: '',
    primaryDesc: '',
    tastingNotes: '',
    mainCategory: item.mainCategory || place?.category || '',
    group: place?.group ?? item.subCategory,
    subCategory: item.subCategory,
    winery: '',
    imageHash: item.imageHash,
  };
}

/**
 * Sizes belong to one product when they are the same beverage family: same name, brand and vintage,
 * and the same category, type and country, so every size of a product filters and counts alike.
 */
export function productKey(item: ItemRow): string {
  const b = item.bev;
  if (!b) return `i|${item.id}`;
  const memo = b.shared;
  if (memo?.key) return memo.key;
  const key = `f|${norm(b.itemName)}|${norm(b.brand)}|${norm(b.vintage)}|${norm(b.mainCategory)}|${norm(b.finalCategory || b.subCategory1)}|${norm(b.country)}`;
  if (memo) memo.key = key;
  return key;
}

/** The size the product shows first: available and priced, closest to a 750 ml single, cheapest. */
export function representative(items: ItemRow[], today: string): ItemRow {
  const score = (i: ItemRow) => {
    const price = currentPriceCents(i, today);
    const buyable = i.isAvailable && price > 0 ? 0 : 1;
    const ml = sizeInMl(i.sizeDescription) || 750;
    return [buyable, i.packQuantity === 1 ? 0 : 1, Math.abs(Math.log(ml / 750)), price];
  };
  return [...items].sort((a, b) => {
    const sa = score(a);
    const sb = score(b);
    for (let k = 0; k < sa.length; k++) if (sa[k] !== sb[k]) return sa[k] - sb[k];
    return a.itemNumber < b.itemNumber ? -1 : 1;
  })[0];
}

export function ratingOf(text: string): number {
  const m = /(\d{2,3})/.exec(text);
  return m ? Number(m[1]) : 0;
}
