import type { PendingItemApi } from '@domain/api/beverages';
import { parseSizeMl } from '@domain/size';
import { formValuesOf, type BeverageFormValues } from '../common/BeverageFields';

/**
 * The corrected-entry form's first values: what the store typed, in the catalogue's own spelling
 * where a list has it: '750ML' -> '750 ml', 'LIQUOR' -> 'Liquor'.
 */
export function correctedEntry(p: PendingItemApi, lists: Record<string, string[]> | undefined): BeverageFormValues {
  const ml = parseSizeMl(p.size);
  const size = lists?.Size?.find((s) => ml !== null && parseSizeMl(s) === ml) ?? p.size;
  const listed = (list: string, value: string) =>
    lists?.[list]?.find((v) => v.toLowerCase() === value.trim().toLowerCase()) ?? value;
  return formValuesOf({
    ...p,
    size,
    main_Category: listed('Category', p.main_Category),
    sub_Category_1: listed('Sub Category', p.sub_Category_1),
    brand: listed('Brand', p.brand),
    country: listed('Country', p.country),
    state: listed('State', p.state),
    pack_Type: listed('Pack Type', p.pack_Type || 'Bottle'),
  });
}
