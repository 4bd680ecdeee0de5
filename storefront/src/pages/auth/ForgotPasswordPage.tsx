import { forgotEmailCheck, RESET_CODE_PATTERN, validateNewPassword } from '@domain/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { requestPasswordReset, resetPassword } from '../../api/accounts';
import { ApiError } from '../../api/http';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';

/**
 * Spec 2.7 forgot password, two modal steps: step one mails a 6-digit code, step two
 * takes the code, the new password and its confirmation. Cancel goes to /login.
 */
export default function ForgotPasswordPage() {
  // A store-admin invitation links here with ?email=&code=: go straight to step two with the code.
  const [params] = useSearchParams();
  const invited = params.get('email');
  const [email, setEmail] = useState<string | null>(invited && !forgotEmailCheck(invited) ? invited : null);
  const code = params.get('code') ?? '';
  return (
    <div className="auth">
      {email === null ? (
        <EmailStep onSent={setEmail} />
      ) : (
        <PasswordStep email={email} initialCode={RESET_CODE_PATTERN.test(code) ? code : ''} />
      )}
    </div>
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ mode: 'onTouched', defaultValues: { email: '' } });
  const { errors, isValid, isSubmitting } = form.formState;

  async function onSubmit({ email }: { email: string }) {
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      onSent(email.trim());
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'We could not send the code. Please try again.');
    }
  }

  return (
    <Dialog title="Forgot Password" onClose={() => navigate('/login')}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <p className="dialog__text">Enter the email of your account and we will send you a 6-digit code.</p>
        <Field label="Email" error={errors.email?.message}>
          <input
            type="email"
            autoComplete="email"
            maxLength={254}
            {...form.register('email', { validate: (v) => forgotEmailCheck(v) ?? true })}
          />
        </Field>
        <StepFooter error={error} canSubmit={isValid && !isSubmitting} />
      </form>
    </Dialog>
  );
}

interface PasswordForm {
  code: string;
  password: string;
  confirmPassword: string;
}

function PasswordStep({ email, initialCode }: { email: string; initialCode: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PasswordForm>({
    mode: 'onTouched',
    defaultValues: { code: initialCode, password: '', confirmPassword: '' },
  });
  const { errors, isValid, isSubmitting } = form.formState;

  async function onSubmit(v: PasswordForm) {
    setError(null);
    try {
      await resetPassword(email, v.code.replace(/\s+/g, ''), v.password);
      navigate('/login', { state: { passwordReset: true } });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'We could not reset your password. Please try again.');
    }
  }

  return (
    <Dialog title="Reset Password" onClose={() => navigate('/login')}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <p className="dialog__text">
          If an account exists for {email}, we have emailed it a 6-digit code. It expires in 15 minutes.
        </p>
        <Field label="Code" error={errors.code?.message}>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            {...form.register('code', {
              validate: (v) =>
                RESET_CODE_PATTERN.test(v.replace(/\s+/g, '')) ? true : 'Please enter the 6-digit code from the email.',
            })}
          />
        </Field>
        <Field label="New Password" error={errors.password?.message}>
          <input
            type="password"
            autoComplete="new-password"
            {...form.register('password', {
              validate: (v) => validateNewPassword({ password: v, confirmPassword: v }).password ?? true,
              onChange: () => form.getFieldState('confirmPassword').isTouched && void form.trigger('confirmPassword'),
            })}
          />
        </Field>
        <Field label="Confirm Password" error={errors.confirmPassword?.message}>
          <input
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword', {
              validate: (v, all) =>
                validateNewPassword({ password: all.password, confirmPassword: v }).confirmPassword ?? true,
            })}
          />
        </Field>
        <StepFooter error={error} canSubmit={isValid && !isSubmitting} />
      </form>
    </Dialog>
  );
}

/** Both steps end the same way: the server's error, Cancel (to /login) and Submit. */
function StepFooter({ error, canSubmit }: { error: string | null; canSubmit: boolean }) {
  const navigate = useNavigate();
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={() => navigate('/login')}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary" disabled={!canSubmit}>
          Submit
        </button>
      </div>
    </>
  );
}
