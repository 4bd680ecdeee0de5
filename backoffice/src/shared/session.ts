import type { SessionUser } from '@domain/api/accounts';

/**
 * The admin-area session (spec 3 'Locally stored items'): a token and user kept apart from the
 * customer's, under their own keys.
 */
export const ADMIN_TOKEN_KEY = 'adminToken';
export const ADMIN_USER_KEY = 'adminUser';

export type StaffRole = 'admin' | 'superadmin';

export function getAdminToken(): string | null {
  return localStorage.getItem(ADMIN_TOKEN_KEY);
}

export function getAdminUser(): SessionUser | null {
  try {
    return JSON.parse(localStorage.getItem(ADMIN_USER_KEY) || 'null');
  } catch {
    return null;
  }
}

export function saveAdminSession(token: string, user: SessionUser) {
  localStorage.setItem(ADMIN_TOKEN_KEY, token);
  localStorage.setItem(ADMIN_USER_KEY, JSON.stringify(user));
}

export function clearAdminSession() {
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  localStorage.removeItem(ADMIN_USER_KEY);
}

export { isTokenExpired } from '@domain/token-expiry';
