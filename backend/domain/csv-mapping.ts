/**
 * Inventory sync: the columns of a store's POS export, recognised
 * by their common header names, and the reading of one row into checked values. Pure, shared by
 * the server (CSV import and PUT /storeinventory/UpdateAllBeverage) and the back office's mapping
 * step (`@domain/csv-mapping`). Amounts are integer cents.
 */
import { normaliseGtin } from './gtin';
import { packFromName } from './pack-words';
import { saleWindowProblem } from './sale-window';
import { formatSizeMl, parseSizeMl } from './size';

export type SyncField =
  | 'itemNumber'
  | 'upc'
  | 'itemDescription'
  | 'size'
  | 'packQuantity'
  | 'caseQuantity'
  | 'price'
  | 'salePrice'
  | 'saleStarts'
  | 'saleEnds'
  | 'quantityOnHand'
  | 'taxPercent'
  | 'brand'
  | 'category'
  | 'vintage';

export interface SyncFieldInfo {
  field: SyncField;
  label: string;
  /** What the field holds, as the preview's "column -> field" lines say it (the label when unset). */
  fills?: string;
  /** Header names this field is recognised by, already normalised (see normaliseHeader). */
  aliases: string[];
}

/** In the order the mapping step shows them. */
export const SYNC_FIELDS: SyncFieldInfo[] = [
  {
    field: 'itemNumber',
    label: 'Item number / SKU',
    fills: 'item number / SKU',
    aliases: [
      'itemnumber',
      'itemno',
      'itemnum',
      'item',
      'itemid',
      'itemcode',
      'sku',
      'skunumber',
      'skuno',
      'plu',
      'productcode',
      'productid',
      'productnumber',
      'articlenumber',
      'stockcode',
      'code',
    ],
  },
  {
    field: 'upc',
    label: 'UPC / barcode',
    fills: 'UPC / barcode',
    aliases: [
      'upc',
      'upca',
      'upcnumber',
      'upccode',
      'barcode',
      'barcodenumber',
      'ean',
      'ean13',
      'gtin',
      'scancode',
      'scc',
    ],
  },
  {
    field: 'itemDescription',
    label: 'Description / name',
    aliases: [
      'itemdescription',
      'description',
      'desc',
      'itemname',
      'name',
      'productname',
      'product',
      'productdescription',
      'title',
      'itemdesc',
    ],
  },
  {
    field: 'size',
    label: 'Size / volume',
    aliases: [
      'size',
      'volume',
      'bottlevolume',
      'bottlevolumeml',
      'bottlesize',
      'sizedescription',
      'itemsize',
      'volumeml',
      'ml',
      'unitsize',
    ],
  },
  {
    field: 'packQuantity',
    label: 'Pack',
    fills: 'pack quantity (bottles the shopper buys together)',
    // Only a column that names the shopper's pack; 'Case Pack' and its kin are bottles per case.
    aliases: ['pack', 'packqty', 'packquantity', 'packsize', 'unitsperpack', 'pk', 'packcount', 'innerpack'],
  },
  {
    field: 'caseQuantity',
    label: 'Bottles per case',
    fills: 'bottles per case',
    // A POS export's 'Case Pack', 'Case Qty', 'Units/Case', 'Pack/Case': how many bottles the store buys in a case.
    aliases: [
      'casepack',
      'casepk',
      'casepackqty',
      'casepacksize',
      'caseqty',
      'casequantity',
      'casesize',
      'casecount',
      'unitscase',
      'unitspercase',
      'packcase',
      'packpercase',
      'bottlespercase',
      'bottlescase',
    ],
  },
  {
    field: 'price',
    label: 'Price',
    aliases: [
      'price',
      'retail',
      'retailprice',
      'unitprice',
      'regularprice',
      'regprice',
      'sellprice',
      'sellingprice',
      'price1',
      'bottleretail',
      'statebottleretail',
      'shelfprice',
    ],
  },
  {
    field: 'salePrice',
    label: 'Sale price',
    aliases: ['saleprice', 'promoprice', 'promotionprice', 'specialprice', 'sale', 'discountprice', 'onsaleprice'],
  },
  {
    field: 'saleStarts',
    label: 'Sale starts',
    aliases: ['salestarts', 'salestart', 'salestartdate', 'datesalestarts', 'promostart', 'promostartdate'],
  },
  {
    field: 'saleEnds',
    label: 'Sale ends',
    aliases: ['saleends', 'saleend', 'saleenddate', 'datesaleends', 'promoend', 'promoenddate'],
  },
  {
    field: 'quantityOnHand',
    label: 'Quantity on hand',
    aliases: [
      'quantityonhand',
      'qtyonhand',
      'qoh',
      'onhand',
      'onhandqty',
      'stock',
      'instock',
      'stockqty',
      'inventory',
      'qty',
      'quantity',
      'availabletosell',
      'available',
    ],
  },
  {
    field: 'taxPercent',
    label: 'Tax %',
    aliases: ['taxpercent', 'tax', 'taxrate', 'salestax', 'salestaxpercent', 'taxpct', 'vat'],
  },
  { field: 'brand', label: 'Brand', aliases: ['brand', 'brandname', 'vendorname', 'manufacturer', 'producer'] },
  {
    field: 'category',
    label: 'Category',
    aliases: ['category', 'categoryname', 'department', 'dept', 'type', 'class'],
  },
  { field: 'vintage', label: 'Vintage', aliases: ['vintage', 'itemvintage', 'year'] },
];

