import type { BulkUpdateResult } from '@domain/api/admin-inventory';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../adminDataProvider';

type Change = 'setPrice' | 'priceChangePercent' | 'setStock' | 'stockChange';
const CHANGES: Array<{ value: Change; label: string; help: string }> = [
  { value: 'setPrice', label: 'Set price to ($)', help: 'The regular price of every selected item.' },
  { value: 'priceChangePercent', label: 'Change price by (%)', help: 'e.g. -10 lowers every selected price by 10 %.' },
  { value: 'setStock', label: 'Set stock to', help: 'Units available to sell.' },
  { value: 'stockChange', label: 'Add to stock', help: 'A negative number removes units.' },
];

/** A value the change cannot take (checked again by the server). */
function isInvalid(change: Change, value: string): boolean {
  const num = Number(value);
  return (
    value.trim() === '' ||
    !Number.isFinite(num) ||
    ((change === 'setStock' || change === 'stockChange') && !Number.isInteger(num)) ||
    (change === 'setPrice' && !(num > 0)) ||
    (change === 'setStock' && num < 0)
  );
}

/** Bulk price/stock edit of the selected rows: one change, applied to all of them or none. */
export function BulkPriceStockButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const dp = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [change, setChange] = useState<Change>('setPrice');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const num = Number(value);
  const invalid = isInvalid(change, value);

  const apply = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await dp.send<BulkUpdateResult>('POST', 'inventory/bulk-update', { ids: selectedIds, [change]: num });
      notify(`${res.updated} ${res.updated === 1 ? 'item' : 'items'} updated`, { type: 'success' });
      setOpen(false);
      setValue('');
      onUnselectItems();
      refresh();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  // Each opening starts clean: an error from an earlier attempt is about a change no longer on screen.
  const reopen = () => {
    setError(null);
    setOpen(true);
  };

  return (
    <>
      <Button size="small" startIcon={<EditNoteIcon />} onClick={reopen}>
        Edit price / stock
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="bulk-edit-title" fullWidth maxWidth="xs">
        <DialogTitle id="bulk-edit-title">Edit {selectedIds.length} selected items</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            select
            label="Change"
            value={change}
            onChange={(e) => setChange(e.target.value as Change)}
            helperText={CHANGES.find((c) => c.value === change)!.help}
          >
            {CHANGES.map((c) => (
              <MenuItem key={c.value} value={c.value}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Value"
            type="number"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            autoFocus
            error={value !== '' && invalid}
            helperText={value !== '' && invalid ? 'Enter a valid number.' : ' '}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={apply} disabled={invalid || busy}>
            Apply to {selectedIds.length} items
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
