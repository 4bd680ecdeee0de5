import type { SavedAddressView } from '@domain/api/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/http';
import { deleteSavedAddress, SAVED_ADDRESSES_QUERY } from '../../api/my-details';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';

/** My Details: saved delivery addresses; checkout fills in the default one. */
export function SavedAddresses() {
  const queryClient = useQueryClient();
  const list = useQuery(SAVED_ADDRESSES_QUERY);
  const [editing, setEditing] = useState<SavedAddressView | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SAVED_ADDRESSES_QUERY.queryKey });
  const remove = useMutation({
    mutationFn: (id: number) => deleteSavedAddress(id),
    onSuccess: refresh,
    onError: (e) => setError(e instanceof ApiError ? e.message : 'The address could not be removed.'),
  });

  return (
    <section className="details-card" aria-labelledby="addresses-title">
      <h2 id="addresses-title">Saved addresses</h2>
      <p className="muted small">Checkout fills in your default address.</p>
      {list.isPending && <p className="status">Loading your addresses...</p>}
      {list.data?.length === 0 && editing === null && <p>You have no saved addresses yet.</p>}
      <ul className="addresses">
        {list.data?.map((a) =>
          editing !== 'new' && editing?.id === a.id ? (
            <li key={a.id}>
              <AddressForm
                initial={a}
                onCancel={() => setEditing(null)}
                onSaved={() => {
                  setEditing(null);
                  void refresh();
                }}
              />
            </li>
          ) : (
            <AddressCard
              key={a.id}
              address={a}
              onEdit={() => setEditing(a)}
              onRemove={() => remove.mutate(a.id)}
              removing={remove.isPending}
            />
          ),
        )}
      </ul>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {editing === 'new' ? (
        <AddressForm
          initial={null}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : (
        <button type="button" className="btn btn--outline" onClick={() => setEditing('new')}>
          Add an address
        </button>
      )}
    </section>
  );
}
