import type { ProductView } from '@domain/api/catalogue';
import { badgesFor, useActivePromotions } from '../api/promotions';

/** The promotions the product falls under, as badges. */
export function PromotionBadges({ product }: { product: ProductView }) {
  const badges = badgesFor(product, useActivePromotions().data);
  if (!badges.length) return null;
  return (
    <p className="card__badges">
      {badges.map((b) => (
        <span key={b} className="badge badge--offer" data-testid="promo-badge">
          {b}
        </span>
      ))}
    </p>
  );
}
