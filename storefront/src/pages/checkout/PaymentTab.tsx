import { useWatch, type UseFormReturn } from 'react-hook-form';
import { AddressFields } from './AddressFields';
import { CardFields } from './CardFields';
import type { PaymentValues } from './checkout-rules';

interface PaymentTabProps {
  /** The tab's form (react-hook-form): card and billing address. */
  form: UseFormReturn<PaymentValues>;
  /** Pickup orders have no shipping address to copy, so the billing form always shows. */
  canCopyShipping: boolean;
  /** Our card fields (the sandbox); false when Stripe's Payment Element takes the card. */
  cardFields: boolean;
  onPlaceOrder: () => void;
}

/** Spec 2.11 payment tab: the card (our fields, or Stripe's element above them), the billing address. */
export function PaymentTab({ form, canCopyShipping, cardFields, onPlaceOrder }: PaymentTabProps) {
  const { register, control, formState } = form;
  const billingSame = useWatch({ control, name: 'billingSame' });
  return (
    <form
      className="checkout-tab"
      noValidate
      autoComplete="on"
      onSubmit={(e) => {
        e.preventDefault();
        onPlaceOrder();
      }}
    >
      {cardFields && <CardFields form={form} />}
      {canCopyShipping && (
        <label className="check">
          <input type="checkbox" {...register('billingSame')} />
          Billing address is same as shipping address
        </label>
      )}
      {(!canCopyShipping || !billingSame) && (
        <section aria-label="Billing address">
          <h2 className="checkout-h2">Billing address</h2>
          <AddressFields
            name="billing"
            field={(key) => register(`billing.${key as keyof PaymentValues['billing']}`)}
            errors={formState.isSubmitted ? formState.errors.billing : undefined}
          />
        </section>
      )}
      {/* Never greyed out: Place Order with a field wrong says which one, under it and above the form. */}
      <button type="submit" className="btn btn--primary">
        Place Order
      </button>
    </form>
  );
}
