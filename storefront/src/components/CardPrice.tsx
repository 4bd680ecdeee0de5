import type { ProductView } from '@domain/api/catalogue';
import { formatDollars, toCents } from '@domain/money';
import { formatRange, priceDisplay } from '../lib/price';

/**
 * A listing card's price: the range of its sizes ("N offerings"), else its price with the regular
 * one struck through when on sale; on an offer's page, the offer price under it.
 */
export function CardPrice({ product, offerPrice }: { product: ProductView; offerPrice?: number }) {
  const price = priceDisplay(product);
  return (
    <>
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
    </>
  );
}
