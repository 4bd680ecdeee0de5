import type { PlacedOrder } from '@domain/api/checkout';
import type { QueryClient } from '@tanstack/react-query';
import { sendOrderConfirmation } from '../../api/checkout';
import { clearCart } from '../../state/cart';
import { setPromoCode } from '../../state/promo-code';
import type { BillingForm } from './checkout-rules';
import { cardPayment, orderBody } from './order-body';
import type { usePlaceOrder } from './place-order';
import type { useCheckoutForms } from './use-checkout-forms';
import { EMPTY_PAYMENT } from './use-checkout-forms';
import type { useCheckoutQuote } from './use-checkout-quote';
import type { StripeCard } from './use-stripe-card';

export interface PlaceCheckoutOrder {
  forms: ReturnType<typeof useCheckoutForms>;
  q: ReturnType<typeof useCheckoutQuote>;
  order: ReturnType<typeof usePlaceOrder>;
  card: StripeCard;
  billing: BillingForm;
  queryClient: QueryClient;
  onPlaced: (placed: PlacedOrder['data']) => void;
}

/**
 * Confirm and Place Order: with Stripe the intent is confirmed in the browser first (the card goes
 * to Stripe only) and the order carries its id; with the sandbox the order carries the card.
 */
export async function placeCheckoutOrder({
  forms,
  q,
  order,
  card,
  billing,
  queryClient,
  onPlaced,
}: PlaceCheckoutOrder) {
  const quote = q.quote.data;
  if (!quote || q.quote.isFetching) return;
  const base = orderBody({
    type: forms.typeValues,
    lines: q.cart.lines,
    billing,
    contact: forms.contactForm.getValues(),
    promoCode: q.promoCode,
    total: quote.total,
  });
  const result = await order.submit(async () => {
    if (!card.active) return { ...base, payment: cardPayment(forms.paymentValues.payment) };
    const paid = await card.confirm();
    return 'error' in paid ? paid.error : { ...base, payment: { paymentIntentId: paid.paymentIntentId } };
  });
  if (!result) return;
  clearCart();
  setPromoCode('');
  forms.paymentForm.reset({ payment: EMPTY_PAYMENT }); // drop the card from memory
  onPlaced(result);
  void queryClient.invalidateQueries({ queryKey: ['order-history'] });
  const email = base.contact?.email || forms.typeValues.shipping.email;
  sendOrderConfirmation(result.orderId, email).catch(() => undefined);
}
