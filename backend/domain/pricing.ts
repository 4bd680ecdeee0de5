/**
 * Pricing rules (spec 4 "On sale", "Price selection", "Product page"; a product's display price).
 * Pure functions shared by the server (listing, checkout re-pricing) and the front ends
 * (`@domain/pricing`). Amounts are integer cents; dates are 'YYYY-MM-DD' strings, which compare
 * correctly as plain strings; "today" is the store's (store-time.ts storeToday).
 */
import { toDollars } from './money';

/** The price fields of one store item (one size / pack). */
export interface PricedItem {
  packQuantity: number;
  caseQuantity: number;
  unitPriceCents: number;
  packPriceCents: number;
  casePriceCents: number;
  unitSalePriceCents: number;
  packSalePriceCents: number;
  caseSalePriceCents: number;
}

export interface SaleWindow {
  dateSaleStarts?: string | null;
  dateSaleEnds?: string | null;
}

/** A store item as the size grouping needs it. */
export interface SizedItem extends PricedItem, SaleWindow {
  itemNumber: string;
  /** Size text such as '750 ml'. */
  sizeDescription: string;
  packType: string;
  isAvailable?: boolean;
  availableToSell?: number;
}

/** Spec 3 size variant (dollars), plus the derived regularPrice/currentPrice/onSale. */
export interface SizeVariant {
  itemNumber: string;
  caseSize: number;
  isAvailable: boolean;
  packSize: number;
  packType: string;
  size: string;
  availableToSell: number;
  casePrice: number;
  packPrice: number;
  price: number;
  saleCasePrice: number;
  salePackPrice: number;
  salePrice: number;
  dateSaleStarts: string | null;
  dateSaleEnds: string | null;
  regularPrice: number;
  currentPrice: number;
  onSale: boolean;
}

