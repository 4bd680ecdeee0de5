import { formatDollars, toCents } from '@domain/money';
import { DEFAULT_TIME_ZONE, localDate } from '@domain/store-time';
import { hasActiveSale, currentPriceCents, regularPriceCents, type PricedItem, type SaleWindow } from '@domain/pricing';
import type { ProductView, SizeVariant } from '@domain/api/catalogue';

type Derived = 'regularPrice' | 'currentPrice' | 'onSale';
/** A size variant whose derived prices may be absent (then the shared rules derive them here). */
export type VariantInput = Omit<SizeVariant, Derived> & Partial<Pick<SizeVariant, Derived>>;

/** One size's prices in cents: what it costs normally, what it costs today, and whether on sale. */
export interface VariantPrice {
  regularCents: number;
  currentCents: number;
  onSale: boolean;
}

function pricedItem(v: VariantInput): PricedItem & SaleWindow {
  return {
    packQuantity: v.packSize,
    caseQuantity: v.caseSize,
    unitPriceCents: toCents(v.price),
    packPriceCents: toCents(v.packPrice),
    casePriceCents: toCents(v.casePrice),
    unitSalePriceCents: toCents(v.salePrice),
    packSalePriceCents: toCents(v.salePackPrice),
    caseSalePriceCents: toCents(v.saleCasePrice),
    dateSaleStarts: v.dateSaleStarts,
    dateSaleEnds: v.dateSaleEnds,
  };
}

/**
 * The server derives regularPrice/currentPrice/onSale with the shared rules ("today" in the
 * store's time zone); when a response lacks them, the same rules run here on the demo stores' zone.
 */
const fallbackToday = () => localDate(DEFAULT_TIME_ZONE);

/**
 * `today` is only worked out when the response lacks the derived prices: a time-zone date costs
 * far more than the prices themselves, and a listing asks for dozens of them while it renders.
 */
export function variantPrice(v: VariantInput, today?: string): VariantPrice {
  if (typeof v.currentPrice === 'number' && typeof v.regularPrice === 'number') {
    return { regularCents: toCents(v.regularPrice), currentCents: toCents(v.currentPrice), onSale: !!v.onSale };
  }
  const item = pricedItem(v);
  const day = today ?? fallbackToday();
  return {
    regularCents: regularPriceCents(item),
    currentCents: currentPriceCents(item, day),
    onSale: hasActiveSale(item, day),
  };
}

/** Spec 3: a product without size variants still has its own prices; present them as one size. */
export function productVariants(p: ProductView): VariantInput[] {
  if (p.itemBySize?.length) return p.itemBySize;
  return [
    {
      itemNumber: p.itemNumber,
      caseSize: p.caseQuantity,
      isAvailable: p.isAvailable,
      packSize: p.packQuantity,
      packType: p.packType,
      size: p.itemSizeDescription,
      availableToSell: p.availableToSell,
      casePrice: p.itemWarmCasePrice,
      packPrice: p.itemPackPrice,
      price: p.itemUnitPrice,
      saleCasePrice: p.itemCaseSalePrice,
      salePackPrice: p.packSalePrice,
      salePrice: p.itemUnitSalePrice,
      dateSaleStarts: p.dateSaleStarts,
      dateSaleEnds: p.dateSaleEnds,
    },
  ];
}

export type PriceDisplay =
  | { kind: 'range'; offerings: number; lowCents: number; highCents: number }
  | { kind: 'single'; regularCents: number; saleCents: number | null };

/**
 * Spec 2.8 card price: several sizes show an offerings count and a price range (of today's
 * prices); one size shows its regular price and, while on sale, its sale price.
 */
export function priceDisplay(p: ProductView, today?: string): PriceDisplay {
  const variants = productVariants(p);
  if (variants.length > 1) {
    const prices = variants.map((v) => variantPrice(v, today).currentCents).filter((c) => c > 0);
    const lowCents = prices.length ? Math.min(...prices) : 0;
    const highCents = prices.length ? Math.max(...prices) : 0;
    return { kind: 'range', offerings: variants.length, lowCents, highCents };
  }
  const price = variantPrice(variants[0], today);
  return { kind: 'single', regularCents: price.regularCents, saleCents: price.onSale ? price.currentCents : null };
}

export function formatRange(lowCents: number, highCents: number): string {
  return lowCents === highCents ? formatDollars(lowCents) : `${formatDollars(lowCents)} – ${formatDollars(highCents)}`;
}

export { formatDollars };

/** The size a card adds: the product's own item number when it is a size, else the cheapest. */
export function defaultVariant(p: ProductView, today?: string): VariantInput {
  const variants = productVariants(p).filter((v) => v.isAvailable !== false);
  const all = variants.length ? variants : productVariants(p);
  return (
    all.find((v) => v.itemNumber === p.itemNumber) ??
    [...all].sort((a, b) => variantPrice(a, today).currentCents - variantPrice(b, today).currentCents)[0]
  );
}

/** Spec 2.9 pack-type button text, e.g. 'Bottle · 750 ml' or '6 Pack · 355 ml'. */
export function variantLabel(v: VariantInput): string {
  const pack = v.packSize > 1 && !/\d/.test(v.packType) ? `${v.packType} of ${v.packSize}` : v.packType || 'Bottle';
  return v.size ? `${pack} · ${v.size}` : pack;
}
