import { useSyncExternalStore } from 'react';

/** The promo code the shopper entered at checkout, kept for the browser tab. */
const KEY = 'promoCode';
const listeners = new Set<() => void>();

function read(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

let current = read();

export function setPromoCode(code: string): void {
  current = code.trim().toUpperCase();
  try {
    if (current) sessionStorage.setItem(KEY, current);
    else sessionStorage.removeItem(KEY);
  } catch {
    /* storage disabled: the code lasts for this page */
  }
  listeners.forEach((l) => l());
}

export function usePromoCode(): string {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => '',
  );
}
