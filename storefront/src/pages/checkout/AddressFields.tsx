import type { ReactNode } from 'react';
import { Field } from '../../components/Field';
import type { Errors, ShippingForm } from './checkout-rules';

type AddressForm = Omit<ShippingForm, 'email' | 'phone'> & Partial<Pick<ShippingForm, 'email' | 'phone'>>;

interface AddressFieldsProps<T extends AddressForm> {
  /** Prefix for input names (shipping / billing), so the two forms never share autofill. */
  name: 'shipping' | 'billing';
  value: T;
  errors: Errors<T>;
  showErrors: boolean;
  onChange: (next: T) => void;
  /** Shown under the zip field (delivery zone message, shipping types). */
  zipNote?: ReactNode;
  withContact?: boolean;
}

/** The address form of the checkout (spec 2.11): country is fixed to USA (spec 9). */
export function AddressFields<T extends AddressForm>({
  name,
  value,
  errors,
  showErrors,
  onChange,
  zipNote,
  withContact,
}: AddressFieldsProps<T>) {
  const set = (key: keyof T) => (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value });
  const err = (key: keyof T) => (showErrors ? errors[key] : undefined);
  const ac = name === 'billing' ? 'billing' : 'shipping';
  return (
    <div className="form-grid">
      <Field label="Full Name" error={err('fullName')}>
        <input
          name={`${name}-fullName`}
          autoComplete={`${ac} name`}
          maxLength={100}
          value={value.fullName}
          onChange={set('fullName')}
        />
      </Field>
      {withContact && (
        <Field label="Email" error={err('email')}>
          <input
            name={`${name}-email`}
            type="email"
            autoComplete="email"
            maxLength={254}
            value={value.email ?? ''}
            onChange={set('email')}
          />
        </Field>
      )}
      <Field label="Address Line 1" error={err('addressLine1')}>
        <input
          name={`${name}-addressLine1`}
          autoComplete={`${ac} address-line1`}
          maxLength={200}
          value={value.addressLine1}
          onChange={set('addressLine1')}
        />
      </Field>
      <Field label="Address Line 2" optional>
        <input
          name={`${name}-addressLine2`}
          autoComplete={`${ac} address-line2`}
          maxLength={200}
          value={value.addressLine2}
          onChange={set('addressLine2')}
        />
      </Field>
      <Field label="City" error={err('city')}>
        <input
          name={`${name}-city`}
          autoComplete={`${ac} address-level2`}
          maxLength={100}
          value={value.city}
          onChange={set('city')}
        />
      </Field>
      <Field label="State" error={err('state')}>
        <input
          name={`${name}-state`}
          autoComplete={`${ac} address-level1`}
          maxLength={100}
          value={value.state}
          onChange={set('state')}
        />
      </Field>
      <div>
        <Field label="Zip Code" error={err('zipCode')}>
          <input
            name={`${name}-zipCode`}
            autoComplete={`${ac} postal-code`}
            inputMode="numeric"
            maxLength={10}
            value={value.zipCode}
            onChange={set('zipCode')}
          />
        </Field>
        {zipNote}
      </div>
      {withContact && (
        <Field label="Phone" optional>
          <input
            name={`${name}-phone`}
            type="tel"
            autoComplete="tel"
            maxLength={30}
            value={value.phone ?? ''}
            onChange={set('phone')}
          />
        </Field>
      )}
      <Field label="Country">
        <input name={`${name}-country`} value="USA" readOnly aria-readonly="true" />
      </Field>
    </div>
  );
}
