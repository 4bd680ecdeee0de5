import { formatDollars, type VariantPrice } from '../../lib/price';

/** Today's price of the chosen size; on sale, the regular price struck through beside it. */
export function ProductPrice({ price }: { price: VariantPrice }) {
  return (
    <p className="product__price" data-testid="product-price">
      {price.onSale ? (
        <>
          <span className="price--sale">{formatDollars(price.currentCents)}</span>{' '}
          <s className="price--regular" aria-label={`Regular price ${formatDollars(price.regularCents)}`}>
            {formatDollars(price.regularCents)}
          </s>
        </>
      ) : (
        formatDollars(price.currentCents)
      )}
    </p>
  );
}
