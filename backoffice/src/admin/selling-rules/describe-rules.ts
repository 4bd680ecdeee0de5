import { CATEGORIES } from '@domain/quote/categories';
import { US_STATES } from '@domain/quote/us-states';
import type { DepositRuleRecord, ShippingRuleRecord } from '@domain/api/selling-rules';
import { dollars } from '../common/format';

/** Choices and short texts of the selling-rule screens (pure, unit-tested). */
export const CATEGORY_CHOICES = CATEGORIES.map((c) => ({ id: c, name: c }));
export const STATE_CHOICES = Object.entries(US_STATES).map(([id, name]) => ({ id, name: `${name} (${id})` }));
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const WEEKDAY_CHOICES = WEEKDAYS.map((name, id) => ({ id, name }));

/** 'Anywhere in the US', 'Iowa only', 'Iowa, Illinois, Minnesota' or 'Not shipped'. */
export function shipsTo(rule: Pick<ShippingRuleRecord, 'anywhere' | 'states'>): string {
  if (rule.anywhere) return 'Anywhere in the US';
  if (!rule.states.length) return 'Not shipped (delivery or pickup only)';
  const names = rule.states.map((s) => US_STATES[s] ?? s);
  return names.length === 1 ? `${names[0]} only` : names.join(', ');
}

/** '0 ml and up', '710 ml and up', '0 - 709 ml'. */
export function sizeRange(rule: Pick<DepositRuleRecord, 'minMl' | 'maxMl'>): string {
  return rule.maxMl === null ? `${rule.minMl} ml and up` : `${rule.minMl} - ${rule.maxMl} ml`;
}

/** '$0.05 per container, not taxed'. */
export function depositText(rule: Pick<DepositRuleRecord, 'amount' | 'taxable'>): string {
  return `${dollars(rule.amount)} per container, ${rule.taxable ? 'taxed' : 'not taxed'}`;
}

const CLOCK = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** A form check for 'HH:MM' (the server checks the same and says so). */
export const clockTime = (value: unknown) =>
  value === undefined || value === null || value === '' || CLOCK.test(String(value))
    ? undefined
    : 'Enter a time such as 09:00 (24:00 for midnight).';
