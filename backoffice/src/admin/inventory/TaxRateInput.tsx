import { SelectInput, useRecordContext } from 'react-admin';
import type { AdminInventoryRecord } from '@domain/api/admin-inventory';
import { useOwnStore } from '../../shared/useStoreTimeZone';

/** '7', '7.25' (no trailing zeros). */
const percent = (n: number) => String(Number(n.toFixed(3)));

/**
 * An item's sales tax as a choice: "Store rate (7 %)", the store's own rate,
 * or "0 % (tax exempt)"; an item saved earlier with another rate keeps it as a third choice.
 */
export function TaxRateInput() {
  const store = useOwnStore();
  const record = useRecordContext<AdminInventoryRecord>();
  if (!store) return null;
  const rate = store.salesTaxPercent;
  const choices = [
    { id: rate, name: `Store rate (${percent(rate)} %)` },
    ...(rate !== 0 ? [{ id: 0, name: '0 % (tax exempt)' }] : []),
  ];
  const own = record?.salesTax;
  if (own !== undefined && own !== null && own !== rate && own !== 0)
    choices.push({ id: own, name: `${percent(own)} % (this item's own rate)` });
  return (
    <SelectInput
      source="salesTax"
      label="Sales tax"
      choices={choices}
      helperText="The store's rate, or none for tax-exempt items."
    />
  );
}
