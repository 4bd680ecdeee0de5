import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { WishlistEntry } from '@domain/api/wishlist';
import { addToWishlist, fetchWishlist, mergeWishlist, removeFromWishlist } from '../api/wishlist';
import { useSession } from './session';
import { StorageKeys, readJson, writeJson } from './storage';

/**
 * The wishlist is kept on the server for a signed-in customer, in local storage for a guest
 * (merged into the server list at login). Both sides expose the same item-number list.
 */
export const WISHLIST_QUERY_KEY = ['wishlist'] as const;

const guestListeners = new Set<() => void>();
let guestItems: string[] = loadGuest();

function loadGuest(): string[] {
  if (typeof localStorage === 'undefined') return [];
  const v = readJson<unknown>(localStorage, StorageKeys.guestWishlist, []);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

function setGuest(next: string[]): void {
  guestItems = next;
  writeJson(localStorage, StorageKeys.guestWishlist, next);
  guestListeners.forEach((l) => l());
}

export function getGuestWishlist(): string[] {
  return guestItems;
}

/** At login: hands the guest list to the server, then forgets it locally. */
export async function mergeGuestWishlist(): Promise<void> {
  const items = loadGuest();
  if (!items.length) return;
  await mergeWishlist(items);
  setGuest([]);
}

export interface Wishlist {
  itemNumbers: string[];
  has(itemNumber: string): boolean;
  toggle(itemNumber: string): void;
  remove(itemNumber: string): void;
  isLoading: boolean;
  signedIn: boolean;
}

export function useWishlist(): Wishlist {
  const { signedIn } = useSession();
  const queryClient = useQueryClient();
  const guest = useSyncExternalStore(
    (l) => {
      guestListeners.add(l);
      return () => guestListeners.delete(l);
    },
    () => guestItems,
    () => guestItems,
  );
  const server = useQuery({
    queryKey: WISHLIST_QUERY_KEY,
    queryFn: fetchWishlist,
    enabled: signedIn,
    staleTime: 60_000,
  });

  const mutation = useMutation({
    mutationFn: async ({ itemNumber, add }: { itemNumber: string; add: boolean }): Promise<void> => {
      if (add) await addToWishlist(itemNumber);
      else await removeFromWishlist(itemNumber);
    },
    // Optimistic: the heart answers at once; a failure puts the server's list back.
    onMutate: async ({ itemNumber, add }): Promise<{ previous?: WishlistEntry[] }> => {
      await queryClient.cancelQueries({ queryKey: WISHLIST_QUERY_KEY });
      const previous = queryClient.getQueryData<WishlistEntry[]>(WISHLIST_QUERY_KEY);
      queryClient.setQueryData<WishlistEntry[]>(WISHLIST_QUERY_KEY, (old = []) =>
        add
          ? [{ itemNumber, addedAt: new Date().toISOString() }, ...old.filter((e) => e.itemNumber !== itemNumber)]
          : old.filter((e) => e.itemNumber !== itemNumber),
      );
      return { previous };
    },
    onError: (_e, _v, context) => queryClient.setQueryData(WISHLIST_QUERY_KEY, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_KEY }),
  });

  const itemNumbers = signedIn ? (server.data ?? []).map((e) => e.itemNumber) : guest;
  const has = (n: string) => itemNumbers.includes(n);
  return {
    itemNumbers,
    has,
    signedIn,
    isLoading: signedIn && server.isLoading,
    toggle(itemNumber) {
      const add = !has(itemNumber);
      if (signedIn) mutation.mutate({ itemNumber, add });
      else
        setGuest(
          add
            ? [itemNumber, ...guestItems.filter((n) => n !== itemNumber)]
            : guestItems.filter((n) => n !== itemNumber),
        );
    },
    remove(itemNumber) {
      if (signedIn) mutation.mutate({ itemNumber, add: false });
      else setGuest(guestItems.filter((n) => n !== itemNumber));
    },
  };
}
