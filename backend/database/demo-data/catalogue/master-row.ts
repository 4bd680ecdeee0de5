/** One master beverage as the demo catalogue builds it (before it becomes a `beverage` row). */
export interface MasterRow {
  itemNumber: string;
  itemName: string;
  brand: string;
  mainCategory: string;
  /** Menu group, e.g. 'Spirits', 'Red Wine'. */
  subCategory1: string;
  /** Menu item, e.g. 'Vodka', 'Cabernet Sauvignon'. */
  finalCategory: string;
  size: string;
  sizeMl: number | null;
  packType: string;
  packQuantity: number;
  caseQuantity: number;
  country: string;
  state: string;
  vintage: string;
  typeOfGrape: string;
  subRegionOne: string;
  subRegionTwo: string;
  abv: number | null;
  winery: string;
  upc: string;
  primaryDesc: string;
  tastingNotes: string;
  specialRating: string;
  /** Reference shelf price of one unit / pack / case (cents) from which stores set their own. */
  unitPriceCents: number;
  packPriceCents: number;
  casePriceCents: number;
  /** Rows with the same family are the sizes/packs of one product (same label art). */
  family: string;
  /** Extra words on the label (e.g. '12 Year', 'Reserve'). */
  labelNote?: string;
}
