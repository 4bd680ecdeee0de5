import { Dialog } from '../../components/Dialog';

/** "Cancel this order?": keep it, or cancel it (the button waits while the server cancels). */
export function CancelOrderDialog(p: { orderId: number; pending: boolean; onKeep: () => void; onCancel: () => void }) {
  return (
    <Dialog title="Cancel this order?" onClose={p.onKeep}>
      <p>
        Order #{p.orderId} will be cancelled, the bottles go back on the shelf and the hold on your card is released. We
        will email you a confirmation.
      </p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={p.onKeep}>
          Keep order
        </button>
        <button type="button" className="btn btn--danger" onClick={p.onCancel} disabled={p.pending}>
          {p.pending ? 'Cancelling...' : 'Cancel order'}
        </button>
      </div>
    </Dialog>
  );
}
