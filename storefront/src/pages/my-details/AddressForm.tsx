import type { SavedAddressInput, SavedAddressView } from '@domain/api/accounts';
import { registerChecks } from '@domain/validation';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/http';
import { addSavedAddress, updateSavedAddress } from '../../api/my-details';
import { Field } from '../../components/Field';

type Form = Required<SavedAddressInput>;
const EMPTY: Form = {
  label: '',
  fullName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  phoneNumber: '',
  isDefault: false,
};
const required = (label: string) => (v: string) => (v.trim() ? true : `${label} is required.`);
const optionalPhone = (v: string) => (v.trim() ? (registerChecks.phone(v) ?? true) : true);

/**
 * The address as sent: the form's fields only (an edited address opens with the saved one, whose id
 * the server refuses in the body), every text without the spaces around it.
 */
function trimmed(v: Form): SavedAddressInput {
  return {
    isDefault: v.isDefault,
    label: v.label.trim(),
    fullName: v.fullName.trim(),
    addressLine1: v.addressLine1.trim(),
    addressLine2: v.addressLine2.trim(),
    city: v.city.trim(),
    state: v.state.trim(),
    zipCode: v.zipCode.trim(),
    phoneNumber: v.phoneNumber.trim(),
  };
}

/** A saved address added or edited: the fields, "use this address first" and save or cancel. */
export function AddressForm(p: { initial: SavedAddressView | null; onCancel: () => void; onSaved: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Form>({ mode: 'onTouched', defaultValues: p.initial ?? EMPTY });
  const { isSubmitting } = form.formState;

  async function onSubmit(v: Form) {
    setError(null);
    const input = trimmed(v);
    try {
      if (p.initial) await updateSavedAddress(p.initial.id, input);
      else await addSavedAddress(input);
      p.onSaved();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The address could not be saved. Please try again.');
    }
  }

  const title = p.initial ? `Edit ${p.initial.label}` : 'New address';
  return (
    <form className="address-form" onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={title}>
      <h3>{title}</h3>
      <AddressFields form={form} />
      <label className="check">
        <input type="checkbox" {...form.register('isDefault')} /> Use this address first at checkout
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="address-form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save address'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={p.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function AddressFields({ form }: { form: UseFormReturn<Form> }) {
  const { errors } = form.formState;
  return (
    <div className="form-grid">
      <Field label="Label" error={errors.label?.message} hint="Home, Office...">
        <input maxLength={40} {...form.register('label', { validate: required('Label') })} />
      </Field>
      <Field label="Full Name" error={errors.fullName?.message}>
        <input
          autoComplete="name"
          maxLength={100}
          {...form.register('fullName', { validate: required('Full Name') })}
        />
      </Field>
      <Field label="Address Line 1" error={errors.addressLine1?.message}>
        <input
          autoComplete="address-line1"
          {...form.register('addressLine1', { validate: (v) => registerChecks.address1(v) ?? true })}
        />
      </Field>
      <Field label="Address Line 2" error={errors.addressLine2?.message} optional>
        <input autoComplete="address-line2" {...form.register('addressLine2')} />
      </Field>
      <Field label="City" error={errors.city?.message}>
        <input
          autoComplete="address-level2"
          {...form.register('city', { validate: (v) => registerChecks.city(v) ?? true })}
        />
      </Field>
      <Field label="State" error={errors.state?.message}>
        <input
          autoComplete="address-level1"
          {...form.register('state', { validate: (v) => registerChecks.state(v) ?? true })}
        />
      </Field>
      <Field label="Zip Code" error={errors.zipCode?.message}>
        <input
          autoComplete="postal-code"
          inputMode="numeric"
          {...form.register('zipCode', { validate: (v) => registerChecks.zipCode(v) ?? true })}
        />
      </Field>
      <Field label="Phone" error={errors.phoneNumber?.message} optional>
        <input type="tel" autoComplete="tel" {...form.register('phoneNumber', { validate: optionalPhone })} />
      </Field>
    </div>
  );
}
