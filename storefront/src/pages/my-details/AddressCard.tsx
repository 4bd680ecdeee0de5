import type { SavedAddressView } from '@domain/api/accounts';

/** One saved address, with Edit and Remove. */
export function AddressCard(p: {
  address: SavedAddressView;
  onEdit: () => void;
  onRemove: () => void;
  removing: boolean;
}) {
  const a = p.address;
  return (
    <li className="address-card" data-testid="saved-address">
      <p className="address-card__label">
        <strong>{a.label}</strong> {a.isDefault && <span className="chip">Default</span>}
      </p>
      <address>
        {a.fullName}
        <br />
        {a.addressLine1}
        {a.addressLine2 ? `, ${a.addressLine2}` : ''}
        <br />
        {a.city}, {a.state} {a.zipCode}
        {a.phoneNumber ? (
          <>
            <br />
            {a.phoneNumber}
          </>
        ) : null}
      </address>
      <div className="address-card__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={p.onEdit}>
          Edit<span className="sr-only"> {a.label}</span>
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={p.onRemove} disabled={p.removing}>
          Remove<span className="sr-only"> {a.label}</span>
        </button>
      </div>
    </li>
  );
}
