import type { OrderItemView } from '@domain/api/orders';
import { formatDollars, toCents } from '@domain/money';
import { isStoppedStatus } from '@domain/order-status';

export const money = (dollars: number) => formatDollars(toCents(dollars));
export const TYPE_LABEL = { delivery: 'Delivery', shipping: 'Shipping', pickup: 'Pick Up' } as const;

/** A line the store declined or the shopper cancelled: shown with its status, left out of the savings. */
export const isRemoved = (i: Pick<OrderItemView, 'itemStatus'>) => isStoppedStatus(i.itemStatus);
