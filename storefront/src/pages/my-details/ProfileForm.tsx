import type { CustomerView } from '@domain/api/accounts';
import { dateOfBirthProblem, isUnderAge, MINIMUM_AGE } from '@domain/date-of-birth';
import { registerChecks } from '@domain/validation';
import { useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/http';
import { updateMyDetails } from '../../api/my-details';
import { Field } from '../../components/Field';
import { updateSessionCustomer } from '../../state/session';
import { FIELDS, profileUpdate, profileValues, type ProfileForm } from './profile-values';

/** Shown as soon as a date of birth under 21 is entered, not first at checkout. */
const UNDER_AGE_NOTICE = `You must be ${MINIMUM_AGE} or older to order: checkout will refuse orders while this date says you are under ${MINIMUM_AGE}.`;

/** My Details: name, phone and address, with the registration form's rules and messages. */
export function ProfileForm({ customer }: { customer: CustomerView }) {
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProfileForm>({
    mode: 'onTouched',
    defaultValues: profileValues(customer),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  async function onSubmit(v: ProfileForm) {
    setError(null);
    setSaved(false);
    try {
      const updated = await updateMyDetails(profileUpdate(v));
      updateSessionCustomer(updated);
      form.reset(v);
      setSaved(true);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Your details could not be saved. Please try again.');
    }
  }

  return (
    <form className="details-card" onSubmit={form.handleSubmit(onSubmit)} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title">Your details</h2>
      <p className="muted small">Email {customer.emailAddress} (sign-in name and email stay as they are).</p>
      <div className="form-grid">
        {FIELDS.map((f) => (
          <Field key={f.name} label={f.label} error={errors[f.name]?.message} optional={f.optional}>
            <input
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete}
              {...form.register(f.name, { validate: (value) => registerChecks[f.name](value) ?? true })}
            />
          </Field>
        ))}
        <DateOfBirthField form={form} />
      </div>
      <p className="muted small">
        We sell to adults 21 and older only: with a date of birth here, checkout checks it. Your ID is checked again at
        handover.
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {saved && !isDirty && (
        <p className="form-notice" role="status">
          Your details have been saved.
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save details'}
      </button>
    </form>
  );
}

/** The optional date of birth: flagged as soon as it says under 21, and a button to clear it. */
function DateOfBirthField({ form }: { form: UseFormReturn<ProfileForm> }) {
  const dateOfBirth = useWatch({ control: form.control, name: 'dateOfBirth' });
  const today = new Date().toISOString().slice(0, 10);
  return (
    <>
      <Field
        label="Date of Birth"
        error={form.formState.errors.dateOfBirth?.message}
        optional
        hint={isUnderAge(dateOfBirth, today) ? <span role="alert">{UNDER_AGE_NOTICE}</span> : undefined}
      >
        <input
          type="date"
          autoComplete="bday"
          max={today}
          {...form.register('dateOfBirth', { validate: (value) => dateOfBirthProblem(value, today) ?? true })}
        />
      </Field>
      {dateOfBirth && (
        <button
          type="button"
          className="btn btn--ghost details-clear"
          onClick={() => form.setValue('dateOfBirth', '', { shouldDirty: true, shouldValidate: true })}
        >
          Clear date of birth
        </button>
      )}
    </>
  );
}
