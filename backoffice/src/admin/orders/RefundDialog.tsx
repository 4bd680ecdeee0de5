import type { AdminOrderDetail } from '@domain/api/orders';
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { dollars } from '../common/format';
import { RefundFields } from './RefundFields';
import { useRefund } from './useRefund';

/** The order detail's "Refund" action: shown while something captured is left to refund. */
export function RefundAction({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState(false);
  if (!(order.refundable > 0)) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<UndoIcon />} onClick={() => setOpen(true)}>
        Refund
      </Button>
      {open && <RefundDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Refund chosen items (the server computes the amount: discounted price, tax and deposit), a free
 * amount with a reason, or everything left; optionally put the refunded bottles back in stock.
 */
export function RefundDialog({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const r = useRefund(order, onClose);
  const { options, busy, total } = r;
  const o = options.data;
  const blocked = !o || !!o.refusal || !r.form.body || r.needsReason || busy || !!r.quoteError || !(total > 0);
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="refund-title" fullWidth maxWidth="md">
      <DialogTitle id="refund-title">Refund order #{order.orderId}</DialogTitle>
      <DialogContent>
        {options.isPending && <Typography>Loading what can be refunded…</Typography>}
        {options.error && <Alert severity="error">{(options.error as Error).message}</Alert>}
        {o?.refusal && <Alert severity="warning">{o.refusal}</Alert>}
        {o && !o.refusal && <RefundFields order={order} o={o} r={r} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
        <Button color="warning" variant="contained" disabled={blocked} onClick={r.submit}>
          {busy ? 'Refunding…' : `Refund ${dollars(total)}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
