import { addToCart, getCart, type CartLine } from '../../state/cart';

/** What the mini-cart tells after an add. */
export interface AddedNotice {
  name: string;
  imageUrl: string;
  quantity: number;
  /** The quantity the line had before (spec 4 overwrite rule), or null when it is a new line. */
  replaced: number | null;
}

type Listener = (notice: AddedNotice) => void;
const listeners = new Set<Listener>();

export function onAdded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Adds a line with the cart's own rule (an item already in the cart gets the new quantity, it is
 * not added on top) and shows the mini-cart saying what happened.
 */
export function addToCartWithNotice(line: CartLine): void {
  const before = getCart().find((l) => l.itemNumber === line.itemNumber);
  addToCart(line);
  const after = getCart().find((l) => l.itemNumber === line.itemNumber);
  const notice: AddedNotice = {
    name: line.name,
    imageUrl: line.imageUrl,
    quantity: after?.quantity ?? line.quantity,
    replaced: before && before.quantity !== after?.quantity ? before.quantity : null,
  };
  listeners.forEach((l) => l(notice));
}

/** The notice's words, e.g. 'Added: 2 x Tito's Handmade Vodka'. */
export function addedText(n: AddedNotice): string {
  return `Added: ${n.quantity} x ${n.name}`;
}

/** Under the overwrite rule the cart holds the new quantity, not the sum: say so. */
export function replacedText(n: AddedNotice): string | null {
  if (n.replaced === null) return null;
  return `Your cart now holds ${n.quantity} of this item (it held ${n.replaced}).`;
}
