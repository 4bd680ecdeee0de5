import type { QuoteRequest, QuoteResponse } from '@domain/api/quote';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from './http';

/** POST /cart/quote (issue 12): the server prices the cart; the storefront only shows its figures. */
export function fetchQuote(request: QuoteRequest, signal?: AbortSignal): Promise<QuoteResponse> {
  return apiFetch<QuoteResponse>('/cart/quote', { method: 'POST', body: request, signal });
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
