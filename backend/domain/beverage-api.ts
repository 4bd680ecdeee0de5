/**
 * Spec 3 'Beverage (admin, paginated)' as the API speaks it. `image_Blob` (base64) is filled only
 * by the single-item call; lists carry `image_Url` (/api/images/{hash}) instead.
 */
export interface BeverageApi {
  id: number;
  item_Name: string;
  main_Category: string;
  sub_Category_1: string;
  final_Category: string;
  size: string;
  pack_Type: string;
  pack_Quantity: number;
  case_Quantity: number;
  brand: string;
  country: string;
  state: string;
  vintage: string;
  type_of_Grape: string;
  sub_Region_One: string;
  sub_Region_Two: string;
  abv: number | null;
  winery: string;
  upc_Number: string;
  item_Number: string;
  primary_Desc: string;
  image_Blob: string | null;
  is_Review_Pending: boolean;
  is_Approved: boolean;
  /** Ours: the image URL for lists and thumbnails. */
  image_Url: string | null;
  /** Ours: normalised forms used by matching. */
  size_Ml: number | null;
  gtin: string | null;
}
