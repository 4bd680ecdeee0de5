import { loginChecks } from '@domain/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { login } from '../../api/accounts';
import { ApiError } from '../../api/http';
import { Field } from '../../components/Field';
import { completeLogin } from './after-login';

interface LoginForm {
  username: string;
  password: string;
}

/** Spec 2.5 customer login. */
export default function LoginPage() {
  const navigate = useNavigate();
  const passwordReset = (useLocation().state as { passwordReset?: boolean } | null)?.passwordReset;
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LoginForm>({ mode: 'onTouched', defaultValues: { username: '', password: '' } });
  const { errors, isValid, isSubmitting } = form.formState;

  async function onSubmit(values: LoginForm) {
    setError(null);
    try {
      const response = await login(values.username.trim(), values.password);
      const destination = await completeLogin(response, queryClient);
      if (destination.kind === 'external') window.location.assign(destination.to);
      else navigate(destination.to, { replace: true });
    } catch (e) {
      // Spec 8: every sign-in failure reads the same; a lock-out (429) explains itself.
      setError(e instanceof ApiError && e.status === 429 ? e.message : 'Username or password is incorrect.');
    }
  }

  return (
    <div className="auth">
      <form className="auth__card" onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <h1 className="page-title">Login</h1>
        {passwordReset && (
          <p className="form-notice" role="status">
            Your password has been reset. Please log in with your new password.
          </p>
        )}
        <Field label="Username" error={errors.username?.message}>
          <input
            type="text"
            autoComplete="username"
            maxLength={254}
            {...form.register('username', { validate: (v) => loginChecks.username(v) ?? true })}
          />
        </Field>
        <Field label="Password" error={errors.password?.message}>
          <input
            type="password"
            autoComplete="current-password"
            maxLength={200}
            {...form.register('password', { validate: (v) => loginChecks.password(v) ?? true })}
          />
        </Field>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={!isValid || isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Login'}
        </button>
        <p className="auth__links">
          <Link to="/forgot-password">Forgot Password</Link>
          <Link to="/register">Create Account</Link>
        </p>
      </form>
    </div>
  );
}
