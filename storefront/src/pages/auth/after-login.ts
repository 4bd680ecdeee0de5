import type { QueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@domain/api/accounts';
import { fetchCustomer } from '../../api/accounts';
import { getPreviousUrl, saveSession } from '../../state/session';
import { WISHLIST_QUERY_KEY, mergeGuestWishlist } from '../../state/wishlist';

/** Keys the back office reads its session from (spec 3: a separate token for staff). */
const ADMIN_TOKEN_KEY = 'adminToken';
const ADMIN_USER_KEY = 'adminUser';

export type LoginDestination = { kind: 'route'; to: string } | { kind: 'external'; to: string };

/**
 * Spec 4 Login: a customer (role compared case-insensitively) gets the customer session and the
 * customer record; anyone else is staff and gets the admin session. The guest wishlist is merged.
 */
export async function completeLogin(response: LoginResponse, queryClient: QueryClient): Promise<LoginDestination> {
  const { token, user } = response;
  if (user.role.toLowerCase() !== 'customer') {
    localStorage.setItem(ADMIN_TOKEN_KEY, token);
    localStorage.setItem(ADMIN_USER_KEY, JSON.stringify(user));
    return {
      kind: 'external',
      to: user.role.toLowerCase() === 'superadmin' ? '/super-admin/inventory-page' : '/admin/dashboard',
    };
  }
  const customer = await fetchCustomer(user.email, token).catch(() => null);
  saveSession(token, user, customer);
  queryClient.removeQueries({ queryKey: WISHLIST_QUERY_KEY });
  // A failed merge keeps the guest list locally for the next login; it never blocks signing in.
  await mergeGuestWishlist().catch(() => undefined);
  return { kind: 'route', to: returnPath() };
}

/** Spec 2.5: back to the previously visited page, unless that was the login page. */
export function returnPath(): string {
  const previous = getPreviousUrl();
  if (!previous || !previous.startsWith('/') || previous.startsWith('//') || previous.startsWith('/login')) return '/';
  return previous;
}
