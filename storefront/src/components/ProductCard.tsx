import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { ProductView } from '@domain/api/catalogue';
import { toCents, toDollars } from '@domain/money';
import { defaultVariant, formatDollars, formatRange, priceDisplay, variantPrice } from '../lib/price';
import { addToCartWithNotice } from './added-to-cart/added-to-cart';
import { ProductImage } from './ProductImage';
import { badgesFor, useActivePromotions } from '../api/promotions';

/**
 * Spec 2.8 listing card. The whole card links to /product/{itemNumber}; Add to Cart sits above.
 * Memoized: a listing re-renders as its queries settle, and a card only needs to when its product
 * (kept the same object by the query cache while unchanged) or the promotions change.
 */
export const ProductCard = memo(function ProductCard({
  product,
  eager,
  priority,
  offerPrice,
}: {
  product: ProductView;
  eager?: boolean;
  priority?: boolean;
  /** On an offer's page: one bottle's price under the offer's promotion. */
  offerPrice?: number;
}) {
  const price = priceDisplay(product);
  const badges = badgesFor(product, useActivePromotions().data);
  const vintage = product.itemVintage || product.vintage;

  function add() {
    const v = defaultVariant(product);
    addToCartWithNotice({
      itemNumber: v.itemNumber,
      name: product.itemDescription,
      imageUrl: product.thumbnailUrl || product.imageUrl || '',
      packSize: v.packSize,
      packType: v.packType,
      size: v.size,
      price: toDollars(variantPrice(v).currentCents),
      quantity: 1,
      salesTax: product.salesTax,
    });
  }

  return (
    <article className="card" data-testid="product-card">
      <ProductImage
        className="card__img"
        src={product.thumbnailUrl || product.imageUrl}
        alt={product.itemDescription}
        width={200}
        height={240}
        eager={eager}
        priority={priority}
      />
      <div className="card__body">
        {price.kind === 'range' && <p className="card__offerings">{price.offerings} offerings</p>}
        <p className="card__price">
          {price.kind === 'range' ? (
            <span>{formatRange(price.lowCents, price.highCents)}</span>
          ) : price.saleCents !== null ? (
            <>
              <span className="price--sale">{formatDollars(price.saleCents)}</span>{' '}
              <s className="price--regular" aria-label={`Regular price ${formatDollars(price.regularCents)}`}>
                {formatDollars(price.regularCents)}
              </s>
            </>
          ) : (
            <span>{formatDollars(price.regularCents)}</span>
          )}
        </p>
        {offerPrice !== undefined && (
          <p className="card__offer" data-testid="offer-price">
            Offer price <strong>{formatDollars(toCents(offerPrice))}</strong>
          </p>
        )}
        {badges.length > 0 && (
          <p className="card__badges">
            {badges.map((b) => (
              <span key={b} className="badge badge--offer" data-testid="promo-badge">
                {b}
              </span>
            ))}
          </p>
        )}
        <h2 className="card__title">
          <Link to={`/product/${encodeURIComponent(product.itemNumber)}`} className="card__link">
            {product.itemDescription}
          </Link>
        </h2>
        <p className="card__meta">
          {vintage ? <span>{vintage}</span> : null}
          {product.itemSizeDescription ? <span>{product.itemSizeDescription}</span> : null}
        </p>
        <button type="button" className="btn btn--primary card__add" onClick={add} disabled={!product.isAvailable}>
          Add to Cart
        </button>
      </div>
    </article>
  );
});
