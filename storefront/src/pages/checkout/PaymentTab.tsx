import { Field } from '../../components/Field';
import { AddressFields } from './AddressFields';
import {
  billingFormErrors,
  CARD_NUMBER_MAX,
  cardNumberDigits,
  groupCardNumber,
  type BillingForm,
  type Errors,
  type PaymentForm,
} from './checkout-rules';

interface PaymentTabProps {
  payment: PaymentForm;
  onPayment: (p: PaymentForm) => void;
  errors: Errors<PaymentForm>;
  /** Pickup orders have no shipping address to copy, so the billing form always shows. */
  canCopyShipping: boolean;
  billingSame: boolean;
  onBillingSame: (same: boolean) => void;
  billing: BillingForm;
  onBilling: (b: BillingForm) => void;
  showErrors: boolean;
  valid: boolean;
  onPlaceOrder: () => void;
}

/** Spec 2.11 payment tab. Card number and CVV stay in this page's memory only. */
export function PaymentTab(p: PaymentTabProps) {
  const set = (key: keyof PaymentForm) => (e: { target: { value: string } }) =>
    p.onPayment({ ...p.payment, [key]: e.target.value });
  const err = (key: keyof PaymentForm) =>
    p.showErrors || (key !== 'paymentType' && p.payment[key]) ? p.errors[key] : undefined;
  const digitsOnly = (key: 'cvv') => (e: { target: { value: string } }) =>
    p.onPayment({ ...p.payment, [key]: e.target.value.replace(/\D/g, '') });
  const month = new Date();
  const minMonth = `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
  return (
    <form
      className="checkout-tab"
      noValidate
      autoComplete="on"
      onSubmit={(e) => {
        e.preventDefault();
        p.onPlaceOrder();
      }}
    >
      <div className="form-grid">
        <Field label="Payment Type" error={p.showErrors ? p.errors.paymentType : undefined}>
          <select value={p.payment.paymentType} onChange={set('paymentType')}>
            <option value="">Select Payment Type</option>
            <option value="Credit Card">Credit Card</option>
          </select>
        </Field>
        <Field label="Card Holder Name" error={err('cardHolderName')}>
          <input
            autoComplete="cc-name"
            maxLength={100}
            value={p.payment.cardHolderName}
            onChange={set('cardHolderName')}
          />
        </Field>
        <Field label="Card Number" error={err('cardNumber')}>
          <input
            autoComplete="cc-number"
            inputMode="numeric"
            maxLength={CARD_NUMBER_MAX + 3}
            value={groupCardNumber(p.payment.cardNumber)}
            onChange={(e) => p.onPayment({ ...p.payment, cardNumber: cardNumberDigits(e.target.value) })}
          />
        </Field>
        <Field label="Expiry Date" error={err('expiry')}>
          <input type="month" autoComplete="cc-exp" min={minMonth} value={p.payment.expiry} onChange={set('expiry')} />
        </Field>
        <Field label="CVV" error={err('cvv')}>
          <input
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            value={p.payment.cvv}
            onChange={digitsOnly('cvv')}
          />
        </Field>
      </div>
      {p.canCopyShipping && (
        <label className="check">
          <input type="checkbox" checked={p.billingSame} onChange={(e) => p.onBillingSame(e.target.checked)} />
          Billing address is same as shipping address
        </label>
      )}
      {(!p.canCopyShipping || !p.billingSame) && (
        <section aria-label="Billing address">
          <h2 className="checkout-h2">Billing address</h2>
          <AddressFields
            name="billing"
            value={p.billing}
            errors={billingFormErrors(p.billing)}
            showErrors={p.showErrors}
            onChange={p.onBilling}
          />
        </section>
      )}
      <button type="submit" className="btn btn--primary" disabled={!p.valid}>
        Place Order
      </button>
    </form>
  );
}
