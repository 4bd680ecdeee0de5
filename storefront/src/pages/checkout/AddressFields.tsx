import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../components/Field';
import type { ShippingForm } from './checkout-rules';

type Key = keyof ShippingForm;

interface AddressFieldsProps {
  /** Which address (its autofill section): shipping or billing. */
  name: 'shipping' | 'billing';
  /** The form's register for one of this address's fields (react-hook-form). */
  field: (key: Key) => UseFormRegisterReturn;
  /** The form's messages for this address (spec 5), once the form has checked them. */
  errors: Partial<Record<Key, FieldError>> | undefined;
  /** Shown under the zip field (delivery zone message, shipping types). */
  zipNote?: ReactNode;
  withContact?: boolean;
}

/** The address form of the checkout (spec 2.11): country is fixed to USA (spec 9). */
export function AddressFields({ name, field, errors, zipNote, withContact }: AddressFieldsProps) {
  const err = (key: Key) => errors?.[key]?.message;
  const ac = name === 'billing' ? 'billing' : 'shipping';
  return (
    <div className="form-grid">
      <Field label="Full Name" error={err('fullName')}>
        <input {...field('fullName')} autoComplete={`${ac} name`} maxLength={100} />
      </Field>
      {withContact && (
        <Field label="Email" error={err('email')}>
          <input {...field('email')} type="email" autoComplete="email" maxLength={254} />
        </Field>
      )}
      <Field label="Address Line 1" error={err('addressLine1')}>
        <input {...field('addressLine1')} autoComplete={`${ac} address-line1`} maxLength={200} />
      </Field>
      <Field label="Address Line 2" optional>
        <input {...field('addressLine2')} autoComplete={`${ac} address-line2`} maxLength={200} />
      </Field>
      <Field label="City" error={err('city')}>
        <input {...field('city')} autoComplete={`${ac} address-level2`} maxLength={100} />
      </Field>
      <Field label="State" error={err('state')}>
        <input {...field('state')} autoComplete={`${ac} address-level1`} maxLength={100} />
      </Field>
      <div>
        <Field label="Zip Code" error={err('zipCode')}>
          <input {...field('zipCode')} autoComplete={`${ac} postal-code`} inputMode="numeric" maxLength={10} />
        </Field>
        {zipNote}
      </div>
      {withContact && (
        <Field label="Phone" optional>
          <input {...field('phone')} type="tel" autoComplete="tel" maxLength={30} />
        </Field>
      )}
      <Field label="Country">
        <input name={`${name}-country`} value="USA" readOnly aria-readonly="true" />
      </Field>
    </div>
  );
}
