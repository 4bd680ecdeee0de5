import type { AdminOrderDetail } from '@domain/api/orders';
import type { RefundOptions, RefundQuote, RefundRequestBody } from '@domain/api/refunds';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../adminDataProvider';
import { dollars } from '../common/format';

type Mode = RefundRequestBody['kind'];

/** One key per opened dialog: a double click (or a retry after a network error) refunds once. */
function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? `refund-${crypto.randomUUID()}`
    : `refund-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * A refund the card may have had without the shop recording it (the server said so with a 503, or
 * no answer came): kept per order in the tab until it is recorded, so that the retry, even from a
 * dialog opened again, sends the same request under the same key and the card is refunded once.
 */
interface PendingRefund {
  key: string;
  body: RefundRequestBody;
}
const pendingSlot = (orderId: number) => `refund-pending-${orderId}`;
const pendingRefund = {
  read(orderId: number): PendingRefund | null {
    try {
      return JSON.parse(sessionStorage.getItem(pendingSlot(orderId)) ?? 'null') as PendingRefund | null;
    } catch {
      return null;
    }
  },
  keep(orderId: number, pending: PendingRefund) {
    sessionStorage.setItem(pendingSlot(orderId), JSON.stringify(pending));
  },
  clear(orderId: number) {
    sessionStorage.removeItem(pendingSlot(orderId));
  },
};

/** Whether a failed refund call may have refunded the card (503: refunded, not recorded; no answer). */
const mayHaveRefunded = (e: unknown) => {
  const status = (e as { status?: number }).status;
  return status === undefined || status === 503;
};

/** The order detail's "Refund" action (issue 14 point 3): shown while something captured is left to refund. */
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
  const dp = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(() => pendingRefund.read(order.id));
  const [idempotencyKey] = useState(() => pending?.key ?? newIdempotencyKey());
  // A pending refund's request fills the form, locked: only the same request may go again.
  const locked = !!pending;
  const [mode, setMode] = useState<Mode>(pending?.body.kind ?? 'lines');
  const [quantities, setQuantities] = useState<Record<number, number>>(() =>
    Object.fromEntries((pending?.body.lines ?? []).map((l) => [l.orderItemId, l.quantity])),
  );
  const [amount, setAmount] = useState(pending?.body.amount != null ? String(pending.body.amount) : '');
  const [reason, setReason] = useState(pending?.body.reason ?? '');
  const [restock, setRestock] = useState(pending?.body.restock ?? false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const options = useQuery({
    queryKey: ['refund-options', order.id],
    queryFn: () => dp.getJson<RefundOptions>(`orders/${order.id}/refunds`),
  });

  const body = useMemo((): RefundRequestBody | null => {
    const trimmed = reason.trim() || undefined;
    if (mode === 'full') return { kind: 'full', reason: trimmed, restock };
    if (mode === 'amount') {
      const n = Number(amount);
      return amount.trim() && Number.isFinite(n) && n > 0 ? { kind: 'amount', amount: n, reason: trimmed } : null;
    }
    const lines = Object.entries(quantities)
      .filter(([, q]) => q > 0)
      .map(([id, quantity]) => ({ orderItemId: Number(id), quantity }));
    return lines.length ? { kind: 'lines', lines, reason: trimmed, restock } : null;
  }, [mode, quantities, amount, reason, restock]);

  // The server says what the chosen lines give back (a free amount is what was typed).
  const quote = useQuery({
    queryKey: ['refund-quote', order.id, mode, body && mode !== 'amount' ? JSON.stringify(body) : null],
    queryFn: () => dp.send<RefundQuote>('POST', `orders/${order.id}/refunds/quote`, body),
    enabled: !!body && mode !== 'amount',
    retry: false,
  });
  const total = mode === 'amount' ? (body?.amount ?? 0) : (quote.data?.amount ?? 0);
  const needsReason = mode === 'amount' && !reason.trim();
  const quoteError = mode !== 'amount' && body ? (quote.error as Error | null)?.message : undefined;

  const submit = async () => {
    const sent = pending?.body ?? body;
    if (!sent) return;
    setBusy(true);
    setProblem(null);
    try {
      await dp.send<AdminOrderDetail>('POST', `orders/${order.id}/refunds`, sent, {
        'Idempotency-Key': idempotencyKey,
      });
      pendingRefund.clear(order.id);
      notify(`Refunded ${dollars(total)} for order #${order.orderId}. The customer is emailed.`, { type: 'success' });
      queryClient.invalidateQueries({ queryKey: ['refund-options', order.id] });
      refresh();
      onClose();
    } catch (e) {
      if (mayHaveRefunded(e)) {
        const kept = { key: idempotencyKey, body: sent };
        pendingRefund.keep(order.id, kept);
        setPending(kept);
      } else if (pending) {
        // The server refused the request itself (e.g. refunded meanwhile): nothing is pending.
        pendingRefund.clear(order.id);
        setPending(null);
      }
      setProblem((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const o = options.data;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="refund-title" fullWidth maxWidth="md">
      <DialogTitle id="refund-title">Refund order #{order.orderId}</DialogTitle>
      <DialogContent>
        {options.isPending && <Typography>Loading what can be refunded…</Typography>}
        {options.error && <Alert severity="error">{(options.error as Error).message}</Alert>}
        {o?.refusal && <Alert severity="warning">{o.refusal}</Alert>}
        {o && !o.refusal && (
          <>
            <Typography sx={{ mb: 1 }}>
              Left to refund: <strong>{dollars(o.refundable)}</strong> on {order.cardDetails.cardBrand || 'the card'}
              {order.cardDetails.cardLast4 ? ` •••• ${order.cardDetails.cardLast4}` : ''}.
            </Typography>
            {pending && (
              <Alert severity="warning" sx={{ mb: 1 }}>
                The refund below may have reached the card without being recorded. Submit it again to record it: the
                card will not be refunded twice.
              </Alert>
            )}
            <RadioGroup
              row
              aria-label="What to refund"
              value={mode}
              onChange={(e) => {
                setMode(e.target.value as Mode);
                setProblem(null);
              }}
            >
              <FormControlLabel value="lines" control={<Radio />} label="Items" disabled={locked} />
              <FormControlLabel value="amount" control={<Radio />} label="An amount" disabled={locked} />
              <FormControlLabel
                value="full"
                control={<Radio />}
                label={`Everything left (${dollars(o.refundable)})`}
                disabled={locked}
              />
            </RadioGroup>

            {mode === 'lines' && (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="Items to refund">
                  <TableHead>
                    <TableRow>
                      <TableCell>Item</TableCell>
                      <TableCell align="right">Ordered</TableCell>
                      <TableCell align="right">Refundable</TableCell>
                      <TableCell align="right">Line paid</TableCell>
                      <TableCell align="right">Refund qty</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {o.lines.map((l) => (
                      <TableRow key={l.orderItemId}>
                        <TableCell>
                          {l.productName}
                          {l.size ? ` (${l.size})` : ''}
                        </TableCell>
                        <TableCell align="right">{l.quantity}</TableCell>
                        <TableCell align="right">{l.refundableQuantity}</TableCell>
                        <TableCell align="right">{dollars(l.lineAmount)}</TableCell>
                        <TableCell align="right">
                          <TextField
                            type="number"
                            size="small"
                            disabled={locked || l.refundableQuantity === 0}
                            value={quantities[l.orderItemId] ?? 0}
                            onChange={(e) => {
                              const q = Math.max(
                                0,
                                Math.min(l.refundableQuantity, Math.floor(Number(e.target.value) || 0)),
                              );
                              setQuantities((all) => ({ ...all, [l.orderItemId]: q }));
                            }}
                            slotProps={{
                              htmlInput: {
                                min: 0,
                                max: l.refundableQuantity,
                                'aria-label': `Refund quantity of ${l.productName}`,
                                style: { width: 56, textAlign: 'right' },
                              },
                            }}
                          />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <Typography variant="caption" color="text.secondary">
                  Each bottle gives back its share of what the line cost: its price after discounts, its tax and its
                  bottle deposit.
                </Typography>
              </Box>
            )}

            {mode === 'amount' && (
              <TextField
                label="Amount to refund ($)"
                type="number"
                value={amount}
                disabled={locked}
                onChange={(e) => setAmount(e.target.value)}
                sx={{ mt: 1 }}
                slotProps={{ htmlInput: { min: 0.01, step: 0.01, max: o.refundable } }}
              />
            )}

            {mode !== 'amount' && (
              <FormControlLabel
                sx={{ display: 'block', mt: 1 }}
                control={
                  <Checkbox checked={restock} disabled={locked} onChange={(e) => setRestock(e.target.checked)} />
                }
                label="Put the refunded bottles back in stock"
              />
            )}

            <TextField
              label={mode === 'amount' ? 'Reason (required)' : 'Reason'}
              value={reason}
              disabled={locked}
              onChange={(e) => setReason(e.target.value)}
              fullWidth
              multiline
              minRows={2}
              sx={{ mt: 2 }}
              helperText="The customer reads it in the refund email."
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />

            {quoteError && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {quoteError}
              </Alert>
            )}
            {problem && (
              <Alert severity="error" sx={{ mt: 2 }} role="alert">
                {problem}
              </Alert>
            )}
            <Typography sx={{ mt: 2 }} data-testid="refund-total">
              Refund: <strong>{dollars(total)}</strong>
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
        <Button
          color="warning"
          variant="contained"
          disabled={!o || !!o.refusal || !body || needsReason || busy || !!quoteError || !(total > 0)}
          onClick={submit}
        >
          {busy ? 'Refunding…' : `Refund ${dollars(total)}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
