/** Spec 3 'Beverage (admin, paginated)' as the API sends it (plus our image URL and normalised size). */
export interface Beverage {
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
  image_Url?: string | null;
  size_Ml?: number | null;
}

/** A pending store item (same names) with what the store sent besides. */
export interface PendingItem extends Beverage {
  webUrl: string;
  store_Name: string;
  unit_Price: number;
  available_To_Sell: number;
  source: string;
}

export interface Suggestion extends Beverage {
  match_Score: number;
  match_Reason: string;
  same_Upc: boolean;
}

export interface AttributeList {
  id: number;
  propName: string;
  propValues: string;
}

export interface Tenant {
  name: string;
  webUrl: string;
  pendingCount: number;
}
