import type { QueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@domain/api/accounts';
import { staffSlot } from '@domain/staff-session';
import { fetchCustomer } from '../../api/accounts';
import { getPreviousUrl, saveSession } from '../../state/session';
import { WISHLIST_QUERY_KEY, mergeGuestWishlist } from '../../state/wishlist';

export type LoginDestination = { kind: 'route'; to: string } | { kind: 'external'; to: string };

/**
 * Spec 4 Login: a customer (role compared case-insensitively) gets the customer session and the
 * customer record; anyone else is staff and gets the admin session. The guest wishlist is merged.
 */
export async function completeLogin(response: LoginResponse, queryClient: QueryClient): Promise<LoginDestination> {
  const { token, user } = response;
  if (user.role.toLowerCase() !== 'customer') {
    // The back office's slot for this role (a separate token for staff, spec 3).
    const slot = staffSlot(user.role);
    localStorage.setItem(slot.token, token);
    localStorage.setItem(slot.user, JSON.stringify(user));
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
