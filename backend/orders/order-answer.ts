import { obj } from '../common/http/openapi-answers';

/** An order as the order, desk, edit and refund operations answer it (the OpenAPI document's response schema). */
export const ORDER = obj({
  orderId: 'number',
  customerId: 'number',
  storeId: 'number|null',
  transactionId: 'string|null',
  orderDate: 'string',
  orderType: 'string',
  orderStatus: 'string',
  status: 'string',
  transactionStatus: 'string',
  'subTotal?': 'number',
  'salesTax?': 'number',
  'shippingCost?': 'number',
});
