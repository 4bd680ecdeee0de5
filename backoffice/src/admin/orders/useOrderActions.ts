import type { AdminOrderDetail } from '@domain/api/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../adminDataProvider';

/**
 * The workflow moves the order desk and the detail page offer: Received -> Accepted -> Ready for
 * pickup / Out for delivery / Shipped -> Complete; Declined and Cancelled with a reason.
 */
export function useOrderActions(onDone?: (order: AdminOrderDetail) => void) {
  const dp = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<AdminOrderDetail>, success: string) => {
    setBusy(true);
    try {
      const order = await call();
      notify(success, { type: 'success' });
      queryClient.invalidateQueries({ queryKey: ['order-detail', String(order.id)] });
      queryClient.invalidateQueries({ queryKey: ['order-counts'] });
      refresh();
      onDone?.(order);
      return order;
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
      throw e;
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    transition: (orderId: number, to: string, note?: string) =>
      run(
        () => dp.send<AdminOrderDetail>('POST', `orders/${orderId}/transition`, { to, note }),
        `Order #${orderId} is now ${to}.`,
      ),
    recordIdCheck: (orderId: number, idType: string, dateOfBirth: string) =>
      run(
        () => dp.send<AdminOrderDetail>('POST', `orders/${orderId}/id-check`, { idType, dateOfBirth }),
        `ID check recorded for order #${orderId}.`,
      ),
  };
}
