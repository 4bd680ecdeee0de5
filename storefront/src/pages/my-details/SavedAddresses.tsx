import type { SavedAddressInput, SavedAddressView } from '@domain/api/accounts';
import { registerChecks } from '@domain/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/http';
import { addSavedAddress, deleteSavedAddress, SAVED_ADDRESSES_QUERY, updateSavedAddress } from '../../api/my-details';
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

/** My Details: saved delivery addresses; checkout fills in the default one. */
export function SavedAddresses() {
  const queryClient = useQueryClient();
  const list = useQuery(SAVED_ADDRESSES_QUERY);
  const [editing, setEditing] = useState<SavedAddressView | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SAVED_ADDRESSES_QUERY.queryKey });
  const remove = useMutation({
    mutationFn: (id: number) => deleteSavedAddress(id),
    onSuccess: refresh,
    onError: (e) => setError(e instanceof ApiError ? e.message : 'The address could not be removed.'),
  });

  return (
    <section className="details-card" aria-labelledby="addresses-title">
      <h2 id="addresses-title">Saved addresses</h2>
      <p className="muted small">Checkout fills in your default address.</p>
      {list.isPending && <p className="status">Loading your addresses...</p>}
      {list.data?.length === 0 && editing === null && <p>You have no saved addresses yet.</p>}
      <ul className="addresses">
        {list.data?.map((a) =>
          editing !== 'new' && editing?.id === a.id ? (
            <li key={a.id}>
              <AddressForm
                initial={a}
                onCancel={() => setEditing(null)}
                onSaved={() => {
                  setEditing(null);
                  void refresh();
                }}
              />
            </li>
          ) : (
            <li key={a.id} className="address-card" data-testid="saved-address">
              <p className="address-card__label">
                <strong>{a.label}</strong> {a.isDefault && <span className="chip">Default</span>}
              </p>
              <address>
                {a.fullName}
                <br />
                {a.addressLine1}
                {a.addressLine2 ? `, ${a.addressLine2}` : ''}
                <br />
                {a.city}, {a.state} {a.zipCode}
                {a.phoneNumber ? (
                  <>
                    <br />
                    {a.phoneNumber}
                  </>
                ) : null}
              </address>
              <div className="address-card__actions">
                <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(a)}>
                  Edit<span className="sr-only"> {a.label}</span>
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => remove.mutate(a.id)}
                  disabled={remove.isPending}
                >
                  Remove<span className="sr-only"> {a.label}</span>
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {editing === 'new' ? (
        <AddressForm
          initial={null}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : (
        <button type="button" className="btn btn--outline" onClick={() => setEditing('new')}>
          Add an address
        </button>
      )}
    </section>
  );
}

function AddressForm(p: { initial: SavedAddressView | null; onCancel: () => void; onSaved: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Form>({ mode: 'onTouched', defaultValues: p.initial ?? EMPTY });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(v: Form) {
    setError(null);
    const input: SavedAddressInput = {
      ...v,
      label: v.label.trim(),
      fullName: v.fullName.trim(),
      addressLine1: v.addressLine1.trim(),
      addressLine2: v.addressLine2.trim(),
      city: v.city.trim(),
      state: v.state.trim(),
      zipCode: v.zipCode.trim(),
      phoneNumber: v.phoneNumber.trim(),
    };
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
