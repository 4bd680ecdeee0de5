import type { BeverageApi } from '../domain/api/beverages';
import { imageUrl } from '../images/image-url';
import { Beverage } from './beverage.entity';

export type { BeverageApi };

export function toBeverageApi(b: Beverage, imageBlob: string | null = null): BeverageApi {
  return {
    id: b.id,
    item_Name: b.itemName,
    main_Category: b.mainCategory,
    sub_Category_1: b.subCategory1,
    final_Category: b.finalCategory,
    size: b.size,
    pack_Type: b.packType,
    pack_Quantity: b.packQuantity,
    case_Quantity: b.caseQuantity,
    brand: b.brand,
    country: b.country,
    state: b.state,
    vintage: b.vintage,
    type_of_Grape: b.typeOfGrape,
    sub_Region_One: b.subRegionOne,
    sub_Region_Two: b.subRegionTwo,
    abv: b.abv,
    winery: b.winery,
    upc_Number: b.upcNumber,
    item_Number: b.itemNumber,
    primary_Desc: b.primaryDesc,
    image_Blob: imageBlob,
    is_Review_Pending: b.isReviewPending,
    is_Approved: b.isApproved,
    image_Url: imageUrl(b.imageHash),
    size_Ml: b.sizeMl,
    gtin: b.gtin,
  };
}

/** API field -> entity property, for the fields a client may write. */
export const WRITABLE_FIELDS = {
  item_Name: 'itemName',
  main_Category: 'mainCategory',
  sub_Category_1: 'subCategory1',
  final_Category: 'finalCategory',
  size: 'size',
  pack_Type: 'packType',
  pack_Quantity: 'packQuantity',
  case_Quantity: 'caseQuantity',
  brand: 'brand',
  country: 'country',
  state: 'state',
  vintage: 'vintage',
  type_of_Grape: 'typeOfGrape',
  sub_Region_One: 'subRegionOne',
  sub_Region_Two: 'subRegionTwo',
  abv: 'abv',
  winery: 'winery',
  upc_Number: 'upcNumber',
  item_Number: 'itemNumber',
  primary_Desc: 'primaryDesc',
  is_Review_Pending: 'isReviewPending',
  is_Approved: 'isApproved',
} as const satisfies Record<string, keyof Beverage>;

/** The fields an audit entry records for a beverage (no image bytes). */
export function auditFields(b: Beverage): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [api, prop] of Object.entries(WRITABLE_FIELDS)) out[api] = b[prop];
  out.image_Hash = b.imageHash;
  return out;
}
