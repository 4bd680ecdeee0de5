import type { OrderItemView } from '@domain/api/orders';
import { Link } from 'react-router-dom';
import { ProductImage } from '../../components/ProductImage';
import { isRemoved, money } from './order-format';
import { DiscountLines } from '../../components/DiscountLines';

/** The order's lines: picture, name, size, status when removed, discount and what each cost. */
export function OrderItems({ items }: { items: readonly OrderItemView[] }) {
  return (
    <section className="order__section" aria-labelledby="items-title">
      <h2 id="items-title">Items</h2>
      <ul className="order__items">
        {items.map((i) => (
          <li key={i.orderItemId} className="order-line" data-testid="order-line">
            <ProductImage src={i.imageUrl} alt="" width={56} height={70} className="order-line__img" />
            <div className="order-line__info">
              <Link to={`/product/${encodeURIComponent(i.itemId)}`} className="order-line__name">
                {i.productName}
              </Link>
              <p className="muted small">
                {[i.packType, i.size].filter(Boolean).join(' · ')} · Item #{i.itemId}
              </p>
              {isRemoved(i) && <p className="small status--error">{i.itemStatus}</p>}
              <DiscountLines
                line={{ discount: i.discount, name: i.promotionName, discounts: i.discounts }}
                testId="order-line-discount"
              />
            </div>
            <div className="order-line__price">
              <span>
                {i.quantity} × {money(i.itemPrice)}
              </span>
              {i.regularPrice > i.itemPrice && (
                <s className="muted small" aria-label={`Regular price ${money(i.regularPrice)}`}>
                  {money(i.regularPrice)}
                </s>
              )}
              <strong>{money(i.itemPrice * i.quantity)}</strong>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
