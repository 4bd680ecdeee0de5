/** The codes and texts of what stops a cart from becoming an order (shown next to the lines before payment). */
export type QuoteProblemCode =
  | 'UNKNOWN_ITEM'
  | 'UNAVAILABLE'
  | 'OUT_OF_STOCK'
  | 'LOW_STOCK'
  | 'SHIPPING_RESTRICTED'
  | 'SHIPPING_STATE'
  | 'SHIPPING_OPTION'
  | 'NOT_DELIVERABLE'
  | 'DELIVERY_MINIMUM'
  | 'ADDRESS'
  | 'WINDOW'
  | 'PROMO_CODE';

export interface QuoteProblem {
  itemNumber?: string;
  code: QuoteProblemCode;
  message: string;
  /** Stock problems: how many can still be bought (the cart caps its stepper there). */
  available?: number;
}

/** Codes about one line's stock or availability: the message reads next to the line, so a sentence alone names the item. */
export const STOCK_CODES: readonly QuoteProblemCode[] = ['UNAVAILABLE', 'OUT_OF_STOCK', 'LOW_STOCK'];

export const QUOTE_TEXTS = {
  unknownItem: (itemNumber: string) => `Item ${itemNumber} is not sold by this store.`,
  unavailable: 'This item is no longer available.',
  outOfStock: 'Out of stock.',
  lowStock: (left: number) => `Only ${left} left in stock.`,
  shippingState: 'Please enter a US state for shipping.',
  /** The typed state is not the zip's: "Zip code 10118 is in NY, not IA." */
  zipState: (zip: string, zipState: string, typed: string) => `Zip code ${zip} is in ${zipState}, not ${typed}.`,
  shippingOption: 'Please choose a shipping type.',
  /** Spec 8. */
  address: 'Please enter your delivery address.',
  chooseWindow: 'Please choose a delivery window.',
  windowFull: 'This delivery window is full or no longer offered. Please choose another.',
  notDeliverable:
    'Delivery is not available at given address. Please choose either shipping or pickup to place this order.',
} as const;

/**
 * Stock wording, one rule for every surface. Beside a cart line (the line shows the item):
 * 'Out of stock.' or 'Only 3 left in stock.'. Standing alone (a 409 refusing an order or an edit):
 * the same text after the item's name, 'Merlot 750 ml: Out of stock.'.
 */
export function stockText(left: number): string {
  return left > 0 ? QUOTE_TEXTS.lowStock(left) : QUOTE_TEXTS.outOfStock;
}

/** A line's text standing alone: the item's name first ('Merlot 750 ml: This item is no longer available.'). */
export function namedLineText(name: string, text: string): string {
  return `${name}: ${text}`;
}

/** The stock text of a refusal, the item named: 'Merlot 750 ml: Only 3 left in stock.'. */
export function namedStockText(name: string, left: number): string {
  return namedLineText(name, stockText(left));
}

/**
 * One sentence for a refusal (placement's 409): every distinct problem, stock problems prefixed with
 * the item's name.
 */
export function problemsSentence(problems: readonly QuoteProblem[], nameOf: (itemNumber: string) => string): string {
  const texts = problems.map((p) =>
    p.itemNumber && STOCK_CODES.includes(p.code) ? namedLineText(nameOf(p.itemNumber), p.message) : p.message,
  );
  return [...new Set(texts)].join(' ');
}
