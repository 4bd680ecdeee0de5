import type { ProductView } from '@domain/api/catalogue';
import { ProductCard } from '../../components/ProductCard';
import { useLoadOnScroll, type Pages } from './use-load-on-scroll';

/** The product cards, then more pages as the shopper scrolls (or with the button). */
export function ListingGrid(p: { products: ProductView[]; stale: boolean; pages: Pages }) {
  const sentinel = useLoadOnScroll(p.pages, p.products.length);
  return (
    <>
      <div className={`grid ${p.stale ? 'is-stale' : ''}`}>
        {p.products.map((product, i) => (
          <ProductCard key={product.itemNumber} product={product} eager={i < 4} priority={i < 2} />
        ))}
      </div>
      <div ref={sentinel} />
      {p.pages.hasNextPage && (
        <div className="listing__more">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={p.pages.isFetchingNextPage}
            onClick={() => void p.pages.fetchNextPage()}
          >
            {p.pages.isFetchingNextPage ? 'Loading products...' : 'Load more products'}
          </button>
        </div>
      )}
    </>
  );
}
