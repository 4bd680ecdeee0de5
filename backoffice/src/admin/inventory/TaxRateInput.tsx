import { SelectInput, useRecordContext } from 'react-admin';
import type { AdminInventoryRecord } from '@domain/api/admin-inventory';
import { useOwnStore } from '../../shared/useStoreTimeZone';

/** '7', '7.25' (no trailing zeros). */
const percent = (n: number) => String(Number(n.toFixed(3)));

/** The choice that stands for "no rate of its own" (stored as null). */
const STORE_RATE = 'store';

/** The stored percent (null: the store's rate) as a choice id, and back. */
const toChoice = (v: unknown) => (v === null || v === undefined || v === '' ? STORE_RATE : String(Number(v)));
const fromChoice = (v: unknown) => (v === STORE_RATE || v === null || v === undefined || v === '' ? null : Number(v));

/**
 * Marks the input as required, so no blank choice is offered: null is a real value here (the
 * store's rate), which react-admin's own required() would refuse.
 */
const ALWAYS_CHOSEN = Object.assign(() => undefined, { isRequired: true });

/**
 * An item's sales tax as a choice: "Store rate (7 %)" (stored as null, so the item follows the
 * store's rate) or "0 % (tax exempt)" (stored as 0: no tax); an item saved earlier with a rate of
 * its own keeps it as a third choice.
 */
export function TaxRateInput() {
  const store = useOwnStore();
  const record = useRecordContext<AdminInventoryRecord>();
  if (!store) return null;
  const choices = [
    { id: STORE_RATE, name: `Store rate (${percent(store.salesTaxPercent)} %)` },
    { id: '0', name: '0 % (tax exempt)' },
  ];
  const own = record?.salesTax;
  if (own !== undefined && own !== null && own !== 0)
    choices.push({ id: String(own), name: `${percent(own)} % (this item's own rate)` });
  return (
    <SelectInput
      source="salesTax"
      label="Sales tax"
      choices={choices}
      format={toChoice}
      parse={fromChoice}
      validate={ALWAYS_CHOSEN}
      translateChoice={false}
      helperText="The store's rate, or none for tax-exempt items."
    />
  );
}
