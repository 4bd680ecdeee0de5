import type { QuoteLineResponse } from '@domain/api/quote';
import type { QuoteProblem } from '@domain/quote/problems';
import { Link } from 'react-router-dom';
import { BinIcon } from '../../components/Icons';
import { ProductImage } from '../../components/ProductImage';
import { QuantityStepper } from '../../components/QuantityStepper';
import { cartStockNote } from '../../lib/stock';
import type { CartLine as Line } from '../../state/cart';
import { money } from './cart-money';
import { DiscountLines } from '../../components/DiscountLines';

/**
 * One cart line: the quote's unit price, deposit, discount and total for it, and its stock
 * problems, the stepper capped at what can still be bought.
 */
export function CartLine(p: {
  line: Line;
  quoted: QuoteLineResponse | undefined;
  problems: QuoteProblem[];
  /** Units the catalogue says are left (undefined until known). */
  left?: number;
  setQuantity: (itemNumber: string, quantity: number) => void;
  remove: (itemNumber: string) => void;
}) {
  const { line, quoted, problems } = p;
  const quotedCap = problems.find((x) => x.available !== undefined)?.available;
  const caps = [quotedCap, p.left].filter((c): c is number => c !== undefined);
  const cap = caps.length ? Math.min(...caps) : undefined;
  // The quote names a line over its stock; at exactly the stock the note comes from here.
  const atStock = problems.length === 0 ? cartStockNote(p.left, line.quantity) : null;
  return (
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
        <p className="small">{money(quoted?.unitPrice ?? line.price)} each</p>
        {quoted && quoted.deposit > 0 && <p className="muted small">Bottle deposit {money(quoted.deposit)}</p>}
        {quoted && (
          <DiscountLines
            line={{ discount: quoted.discount, name: quoted.promotion, discounts: quoted.discounts }}
            testId="line-discount"
            minus="-"
          />
        )}
        {problems.map((p) => (
          <p key={p.code} className="field__error" role="alert" data-testid="line-problem">
            {p.message}
          </p>
        ))}
        {atStock && (
          <p className="muted small" role="status" data-testid="line-stock">
            {atStock}
          </p>
        )}
      </div>
      <QuantityStepper
        label={`Quantity of ${line.name}`}
        value={line.quantity}
        binAtOne
        max={cap === undefined ? undefined : Math.max(1, cap)}
        onIncrement={() => p.setQuantity(line.itemNumber, line.quantity + 1)}
        onDecrement={() => p.setQuantity(line.itemNumber, line.quantity - 1)}
      />
      <p className="cart-line__total" data-testid="line-total">
        {quoted ? money(quoted.lineTotal) : ''}
      </p>
      <button
        type="button"
        className="icon-btn"
        aria-label={`Remove ${line.name}`}
        onClick={() => p.remove(line.itemNumber)}
      >
        <BinIcon />
      </button>
    </li>
  );
}
