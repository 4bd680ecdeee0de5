import type { CustomerView, LoginResponse } from '@domain/api/accounts';
import { getCustomerToken, logout } from '../state/session';
import { apiFetch } from './http';

export function login(username: string, password: string): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/login', { method: 'POST', body: { username, password } });
}

/**
 * Logout: ends the session on the server too (POST /api/logout revokes the account's tokens), then
 * drops it here. The local session goes at once; the server call is kept alive across navigation
 * and its failure (offline, token already invalid) changes nothing for the user.
 */
export function signOut(): Promise<void> {
  const token = getCustomerToken();
  logout();
  if (!token) return Promise.resolve();
  return fetch('/api/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true }).then(
    () => undefined,
    () => undefined,
  );
}

/** GET /customer/{email} with the new token (it is not saved yet when this runs). */
export function fetchCustomer(email: string, token: string): Promise<CustomerView> {
  return apiFetch<CustomerView>(`/customer/${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
}

export interface Registration {
  customer: CustomerView;
  user: { email: string; username: string; password: string; role: 'customer' };
}

export function register(registration: Registration): Promise<unknown> {
  return apiFetch('/customer', { method: 'POST', body: registration });
}

/** Same answer whether or not the email has an account; mails a 6-digit code when it does. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiFetch('/auth/forgot-password', { method: 'POST', body: { email } });
}

export function resetPassword(email: string, code: string, password: string): Promise<unknown> {
  return apiFetch('/auth/reset-password', { method: 'POST', body: { email, code, password } });
}
