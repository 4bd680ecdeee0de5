import { hasActiveSale, regularPriceCents, currentPriceCents } from '../domain/pricing';
import { toDollars } from '../common/money/money';
import { imageUrl } from '../images/image-url';
import type { InventoryItem } from './inventory-item.entity';
import type { AdminInventoryRecord, EditableInventoryFields } from '../domain/api/admin-inventory';

/**
 * A store item as the back office reads it: spec 3 'Store inventory item' names, prices in
 * dollars, plus stock, sale window, tax and the derived on-sale state.
 */
export function toAdminInventoryRecord(i: InventoryItem, today: string): AdminInventoryRecord {
  return {
    id: i.id,
    itemNumber: i.itemNumber,
    upc: i.upc,
    itemDescription: i.itemDescription,
    itemVintage: i.itemVintage,
    sizeDescriptionWeight: i.sizeDescription,
    packType: i.packType,
    packQuantity: i.packQuantity,
    caseQuantity: i.caseQuantity,
    brand: i.brand,
    typeOfGrape: i.typeOfGrape,
    countryOfOrigin: i.countryOfOrigin,
    // The master product's content wins once the item is mapped; until then the store's own.
    mainCategory: i.beverage?.mainCategory || i.mainCategory || '',
    // The menu item (Vodka, Cabernet Sauvignon), not its group (Spirits): finalCategory on the master.
    subCategory: i.beverage?.finalCategory || i.beverage?.subCategory1 || i.subCategory || '',
    imageUrl: imageUrl(i.beverage?.imageHash ?? i.imageHash),
    beverageId: i.beverageId,
    ...editableFields(i),
    price: toDollars(regularPriceCents(i)),
    currentPrice: toDollars(currentPriceCents(i, today)),
    onSale: hasActiveSale(i, today),
    createdDate: i.createdDate.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}

/** The fields the edit page and bulk edit change, as the audit trail records them. */
export function editableFields(i: InventoryItem): EditableInventoryFields {
  return {
    itemUnitPrice: toDollars(i.unitPriceCents),
    itemPackPrice: toDollars(i.packPriceCents),
    itemWarmCasePrice: toDollars(i.casePriceCents),
    itemUnitSalePrice: toDollars(i.unitSalePriceCents),
    packSalePrice: toDollars(i.packSalePriceCents),
    itemCaseSalePrice: toDollars(i.caseSalePriceCents),
    dateSaleStarts: i.dateSaleStarts ?? null,
    dateSaleEnds: i.dateSaleEnds ?? null,
    availableToSell: i.availableToSell,
    isAvailable: i.isAvailable,
    salesTax: i.salesTaxPercent,
  };
}

export type { AdminInventoryRecord };
