import type { QuoteResponse } from '@domain/api/quote';
import { useForm } from 'react-hook-form';
import { formatDollars, toCents } from '@domain/money';
import { setPromoCode, usePromoCode } from '../../state/promo-code';

/** Checkout's promo code: the server quote applies it or says why not. */
export function PromoCodeField({ quote }: { quote: QuoteResponse | undefined }) {
  const code = usePromoCode();
  const { register, handleSubmit, reset } = useForm({ defaultValues: { draft: code } });
  const problem = quote?.problems.find((p) => p.code === 'PROMO_CODE');
  const applied = code && quote?.promotions.find((p) => p.code === code);

  return (
    <form className="promo-code" noValidate onSubmit={(e) => void handleSubmit(({ draft }) => setPromoCode(draft))(e)}>
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
        <button type="submit" className="btn btn--secondary">
          Apply
        </button>
        {code && (
          <button
            type="button"
            className="btn btn--link"
            onClick={() => {
              reset({ draft: '' });
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
          {applied.name} applied: -{formatDollars(toCents(applied.amount))}
        </p>
      )}
    </form>
  );
}
