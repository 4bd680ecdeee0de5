import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { ProductView } from '@domain/api/catalogue';
import { toDollars } from '@domain/money';
import { defaultVariant, variantPrice } from '../lib/price';
import { addToCartWithNotice } from './added-to-cart/added-to-cart';
import { CardPrice } from './CardPrice';
import { ProductImage } from './ProductImage';
import { PromotionBadges } from './PromotionBadges';

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
        slot="card"
        alt={product.itemDescription}
        width={200}
        height={240}
        eager={eager}
        priority={priority}
      />
      <div className="card__body">
        <CardPrice product={product} offerPrice={offerPrice} />
        <PromotionBadges product={product} />
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
