import { Link } from 'react-router-dom';
import type { ListingFilters, ListingRoute } from './listing-url';

/** Whether the shopper narrowed the listing beyond its route (the left panel's filters). */
export function hasFilters(f: ListingFilters): boolean {
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
export function EmptyResult(p: {
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
