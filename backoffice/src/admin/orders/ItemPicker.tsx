import type { AdminInventoryRecord } from '@domain/api/admin-inventory';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../adminDataProvider';
import { dollars } from '../common/format';

/** Searches the store's inventory (the inventory list's own search) for an item to add or substitute. */
export function ItemPicker({
  title,
  onPick,
  onClose,
}: {
  title: string;
  onPick: (item: AdminInventoryRecord) => void;
  onClose: () => void;
}) {
  const dp = useDataProvider<AdminDataProvider>();
  const [q, setQ] = useState('');
  const [items, setItems] = useState<AdminInventoryRecord[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      dp.getList<AdminInventoryRecord>('inventory-list', {
        filter: { ...(q.trim() ? { q: q.trim() } : {}), isAvailable: true },
        pagination: { page: 1, perPage: 8 },
        sort: { field: 'itemDescription', order: 'ASC' },
      }).then(
        (r) => {
          if (!live) return;
          setItems(r.data);
          setError(null);
        },
        (e: Error) => live && setError(e.message),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [dp, q]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label="Search the store's inventory"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ mt: 1 }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        <List dense aria-label="Inventory results">
          {items.map((i) => (
            <ListItemButton key={i.id} disabled={i.availableToSell <= 0} onClick={() => onPick(i)}>
              <ListItemText
                primary={`${i.itemDescription}${i.sizeDescriptionWeight ? ` (${i.sizeDescriptionWeight})` : ''}`}
                secondary={`${i.itemNumber} · ${dollars(i.currentPrice)} · ${i.availableToSell > 0 ? `${i.availableToSell} in stock` : 'out of stock'}`}
              />
            </ListItemButton>
          ))}
          {!items.length && !error && (
            <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
              No available items match.
            </Typography>
          )}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
