import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../components/Field';
import {
  CARD_NUMBER_MAX,
  cardNumberDigits,
  groupCardNumber,
  type PaymentForm,
  type PaymentValues,
} from './checkout-rules';

/** A card's fields re-check the card number when they change: the card's own checks need all three. */
const CARD_DEPS = ['payment.cardNumber', 'payment.expiry', 'payment.cvv'] as const;

/** Spec 2.11's card fields (the sandbox processor). Card number and CVV stay in this page's memory only. */
export function CardFields({ form }: { form: UseFormReturn<PaymentValues> }) {
  const { register, control, formState } = form;
  const errors = formState.errors.payment;
  const values = useWatch({ control, name: 'payment' });
  // A field's message shows once it holds something, or after a Place Order click (spec 5 messages).
  const err = (key: keyof PaymentForm) =>
    formState.isSubmitted || (key !== 'paymentType' && values[key]) ? errors?.[key]?.message : undefined;
  const month = new Date();
  const minMonth = `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
  const deps = (key: keyof PaymentForm) => CARD_DEPS.filter((d) => d !== `payment.${key}`);
  return (
    <div className="form-grid">
      <Field label="Payment Type" error={err('paymentType')}>
        <select {...register('payment.paymentType')}>
          <option value="">Select Payment Type</option>
          <option value="Credit Card">Credit Card</option>
        </select>
      </Field>
      <Field label="Card Holder Name" error={err('cardHolderName')}>
        <input autoComplete="cc-name" maxLength={100} {...register('payment.cardHolderName')} />
      </Field>
      <Controller
        control={control}
        name="payment.cardNumber"
        rules={{ deps: deps('cardNumber') }}
        render={({ field }) => (
          <Field label="Card Number" error={err('cardNumber')}>
            <input
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              autoComplete="cc-number"
              inputMode="numeric"
              maxLength={CARD_NUMBER_MAX + 3}
              // Separators go first, then the 16-digit cut; shown in groups of four.
              value={groupCardNumber(field.value)}
              onChange={(e) => field.onChange(cardNumberDigits(e.target.value))}
            />
          </Field>
        )}
      />
      <Field label="Expiry Date" error={err('expiry')}>
        <input
          type="month"
          autoComplete="cc-exp"
          min={minMonth}
          {...register('payment.expiry', { deps: deps('expiry') })}
        />
      </Field>
      <Controller
        control={control}
        name="payment.cvv"
        rules={{ deps: deps('cvv') }}
        render={({ field }) => (
          <Field label="CVV" error={err('cvv')}>
            <input
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={4}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value.replace(/\D/g, ''))}
            />
          </Field>
        )}
      />
    </div>
  );
}
