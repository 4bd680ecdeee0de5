import { toDollars } from '../common/money/money';
import type { PendingItemApi, PendingOrigin } from '../domain/api/beverages';
import type { Store } from '../tenants/store.entity';
import { PendingItem } from './pending-item.entity';

/**
 * A pending item as the mapping screens read it: the spec's 'Beverage (admin, paginated)' names
 * (the original product kept pending items as beverages), plus what the store sent that the
 * master has no place for (prices, stock, source).
 */
/** Where a pending item came from: a store admin's request (new or edit of a store item) or a sync. */
export function originOf(p: Pick<PendingItem, 'source' | 'inventoryItemId'>): PendingOrigin {
  if (p.source === 'request') return p.inventoryItemId ? 'Edit request' : 'New-product request';
  return p.source === 'api' ? 'API sync' : 'CSV import';
}

export function toPendingApi(
  p: PendingItem,
  store: Pick<Store, 'webUrl' | 'name'>,
  editOfBeverageId: number | null = null,
): PendingItemApi {
  return {
    id: p.id,
    item_Name: p.itemName,
    main_Category: p.mainCategory,
    sub_Category_1: p.subCategory,
    final_Category: '',
    size: p.size,
    pack_Type: p.packType,
    pack_Quantity: p.packQuantity,
    case_Quantity: p.caseQuantity,
    brand: p.brand,
    country: p.country,
    state: p.state,
    vintage: p.vintage,
    type_of_Grape: p.typeOfGrape,
    sub_Region_One: '',
    sub_Region_Two: '',
    abv: p.abv,
    winery: '',
    upc_Number: p.upc,
    item_Number: p.itemNumber,
    primary_Desc: p.primaryDesc,
    image_Blob: null,
    is_Review_Pending: p.isReviewPending,
    is_Approved: p.isApproved,
    // Ours:
    size_Ml: p.sizeMl,
    gtin: p.gtin,
    unit_Price: toDollars(p.unitPriceCents),
    pack_Price: toDollars(p.packPriceCents),
    case_Price: toDollars(p.casePriceCents),
    available_To_Sell: p.availableToSell,
    source: p.source,
    webUrl: store.webUrl,
    store_Name: store.name,
    mapped_Beverage_Id: p.mappedBeverageId,
    inventory_Item_Id: p.inventoryItemId,
    origin: originOf(p),
    edit_Of_Beverage_Id: originOf(p) === 'Edit request' ? editOfBeverageId : null,
    created_At: p.createdAt.toISOString(),
    decided_At: p.decidedAt?.toISOString() ?? null,
  };
}

export type PendingApi = PendingItemApi;
