import { formatDollars } from '@domain/money';
import { DEFAULT_TIME_ZONE, formatCalendarDay } from '@domain/store-time';
import { DATE_PATTERN, formatDateTime } from '../dateTime';

/** Field names as the screens call them. */
const LABELS: Record<string, string> = {
  itemUnitPrice: 'Price',
  itemPackPrice: 'Pack price',
  itemWarmCasePrice: 'Case price',
  itemUnitSalePrice: 'Sale price',
  packSalePrice: 'Pack sale price',
  itemCaseSalePrice: 'Case sale price',
  dateSaleStarts: 'Sale starts',
  dateSaleEnds: 'Sale ends',
  availableToSell: 'Stock',
  isAvailable: 'Available',
  salesTax: 'Tax %',
  orderStatus: 'Status',
  status: 'Status',
  // Selling rules.
  category: 'Category',
  anywhere: 'Ships anywhere',
  states: 'States',
  minMl: 'From ml',
  maxMl: 'To ml',
  amount: 'Deposit $',
  taxable: 'Taxed',
  name: 'Name',
  zipCodes: 'Zip codes',
  fee: 'Fee $',
  minimumOrder: 'Minimum order $',
  freeOver: 'Free over $',
  slotCapacity: 'Orders per window',
  slotMinutes: 'Window minutes',
  weekday: 'Weekday',
  opens: 'Opens',
  closes: 'Closes',
  noSalesFrom: 'No sales from',
  noSalesUntil: 'No sales until',
  // Promotions.
  startsOn: 'Starts on',
  endsOn: 'Ends on',
  endedAt: 'Ended',
  kind: 'Kind',
  selector: 'Items',
  percent: 'Percent off',
  amountCents: 'Amount off',
  tiers: 'Tiers',
  thresholdCents: 'Threshold',
  code: 'Code',
  firstOrderOnly: 'First order only',
  totalLimit: 'Uses in total',
  perCustomerLimit: 'Uses per customer',
  // Search synonyms, attribute lists (platform).
  term: 'Term',
  synonyms: 'Synonyms',
  twoWay: 'Two-way',
  propName: 'List',
  added: 'Added',
  removed: 'Removed',
};

/** Fields kept in integer cents, shown in dollars like the forms that edit them. */
const CENTS = new Set(['amountCents', 'thresholdCents']);

/** A moment as JSON writes it ('2026-12-05T15:04:00.000Z'): shown in the store's zone like every other time. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function show(v: unknown, key: string | undefined, timeZone: string): string {
  if (key && CENTS.has(key) && typeof v === 'number') return formatDollars(v);
  if (typeof v === 'string' && MOMENT.test(v)) return formatDateTime(v, timeZone);
  if (typeof v === 'string' && DAY.test(v)) return formatCalendarDay(v, DATE_PATTERN);
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/**
 * The change an audit entry records, in words: "Price: 19.99 → 17.99; Stock: 4 → 6", its times in
 * the back office's one format in the store's zone.
 */
export function describeChange(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  /** A create or delete names every field it kept (the audit screen), not just the known ones. */
  everyField = false,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (before && after)
    return Object.keys(after)
      .map((k) => `${LABELS[k] ?? k}: ${show(before[k], k, timeZone)} → ${show(after[k], k, timeZone)}`)
      .join('; ');
  const one = after ?? before ?? {};
  return Object.entries(one)
    .filter(([k]) => everyField || LABELS[k] || ['note', 'reason', 'itemDescription', 'fileName', 'idType'].includes(k))
    .map(([k, v]) => `${LABELS[k] ?? k}: ${show(v, k, timeZone)}`)
    .join('; ');
}
