/**
 * One polite live region for short confirmations ('Added to cart'), so screen-reader users hear
 * what sighted users see in the toast.
 */
type Listener = (message: string) => void;
const listeners = new Set<Listener>();

export function announce(message: string): void {
  listeners.forEach((l) => l(message));
}

export function onAnnounce(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
