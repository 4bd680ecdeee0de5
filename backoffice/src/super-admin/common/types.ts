import type { BeverageApi } from '@domain/beverage-api';

/** Spec 3 'Beverage (admin, paginated)' as the API sends it: the server's own type. */
export type Beverage = BeverageApi;

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
