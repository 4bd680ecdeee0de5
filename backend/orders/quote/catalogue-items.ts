import type { ItemRow } from '../../catalogue/catalogue-product';
import type { StoreItemRow } from '../order-lines';

/**
 * A catalogue snapshot's item as an order line reads it from the database (order-lines.ts
 * `loadStoreItems`: the same columns, the master's texts once mapped), so the quote answers the
 * same from either.
 */
export function storeItemRow(row: ItemRow): StoreItemRow {
  const o = row.order;
  return {
    id: row.id,
    itemNumber: row.itemNumber,
    sizeDescription: o.size,
    packType: row.packType,
    packQuantity: row.packQuantity,
    caseQuantity: row.caseQuantity,
    unitPriceCents: row.unitPriceCents,
    packPriceCents: row.packPriceCents,
    casePriceCents: row.casePriceCents,
    unitSalePriceCents: row.unitSalePriceCents,
    packSalePriceCents: row.packSalePriceCents,
    caseSalePriceCents: row.caseSalePriceCents,
    dateSaleStarts: row.dateSaleStarts ?? null,
    dateSaleEnds: row.dateSaleEnds ?? null,
    salesTaxPercent: row.salesTaxPercent,
    availableToSell: row.availableToSell,
    isAvailable: row.isAvailable,
    productName: o.name,
    imageHash: o.imageHash,
    category: o.category,
    subCategory: o.subCategory,
    brand: o.brand,
  };
}
