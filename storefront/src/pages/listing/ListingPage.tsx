import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { memo, useMemo, useState } from 'react';
import { EmptyResult, hasFilters } from './EmptyResult';
import { FilterPanel as FilterPanelView } from './FilterPanel';
import { ListingGrid } from './ListingGrid';
import { listingQuery } from './listing-query';
import type { ListingRoute } from './listing-url';
import { useListingFilters, useTypeChoices } from './use-listing-filters';

/** The panel re-renders only when its own props change, not on every query status of the listing. */
const FilterPanel = memo(FilterPanelView);

/**
 * Spec 2.8 product listing. Filtering, sorting, paging and counts run on the server (the
 * browser never holds the whole catalogue); more pages load as the shopper scrolls; the filters live in the URL.
 */
export default function ListingPage() {
  const { route, filters, saved, knownTypes, decided, query, update, clearFilters } = useListingFilters();
  const [panelOpen, setPanelOpen] = useState(false);

  const listing = useInfiniteQuery({ ...listingQuery(query), placeholderData: keepPreviousData, enabled: decided });

  const first = listing.data?.pages[0];
  const pages = listing.data?.pages;
  const products = useMemo(() => pages?.flatMap((p) => p.items) ?? [], [pages]);
  const facets = first?.facets;

  const { checkedTypes, types } = useTypeChoices(route, filters, saved, knownTypes, facets);

  const collection = first?.collection;
  const heading = collection ? collection.name : routeHeading(route);
  const filtered = hasFilters(filters);
  const loadingFresh = listing.isPending || (listing.isPlaceholderData && listing.isFetching);

  return (
    <div className="listing">
      <div className="listing__head">
        <h1 className="page-title">{heading}</h1>
        {collection && <p className="listing__about">{collection.description}</p>}
        {first && (
          <p className="listing__count" data-testid="result-count" aria-live="polite">
            {first.total} {first.total === 1 ? 'product' : 'products'}
          </p>
        )}
        <button
          type="button"
          className="btn btn--ghost listing__filters-toggle"
          aria-expanded={panelOpen}
          aria-controls="listing-filters"
          onClick={() => setPanelOpen((o) => !o)}
        >
          Filters
        </button>
      </div>
      <div className="listing__body">
        <aside id="listing-filters" className={`listing__panel ${panelOpen ? 'is-open' : ''}`} aria-label="Filters">
          <FilterPanel
            filters={filters}
            facets={facets}
            typeOptions={types}
            checkedTypes={checkedTypes}
            onChange={update}
            onClear={clearFilters}
          />
        </aside>
        <section className="listing__main" aria-label="Products" aria-busy={loadingFresh}>
          {loadingFresh && (
            <p className="status" role="status">
              Loading products...
            </p>
          )}
          {listing.isError && !first && (
            <p className="status status--error" role="alert">
              We could not load the products. Please try again.
            </p>
          )}
          {first && !loadingFresh && products.length === 0 && (
            <EmptyResult
              filtered={filtered}
              route={route}
              heading={heading}
              didYouMean={first.didYouMean}
              onClear={clearFilters}
            />
          )}
          <ListingGrid products={products} stale={loadingFresh && !!first} pages={listing} />
        </section>
      </div>
    </div>
  );
}

/** The heading of a listing that is not a collection: the search, else the type or category. */
function routeHeading(route: ListingRoute): string {
  return route.searchText ? `Results for “${route.searchText}”` : (route.subCategory ?? route.category ?? 'Products');
}
