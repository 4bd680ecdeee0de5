import { useState } from 'react';
import type { QuoteResponse } from '@domain/api/quote';
import { formatDollars } from '../../lib/price';
import { setPromoCode, usePromoCode } from '../../state/promo-code';

/** Checkout's promo code (issue 13): the server quote applies it or says why not. */
export function PromoCodeField({ quote }: { quote: QuoteResponse | undefined }) {
  const code = usePromoCode();
  const [draft, setDraft] = useState(code);
  const problem = quote?.problems.find((p) => p.code === 'PROMO_CODE');
  const applied = code && quote?.promotions.find((p) => p.code === code);

  const apply = () => setPromoCode(draft);

  return (
    <div className="promo-code">
      <label className="field__label" htmlFor="promo-code">
        Promo code
      </label>
      <div className="promo-code__row">
        <input
          id="promo-code"
          className="field__input"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
          autoComplete="off"
          maxLength={40}
          aria-invalid={!!problem}
          aria-describedby={problem ? 'promo-code-error' : undefined}
        />
        <button type="button" className="btn btn--secondary" onClick={apply}>
          Apply
        </button>
        {code && (
          <button
            type="button"
            className="btn btn--link"
            onClick={() => {
              setDraft('');
              setPromoCode('');
            }}
          >
            Remove
          </button>
        )}
      </div>
      {problem && (
        <p id="promo-code-error" className="field__error" role="alert" data-testid="promo-problem">
          {problem.message}
        </p>
      )}
      {applied && (
        <p className="small" data-testid="promo-applied" role="status">
          {applied.name} applied: -{formatDollars(Math.round(applied.amount * 100))}
        </p>
      )}
    </div>
  );
}