function isoDate(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

/**
 * Spec 4: on sale when dateSaleEnds is set and is today or later. We also require the sale to have
 * started (dateSaleStarts <= today) when a start date is set, so scheduled sales don't leak early.
 */
export function isOnSale(item: SaleWindow, today: string): boolean {
  const ends = isoDate(item.dateSaleEnds);
  if (!ends || ends < today) return false;
  const starts = isoDate(item.dateSaleStarts);
  return !starts || starts <= today;
}

/** Spec 4 price selection over one set of (unit, pack, case) prices. */
function selectPrice(packQuantity: number, caseQuantity: number, unit: number, pack: number, kase: number): number {
  if (packQuantity === 1 || unit > 0) return unit;
  if (packQuantity > 1 && pack > 0 && caseQuantity !== packQuantity) return pack;
  if (packQuantity > 1 && kase > 0 && caseQuantity === packQuantity) return kase;
  return 0;
}

export function regularPriceCents(item: PricedItem): number {
  return selectPrice(
    item.packQuantity,
    item.caseQuantity,
    item.unitPriceCents,
    item.packPriceCents,
    item.casePriceCents,
  );
}

export function salePriceCents(item: PricedItem): number {
  return selectPrice(
    item.packQuantity,
    item.caseQuantity,
    item.unitSalePriceCents,
    item.packSalePriceCents,
    item.caseSalePriceCents,
  );
}

/**
 * What a customer pays today: the sale price while on sale, when it is above 0 and below the regular
 * price (a "sale" price above the regular one, a data-entry slip, never charges more), else the
 * regular price. An item with no regular price sells at its sale price.
 */
export function currentPriceCents(item: PricedItem & SaleWindow, today: string): number {
  const regular = regularPriceCents(item);
  if (isOnSale(item, today)) {
    const sale = salePriceCents(item);
    if (sale > 0 && (regular === 0 || sale < regular)) return sale;
  }
  return regular;
}

/** True when the item is on sale and the sale actually lowers what the customer pays. */
export function hasActiveSale(item: PricedItem & SaleWindow, today: string): boolean {
  const sale = salePriceCents(item);
  return isOnSale(item, today) && sale > 0 && sale < regularPriceCents(item);
}

/**
 * A product's display price: the lowest current price among a product's available sizes (unavailable or unpriced
 * sizes are ignored). 0 when no size can be bought.
 */
export function displayPriceCents(
  items: ReadonlyArray<PricedItem & SaleWindow & { isAvailable?: boolean }>,
  today: string,
): number {
  let best = 0;
  for (const item of items) {
    if (item.isAvailable === false) continue;
    const price = currentPriceCents(item, today);
    if (price > 0 && (best === 0 || price < best)) best = price;
  }
  return best;
}

/** Millilitres in a size text such as '750 ml', '1.75 L', '12 oz', '1 gal'; 0 when unknown. */
export function sizeInMl(size: string | null | undefined): number {
  const m = /([\d.]+)\s*(ml|cl|l|ltr|liter|litre|oz|fl oz|gal)\b/i.exec(String(size ?? ''));
  if (!m) return 0;
  const n = Number(m[1]);
  if (!Number.isFinite(n)) return 0;
  const unit = m[2].toLowerCase();
  if (unit === 'ml') return n;
  if (unit === 'cl') return n * 10;
  if (unit === 'oz' || unit === 'fl oz') return n * 29.5735;
  if (unit === 'gal') return n * 3785.41;
  return n * 1000;
}

/** Spec 4 product page: variants with the same case size, pack size, pack type and size are one. */
export function variantKey(
  item: Pick<SizedItem, 'caseQuantity' | 'packQuantity' | 'packType' | 'sizeDescription'>,
): string {
  return [
    item.caseQuantity,
    item.packQuantity,
    item.packType.trim().toLowerCase(),
    item.sizeDescription.trim().toLowerCase(),
  ].join('|');
}

export function toSizeVariant(item: SizedItem, today: string): SizeVariant {
  const onSale = hasActiveSale(item, today);
  return {
    itemNumber: item.itemNumber,
    caseSize: item.caseQuantity,
    isAvailable: item.isAvailable !== false,
    packSize: item.packQuantity,
    packType: item.packType,
    size: item.sizeDescription,
    availableToSell: item.availableToSell ?? 0,
    casePrice: toDollars(item.casePriceCents),
    packPrice: toDollars(item.packPriceCents),
    price: toDollars(item.unitPriceCents),
    saleCasePrice: toDollars(item.caseSalePriceCents),
    salePackPrice: toDollars(item.packSalePriceCents),
    salePrice: toDollars(item.unitSalePriceCents),
    dateSaleStarts: isoDate(item.dateSaleStarts),
    dateSaleEnds: isoDate(item.dateSaleEnds),
    regularPrice: toDollars(regularPriceCents(item)),
    currentPrice: toDollars(currentPriceCents(item, today)),
    onSale,
  };
}

/**
 * The size variants of one product (a store's items of one beverage): duplicates removed, keeping
 * the best copy (available first, then cheapest today, then lowest item number), ordered from the
 * smallest size up, then by pack size.
 */
export function itemBySize(items: ReadonlyArray<SizedItem>, today: string): SizeVariant[] {
  const ranked = [...items].sort((a, b) => {
    const avail = Number(b.isAvailable !== false) - Number(a.isAvailable !== false);
    if (avail) return avail;
    const pa = currentPriceCents(a, today) || Number.MAX_SAFE_INTEGER;
    const pb = currentPriceCents(b, today) || Number.MAX_SAFE_INTEGER;
    if (pa !== pb) return pa - pb;
    return a.itemNumber < b.itemNumber ? -1 : a.itemNumber > b.itemNumber ? 1 : 0;
  });
  const seen = new Map<string, SizedItem>();
  for (const item of ranked) {
    const key = variantKey(item);
    if (!seen.has(key)) seen.set(key, item);
  }
  return [...seen.values()]
    .sort(
      (a, b) =>
        sizeInMl(a.sizeDescription) - sizeInMl(b.sizeDescription) ||
        a.packQuantity - b.packQuantity ||
        a.caseQuantity - b.caseQuantity ||
        (a.itemNumber < b.itemNumber ? -1 : a.itemNumber > b.itemNumber ? 1 : 0),
    )
    .map((item) => toSizeVariant(item, today));
}
