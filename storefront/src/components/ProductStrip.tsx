import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { fetchWeeklyDeals } from '../api/catalogue';
import { formatDollars, formatRange, priceDisplay } from '../lib/price';
import { dealSize } from './deal-price';
import { ProductImage } from './ProductImage';

/**
 * Spec 2.3 / 2.9 footer strip: seven product images, each linking to its product. The items are
 * the store's sales in progress (the server's WeeklyDeals), each with its name and today's price.
 * A product in several sizes names the size on sale, with its sale and regular price.
 */
export function ProductStrip({ title = 'Weekly deals' }: { title?: string }) {
  const deals = useQuery({ queryKey: ['weeklyDeals'], queryFn: fetchWeeklyDeals, staleTime: 5 * 60_000 });
  const items = (deals.data ?? []).slice(0, 7);
  if (!items.length) return null;
  return (
    <section className="strip" aria-label={title}>
      <h2 className="section-title">{title}</h2>
      <ul className="strip__list">
        {items.map((p) => {
          const price = priceDisplay(p);
          const deal = price.kind === 'range' ? dealSize(p) : null;
          return (
            <li key={p.itemNumber}>
              <Link to={`/product/${encodeURIComponent(p.itemNumber)}`} className="strip__link" data-testid="deal-link">
                {/* The name is the link's text just below: an empty alt keeps it from being read twice. */}
                <ProductImage src={p.thumbnailUrl || p.imageUrl} alt="" width={120} height={150} />
                <span className="strip__name">{p.itemDescription}</span>
                {deal?.label && (
                  <span className="strip__size" data-testid="deal-size">
                    On sale: {deal.label}
                  </span>
                )}
                <span className="strip__price">
                  {deal ? (
                    <>
                      <span className="price--sale">{formatDollars(deal.saleCents)}</span>{' '}
                      <s className="price--regular" aria-label={`Regular price ${formatDollars(deal.regularCents)}`}>
                        {formatDollars(deal.regularCents)}
                      </s>
                    </>
                  ) : price.kind === 'range' ? (
                    formatRange(price.lowCents, price.highCents)
                  ) : price.saleCents !== null ? (
                    <>
                      <span className="price--sale">{formatDollars(price.saleCents)}</span>{' '}
                      <s className="price--regular" aria-label={`Regular price ${formatDollars(price.regularCents)}`}>
                        {formatDollars(price.regularCents)}
                      </s>
                    </>
                  ) : (
                    formatDollars(price.regularCents)
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
