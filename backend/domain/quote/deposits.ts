/**
 * Bottle deposits: per store, a table of rules (category, container size range in ml,
 * cents per container, taxable or not). A line's deposit is per container: a 6-pack is 6.
 */
import { categoryOf } from './categories';

export interface DepositRule {
  category: string;
  /** Inclusive lower bound of the container size, in ml. */
  minMl: number;
  /** Inclusive upper bound; null: no upper bound. */
  maxMl: number | null;
  centsPerContainer: number;
  taxable: boolean;
}

/** The first rule matching a container of `sizeMl` of `category`, or null. */
export function depositRuleFor(category: string, sizeMl: number, rules: readonly DepositRule[]): DepositRule | null {
  const known = categoryOf(category);
  if (!known) return null;
  return (
    rules.find(
      (r) => categoryOf(r.category) === known && sizeMl >= r.minMl && (r.maxMl === null || sizeMl <= r.maxMl),
    ) ?? null
  );
}

/** Deposit cents of a line: containers (units x containers per unit) x the rule's amount (never negative). */
export function lineDepositCents(rule: DepositRule | null, quantity: number, containersPerUnit: number): number {
  if (!rule) return 0;
  return Math.max(0, Math.round(rule.centsPerContainer)) * Math.max(0, quantity) * Math.max(1, containersPerUnit);
}
