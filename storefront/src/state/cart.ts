import { useSyncExternalStore } from 'react';
import { StorageKeys, readJson, writeJson } from './storage';

/** Spec 3 Cart line, kept in local storage under `cart`. */
export interface CartLine {
  itemNumber: string;
  name: string;
  imageUrl: string;
  packSize: number;
  packType: string;
  /** Text such as '750 ml'. */
  size: string;
  /** Dollars. */
  price: number;
  quantity: number;
  /** Percent. */
  salesTax: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let lines: CartLine[] = load();

function load(): CartLine[] {
  if (typeof localStorage === 'undefined') return [];
  const stored = readJson<unknown>(localStorage, StorageKeys.cart, []);
  return Array.isArray(stored) ? (stored.filter(isCartLine) as CartLine[]) : [];
}

function isCartLine(value: unknown): boolean {
  const l = value as CartLine;
  return !!l && typeof l.itemNumber === 'string' && typeof l.price === 'number' && typeof l.quantity === 'number';
}

function commit(next: CartLine[]): void {
  lines = next;
  if (typeof localStorage !== 'undefined') writeJson(localStorage, StorageKeys.cart, lines);
  listeners.forEach((l) => l());
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab changing the cart: pick it up so the badge stays true.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === StorageKeys.cart || e.key === null) {
      lines = load();
      listeners.forEach((l) => l());
    }
  });
}

export function getCart(): CartLine[] {
  return lines;
}

/** Badge count: the sum of quantities (spec 4 Cart). */
export function cartCount(current: CartLine[] = lines): number {
  return current.reduce((sum, l) => sum + l.quantity, 0);
}

/**
 * Spec 4 Cart: adding an itemNumber already in the cart overwrites its quantity, price, size and
 * pack size rather than adding a second line.
 */
export function addToCart(line: CartLine): void {
  const quantity = Math.max(1, Math.floor(line.quantity));
  const existing = lines.findIndex((l) => l.itemNumber === line.itemNumber);
  if (existing === -1) {
    commit([...lines, { ...line, quantity }]);
    return;
  }
  const next = lines.slice();
  next[existing] = {
    ...next[existing],
    quantity,
    price: line.price,
    size: line.size,
    packSize: line.packSize,
  };
  commit(next);
}

/** The minus button cannot take the quantity below 1 (spec 4 Cart). */
export function setCartQuantity(itemNumber: string, quantity: number): void {
  const q = Math.max(1, Math.floor(quantity) || 1);
  commit(lines.map((l) => (l.itemNumber === itemNumber ? { ...l, quantity: q } : l)));
}

export function removeFromCart(itemNumber: string): void {
  commit(lines.filter((l) => l.itemNumber !== itemNumber));
}

export function clearCart(): void {
  commit([]);
}

/** Test hook: re-read local storage (unit tests swap storage between cases). */
export function reloadCartFromStorage(): void {
  lines = load();
  listeners.forEach((l) => l());
}

export function useCart() {
  const current = useSyncExternalStore(subscribe, getCart, getCart);
  return {
    lines: current,
    count: cartCount(current),
    add: addToCart,
    setQuantity: setCartQuantity,
    remove: removeFromCart,
    clear: clearCart,
  };
}
