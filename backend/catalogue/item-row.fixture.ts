import { orderFields } from './catalogue-snapshot';
import { type ItemRow } from './catalogue-product';

/**
 * A store item row as the catalogue loader gives it, for unit tests: a 750 ml bottle at $10 with 5 in
 * stock, a French red wine (Merlot) by 'Alpha', with `item` and `bev` overriding what a test needs.
 */
export function itemRow(
  id: number,
  item: Partial<Omit<ItemRow, 'bev' | 'order'>>,
  bev: Partial<ItemRow['bev']>,
): ItemRow {
  const row: ItemRow = {
    id,
    itemNumber: String(1000 + id),
    itemDescription: '',
    sizeDescription: '750 ml',
    packType: 'Bottle',
    packQuantity: 1,
    caseQuantity: 12,
    unitPriceCents: 1000,
    packPriceCents: 0,
    casePriceCents: 0,
    unitSalePriceCents: 0,
    packSalePriceCents: 0,
    caseSalePriceCents: 0,
    dateSaleStarts: null,
    dateSaleEnds: null,
    salesTaxPercent: null,
    availableToSell: 5,
    isAvailable: true,
    brand: '',
    countryOfOrigin: '',
    itemVintage: '',
    typeOfGrape: '',
    mainCategory: '',
    subCategory: '',
    imageHash: null,
    beverageId: id,
    createdMs: id * 1000,
    order: undefined!,
    ...item,
    bev: {
      itemName: '',
      mainCategory: 'Wine',
      subCategory1: 'Red Wine',
      finalCategory: 'Merlot',
      size: '750 ml',
      brand: 'Alpha',
      country: 'France',
      state: '',
      vintage: '',
      typeOfGrape: '',
      subRegionOne: '',
      subRegionTwo: '',
      abv: null,
      winery: '',
      primaryDesc: '',
      tastingNotes: '',
      specialRating: '',
      imageHash: null,
      ...bev,
    },
  };
  row.order = orderFields(row, row.sizeDescription, row.bev);
  return row;
}
