import type {
  ChangePasswordResponse,
  CustomerView,
  MyDetailsInput,
  SavedAddressInput,
  SavedAddressView,
} from '@domain/api/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../state/session';
import { apiFetch } from './http';

/** My Details: the signed-in customer's own record, password and saved addresses. */

export function updateMyDetails(input: MyDetailsInput): Promise<CustomerView> {
  return apiFetch<CustomerView>('/customer/me', { method: 'PUT', auth: true, body: input });
}

export function changePassword(currentPassword: string, newPassword: string): Promise<ChangePasswordResponse> {
  return apiFetch<ChangePasswordResponse>('/auth/change-password', {
    method: 'POST',
    auth: true,
    body: { currentPassword, newPassword },
  });
}

export const SAVED_ADDRESSES_QUERY = queryOptions({
  queryKey: ['saved-addresses'],
  queryFn: ({ signal }) => apiFetch<SavedAddressView[]>('/customer/me/addresses', { auth: true, signal }),
  staleTime: 60_000,
});

export function addSavedAddress(input: SavedAddressInput): Promise<SavedAddressView> {
  return apiFetch<SavedAddressView>('/customer/me/addresses', { method: 'POST', auth: true, body: input });
}

export function updateSavedAddress(id: number, input: SavedAddressInput): Promise<SavedAddressView> {
  return apiFetch<SavedAddressView>(`/customer/me/addresses/${id}`, { method: 'PUT', auth: true, body: input });
}

export function deleteSavedAddress(id: number): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/customer/me/addresses/${id}`, { method: 'DELETE', auth: true });
}

/**
 * For checkout's prefill: the signed-in customer's saved addresses, the default one first (an empty
 * list when signed out or while loading). `addresses[0]` is the one to fill in.
 */
export function useSavedAddresses(): { addresses: SavedAddressView[]; isLoading: boolean } {
  const session = useSession();
  const q = useQuery({ ...SAVED_ADDRESSES_QUERY, enabled: session.signedIn });
  return { addresses: q.data ?? [], isLoading: q.isLoading };
}
