/**
 * Where a store may ship each category (spirits and beer of an Iowa store within Iowa
 * only). Data per store; a category without a rule is not shipped at all.
 */
import { categoryLabel, categoryOf } from './categories';
import { stateList } from './us-states';

export interface ShippingRule {
  /** Wine, Beer, Liquor, Extras or Soda. */
  category: string;
  /** True: any US state (states is then ignored). */
  anywhere: boolean;
  /** Postal codes ('IA', 'IL'...). */
  states: readonly string[];
}

/** Why a product of `category` may not be shipped to `state` (a postal code), or null when it may. */
export function shippingRestriction(
  category: string,
  itemName: string,
  state: string,
  rules: readonly ShippingRule[],
): string | null {
  const known = categoryOf(category);
  const rule = known ? rules.find((r) => categoryOf(r.category) === known) : undefined;
  const what = known ? categoryLabel(known) : itemName;
  if (!rule || (!rule.anywhere && rule.states.length === 0))
    return `${what} cannot be shipped. Please choose delivery or pickup.`;
  if (rule.anywhere || rule.states.includes(state)) return null;
  return rule.states.length === 1
    ? `${what} can only be shipped within ${stateList(rule.states)}.`
    : `${what} can only be shipped to ${stateList(rule.states)}.`;
}

/** One sentence per category for the Shipping policy page and the checkout's shipping tab. */
export function shippingPolicyLines(rules: readonly ShippingRule[]): string[] {
  return rules
    .map((r) => ({ r, c: categoryOf(r.category) }))
    .filter((x) => x.c)
    .map(({ r, c }) => {
      const what = categoryLabel(c!);
      if (r.anywhere) return `${what}: ships anywhere in the United States.`;
      if (r.states.length === 0) return `${what}: not shipped (delivery or pickup only).`;
      return r.states.length === 1
        ? `${what}: ships within ${stateList(r.states)} only.`
        : `${what}: ships to ${stateList(r.states)}.`;
    });
}
