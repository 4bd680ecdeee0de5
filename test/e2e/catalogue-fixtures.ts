/** Spec 3 Product fields (money in dollars) and size-variant fields, as the storefront reads them. */
export const PRODUCT_FIELDS = [
  'itemNumber', 'itemDescription', 'brand', 'countryOfOrigin', 'vintage', 'itemVintage', 'abv', 'typeOfGrape', 'subRegion1', 'subRegion2',
  'specialRating', 'primaryDesc', 'tastingOtherNotes', 'mainCategory', 'subCategory', 'itemSizeDescription', 'imageUrl', 'thumbnailUrl', 'salesTax',
  'createdDate', 'dateSaleStarts', 'dateSaleEnds', 'caseQuantity', 'packQuantity', 'packType', 'isAvailable', 'availableToSell', 'itemUnitPrice',
  'itemPackPrice', 'itemWarmCasePrice', 'itemUnitSalePrice', 'packSalePrice', 'itemCaseSalePrice', 'displayPrice', 'onSale', 'itemBySize',
];
export const VARIANT_FIELDS = [
  'itemNumber', 'caseSize', 'isAvailable', 'packSize', 'packType', 'size', 'availableToSell', 'casePrice', 'packPrice', 'price', 'saleCasePrice',
  'salePackPrice', 'salePrice', 'dateSaleStarts', 'dateSaleEnds',
];
