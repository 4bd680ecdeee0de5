import type { QuoteRequest } from '@domain/api/quote';
import type { OrderTypeValues } from './checkout-rules';
import { DEFAULT_TIME_ZONE } from '@domain/store-time';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchCheckoutOptions } from '../../api/checkout';
import { useQuote } from '../../api/quote';
import { useCart } from '../../state/cart';
import { usePromoCode } from '../../state/promo-code';
import { zipReady } from './checkout-rules';

/** The checkout's options (zones, store, time zone) and the server's quote of the cart as the tabs stand. */
export function useCheckoutQuote(signedIn: boolean, typeValues: OrderTypeValues) {
  const cart = useCart();
  const promoCode = usePromoCode();
  const { orderType, shipping, shippingOption } = typeValues;
  const options = useQuery({
    queryKey: ['checkout-options'],
    queryFn: ({ signal }) => fetchCheckoutOptions(signal),
    staleTime: 5 * 60_000,
    enabled: signedIn,
  });
  const timeZone = options.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const addressReady = orderType !== 'pickup' && zipReady(shipping.zipCode) && !!shipping.state.trim();
  const quoteRequest = useMemo<QuoteRequest>(
    () => ({
      orderType: orderType || 'pickup',
      items: cart.lines.map((l) => ({ itemNumber: l.itemNumber, quantity: l.quantity, packType: l.packType })),
      ...(addressReady && { shippingAddress: { state: shipping.state.trim(), zipCode: shipping.zipCode.trim() } }),
      ...(orderType === 'shipping' && shippingOption && { shippingOption }),
      ...(promoCode && { promoCode }),
    }),
    [orderType, cart.lines, addressReady, shipping.state, shipping.zipCode, shippingOption, promoCode],
  );
  const quote = useQuote(cart.lines.length ? quoteRequest : null);
  /** Problems that stop the order (a missing shipping type or address is asked for by its own field). */
  const blocking = (quote.data?.problems ?? []).filter((p) => !['SHIPPING_OPTION', 'ADDRESS'].includes(p.code));
  return { cart, promoCode, options, timeZone, quoteRequest, quote, blocking };
}
