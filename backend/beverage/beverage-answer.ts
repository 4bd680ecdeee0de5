import { obj } from '../common/http/openapi-answers';

/** A master beverage as both beverage controllers answer it (the OpenAPI document's response schema). */
export const BEVERAGE = obj({
  id: 'number',
  item_Name: 'string',
  main_Category: 'string',
  sub_Category_1: 'string',
  final_Category: 'string',
  size: 'string',
  pack_Type: 'string',
  pack_Quantity: 'number',
  case_Quantity: 'number',
  brand: 'string',
  'country?': 'string',
  state: 'string',
});
