import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../../shared/dataProvider';
import type { PaymentAttention } from '@domain/api/payments';

/** The list refreshes like the desk, so a hold entering its last day shows without a reload. */
const ATTENTION_REFRESH_MS = 30_000;

export function usePaymentAttention() {
  return useQuery({
    queryKey: ['payment', 'attention'],
    queryFn: async () => (await httpClient('/api/payment/attention')).json as PaymentAttention[],
    refetchInterval: ATTENTION_REFRESH_MS,
  });
}

/** Which processor takes the cards ('sandbox' or 'stripe'), from the public payment setup. */
export function useProcessor() {
  return useQuery({
    queryKey: ['payments', 'setup'],
    queryFn: async () => ((await httpClient('/api/payments/setup')).json as { processor: string }).processor,
    staleTime: Infinity,
  });
}
