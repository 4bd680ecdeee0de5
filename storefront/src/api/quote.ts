import type { QuoteRequest, QuoteResponse } from '@domain/api/quote';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from './http';
import { getCustomerToken } from '../state/session';

/** POST /cart/quote: the server prices the cart; the storefront only shows its figures. */
export function fetchQuote(request: QuoteRequest, signal?: AbortSignal): Promise<QuoteResponse> {
  // A promo code may be once per customer: a signed-in shopper's quote says who asks.
  const auth = !!request.promoCode && !!getCustomerToken();
  return apiFetch<QuoteResponse>('/cart/quote', { method: 'POST', body: request, signal, auth });
}

/** The quote of a cart, asked again whenever the request changes (null: nothing to price). */
export function useQuote(request: QuoteRequest | null) {
  return useQuery({
    queryKey: ['cart-quote', request],
    queryFn: ({ signal }) => fetchQuote(request!, signal),
    enabled: !!request && request.items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    retry: false,
  });
}
