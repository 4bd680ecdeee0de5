import type { AdminInventoryRecord } from '@domain/api/admin-inventory';
import type { OrderEditPreview, OrderLineChange } from '@domain/api/order-edits';
import type { AdminOrderDetail } from '@domain/api/orders';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import RemoveIcon from '@mui/icons-material/Remove';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../adminDataProvider';
import { dollars } from '../common/format';
import { Pair, REMOVED_STATUSES, Section } from './OrderParts';

/** A line of the draft: one of the order's lines (perhaps changed) or an item added. */
interface DraftLine {
  key: string;
  /** The order item it started as; null for an item added in this edit. */
  orderItemId: number | null;
  itemNumber: string;
  name: string;
  quantity: number;
  removed: boolean;
}

const MAX_QUANTITY = 999;

/** The server's changes for a draft: what differs from the order's lines. */
function draftChanges(order: AdminOrderDetail, draft: readonly DraftLine[]): OrderLineChange[] {
  const changes: OrderLineChange[] = [];
  for (const line of draft) {
    if (line.orderItemId === null) {
      if (!line.removed) changes.push({ action: 'add', itemNumber: line.itemNumber, quantity: line.quantity });
      continue;
    }
    const was = order.orderItems.find((i) => i.orderItemId === line.orderItemId)!;
    if (line.removed) changes.push({ action: 'remove', orderItemId: line.orderItemId });
    else if (line.itemNumber !== was.itemId)
      changes.push({
        action: 'substitute',
        orderItemId: line.orderItemId,
        itemNumber: line.itemNumber,
        quantity: line.quantity,
      });
    else if (line.quantity !== was.quantity)
      changes.push({ action: 'quantity', orderItemId: line.orderItemId, quantity: line.quantity });
  }
  return changes;
}

function startDraft(order: AdminOrderDetail): DraftLine[] {
  return order.orderItems
    .filter((i) => !REMOVED_STATUSES.includes(i.itemStatus))
    .map((i) => ({
      key: `o${i.orderItemId}`,
      orderItemId: i.orderItemId,
      itemNumber: i.itemId,
      name: i.productName,
      quantity: i.quantity,
      removed: false,
    }));
}

/**
 * The order detail's Edit (issue 14): while the order is Received or Accepted, the store admin
 * changes quantities, removes lines, adds items and substitutes a line with another item of the
 * store. Every draft is priced by the server (its quote: discounts, deposits, delivery fee or
 * shipping, tax) before it is saved; the server's refusal (e.g. above the card hold) shows as is.
 */
export function OrderEditPanel({ order }: { order: AdminOrderDetail }) {
  const [editing, setEditing] = useState(false);
  if (!order.editable) return null;
  return (
    <Section
      title="Edit order"
      action={
        !editing && (
          <Button className="no-print" variant="outlined" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )
      }
    >
      {editing ? (
        <OrderEditor order={order} onDone={() => setEditing(false)} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Change quantities, remove, add or substitute items until the order leaves the store. The server re-prices the
          whole order and the customer is emailed.
        </Typography>
      )}
    </Section>
  );
}

