import { formatDollars } from '@domain/money';

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

const show = (v: unknown, key?: string) =>
  key && CENTS.has(key) && typeof v === 'number'
    ? formatDollars(v)
    : v === null || v === undefined || v === ''
      ? '—'
      : typeof v === 'boolean'
        ? v
          ? 'yes'
          : 'no'
        : typeof v === 'object'
          ? JSON.stringify(v)
          : String(v);

/** The change an audit entry records, in words: "Price: 19.99 → 17.99; Stock: 4 → 6". */
export function describeChange(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  /** A create or delete names every field it kept (the audit screen), not just the known ones. */
  everyField = false,
): string {
  if (before && after)
    return Object.keys(after)
      .map((k) => `${LABELS[k] ?? k}: ${show(before[k], k)} → ${show(after[k], k)}`)
      .join('; ');
  const one = after ?? before ?? {};
  return Object.entries(one)
    .filter(([k]) => everyField || LABELS[k] || ['note', 'reason', 'itemDescription', 'fileName', 'idType'].includes(k))
    .map(([k, v]) => `${LABELS[k] ?? k}: ${show(v, k)}`)
    .join('; ');
}
