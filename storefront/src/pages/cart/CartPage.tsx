import { toCents } from '@domain/money';
import { Link } from 'react-router-dom';
import { BinIcon } from '../../components/Icons';
import { ProductImage } from '../../components/ProductImage';
import { QuantityStepper } from '../../components/QuantityStepper';
import { formatDollars } from '../../lib/price';
import { cartSummary, useCart } from '../../state/cart';

/** Spec 2.10 cart page. */
export default function CartPage() {
  const cart = useCart();
  const totals = cartSummary(cart.lines);

  return (
    <div className="cart-page">
      <h1 className="page-title">Your shopping cart</h1>
      {cart.lines.length === 0 ? (
        <div className="empty">
          <p>Your cart is empty.</p>
          <Link to="/" className="btn btn--primary">
            Continue Shopping
          </Link>
        </div>
      ) : (
        <div className="cart">
          <ul className="cart__lines" aria-label="Cart items">
            {cart.lines.map((line) => (
              <li key={line.itemNumber} className="cart-line" data-testid="cart-line">
                <Link to={`/product/${encodeURIComponent(line.itemNumber)}`} className="cart-line__img">
                  <ProductImage src={line.imageUrl} alt={line.name} width={80} height={100} />
                </Link>
                <div className="cart-line__info">
                  <Link to={`/product/${encodeURIComponent(line.itemNumber)}`} className="cart-line__name">
                    {line.name}
                  </Link>
                  <p className="muted small">
                    {line.packType}
                    {line.packSize > 1 ? ` of ${line.packSize}` : ''}
                    {line.size ? ` · ${line.size}` : ''}
                  </p>
                  <p className="small">{formatDollars(toCents(line.price))} each</p>
                </div>
                <QuantityStepper
                  label={`Quantity of ${line.name}`}
                  value={line.quantity}
                  binAtOne
                  onIncrement={() => cart.setQuantity(line.itemNumber, line.quantity + 1)}
                  onDecrement={() => cart.setQuantity(line.itemNumber, line.quantity - 1)}
                />
                <p className="cart-line__total" data-testid="line-total">
                  {formatDollars(toCents(line.price) * line.quantity)}
                </p>
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={`Remove ${line.name}`}
                  onClick={() => cart.remove(line.itemNumber)}
                >
                  <BinIcon />
                </button>
              </li>
            ))}
          </ul>
          <aside className="summary" aria-label="Order summary">
            <dl>
              <div className="summary__row">
                <dt>Estimated Subtotal</dt>
                <dd data-testid="subtotal">{formatDollars(totals.subtotalCents)}</dd>
              </div>
              <div className="summary__row">
                <dt>Sales Tax</dt>
                <dd data-testid="sales-tax">{formatDollars(totals.taxCents)}</dd>
              </div>
              <div className="summary__row summary__row--total">
                <dt>Cart Total</dt>
                <dd data-testid="cart-total">{formatDollars(totals.totalCents)}</dd>
              </div>
            </dl>
            <Link to="/checkout" className="btn btn--primary btn--block">
              Checkout
            </Link>
            <p className="muted small">Shipping cost is applied at checkout.</p>
            <Link to="/" className="btn btn--ghost btn--block">
              Continue Shopping
            </Link>
          </aside>
        </div>
      )}
    </div>
  );
}
