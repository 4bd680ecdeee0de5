import type { QuoteRequest, QuoteResponse } from '@domain/api/quote';
import type { OrderType } from '@domain/order-type';
import { promoTradeOffText, tradeOffWorthTelling } from '@domain/quote/promo-trade-off';
import { useForm } from 'react-hook-form';
import { formatDollars, toCents } from '@domain/money';
import { setPromoCode, usePromoCode } from '../../state/promo-code';
import { PromoTradeOffPrompt, usePromoCodeApply } from './PromoTradeOff';

interface PromoCodeFieldProps {
  quote: QuoteResponse | undefined;
  /** The cart as it is quoted now: a new code is first priced on it, to show its trade-off before it applies. */
  quoteRequest: QuoteRequest;
  orderType: OrderType | '';
}

/**
 * Checkout's promo code: the server quote applies it or says why not. A code that brings back a
 * shipping or delivery fee, or does not lower the total, is shown with its trade-off (the server's
 * figures) and applies only when the shopper says so.
 */
export function PromoCodeField({ quote, quoteRequest, orderType }: PromoCodeFieldProps) {
  const code = usePromoCode();
  const { register, handleSubmit, reset } = useForm({ defaultValues: { draft: code } });
  const { pending, setPending, checking, apply } = usePromoCodeApply(code, quoteRequest);
  const problem = quote?.problems.find((p) => p.code === 'PROMO_CODE');
  const applied = code && quote?.promotions.find((p) => p.code === code);
  const appliedTradeOff = applied && quote?.promoTradeOff;

  return (
    <form className="promo-code" noValidate onSubmit={(e) => void handleSubmit(({ draft }) => apply(draft))(e)}>
      <label className="field__label" htmlFor="promo-code">
        Promo code
      </label>
      <div className="promo-code__row">
        <input
          id="promo-code"
          className="field__input"
          autoComplete="off"
          maxLength={40}
          aria-invalid={!!problem}
          aria-describedby={problem ? 'promo-code-error' : undefined}
          {...register('draft')}
        />
        <button type="submit" className="btn btn--outline" disabled={checking}>
          Apply
        </button>
        {code && (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              reset({ draft: '' });
              setPending(null);
              setPromoCode('');
            }}
          >
            Remove
          </button>
        )}
      </div>
      {pending && (
        <PromoTradeOffPrompt
          tradeOff={pending}
          orderType={orderType}
          onApply={() => {
            setPromoCode(pending.code);
            setPending(null);
          }}
          onCancel={() => {
            setPending(null);
            reset({ draft: code });
          }}
        />
      )}
      {problem && (
        <p id="promo-code-error" className="field__error" role="alert" data-testid="promo-problem">
          {problem.message}
        </p>
      )}
      {applied && (
        <p className="small" data-testid="promo-applied" role="status">
          {applied.name} applied: -{formatDollars(toCents(applied.amount))}
        </p>
      )}
      {appliedTradeOff && tradeOffWorthTelling(appliedTradeOff) && (
        <p className="promo-trade-off promo-trade-off--applied small" data-testid="promo-trade-off-note">
          {promoTradeOffText(appliedTradeOff, orderType)}
        </p>
      )}
    </form>
  );
}

/**
 * A refused promo code where the shopper is (the Payment tab): its reason and Remove, since it
 * stops the order until it goes.
 */
export function RefusedPromoCode({ quote, onRemoved }: { quote: QuoteResponse | undefined; onRemoved?: () => void }) {
  const code = usePromoCode();
  const problem = code ? quote?.problems.find((p) => p.code === 'PROMO_CODE') : undefined;
  if (!problem) return null;
  return (
    <div className="promo-refused" role="alert" data-testid="promo-refused">
      <p className="field__error">{problem.message}</p>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() => {
          setPromoCode('');
          onRemoved?.();
        }}
      >
        Remove code {code}
      </button>
    </div>
  );
}