function OrderEditor({ order, onDone }: { order: AdminOrderDetail; onDone: () => void }) {
  const dp = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [draft, setDraft] = useState<DraftLine[]>(() => startDraft(order));
  const [note, setNote] = useState('');
  /** The server's answer for one draft (by its changes): its figures, or why it cannot be made. */
  const [priced, setPriced] = useState<{ key: string; preview: OrderEditPreview | null; problem: string | null }>({
    key: '[]',
    preview: null,
    problem: null,
  });
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState<{ substitute: DraftLine | null } | null>(null);

  const changes = useMemo(() => draftChanges(order, draft), [order, draft]);
  const changesKey = JSON.stringify(changes);
  const current = priced.key === changesKey;
  const preview = current ? priced.preview : null;
  const problem = current ? priced.problem : null;
  const pricing = changes.length > 0 && !current;

  useEffect(() => {
    if (changesKey === '[]') return;
    let live = true;
    const timer = setTimeout(() => {
      dp.send<OrderEditPreview>('POST', `orders/${order.id}/edit/preview`, { changes: JSON.parse(changesKey) }).then(
        (p) => live && setPriced({ key: changesKey, preview: p, problem: null }),
        (e: Error) => live && setPriced({ key: changesKey, preview: null, problem: e.message }),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [dp, changesKey, order.id]);

  const update = (key: string, patch: Partial<DraftLine>) =>
    setDraft((d) => d.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const pick = (item: AdminInventoryRecord) => {
    const target = picking?.substitute;
    setPicking(null);
    if (target) {
      update(target.key, { itemNumber: item.itemNumber, name: item.itemDescription });
      return;
    }
    const present = draft.find((l) => l.itemNumber === item.itemNumber && !l.removed);
    if (present) update(present.key, { quantity: Math.min(MAX_QUANTITY, present.quantity + 1) });
    else
      setDraft((d) => [
        ...d,
        {
          key: `n${item.itemNumber}-${d.length}`,
          orderItemId: null,
          itemNumber: item.itemNumber,
          name: item.itemDescription,
          quantity: 1,
          removed: false,
        },
      ]);
  };

  const save = async () => {
    setSaving(true);
    try {
      await dp.send('PUT', `orders/${order.id}/edit`, { changes, ...(note.trim() ? { note: note.trim() } : {}) });
      notify('Order updated; the customer was emailed.', { type: 'success' });
      refresh();
      onDone();
    } catch (e) {
      setPriced({ key: changesKey, preview: null, problem: (e as Error).message });
    } finally {
      setSaving(false);
    }
  };

  const quoted = new Map((preview?.quote.lines ?? []).map((l) => [l.itemNumber, l]));
  const q = preview?.quote;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Edit items">
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell align="center">Qty</TableCell>
              <TableCell align="right">Line total</TableCell>
              <TableCell align="right">Discount</TableCell>
              <TableCell align="right">Deposit</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {draft.map((l) => {
              const ql = quoted.get(l.itemNumber);
              const was = order.orderItems.find((i) => i.orderItemId === l.orderItemId);
              return (
                <TableRow key={l.key} sx={{ opacity: l.removed ? 0.5 : 1 }} data-testid={`edit-line-${l.itemNumber}`}>
                  <TableCell>
                    <Typography variant="body2" sx={{ textDecoration: l.removed ? 'line-through' : undefined }}>
                      {l.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {l.itemNumber}
                      {l.orderItemId === null && ' · added'}
                      {was && was.itemId !== l.itemNumber && ` · replaces ${was.productName}`}
                      {l.removed && ' · removed'}
                    </Typography>
                  </TableCell>
                  <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      size="small"
                      aria-label={`Fewer ${l.name}`}
                      disabled={l.removed || l.quantity <= 1}
                      onClick={() => update(l.key, { quantity: l.quantity - 1 })}
                    >
                      <RemoveIcon fontSize="small" />
                    </IconButton>
                    <Box
                      component="span"
                      sx={{ display: 'inline-block', minWidth: 28 }}
                      aria-label={`Quantity of ${l.name}`}
                    >
                      {l.quantity}
                    </Box>
                    <IconButton
                      size="small"
                      aria-label={`More ${l.name}`}
                      disabled={l.removed || l.quantity >= MAX_QUANTITY}
                      onClick={() => update(l.key, { quantity: l.quantity + 1 })}
                    >
                      <AddIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                  <TableCell align="right">{ql && !l.removed ? dollars(ql.lineTotal) : '—'}</TableCell>
                  <TableCell align="right">
                    {ql && ql.discount > 0 && !l.removed ? `− ${dollars(ql.discount)}` : '—'}
                  </TableCell>
                  <TableCell align="right">{ql && ql.deposit > 0 && !l.removed ? dollars(ql.deposit) : '—'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {l.removed ? (
                      <Button size="small" onClick={() => update(l.key, { removed: false })}>
                        Undo
                      </Button>
                    ) : (
                      <>
                        {l.orderItemId !== null && (
                          <IconButton
                            size="small"
                            aria-label={`Substitute ${l.name}`}
                            title="Substitute"
                            onClick={() => setPicking({ substitute: l })}
                          >
                            <SwapHorizIcon fontSize="small" />
                          </IconButton>
                        )}
                        <IconButton
                          size="small"
                          aria-label={`Remove ${l.name}`}
                          title="Remove"
                          onClick={() =>
                            l.orderItemId === null
                              ? setDraft((d) => d.filter((x) => x.key !== l.key))
                              : update(l.key, { removed: true })
                          }
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => setPicking({ substitute: null })}>
          Add item
        </Button>
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 320px' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 1 }}>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          {preview && preview.changes.length > 0 && (
            <Alert severity="info" aria-label="Changes">
              {preview.changes.map((c) => (
                <div key={c}>{c}</div>
              ))}
            </Alert>
          )}
          <TextField
            label="Note to the customer (optional)"
            size="small"
            multiline
            value={note}
            onChange={(e) => setNote(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Box>
        <Box aria-label="New figures">
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            {!changes.length
              ? 'No changes yet'
              : pricing
                ? 'Pricing…'
                : q
                  ? 'New figures (server quote)'
                  : 'This change cannot be made'}
          </Typography>
          {q && (
            <>
              <Pair label="Subtotal" value={dollars(q.subtotal)} />
              {q.discount > 0 && <Pair label="Discount" value={`− ${dollars(q.discount)}`} />}
              <Pair label="Bottle deposit" value={dollars(q.bottleDeposit)} />
              {order.orderType === 'delivery' && <Pair label="Delivery fee" value={dollars(q.shippingCost)} />}
              {order.orderType === 'shipping' && <Pair label="Shipping" value={dollars(q.shippingCost)} />}
              <Pair label="Tax" value={dollars(q.salesTax)} />
              <Divider sx={{ my: 0.5 }} />
              <Pair
                label="New total"
                value={
                  <strong>
                    {dollars(q.total)} (was {dollars(order.orderDetails.total)})
                  </strong>
                }
              />
              <Pair label="Authorized on the card" value={dollars(preview.authorized)} />
            </>
          )}
        </Box>
      </Box>

      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onDone} disabled={saving}>
          Discard
        </Button>
        <Button variant="contained" disabled={!preview || pricing || saving || !!problem} onClick={save}>
          Save changes
        </Button>
      </Box>

      {picking && (
        <ItemPicker
          title={picking.substitute ? `Substitute ${picking.substitute.name}` : 'Add an item'}
          onPick={pick}
          onClose={() => setPicking(null)}
        />
      )}
    </Box>
  );
}

/** Searches the store's inventory (the inventory list's own search) for an item to add or substitute. */
function ItemPicker({
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
