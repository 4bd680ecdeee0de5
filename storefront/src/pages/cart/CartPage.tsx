import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useQuote } from '../../api/quote';
import { unitsLeft } from '../../lib/stock';
import { productQuery } from '../product/product-query';
import { useCart } from '../../state/cart';
import { CartLine } from './CartLine';
import { CartSummary } from './CartSummary';

/** Spec 2.10 cart page; every figure is the server quote's, problems shown next to their lines. */
export default function CartPage() {
  const cart = useCart();
  const request = useMemo(
    () => ({
      orderType: 'pickup' as const,
      items: cart.lines.map((l) => ({ itemNumber: l.itemNumber, quantity: l.quantity, packType: l.packType })),
    }),
    [cart.lines],
  );
  const quote = useQuote(cart.lines.length ? request : null);
  const q = quote.data;
  const lineOf = (itemNumber: string) => q?.lines.find((l) => l.itemNumber === itemNumber);
  const problemsOf = (itemNumber: string) => q?.problems.filter((p) => p.itemNumber === itemNumber) ?? [];
  const left = useUnitsLeft(cart.lines.map((l) => l.itemNumber));

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
              <CartLine
                key={line.itemNumber}
                line={line}
                quoted={lineOf(line.itemNumber)}
                problems={problemsOf(line.itemNumber)}
                left={left.get(line.itemNumber)}
                setQuantity={cart.setQuantity}
                remove={cart.remove}
              />
            ))}
          </ul>
          <CartSummary q={q} error={quote.error} />
        </div>
      )}
    </div>
  );
}

/**
 * Units left of each cart item, from the catalogue (the product page's cache), so the stepper stops
 * at the stock instead of one above it; an item not loaded yet is missing (the quote still checks).
 */
function useUnitsLeft(itemNumbers: string[]): Map<string, number> {
  const answers = useQueries({ queries: itemNumbers.map((n) => ({ ...productQuery(n), staleTime: 30_000 })) });
  const left = new Map<string, number>();
  itemNumbers.forEach((n, i) => {
    const product = answers[i]?.data;
    // The item is one of the product's sizes, or the product itself when it has one size.
    const variant = product?.itemBySize?.find((v) => v.itemNumber === n) ?? (product?.itemNumber === n && product);
    if (variant) left.set(n, unitsLeft(variant));
  });
  return left;
}