/** Field -> the file's header it is read from. Unmapped fields are left as they are. */
export type ColumnMapping = Partial<Record<SyncField, string>>;

/** 'Item #', 'item_number' and 'ItemNumber' all become 'itemnumber'; '#' reads as 'number'. */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/#/g, 'number')
    .replace(/%/g, 'percent')
    .replace(/\(.*?\)/g, (m) => m.replace(/[()]/g, ''))
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Suggests a column for each field: an exact alias first, then a header that starts with an alias
 * (e.g. 'Retail Price USD'). A header is used for one field only.
 */
export function suggestMapping(headers: string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const used = new Set<string>();
  const allAliases = new Set(SYNC_FIELDS.flatMap((f) => f.aliases));
  const normalised = headers.map((h) => ({ header: h, key: normaliseHeader(h) }));
  for (const pass of ['exact', 'prefix'] as const) {
    for (const info of SYNC_FIELDS) {
      if (mapping[info.field]) continue;
      for (const alias of info.aliases) {
        // Prefix matches only for specific aliases, and never steal a header another field names exactly.
        const matches = (key: string) =>
          pass === 'exact' ? key === alias : alias.length >= 5 && key.startsWith(alias) && !allAliases.has(key);
        const hit = normalised.find((h) => !used.has(h.header) && matches(h.key));
        if (hit) {
          mapping[info.field] = hit.header;
          used.add(hit.header);
          break;
        }
      }
    }
  }
  return mapping;
}

/**
 * Which column fills which field, as the import preview says it ('Case Pack -> bottles per case'),
 * in the mapping step's order; without a pack column, where the pack quantity comes from instead.
 */
export function mappingLines(mapping: ColumnMapping): string[] {
  const lines = SYNC_FIELDS.filter((f) => mapping[f.field]).map(
    (f) => `${mapping[f.field]} -> ${f.fills ?? f.label.toLowerCase()}`,
  );
  if (!mapping.packQuantity)
    lines.push('No pack column -> pack quantity from a pack word in the name (6PK, 12 PACK, 4/6), else 1');
  return lines;
}

/** Why a mapping cannot be used with these headers (empty when it can). */
export function mappingProblems(mapping: ColumnMapping, headers: string[]): string[] {
  const problems: string[] = [];
  const known = new Set(SYNC_FIELDS.map((f) => f.field));
  const seen = new Map<string, string>();
  for (const [field, header] of Object.entries(mapping)) {
    if (!header) continue;
    if (!known.has(field as SyncField)) problems.push(`Unknown field: ${field}.`);
    else if (!headers.includes(header)) problems.push(`Column '${header}' is not in the file.`);
    else if (seen.has(header)) problems.push(`Column '${header}' is mapped to both ${seen.get(header)} and ${field}.`);
    seen.set(header, field);
  }
  if (!mapping.itemNumber && !mapping.upc) problems.push('Map a column to Item number / SKU or UPC / barcode.');
  if (!mapping.price && !mapping.salePrice && !mapping.quantityOnHand && !mapping.taxPercent) {
    problems.push('Map at least one of Price, Sale price, Quantity on hand or Tax %.');
  }
  return problems;
}

