/**
 * The admin-area session (spec 3 'Locally stored items'): a token and user kept apart from the
 * customer's, under their own keys.
 */
export const ADMIN_TOKEN_KEY = 'adminToken';
export const ADMIN_USER_KEY = 'adminUser';

export type StaffRole = 'admin' | 'superadmin';
export interface AdminUser {
  email: string;
  role: string;
}

export function getAdminToken(): string | null {
  return localStorage.getItem(ADMIN_TOKEN_KEY);
}

export function getAdminUser(): AdminUser | null {
  try {
    return JSON.parse(localStorage.getItem(ADMIN_USER_KEY) || 'null');
  } catch {
    return null;
  }
}

export function saveAdminSession(token: string, user: AdminUser) {
  localStorage.setItem(ADMIN_TOKEN_KEY, token);
  localStorage.setItem(ADMIN_USER_KEY, JSON.stringify(user));
}

export function clearAdminSession() {
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  localStorage.removeItem(ADMIN_USER_KEY);
}

/** Spec 4 Token expiry: no token is expired; an `exp` not in the future is expired; no `exp` is not. */
export function isTokenExpired(token: string | null, now: number = Date.now()): boolean {
  if (!token) return true;
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    if (payload.exp === undefined || payload.exp === null) return false;
    return payload.exp * 1000 <= now;
  } catch {
    return true;
  }
}
