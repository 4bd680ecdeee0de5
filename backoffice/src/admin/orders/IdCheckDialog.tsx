import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState } from 'react';

const ID_TYPES = ["Driver's license", 'State ID card', 'Passport', 'Military ID'];

/** Staff record a 21+ ID check before a delivery or pickup order can be completed. */
export function IdCheckDialog(props: {
  orderId: number;
  busy?: boolean;
  onClose: () => void;
  onConfirm: (idType: string, dateOfBirth: string) => void;
}) {
  const { orderId, busy, onClose, onConfirm } = props;
  const [idType, setIdType] = useState(ID_TYPES[0]);
  const [dateOfBirth, setDateOfBirth] = useState('');
  return (
    <Dialog open onClose={onClose} aria-labelledby="id-check-title" fullWidth maxWidth="xs">
      <DialogTitle id="id-check-title">ID check for order #{orderId}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          Look at a photo ID: the customer must be 21 or older. The date of birth is checked, not stored.
        </DialogContentText>
        <TextField select label="ID type" value={idType} onChange={(e) => setIdType(e.target.value)}>
          {ID_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Date of birth"
          type="date"
          value={dateOfBirth}
          onChange={(e) => setDateOfBirth(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!dateOfBirth || busy} onClick={() => onConfirm(idType, dateOfBirth)}>
          Record ID check
        </Button>
      </DialogActions>
    </Dialog>
  );
}
