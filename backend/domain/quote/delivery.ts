/** Delivery fee and minimum per zone (the demo stores': $4.99 fee, $25 minimum, free over $100). */
import { formatDollars } from '../money';

export interface DeliveryZone {
  /** The zips this zone's terms apply to; empty: every zip the store delivers to. */
  zipCodes: readonly string[];
  feeCents: number;
  minimumCents: number;
  /** Goods at or above this amount deliver free; null: never free. */
  freeOverCents: number | null;
  /** Orders one delivery window takes. */
  slotCapacity: number;
}

/** The zone for a zip: one naming it, else one for every zip; null when none applies. */
export function zoneFor(zip: string, zones: readonly DeliveryZone[]): DeliveryZone | null {
  return zones.find((z) => z.zipCodes.includes(zip)) ?? zones.find((z) => z.zipCodes.length === 0) ?? null;
}

/** The fee for goods worth `goodsCents` (after discounts, before deposits and tax). */
export function deliveryFeeCents(zone: DeliveryZone, goodsCents: number): number {
  if (zone.freeOverCents !== null && goodsCents >= zone.freeOverCents) return 0;
  return Math.max(0, zone.feeCents);
}

export function deliveryMinimumProblem(zone: DeliveryZone, goodsCents: number): string | null {
  return goodsCents < zone.minimumCents
    ? `Delivery needs an order of at least ${formatDollars(zone.minimumCents)}.`
    : null;
}
