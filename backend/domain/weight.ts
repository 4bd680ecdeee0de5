/**
 * Spec 9 shipping weight: pounds per unit from the size text (ml x 0.00176, l x 1.76, oz x 0.055),
 * times quantity x pack size, summed over the order and rounded up to whole pounds. Pure; shared by
 * the server (shipping rates at order time) and the checkout page.
 */

export interface WeighedLine {
  /** Size text such as '750 ml', '1.75 L', '12 oz'. */
  size: string;
  quantity: number;
  /** Units in the pack (1 for a single bottle). */
  packSize: number;
}

const POUNDS_PER = { ml: 0.00176, l: 1.76, oz: 0.055 } as const;

/** Pounds for one unit of a size text; 0 when the size names no known unit. */
export function unitWeightPounds(size: string | null | undefined): number {
  const m = /(\d+(?:\.\d+)?|\.\d+)\s*(ml|millilit(?:er|re)s?|l|lt|ltr|lit(?:er|re)s?|fl\.?\s*oz|oz|ounces?)\b/i.exec(
    String(size ?? ''),
  );
  if (!m) return 0;
  const amount = Number(m[1]);
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  const unit = m[2].toLowerCase().replace(/\s+/g, '');
  if (unit === 'ml' || unit.startsWith('millilit')) return amount * POUNDS_PER.ml;
  if (unit.includes('oz') || unit.startsWith('ounce')) return amount * POUNDS_PER.oz;
  return amount * POUNDS_PER.l;
}

/** Unrounded pounds of one line: unit weight x quantity x pack size (pack size at least 1). */
export function lineWeightPounds(line: WeighedLine): number {
  const pack = Number.isFinite(line.packSize) && line.packSize > 0 ? line.packSize : 1;
  const quantity = Number.isFinite(line.quantity) && line.quantity > 0 ? line.quantity : 0;
  return unitWeightPounds(line.size) * quantity * pack;
}

/**
 * Total pounds of an order, rounded up. The small epsilon keeps binary noise (e.g. 3.0000000000004)
 * from adding a whole pound.
 */
export function orderWeightPounds(lines: ReadonlyArray<WeighedLine>): number {
  const total = lines.reduce((sum, line) => sum + lineWeightPounds(line), 0);
  return Math.max(0, Math.ceil(total - 1e-9));
}
