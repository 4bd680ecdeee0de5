/**
 * What each demo store carries: a different subset of the master catalogue with its own item
 * numbers, prices, stock, a few sales in progress (and some ended or scheduled), the odd wine sold
 * by the case, and a few store-only private-label items that are not mapped to the master list.
 */
import { MasterRow } from './master-row';
import { between, hash32, pick, rng, shelfPriceCents } from './text';
import type { PricedItem } from '../../../domain/pricing';

export interface StoreProfile {
  webUrl: string;
  /** Share of master families the store carries (0..1). */
  carry: number;
  priceFactor: number;
  itemNumber(masterNumber: string): string;
  privateLabel: string;
}

export const STORE_PROFILES: Record<string, StoreProfile> = {
  northside: { webUrl: 'northside', carry: 0.62, priceFactor: 1.0, itemNumber: (n) => n, privateLabel: 'Northside' },
  harbor: {
    webUrl: 'harbor',
    carry: 0.5,
    priceFactor: 0.96,
    itemNumber: (n) => `8${n.padStart(7, '0')}`,
    privateLabel: 'Harbor',
  },
};

export interface StoreItemRow extends PricedItem {
  itemNumber: string;
  upc: string;
  itemDescription: string;
  sizeDescription: string;
  packType: string;
  dateSaleStarts: string | null;
  dateSaleEnds: string | null;
  availableToSell: number;
  isAvailable: boolean;
  brand: string;
  countryOfOrigin: string;
  itemVintage: string;
  typeOfGrape: string;
  mainCategory: string;
  subCategory: string;
  beverageItemNumber: string | null;
  /** Label art for unmapped items (mapped ones show the master image). */
  label?: { name: string; brand: string; note: string; size: string };
  createdDaysAgo: number;
}

