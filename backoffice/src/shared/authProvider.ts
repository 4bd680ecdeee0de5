import type { LoginResponse } from '@domain/api/accounts';
import type { AuthProvider } from 'react-admin';
import { clearAdminSession, getAdminToken, getAdminUser, isTokenExpired, saveAdminSession, StaffRole } from './session';

export const LOGIN_FAILED = 'Username or password is incorrect';
export const WRONG_AREA: Record<StaffRole, string> = {
  admin: 'This account cannot sign in to the store admin area.',
  superadmin: 'This account cannot sign in to the super-admin area.',
};

/**
 * Signs staff in against POST /api/login with {email, password}; each shell admits one role and
 * keeps its session in that role's own slot (session.ts).
 */
export function createAuthProvider(role: StaffRole): AuthProvider {
  return {
    async login({ email, password }: { email: string; password: string }) {
      const res = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (res.status === 429) throw new Error((await res.json()).message);
      if (!res.ok) throw new Error(LOGIN_FAILED);
      const body: Partial<LoginResponse> | null = await res.json();
      if (!body?.token || String(body.user?.role).toLowerCase() !== role) throw new Error(WRONG_AREA[role]);
      saveAdminSession(role, body.token, body.user!);
    },
    /** Ends the session on the server (POST /api/logout revokes the account's tokens) and here. */
    async logout() {
      const token = getAdminToken(role);
      clearAdminSession(role);
      if (!token || isTokenExpired(token)) return;
      await fetch('/api/logout', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        keepalive: true,
      }).catch(() => undefined);
    },
    async checkAuth() {
      const user = getAdminUser(role);
      if (isTokenExpired(getAdminToken(role)) || String(user?.role).toLowerCase() !== role) {
        clearAdminSession(role);
        throw new Error('Please sign in.');
      }
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        clearAdminSession(role);
        throw new Error('Your session has expired. Please sign in again.');
      }
    },
    async getPermissions() {
      return getAdminUser(role)?.role ?? null;
    },
    async getIdentity() {
      const user = getAdminUser(role);
      if (!user) throw new Error('Please sign in.');
      return { id: user.email, fullName: user.email };
    },
  };
}