/** One row read and checked. Fields that were not mapped, or left blank, are undefined. */
export interface SyncRow {
  /** Line number in the file (the header is line 1), or the position in an API list (from 1). */
  line: number;
  itemNumber: string;
  upc: string;
  /** The UPC as a verified GTIN-14, null when there is none. */
  gtin: string | null;
  itemDescription?: string;
  size?: string;
  /** Bottles the shopper buys together: the pack column, else a pack word in the description, else 1. */
  packQuantity?: number;
  /** Bottles per case the store buys ('Case Pack' and its kin); never the shopper's pack. */
  caseQuantity?: number;
  priceCents?: number;
  salePriceCents?: number;
  saleStarts?: string | null;
  saleEnds?: string | null;
  quantityOnHand?: number;
  taxPercent?: number;
  brand?: string;
  category?: string;
  vintage?: string;
}

export type RowResult = { ok: true; row: SyncRow } | { ok: false; line: number; itemNumber: string; reason: string };

/** Highest price accepted from a file: a typo guard, not a business limit. */
export const MAX_PRICE_CENTS = 10_000_000;
export const MAX_STOCK = 1_000_000;

class RowError extends Error {}

export function parseMoneyCents(raw: string, label: string): number {
  const text = raw.replace(/[$\s,]/g, '');
  if (!/^\d*\.?\d+$/.test(text) || !/\d/.test(text)) {
    throw new RowError(
      /^-/.test(text) ? `${label} cannot be negative: '${raw}'.` : `${label} is not an amount: '${raw}'.`,
    );
  }
  const [whole, frac = ''] = text.split('.');
  if (frac.length > 2 && /[1-9]/.test(frac.slice(2)))
    throw new RowError(`${label} has more than two decimals: '${raw}'.`);
  const cents = Number(whole || '0') * 100 + Number((frac + '00').slice(0, 2));
  if (cents > MAX_PRICE_CENTS) throw new RowError(`${label} is too large: '${raw}'.`);
  return cents;
}

function parseWhole(raw: string, label: string, min: number, max: number): number {
  const text = raw.replace(/[\s,]/g, '');
  if (!/^-?\d+(\.0+)?$/.test(text)) throw new RowError(`${label} must be a whole number: '${raw}'.`);
  const n = Number(text);
  if (n < min) throw new RowError(`${label} must be ${min} or more: '${raw}'.`);
  if (n > max) throw new RowError(`${label} is too large: '${raw}'.`);
  return n;
}

function parsePercent(raw: string): number {
  const text = raw.replace(/[\s%]/g, '');
  if (!/^\d*\.?\d+$/.test(text)) throw new RowError(`Tax % is not a number: '${raw}'.`);
  const n = Number(text);
  if (n > 100) throw new RowError(`Tax % must be between 0 and 100: '${raw}'.`);
  return Math.round(n * 1000) / 1000;
}

/** 'YYYY-MM-DD' or 'MM/DD/YYYY' -> 'YYYY-MM-DD'. */
export function parseDate(raw: string, label: string): string {
  const text = raw.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)))
    [y, m, d] = [Number(match[3]), Number(match[1]), Number(match[2])];
  else throw new RowError(`${label} is not a date (use YYYY-MM-DD or MM/DD/YYYY): '${raw}'.`);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    throw new RowError(`${label} is not a real date: '${raw}'.`);
  return date.toISOString().slice(0, 10);
}

function readUpc(raw: string): { upc: string; gtin: string | null } {
  const text = raw.trim();
  if (!text) return { upc: '', gtin: null };
  if (/^\d+(\.\d+)?e\+?\d+$/i.test(text))
    throw new RowError(`UPC '${raw}' was turned into a spreadsheet number; export the column as text.`);
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) throw new RowError(`UPC '${raw}' must contain digits only.`);
  const gtin = normaliseGtin(digits);
  if (!gtin) throw new RowError(`UPC '${raw}' is not a valid UPC/EAN (wrong length or check digit).`);
  return { upc: digits, gtin };
}

function clip(value: string, max: number, label: string): string {
  const text = value.trim().replace(/\s+/g, ' ');
  if (text.length > max) throw new RowError(`${label} is longer than ${max} characters.`);
  return text;
}

/**
 * The sale window rule on what the row alone says; a blank end date cell leaves the item's own end
 * date, so the need for one is judged by the sync plan against the item.
 */
