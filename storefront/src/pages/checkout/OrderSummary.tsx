import type { QuoteResponse } from '@domain/api/quote';
import { formatDollars, toCents } from '@domain/money';
import type { OrderType } from '@domain/order-type';
import { ProductImage } from '../../components/ProductImage';
import type { CartLine } from '../../state/cart';
import { DiscountLines } from '../../components/DiscountLines';

interface OrderSummaryProps {
  lines: readonly CartLine[];
  /** The server's quote: every figure shown comes from it. */
  quote: QuoteResponse | undefined;
  orderType: OrderType | '';
  /** Shown for shipping orders only. */
  shippingOption?: string;
}

const money = (dollars: number) => formatDollars(toCents(dollars));

/**
 * Spec 2.11 cart tab: the lines, SubTotal, Shipping (or the delivery fee), Sales Tax (only above 0),
 * Total and Temporary Hold, plus the bottle deposit and discount lines of the server quote
 * and each line's problem next to it.
 */
export function OrderSummary({ lines, quote, orderType, shippingOption }: OrderSummaryProps) {
  if (!quote) return <p className="muted">Working out your total...</p>;
  // A promo code's problem stands under its field (with Remove), not a second time here.
  const general = quote.problems.filter((p) => !p.itemNumber && p.code !== 'PROMO_CODE');
  return (
    <div className="checkout-summary">
      <SummaryLines lines={lines} quote={quote} />
      {general.map((p) => (
        <p key={p.code} className="form-error" role="alert" data-testid="quote-problem">
          {p.message}
        </p>
      ))}
      <dl className="summary">
        <div className="summary__row">
          <dt>SubTotal</dt>
          <dd data-testid="checkout-subtotal">{money(quote.subtotal)}</dd>
        </div>
        {quote.discount > 0 && (
          <div className="summary__row">
            <dt>Discount</dt>
            <dd data-testid="checkout-discount">-{money(quote.discount)}</dd>
          </div>
        )}
        {quote.bottleDeposit > 0 && (
          <div className="summary__row">
            <dt>Bottle Deposit</dt>
            <dd data-testid="checkout-deposit">{money(quote.bottleDeposit)}</dd>
          </div>
        )}
        {orderType === 'shipping' && (
          <div className="summary__row">
            <dt>Shipping{shippingOption ? ` (${shippingOption})` : ''}</dt>
            <dd data-testid="checkout-shipping">{money(quote.shippingCost)}</dd>
          </div>
        )}
        {orderType === 'delivery' && (
          <div className="summary__row">
            <dt>Delivery Fee</dt>
            <dd data-testid="checkout-delivery-fee">{quote.shippingCost > 0 ? money(quote.shippingCost) : 'Free'}</dd>
          </div>
        )}
        {quote.salesTax > 0 && (
          <div className="summary__row">
            <dt>Sales Tax</dt>
            <dd data-testid="checkout-tax">{money(quote.salesTax)}</dd>
          </div>
        )}
        <div className="summary__row summary__row--total">
          <dt>Total</dt>
          <dd data-testid="checkout-total">{money(quote.total)}</dd>
        </div>
        <div className="summary__row">
          <dt>Temporary Hold</dt>
          <dd data-testid="checkout-hold">{money(quote.holdAmount)}</dd>
        </div>
      </dl>
      <p className="muted small">
        We place a temporary hold of the total plus 20 % on your card and charge only the actual total when your order
        is complete.
      </p>
    </div>
  );
}

/** Each line of the cart with its deposit, discount and problems, and the server's line total. */
function SummaryLines({ lines, quote }: { lines: OrderSummaryProps['lines']; quote: QuoteResponse }) {
  const byItem = new Map(quote.lines.map((l) => [l.itemNumber, l]));
  return (
    <ul className="checkout-lines" aria-label="Items in your order">
      {lines.map((l) => {
        const q = byItem.get(l.itemNumber);
        const problems = quote.problems.filter((p) => p.itemNumber === l.itemNumber);
        return (
          <li key={l.itemNumber} className="checkout-line" data-testid="checkout-line">
            <ProductImage src={l.imageUrl} alt={l.name} width={56} height={70} />
            <div>
              <p className="checkout-line__name">{l.name}</p>
              <p className="muted small">
                {l.packType}
                {l.packSize > 1 ? ` of ${l.packSize}` : ''}
                {l.size ? ` · ${l.size}` : ''} · Qty {l.quantity}
              </p>
              {q && q.deposit > 0 && <p className="muted small">Bottle deposit {money(q.deposit)}</p>}
              {q && (
                <DiscountLines
                  line={{ discount: q.discount, name: q.promotion, discounts: q.discounts }}
                  testId="checkout-line-discount"
                  minus="-"
                />
              )}
              {problems.map((p) => (
                <p key={p.code} className="field__error" role="alert" data-testid="line-problem">
                  {p.message}
                </p>
              ))}
            </div>
            <p className="checkout-line__total">{q ? money(q.lineTotal) : ''}</p>
          </li>
        );
      })}
    </ul>
  );
}
