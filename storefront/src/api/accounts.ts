import type { Customer, CurrentUser } from '../state/session';
import { apiFetch } from './http';

export interface LoginResponse {
  token: string;
  user: CurrentUser;
}

export function login(username: string, password: string): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/login', { method: 'POST', body: { username, password } });
}

/** GET /customer/{email} with the new token (it is not saved yet when this runs). */
export function fetchCustomer(email: string, token: string): Promise<Customer> {
  return apiFetch<Customer>(`/customer/${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
}

export interface Registration {
  customer: Omit<Customer, 'id'> & { id: number };
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
