import type { PromoTradeOffResponse, QuoteRequest } from '@domain/api/quote';
import type { OrderType } from '@domain/order-type';
import { promoTradeOffText, tradeOffWorthTelling } from '@domain/quote/promo-trade-off';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchQuote } from '../../api/quote';
import { setPromoCode } from '../../state/promo-code';

/**
 * Applying a new promo code: the cart (as quoted now) is first priced with it; when the server's
 * trade-off says it brings back a shipping or delivery fee, or does not lower the total, the code
 * waits in `pending` for the shopper's word instead of applying.
 */
export function usePromoCodeApply(current: string, quoteRequest: QuoteRequest) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PromoTradeOffResponse | null>(null);
  const [checking, setChecking] = useState(false);

  async function apply(draft: string) {
    const wanted = draft.trim().toUpperCase();
    setPending(null);
    if (!wanted || wanted === current) return setPromoCode(wanted);
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
  return { pending, setPending, checking, apply };
}

/** The trade-off of a code not applied yet, with "Apply ... anyway" and "Don’t apply". */
export function PromoTradeOffPrompt(p: {
  tradeOff: PromoTradeOffResponse;
  orderType: OrderType | '';
  onApply: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="promo-trade-off" role="alert" data-testid="promo-trade-off">
      <p>{promoTradeOffText(p.tradeOff, p.orderType)}</p>
      <div className="promo-trade-off__actions">
        <button type="button" className="btn btn--outline btn--small" onClick={p.onApply}>
          Apply {p.tradeOff.code} anyway
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={p.onCancel}>
          Don’t apply
        </button>
      </div>
    </div>
  );
}
