import type { SuggestionsView } from '@domain/api/catalogue';
import { formatDollars, toCents } from '@domain/money';
import { apiFetch } from '../../api/http';

/** Suggestions start at 2 typed characters (the server answers empty lists below that). */
export const SUGGEST_MIN_CHARS = 2;

export function fetchSuggestions(q: string, signal?: AbortSignal): Promise<SuggestionsView> {
  return apiFetch<SuggestionsView>(`/storeinventory/Suggest?${new URLSearchParams({ q })}`, { signal });
}

export interface SuggestionOption {
  id: string;
  group: 'Products' | 'Brands' | 'Categories';
  label: string;
  detail: string;
  to: string;
  thumbnailUrl?: string;
}

const money = (dollars: number) => formatDollars(toCents(dollars));

/** The listbox's options in display order, each with where it leads. */
export function suggestionOptions(s: SuggestionsView | undefined): SuggestionOption[] {
  if (!s) return [];
  return [
    ...s.products.map((p, i) => ({
      id: `suggest-product-${i}`,
      group: 'Products' as const,
      label: p.name,
      detail: money(p.displayPrice),
      to: `/product/${encodeURIComponent(p.itemNumber)}`,
      thumbnailUrl: p.thumbnailUrl,
    })),
    ...s.brands.map((b, i) => ({
      id: `suggest-brand-${i}`,
      group: 'Brands' as const,
      label: b.name,
      detail: `${b.count} ${b.count === 1 ? 'product' : 'products'}`,
      to: `/products/${encodeURIComponent(b.name)}`,
    })),
    ...s.categories.map((c, i) => ({
      id: `suggest-category-${i}`,
      group: 'Categories' as const,
      label: c.name,
      detail: c.name === c.category ? `${c.count} products` : `in ${c.category} · ${c.count}`,
      to: `/products/${encodeURIComponent(c.category)}/${encodeURIComponent(c.name)}`,
    })),
  ];
}
