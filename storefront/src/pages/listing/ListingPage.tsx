import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { MENU_QUERY } from '../../components/CategoryMenu';
import { ProductCard } from '../../components/ProductCard';
import { readSubCategories } from '../../state/sub-category';
import { FilterPanel as FilterPanelView } from './FilterPanel';
import { listingQuery } from './listing-query';
import {
  readFilters,
  routeTypes,
  selectedTypes,
  toListingQuery,
  typeOptions,
  writeFilters,
  type ListingFilters,
  type ListingRoute,
} from './listing-url';

/** The panel re-renders only when its own props change, not on every query status of the listing. */
const FilterPanel = memo(FilterPanelView);

/**
 * Spec 2.8 product listing. Filtering, sorting, paging and counts run on the server (the
 * browser never holds the whole catalogue); more pages load as the shopper scrolls; the filters live in the URL.
 */
export default function ListingPage() {
  const params = useParams();
  const route: ListingRoute = useMemo(
    () =>
      params.subCategory
        ? { category: params.category, subCategory: params.subCategory }
        : { searchText: params.searchText },
    [params.category, params.subCategory, params.searchText],
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const urlFilters = useMemo(() => readFilters(searchParams), [searchParams]);
  // The router applies a URL change in a transition; the panel shows the shopper's choice at once.
  const [optimistic, setOptimistic] = useState<ListingFilters | null>(null);
  const [appliedUrl, setAppliedUrl] = useState(urlFilters);
  if (appliedUrl !== urlFilters) {
    setAppliedUrl(urlFilters);
    setOptimistic(null);
  }
  const filters = optimistic ?? urlFilters;
  const saved = useMemo(() => readSubCategories(), [route]); // eslint-disable-line react-hooks/exhaustive-deps
  const menu = useQuery(MENU_QUERY);
  // Every menu item is a type; with the saved list they tell a type in the route from a brand.
  const knownTypes = useMemo(
    () => [...saved, ...(menu.data ?? []).flatMap((c) => c.subCategories.flatMap((g) => g.items))],
    [saved, menu.data],
  );
  // Until the menu answers, a route type not in the saved list cannot be told from a brand.
  const decided = !route.subCategory || routeTypes(route, saved) !== null || !menu.isPending;
  const query = useMemo(() => toListingQuery(route, filters, knownTypes), [route, filters, knownTypes]);
  const [panelOpen, setPanelOpen] = useState(false);

  const listing = useInfiniteQuery({ ...listingQuery(query), placeholderData: keepPreviousData, enabled: decided });

  const first = listing.data?.pages[0];
  const pages = listing.data?.pages;
  const products = useMemo(() => pages?.flatMap((p) => p.items) ?? [], [pages]);
  const facets = first?.facets;

  const checkedTypes = useMemo(() => selectedTypes(route, filters, knownTypes), [route, filters, knownTypes]);
  const types = useMemo(
    () =>
      typeOptions(
        route,
        saved,
        (facets?.types ?? []).map((t) => t.value),
        checkedTypes,
      ),
    [route, saved, facets, checkedTypes],
  );

  const update = useCallback(
    (next: Partial<ListingFilters>, options?: { replace?: boolean }) => {
      const merged = { ...filters, ...next };
      setOptimistic(merged);
      setSearchParams(writeFilters(merged), { replace: options?.replace });
    },
    [filters, setSearchParams],
  );

  // More pages as the shopper scrolls near the end of the grid.
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !listing.hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries[0].isIntersecting && !listing.isFetchingNextPage) void listing.fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [listing.hasNextPage, listing.isFetchingNextPage, listing.fetchNextPage, products.length]); // eslint-disable-line react-hooks/exhaustive-deps

  const collection = first?.collection;
  const heading = collection
    ? collection.name
    : route.searchText
      ? `Results for “${route.searchText}”`
      : (route.subCategory ?? route.category ?? 'Products');
  const filtered = hasFilters(filters);
  const clearFilters = useCallback(() => {
    setOptimistic(null);
    setSearchParams(new URLSearchParams());
  }, [setSearchParams]);
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
          <div className={`grid ${loadingFresh && first ? 'is-stale' : ''}`}>
            {products.map((p, i) => (
              <ProductCard key={p.itemNumber} product={p} eager={i < 4} priority={i < 2} />
            ))}
          </div>
          <div ref={sentinel} />
          {listing.hasNextPage && (
            <div className="listing__more">
              <button
                type="button"
                className="btn btn--ghost"
                disabled={listing.isFetchingNextPage}
                onClick={() => void listing.fetchNextPage()}
              >
                {listing.isFetchingNextPage ? 'Loading products...' : 'Load more products'}
              </button>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

/** Whether the shopper narrowed the listing beyond its route (the left panel's filters). */
function hasFilters(f: ListingFilters): boolean {
  return (
    !!f.text.trim() ||
    (f.types !== null && f.types.length > 0) ||
    f.countries.length > 0 ||
    f.brands.length > 0 ||
    f.sizes.length > 0 ||
    f.onSale ||
    f.inStock ||
    f.minPrice !== undefined ||
    f.maxPrice !== undefined
  );
}

/** An empty result says why and offers a way back. */
function EmptyResult(p: {
  filtered: boolean;
  route: ListingRoute;
  heading: string;
  didYouMean?: string;
  onClear: () => void;
}) {
  return (
    <div className="empty-result" data-testid="empty-result">
      {p.didYouMean && (
        <p className="empty-result__dym" data-testid="did-you-mean">
          Did you mean <Link to={`/products/${encodeURIComponent(p.didYouMean)}`}>{p.didYouMean}</Link>?
        </p>
      )}
      {p.filtered ? (
        <>
          <p className="empty-result__why">No products match these filters.</p>
          <p className="muted">Remove a filter or clear them all to see more.</p>
          <button type="button" className="btn btn--primary" onClick={p.onClear}>
            Clear Filters
          </button>
        </>
      ) : p.route.searchText ? (
        <>
          <p className="empty-result__why">Nothing in our shop matches “{p.route.searchText}”.</p>
          <p className="muted">Check the spelling, or try a shorter or more general word such as a brand or a type.</p>
          <Link to="/" className="btn btn--primary">
            Back to the home page
          </Link>
        </>
      ) : (
        <>
          <p className="empty-result__why">There are no products in {p.heading} right now.</p>
          <p className="muted">New bottles arrive every week: have a look at the rest of the shop.</p>
          <Link to="/" className="btn btn--primary">
            Back to the home page
          </Link>
        </>
      )}
    </div>
  );
}
