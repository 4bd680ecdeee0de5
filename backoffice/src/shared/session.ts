import type { SessionUser } from '@domain/api/accounts';
import { STAFF_SESSION_KEYS, type StaffRole } from '@domain/staff-session';

/**
 * The admin-area sessions (spec 3 'Locally stored items'): a token and user kept apart from the
 * customer's, one slot per area (store admin at /admin, super-admin at /super-admin), so opening
 * one area never signs the other out.
 */
export type { StaffRole };

/** The area the page is in: its path decides, as the back office's router does. */
export function currentArea(): StaffRole {
  return window.location.pathname.startsWith('/super-admin') ? 'superadmin' : 'admin';
}

export function getAdminToken(role: StaffRole = currentArea()): string | null {
  return localStorage.getItem(STAFF_SESSION_KEYS[role].token);
}

export function getAdminUser(role: StaffRole = currentArea()): SessionUser | null {
  try {
    return JSON.parse(localStorage.getItem(STAFF_SESSION_KEYS[role].user) || 'null');
  } catch {
    return null;
  }
}

export function saveAdminSession(role: StaffRole, token: string, user: SessionUser) {
  localStorage.setItem(STAFF_SESSION_KEYS[role].token, token);
  localStorage.setItem(STAFF_SESSION_KEYS[role].user, JSON.stringify(user));
}

export function clearAdminSession(role: StaffRole = currentArea()) {
  localStorage.removeItem(STAFF_SESSION_KEYS[role].token);
  localStorage.removeItem(STAFF_SESSION_KEYS[role].user);
}

export { isTokenExpired } from '@domain/token-expiry';
