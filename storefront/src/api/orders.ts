import type { CustomerOrder, OrderDetailView } from '@domain/api/orders';
import type { HistoryStatusFilter } from '@domain/order-status';
import { apiFetch } from './http';

export type HistoryStatus = '' | HistoryStatusFilter;
export type HistoryDate = '' | 'last-30-days' | 'last-3-months' | `${number}`;

/** GET /orders/GetOrdersByCustomerId/{id}, filtered on the server (spec 2.12). */
export function fetchOrderHistory(
  customerId: number,
  filters: { status: HistoryStatus; date: HistoryDate },
  signal?: AbortSignal,
): Promise<CustomerOrder[]> {
  const q = new URLSearchParams();
  if (filters.status) q.set('status', filters.status);
  if (filters.date) q.set('date', filters.date);
  const query = q.toString();
  return apiFetch<CustomerOrder[]>(`/orders/GetOrdersByCustomerId/${customerId}${query ? `?${query}` : ''}`, {
    auth: true,
    signal,
  });
}

/** GET /orders/GetOrderById/{id}. */
export function fetchOrder(orderId: number, signal?: AbortSignal): Promise<OrderDetailView> {
  return apiFetch<OrderDetailView>(`/orders/GetOrderById/${orderId}`, { auth: true, signal });
}

/**
 * The customer cancels an order that is still Received (spec 7 PUT /orders/UpdateOrderStatus): the
 * server voids the card hold, puts the stock back and emails, in one transition. Answers the order.
 */
export function cancelOrder(orderId: number): Promise<OrderDetailView> {
  return apiFetch<OrderDetailView>('/orders/UpdateOrderStatus', {
    method: 'PUT',
    auth: true,
    body: { orderId, orderItemId: 0, status: 'Cancelled' },
  });
}
