import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';

/** DECLINE (or Cancel) asks for the reason the customer is told; the card hold is voided. */
export function DeclineDialog(props: {
  open: boolean;
  orderId: number;
  action?: 'Declined' | 'Cancelled';
  busy?: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { open, orderId, action = 'Declined', busy, onClose, onConfirm } = props;
  const [reason, setReason] = useState('');
  const verb = action === 'Declined' ? 'Decline' : 'Cancel';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="decline-title" fullWidth maxWidth="sm">
      <DialogTitle id="decline-title">
        {verb} order #{orderId}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The card hold is released and the items go back into stock. The customer receives the reason by email.
        </DialogContentText>
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          fullWidth
          multiline
          minRows={2}
          autoFocus
          required
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep the order</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!reason.trim() || busy}
          onClick={() => onConfirm(reason.trim())}
        >
          {verb} order
        </Button>
      </DialogActions>
    </Dialog>
  );
}
