/**
 * Rate table lookup (pure). Each option has weight brackets; an order ships at the cost of the first
 * bracket whose limit it does not exceed. An option whose brackets all stop below the weight is not
 * offered.
 */
export interface RateBracket {
  optionName: string;
  /** null: no upper bound. */
  maxWeightLb: number | null;
  costCents: number;
  residentialSurchargeCents: number;
  sortOrder: number;
}

/** Spec 9: Standard Shipping costs 18.99 by default (the lightest bracket). */
export const STANDARD_SHIPPING = 'Standard Shipping';
export const DEFAULT_STANDARD_CENTS = 1899;

export const DEFAULT_RATE_TABLE: readonly RateBracket[] = [
  {
    optionName: STANDARD_SHIPPING,
    maxWeightLb: 10,
    costCents: DEFAULT_STANDARD_CENTS,
    residentialSurchargeCents: 0,
    sortOrder: 0,
  },
  { optionName: STANDARD_SHIPPING, maxWeightLb: 30, costCents: 28_99, residentialSurchargeCents: 0, sortOrder: 0 },
  { optionName: STANDARD_SHIPPING, maxWeightLb: 70, costCents: 44_99, residentialSurchargeCents: 0, sortOrder: 0 },
  { optionName: STANDARD_SHIPPING, maxWeightLb: null, costCents: 64_99, residentialSurchargeCents: 0, sortOrder: 0 },
  { optionName: 'Express Shipping', maxWeightLb: 10, costCents: 34_99, residentialSurchargeCents: 0, sortOrder: 1 },
  { optionName: 'Express Shipping', maxWeightLb: 30, costCents: 49_99, residentialSurchargeCents: 0, sortOrder: 1 },
  { optionName: 'Express Shipping', maxWeightLb: 70, costCents: 79_99, residentialSurchargeCents: 0, sortOrder: 1 },
];

/** {optionName: cents}, in the table's option order. */
export function ratesFor(table: readonly RateBracket[], weightLb: number, residential: boolean): Map<string, number> {
  const byOption = new Map<string, RateBracket[]>();
  for (const row of [...table].sort((a, b) => a.sortOrder - b.sortOrder || a.optionName.localeCompare(b.optionName))) {
    byOption.set(row.optionName, [...(byOption.get(row.optionName) ?? []), row]);
  }
  const rates = new Map<string, number>();
  for (const [name, brackets] of byOption) {
    const sorted = brackets.sort((a, b) => (a.maxWeightLb ?? Infinity) - (b.maxWeightLb ?? Infinity));
    const bracket = sorted.find((b) => b.maxWeightLb === null || weightLb <= b.maxWeightLb);
    if (bracket) rates.set(name, bracket.costCents + (residential ? bracket.residentialSurchargeCents : 0));
  }
  return rates;
}

export function zip5(zip: string): string {
  return zip.trim().slice(0, 5);
}
