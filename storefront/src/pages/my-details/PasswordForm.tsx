import { validateNewPassword } from '@domain/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/http';
import { changePassword } from '../../api/my-details';
import { Field } from '../../components/Field';
import { replaceSessionToken } from '../../state/session';

interface PasswordFormValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** My Details: a new password, with the current one as proof (the other sessions end). */
export function PasswordForm() {
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PasswordFormValues>({
    mode: 'onTouched',
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const check = (field: 'password' | 'confirmPassword') => () => validateNewPassword(form.getValues())[field] ?? true;

  async function onSubmit(v: PasswordFormValues) {
    setError(null);
    setDone(false);
    try {
      const res = await changePassword(v.currentPassword, v.password);
      replaceSessionToken(res.token);
      form.reset();
      setDone(true);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Your password could not be changed. Please try again.');
    }
  }

  return (
    <form className="details-card" onSubmit={form.handleSubmit(onSubmit)} noValidate aria-labelledby="password-title">
      <h2 id="password-title">Change password</h2>
      <div className="form-grid">
        <Field label="Current Password" error={errors.currentPassword?.message}>
          <input
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword', { validate: (v) => (v ? true : 'Current password is required.') })}
          />
        </Field>
        <Field label="New Password" error={errors.password?.message}>
          <input
            type="password"
            autoComplete="new-password"
            {...form.register('password', { validate: check('password') })}
          />
        </Field>
        <Field label="Confirm New Password" error={errors.confirmPassword?.message}>
          <input
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword', { validate: check('confirmPassword') })}
          />
        </Field>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="form-notice" role="status">
          Your password has been changed. Other devices signed in to your account have been signed out.
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Changing...' : 'Change password'}
      </button>
    </form>
  );
}
