import type { PromoTradeOffResponse, QuoteRequest, QuoteResponse } from '@domain/api/quote';
import type { OrderType } from '@domain/order-type';
import { promoTradeOffText, tradeOffWorthTelling } from '@domain/quote/promo-trade-off';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDollars, toCents } from '@domain/money';
import { fetchQuote } from '../../api/quote';
import { setPromoCode, usePromoCode } from '../../state/promo-code';

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
  const queryClient = useQueryClient();
  const { register, handleSubmit, reset } = useForm({ defaultValues: { draft: code } });
  const [pending, setPending] = useState<PromoTradeOffResponse | null>(null);
  const [checking, setChecking] = useState(false);
  const problem = quote?.problems.find((p) => p.code === 'PROMO_CODE');
  const applied = code && quote?.promotions.find((p) => p.code === code);
  const appliedTradeOff = applied && quote?.promoTradeOff;

  async function apply(draft: string) {
    const wanted = draft.trim().toUpperCase();
    setPending(null);
    if (!wanted || wanted === code) return setPromoCode(wanted);
    setChecking(true);
    try {
      const request: QuoteRequest = { ...quoteRequest, promoCode: wanted };
      const preview = await queryClient.fetchQuery({
        queryKey: ['cart-quote', request],
        queryFn: ({ signal }) => fetchQuote(request, signal),
        staleTime: 10_000,
      });
      if (preview.promoTradeOff && tradeOffWorthTelling(preview.promoTradeOff)) setPending(preview.promoTradeOff);
      else setPromoCode(wanted);
    } catch {
      setPromoCode(wanted); // the cart's own quote then says what went wrong
    } finally {
      setChecking(false);
    }
  }

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
        <button type="submit" className="btn btn--secondary" disabled={checking}>
          Apply
        </button>
        {code && (
          <button
            type="button"
            className="btn btn--link"
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
        <div className="promo-trade-off" role="alert" data-testid="promo-trade-off">
          <p>{promoTradeOffText(pending, orderType)}</p>
          <div className="promo-trade-off__actions">
            <button
              type="button"
              className="btn btn--outline btn--small"
              onClick={() => {
                setPromoCode(pending.code);
                setPending(null);
              }}
            >
              Apply {pending.code} anyway
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => {
                setPending(null);
                reset({ draft: code });
              }}
            >
              Don’t apply
            </button>
          </div>
        </div>
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