function rowSaleProblem(row: SyncRow): string | null {
  return saleWindowProblem({
    prices: [{ label: 'Sale price', sale: row.salePriceCents ?? 0, regular: row.priceCents ?? 0 }],
    starts: row.saleStarts,
    ends: row.saleEnds,
  });
}

/**
 * Reads one record (header -> cell) with the mapping. Blank cells leave the field undefined, so a
 * file with an empty price column never wipes prices. A row is rejected with the first reason found.
 */
export function readRow(record: Record<string, string | undefined>, mapping: ColumnMapping, line: number): RowResult {
  const cell = (field: SyncField): string => {
    const header = mapping[field];
    const v = header ? record[header] : undefined;
    return v == null ? '' : String(v).trim();
  };
  const itemNumber = cell('itemNumber');
  try {
    const row: SyncRow = { line, itemNumber: clip(itemNumber, 40, 'Item number'), ...readUpc(cell('upc')) };
    if (!row.itemNumber && !row.gtin) throw new RowError('Missing item number and UPC.');
    const text = (field: SyncField, max: number, label: string) => {
      const v = cell(field);
      return v ? clip(v, max, label) : undefined;
    };
    row.itemDescription = text('itemDescription', 300, 'Description');
    row.size = text('size', 40, 'Size');
    row.brand = text('brand', 150, 'Brand');
    row.category = text('category', 100, 'Category');
    row.vintage = text('vintage', 20, 'Vintage');
    // Bare numbers are millilitres in POS exports ('750' -> '750 ml').
    if (row.size && /^\d+(\.\d+)?$/.test(row.size)) row.size = formatSizeMl(parseSizeMl(row.size) ?? 0);
    row.packQuantity = cell('packQuantity')
      ? parseWhole(cell('packQuantity'), 'Pack', 1, 1000)
      : (packFromName(row.itemDescription) ?? 1);
    if (cell('caseQuantity')) row.caseQuantity = parseWhole(cell('caseQuantity'), 'Bottles per case', 1, 1000);
    if (cell('price')) row.priceCents = parseMoneyCents(cell('price'), 'Price');
    if (cell('salePrice')) row.salePriceCents = parseMoneyCents(cell('salePrice'), 'Sale price');
    if (cell('saleStarts')) row.saleStarts = parseDate(cell('saleStarts'), 'Sale start');
    if (cell('saleEnds')) row.saleEnds = parseDate(cell('saleEnds'), 'Sale end');
    if (cell('quantityOnHand'))
      row.quantityOnHand = parseWhole(cell('quantityOnHand'), 'Quantity on hand', 0, MAX_STOCK);
    if (cell('taxPercent')) row.taxPercent = parsePercent(cell('taxPercent'));
    const saleProblem = rowSaleProblem(row);
    if (saleProblem) throw new RowError(saleProblem);
    return { ok: true, row };
  } catch (e) {
    if (e instanceof RowError) return { ok: false, line, itemNumber, reason: e.message };
    throw e;
  }
}

/**
 * Which price field of a store item its single 'price' means, following spec 4 price selection:
 * the unit price when the pack quantity is 1 or a unit price is set, else the pack price (pack
 * quantity > 1 and differs from the case quantity), else the case price.
 */
export function priceFieldFor(item: {
  packQuantity: number;
  caseQuantity: number;
  unitPriceCents: number;
}): 'unit' | 'pack' | 'case' {
  if (item.packQuantity <= 1 || item.unitPriceCents > 0) return 'unit';
  return item.caseQuantity === item.packQuantity ? 'case' : 'pack';
}

/** True when a header names bottles per case ('Case Pack', 'Units/Case'), which never fills the pack. */
export function isCaseHeader(header: string | null | undefined): boolean {
  const key = normaliseHeader(String(header ?? ''));
  return !!key && !!SYNC_FIELDS.find((f) => f.field === 'caseQuantity')?.aliases.includes(key);
}

/**
 * A store item an import filled from a case-pack column carries the case's count as its pack.
 * Repaired by this file's rule: the pack its name states, else 1, and the count as bottles per
 * case. Null when the name states that very pack (nothing to repair).
 */
export function repairedCasePack(item: { packQuantity: number; name: string }): {
  packQuantity: number;
  caseQuantity: number;
} | null {
  const pack = packFromName(item.name) ?? 1;
  return pack === item.packQuantity ? null : { packQuantity: pack, caseQuantity: item.packQuantity };
}
