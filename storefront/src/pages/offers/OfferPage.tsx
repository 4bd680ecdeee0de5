import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { fetchOffer, fetchOfferProducts } from '../../api/promotions';
import { ProductCard } from '../../components/ProductCard';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const day = (d: string) => DATE.format(new Date(`${d}T00:00:00Z`));

/**
 * Spec 2.1 offers/{id}: the two texts, then the promotion: its description, its window
 * and its products with their prices under the offer (the server filters the catalogue listing).
 */
export default function OfferPage() {
  const { id = '' } = useParams();
  const valid = /^\d{1,10}$/.test(id);
  const offer = useQuery({
    queryKey: ['offer', id],
    queryFn: ({ signal }) => fetchOffer(id, signal),
    enabled: valid,
    retry: false,
  });
  const products = useInfiniteQuery({
    queryKey: ['offer-products', id],
    queryFn: ({ pageParam, signal }) => fetchOfferProducts(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled: valid && !!offer.data,
  });
  const o = offer.data;
  const pages = products.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const prices = Object.assign({}, ...pages.map((p) => p.offerPrices)) as Record<string, number>;
  const total = pages[0]?.total;

  return (
    <div className="offer-page">
      <h1 className="page-title">Offer Details</h1>
      <p>Showing offer for ID: {id}</p>
      {o ? (
        <section className="offer" aria-labelledby="offer-name">
          <h2 id="offer-name" className="offer__name">
            {o.name}
          </h2>
          {o.badge && <p className="badge badge--offer">{o.badge}</p>}
          {o.description && <p className="offer__description">{o.description}</p>}
          <p className="muted small" data-testid="offer-window">
            {o.phase === 'ended'
              ? `This offer ended on ${day(o.endsOn)}.`
              : o.phase === 'scheduled'
                ? `From ${day(o.startsOn)} to ${day(o.endsOn)}.`
                : `Valid until ${day(o.endsOn)}.`}
          </p>
          {total !== undefined && (
            <p className="small" data-testid="offer-count">
              {total} {total === 1 ? 'product' : 'products'}
            </p>
          )}
          <div className="grid">
            {items.map((p, i) => (
              <ProductCard key={p.itemNumber} product={p} eager={i < 4} offerPrice={prices[p.itemNumber]} />
            ))}
          </div>
          {products.hasNextPage && (
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => products.fetchNextPage()}
              disabled={products.isFetchingNextPage}
            >
              Show more
            </button>
          )}
        </section>
      ) : offer.isError || !valid ? (
        <p className="muted">This offer is not available.</p>
      ) : (
        <p className="muted">Loading the offer...</p>
      )}
      <p>
        <Link to="/">Continue Shopping</Link>
      </p>
    </div>
  );
}
