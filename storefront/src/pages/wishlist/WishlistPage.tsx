import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchProduct } from '../../api/catalogue';
import { ApiError } from '../../api/http';
import { HeartIcon, StarIcon } from '../../components/Icons';
import { ProductImage } from '../../components/ProductImage';
import { formatDollars, formatRange, priceDisplay } from '../../lib/price';
import { useWishlist } from '../../state/wishlist';

/**
 * Spec 2.13 wishlist cards (rating and like toggles, click to the product), on the real list:
 * the server's for a signed-in customer, the local one for a guest.
 */
export default function WishlistPage() {
  const wishlist = useWishlist();
  const products = useQueries({
    queries: wishlist.itemNumbers.map((n) => ({
      queryKey: ['product', n],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchProduct(n, signal),
      retry: (count: number, e: Error) => !(e instanceof ApiError && e.status === 404) && count < 1,
      staleTime: 60_000,
    })),
  });

  return (
    <div className="wishlist-page">
      <h1 className="page-title">Wishlist</h1>
      {!wishlist.signedIn && wishlist.itemNumbers.length > 0 && (
        <p className="muted">
          <Link to="/login">Log in</Link> to keep your wishlist on every device.
        </p>
      )}
      {wishlist.isLoading && <p className="status">Loading your wishlist...</p>}
      {!wishlist.isLoading && wishlist.itemNumbers.length === 0 && (
        <div className="empty">
          <p>Your wishlist is empty. Tap the heart on a product to keep it here.</p>
          <Link to="/" className="btn btn--primary">
            Continue Shopping
          </Link>
        </div>
      )}
      <ul className="grid" aria-label="Wishlist products">
        {wishlist.itemNumbers.map((n, i) => {
          const q = products[i];
          return (
            <li key={n} className="card wish-card" data-testid="wishlist-card">
              {q?.data ? (
                <WishCard itemNumber={n} product={q.data} onRemove={() => wishlist.remove(n)} />
              ) : q?.isError ? (
                <div className="card__body">
                  <p>Item {n} is no longer available.</p>
                  <button type="button" className="btn btn--ghost" onClick={() => wishlist.remove(n)}>
                    Remove
                  </button>
                </div>
              ) : (
                <div className="card__body" aria-busy="true">
                  <p className="muted">Loading...</p>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function WishCard({
  itemNumber,
  product,
  onRemove,
}: {
  itemNumber: string;
  product: NonNullable<Awaited<ReturnType<typeof fetchProduct>>>;
  onRemove: () => void;
}) {
  const [rated, setRated] = useState(false);
  const price = priceDisplay(product);
  return (
    <>
      <ProductImage
        className="card__img"
        src={product.thumbnailUrl || product.imageUrl}
        alt={product.itemDescription}
        width={200}
        height={240}
      />
      <div className="card__toggles">
        <button
          type="button"
          className={`icon-btn toggle ${rated ? 'is-on' : ''}`}
          aria-pressed={rated}
          aria-label={`Rate ${product.itemDescription}`}
          onClick={() => setRated((r) => !r)}
        >
          <StarIcon filled={rated} size={20} />
        </button>
        <button
          type="button"
          className="icon-btn toggle toggle--heart is-on"
          aria-pressed="true"
          aria-label={`Remove ${product.itemDescription} from wishlist`}
          onClick={onRemove}
        >
          <HeartIcon filled size={20} />
        </button>
      </div>
      <div className="card__body">
        <p className="card__price">
          {price.kind === 'range'
            ? formatRange(price.lowCents, price.highCents)
            : formatDollars(price.saleCents ?? price.regularCents)}
        </p>
        <h2 className="card__title">
          <Link to={`/product/${encodeURIComponent(itemNumber)}`} className="card__link">
            {product.itemDescription}
          </Link>
        </h2>
        <p className="card__meta">{product.itemSizeDescription}</p>
      </div>
    </>
  );
}
