import type { OfferProductsPage, PromotionView } from '@domain/api/promotions';
import { selectorMatches } from '@domain/promotions/selector';
import type { ProductView } from '@domain/product';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './http';

/** GET /promotions: the store's promotions in force (no code), for badges and banners. */
export function useActivePromotions() {
  return useQuery({
    queryKey: ['promotions'],
    queryFn: ({ signal }) => apiFetch<PromotionView[]>('/promotions', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function fetchOffer(id: string, signal?: AbortSignal): Promise<PromotionView> {
  return apiFetch<PromotionView>(`/promotions/${encodeURIComponent(id)}`, { signal });
}

export function fetchOfferProducts(id: string, page: number, signal?: AbortSignal): Promise<OfferProductsPage> {
  return apiFetch<OfferProductsPage>(`/promotions/${encodeURIComponent(id)}/products?page=${page}`, { signal });
}

/** The badges of the promotions a product falls under ("10 % off 6+"), by the server's selector rule. */
export function badgesFor(product: ProductView, promotions: readonly PromotionView[] | undefined): string[] {
  if (!promotions?.length) return [];
  const numbers = [product.itemNumber, ...(product.itemBySize ?? []).map((v) => v.itemNumber)];
  return promotions
    .filter((p) =>
      numbers.some((itemNumber) =>
        selectorMatches(p.selector, {
          itemNumber,
          category: product.mainCategory,
          subCategory: product.subCategory,
          brand: product.brand,
        }),
      ),
    )
    .map((p) => p.badge)
    .filter(Boolean);
}
