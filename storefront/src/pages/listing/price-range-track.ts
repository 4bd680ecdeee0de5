/** Where a price sits on the slider's track, as a CSS percentage (a price above the bound sits at the end). */
export function trackPercent(price: number, bound: number): string {
  return `${Math.min(100, (Math.min(price, bound) / bound) * 100)}%`;
}
