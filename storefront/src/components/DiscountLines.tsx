import type { DiscountPartResponse } from '@domain/api/quote';
import { formatDollars, toCents } from '@domain/money';
import { discountLabel } from '@domain/promotions/texts';

/** A line's discount as the server gave it: its total, and the parts each promotion took. */
export interface DiscountedLine {
  discount: number;
  /** The line's own promotion (answers without parts name only this one). */
  name: string | null;
  discounts?: readonly DiscountPartResponse[];
}

/**
 * One row per promotion that took from the line, each naming its own promotion ("Wine case
 * discount: −$2.10", "Welcome offer (WELCOME10): −$1.75"); nothing when the line has no discount.
 */
export function DiscountLines({ line, testId, minus = '−' }: { line: DiscountedLine; testId: string; minus?: string }) {
  if (!(line.discount > 0)) return null;
  const parts = line.discounts?.length
    ? line.discounts.map((p) => ({ key: `${p.promotionId}-${p.name}`, label: discountLabel(p), amount: p.amount }))
    : [{ key: 'all', label: line.name ?? 'Discount', amount: line.discount }];
  return (
    <>
      {parts.map((p) => (
        <p key={p.key} className="small price--sale" data-testid={testId}>
          {p.label}:{' '}
          <span style={{ whiteSpace: 'nowrap' }}>
            {minus}
            {formatDollars(toCents(p.amount))}
          </span>
        </p>
      ))}
    </>
  );
}
