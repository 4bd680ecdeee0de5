import type { OrderDetailView } from '@domain/api/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { cancelOrder } from '../../api/orders';
import { reorder, REORDER_FAILED } from '../../lib/reorder';

/**
 * The order page's two actions and what they tell the shopper: cancel (after the confirmation
 * dialog) and "Order again" (to the cart when every line went in, else a message naming the rest).
 */
export function useOrderActions(order: OrderDetailView) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.orderId),
    onSuccess: (updated) => {
      queryClient.setQueryData(['order', order.orderId], updated);
      void queryClient.invalidateQueries({ queryKey: ['order-history'] });
      setConfirming(false);
      setNotice('Your order was cancelled. The hold on your card has been released.');
    },
    onError: (e) => {
      setConfirming(false);
      setProblem(e instanceof ApiError ? e.message : 'The order could not be cancelled. Please try again.');
    },
  });
  const again = useMutation({
    mutationFn: () => reorder(order.orderItems),
    onSuccess: ({ message }) => (message === null ? navigate('/cart') : setProblem(message)),
    onError: () => setProblem(REORDER_FAILED),
  });
  return { confirming, setConfirming, notice, problem, cancel, again };
}
