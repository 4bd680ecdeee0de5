import type { OrderType } from '@domain/order-type';
import type { QuoteRequest, QuoteResponse } from '@domain/api/quote';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Field } from '../../components/Field';
import type { CartLine } from '../../state/cart';
import type { ContactForm } from './checkout-rules';
import { OrderSummary } from './OrderSummary';
import { PromoCodeField } from './PromoCodeField';

/** Spec 2.11 Your Cart tab: the summary, the promo code, Edit Cart or Continue. */
export function CartTab(p: {
  lines: CartLine[];
  quote: QuoteResponse | undefined;
  quoteRequest: QuoteRequest;
  orderType: OrderType | '';
  shippingOption: string;
  onContinue: () => void;
}) {
  return (
    <div className="checkout-tab">
      <OrderSummary
        lines={p.lines}
        quote={p.quote}
        orderType={p.orderType}
        shippingOption={p.orderType === 'shipping' ? p.shippingOption : undefined}
      />
      <PromoCodeField quote={p.quote} quoteRequest={p.quoteRequest} orderType={p.orderType} />
      <div className="checkout-actions">
        <Link to="/cart" className="btn btn--ghost">
          Edit Cart
        </Link>
        <button type="button" className="btn btn--primary" onClick={p.onContinue}>
          Continue
        </button>
      </div>
    </div>
  );
}

/** Spec 2.11 Details tab: who to contact about the order. */
export function DetailsTab({ form, onContinue }: { form: UseFormReturn<ContactForm>; onContinue: () => void }) {
  return (
    <form className="checkout-tab" noValidate onSubmit={(e) => void form.handleSubmit(onContinue)(e)}>
      <div className="form-grid">
        <Field label="Full Name">
          <input autoComplete="name" maxLength={100} {...form.register('fullName')} />
        </Field>
        <Field label="Phone Number">
          <input type="tel" autoComplete="tel" maxLength={30} {...form.register('phoneNumber')} />
        </Field>
        <Field label="Email">
          <input type="email" autoComplete="email" maxLength={254} {...form.register('email')} />
        </Field>
      </div>
      <button type="submit" className="btn btn--primary">
        Continue to Payment
      </button>
    </form>
  );
}