function addDays(today: string, days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const price = (cents: number, factor: number, r: () => number) =>
  cents > 0 ? shelfPriceCents(Math.round(cents * factor * (0.95 + r() * 0.13))) : 0;
const salePrice = (cents: number, r: () => number) =>
  cents > 0 ? Math.max(99, shelfPriceCents(Math.round(cents * (0.72 + r() * 0.16))) - 100) : 0;

type SaleTerms = Pick<
  StoreItemRow,
  'unitSalePriceCents' | 'packSalePriceCents' | 'caseSalePriceCents' | 'dateSaleStarts' | 'dateSaleEnds'
>;
const NO_SALE: SaleTerms = {
  unitSalePriceCents: 0,
  packSalePriceCents: 0,
  caseSalePriceCents: 0,
  dateSaleStarts: null,
  dateSaleEnds: null,
};

/** One item in twenty is on sale: most in progress, some ended, a few scheduled (`saleRoll` decides). */
function saleFor(saleRoll: number, r: () => number, today: string, prices: [number, number, number]): SaleTerms {
  if (saleRoll >= 0.05) return NO_SALE;
  const window =
    saleRoll < 0.035
      ? [addDays(today, -between(r, 1, 6)), addDays(today, between(r, 4, 24))] // in progress
      : saleRoll < 0.043
        ? [addDays(today, -between(r, 20, 30)), addDays(today, -between(r, 1, 10))] // ended
        : [addDays(today, between(r, 2, 6)), addDays(today, between(r, 10, 20))]; // scheduled
  const [unit, pack, kase] = prices;
  return {
    unitSalePriceCents: salePrice(unit, r),
    packSalePriceCents: salePrice(pack, r),
    caseSalePriceCents: salePrice(kase, r),
    dateSaleStarts: window[0],
    dateSaleEnds: window[1],
  };
}

/** The store's item for one master row it carries: its prices, sale, stock and age. */
function storeItem(profile: StoreProfile, m: MasterRow, today: string, r: () => number): StoreItemRow {
  const unit = price(m.unitPriceCents, profile.priceFactor, r);
  const pack = price(m.packPriceCents, profile.priceFactor, r);
  const kase = price(m.casePriceCents, profile.priceFactor, r);
  const sale = saleFor(r(), r, today, [unit, pack, kase]);
  const stockRoll = r();
  return {
    itemNumber: profile.itemNumber(m.itemNumber),
    upc: m.upc,
    itemDescription: m.itemName,
    sizeDescription: m.size,
    packType: m.packType,
    packQuantity: m.packQuantity,
    caseQuantity: m.caseQuantity,
    unitPriceCents: unit,
    packPriceCents: pack,
    casePriceCents: kase,
    ...sale,
    availableToSell: stockRoll < 0.04 ? 0 : between(r, 3, 96),
    isAvailable: stockRoll >= 0.015,
    brand: m.brand,
    countryOfOrigin: m.country,
    itemVintage: m.vintage,
    typeOfGrape: m.typeOfGrape,
    mainCategory: m.mainCategory,
    subCategory: m.finalCategory,
    beverageItemNumber: m.itemNumber,
    createdDaysAgo: between(r, 0, 180),
  };
}

/** A 750 ml wine also sold by the case of 12 (one pack type more on the product page). */
function caseOfTwelve(profile: StoreProfile, m: MasterRow, bottle: StoreItemRow, r: () => number): StoreItemRow {
  return {
    ...bottle,
    itemNumber: profile.itemNumber(String(Number(m.itemNumber) + 40_000_000)),
    upc: '',
    packType: 'Case',
    packQuantity: 12,
    caseQuantity: 12,
    unitPriceCents: 0,
    packPriceCents: 0,
    casePriceCents: shelfPriceCents(Math.round(bottle.unitPriceCents * 12 * 0.9)),
    ...NO_SALE,
    availableToSell: between(r, 1, 8),
  };
}

/** One store's items from master rows (only `families` decides what is carried). */
export function storeAssortment(
  profile: StoreProfile,
  master: MasterRow[],
  today: string,
  options: { carryAll?: boolean } = {},
): StoreItemRow[] {
  const out: StoreItemRow[] = [];
  for (const m of master) {
    const familyPick = (hash32(`${profile.webUrl}|${m.family}`) % 1000) / 1000;
    if (!options.carryAll && familyPick >= profile.carry) continue;
    const r = rng(`${profile.webUrl}|${m.itemNumber}`);
    if (!options.carryAll && r() < 0.12) continue; // not every size of a carried product
    const bottle = storeItem(profile, m, today, r);
    out.push(bottle);
    if (m.mainCategory === 'Wine' && m.sizeMl === 750 && r() < 0.08) out.push(caseOfTwelve(profile, m, bottle, r));
  }
  return out;
}

/** A few store-only products (private selections) that the master catalogue does not have. */
export function privateLabelItems(profile: StoreProfile): StoreItemRow[] {
  const r = rng(`private|${profile.webUrl}`);
  const defs: [string, string, string, string, number][] = [
    [`${profile.privateLabel} Private Select Single Barrel Bourbon`, 'Liquor', 'Whiskey', '750 ml', 4499],
    [`${profile.privateLabel} House Red Blend`, 'Wine', 'Red Blend', '750 ml', 1499],
    [`${profile.privateLabel} Barrel-Aged Reposado Tequila`, 'Liquor', 'Tequila', '750 ml', 3999],
  ];
  return defs.map(([name, mainCategory, subCategory, size, cents], i) => ({
    itemNumber: profile.itemNumber(String(990_000 + i)),
    upc: '',
    itemDescription: name,
    sizeDescription: size,
    packType: 'Bottle',
    packQuantity: 1,
    caseQuantity: 6,
    unitPriceCents: cents,
    packPriceCents: 0,
    casePriceCents: 0,
    unitSalePriceCents: 0,
    packSalePriceCents: 0,
    caseSalePriceCents: 0,
    dateSaleStarts: null,
    dateSaleEnds: null,
    availableToSell: between(r, 6, 30),
    isAvailable: true,
    brand: `${profile.privateLabel} Private Select`,
    countryOfOrigin:
      mainCategory === 'Wine' ? 'United States' : pick(r, subCategory === 'Tequila' ? ['Mexico'] : ['United States']),
    itemVintage: mainCategory === 'Wine' ? '2021' : '',
    typeOfGrape: mainCategory === 'Wine' ? 'Red Blend' : '',
    mainCategory,
    subCategory,
    beverageItemNumber: null,
    label: { name, brand: `${profile.privateLabel} Private Select`, note: 'Store exclusive', size },
    createdDaysAgo: between(r, 5, 60),
  }));
}
