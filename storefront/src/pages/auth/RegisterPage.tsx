import { registerChecks, type RegisterField } from '@domain/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { register as registerCustomer } from '../../api/accounts';
import { ApiError } from '../../api/http';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';

type RegisterForm = Record<RegisterField, string>;

const FIELDS: { name: RegisterField; label: string; type?: string; autoComplete: string; optional?: boolean }[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name', optional: true },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'address1', label: 'Address Line 1', autoComplete: 'address-line1' },
  { name: 'address2', label: 'Address Line 2', autoComplete: 'address-line2', optional: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'zipCode', label: 'Zip Code', autoComplete: 'postal-code' },
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

const EMPTY = Object.fromEntries(FIELDS.map((f) => [f.name, ''])) as RegisterForm;

/** Spec 2.6 register page, titled Create an Account; rules and messages of spec 5. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RegisterForm>({ mode: 'onTouched', defaultValues: EMPTY });
  const { errors, isValid, isSubmitting } = form.formState;

  async function onSubmit(v: RegisterForm) {
    setError(null);
    const email = v.email.trim();
    try {
      await registerCustomer({
        customer: {
          id: 0,
          firstName: v.firstName.trim(),
          lastName: v.lastName.trim(),
          phoneNumber: v.phone.trim(),
          addressLine1: v.address1.trim(),
          addressLine2: v.address2.trim(),
          city: v.city.trim(),
          state: v.state.trim(),
          zipCode: v.zipCode.trim(),
          country: v.country.trim(),
          emailAddress: email,
        },
        user: { email, username: v.username.trim(), password: v.password, role: 'customer' },
      });
      setDone(true);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'We could not create your account. Please try again.');
    }
  }

  return (
    <div className="auth">
      <form className="auth__card auth__card--wide" onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <h1 className="page-title">Create an Account</h1>
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
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={!isValid || isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Submit'}
        </button>
        <p className="auth__links">
          <span>
            Already have an account? <Link to="/login">Login</Link>
          </span>
        </p>
      </form>
      {done && (
        <Dialog title="Registration Completed!" onClose={() => navigate('/login')}>
          <p className="dialog__text">Your registration has been completed successfully</p>
          <div className="dialog__actions">
            <button type="button" className="btn btn--primary" onClick={() => navigate('/login')}>
              Go to Login
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
