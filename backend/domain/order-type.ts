/** How an order reaches the customer: delivered by the store, shipped by a carrier, or picked up. */
export type OrderType = 'delivery' | 'shipping' | 'pickup';
export const ORDER_TYPES: readonly OrderType[] = ['delivery', 'shipping', 'pickup'];
