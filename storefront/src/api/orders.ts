import { apiFetch } from './http';

/** Spec 3 Listed order (customer history). */
export interface ListedOrder {
  orderId: number;
  orderDate: string;
  totalAmount: number;
  status: string;
  orderType: string;
  orderItems: Array<{
    orderItemId: number;
    itemId: string;
    productName: string;
    imageUrl: string | null;
    size: string;
    packType: string;
    packSize: number;
    quantity: number;
    itemPrice: number;
    itemStatus: string;
  }>;
}

export type HistoryStatus = '' | 'Received' | 'Processing' | 'Complete';
export type HistoryDate = '' | 'last-30-days' | 'last-3-months' | `${number}`;

/** GET /orders/GetOrdersByCustomerId/{id}, filtered on the server (spec 2.12). */
export function fetchOrderHistory(
  customerId: number,
  filters: { status: HistoryStatus; date: HistoryDate },
  signal?: AbortSignal,
): Promise<ListedOrder[]> {
  const q = new URLSearchParams();
  if (filters.status) q.set('status', filters.status);
  if (filters.date) q.set('date', filters.date);
  const query = q.toString();
  return apiFetch<ListedOrder[]>(`/orders/GetOrdersByCustomerId/${customerId}${query ? `?${query}` : ''}`, {
    auth: true,
    signal,
  });
}

/** GET /orders/GetOrderById/{id}. */
export function fetchOrder(orderId: number, signal?: AbortSignal): Promise<Record<string, unknown>> {
  return apiFetch<Record<string, unknown>>(`/orders/GetOrderById/${orderId}`, { auth: true, signal });
}
