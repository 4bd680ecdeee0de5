import type { AdminOrderDetail } from '@domain/api/orders';
import type { RefundOptions } from '@domain/api/refunds';
import { Alert, Checkbox, FormControlLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { dollars } from '../common/format';
import { RefundLinesTable } from './RefundLinesTable';
import type { Refund } from './useRefund';
import type { RefundMode } from './useRefundForm';

/** What is left to refund on which card, and the warning for a refund that may be pending. */
function RefundIntro({ order, o, pending }: { order: AdminOrderDetail; o: RefundOptions; pending: boolean }) {
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        Left to refund: <strong>{dollars(o.refundable)}</strong> on {order.cardDetails.cardBrand || 'the card'}
        {order.cardDetails.cardLast4 ? ` •••• ${order.cardDetails.cardLast4}` : ''}.
      </Typography>
      {pending && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          The refund below may have reached the card without being recorded. Submit it again to record it: the card will
          not be refunded twice.
        </Alert>
      )}
    </>
  );
}

/** Items, an amount or everything left: locked to a pending refund's choice. */
function RefundModeChoice({ r, refundable }: { r: Refund; refundable: number }) {
  const { form: f, locked } = r;
  return (
    <RadioGroup
      row
      aria-label="What to refund"
      value={f.mode}
      onChange={(e) => {
        f.setMode(e.target.value as RefundMode);
        r.setProblem(null);
      }}
    >
      <FormControlLabel value="lines" control={<Radio />} label="Items" disabled={locked} />
      <FormControlLabel value="amount" control={<Radio />} label="An amount" disabled={locked} />
      <FormControlLabel
        value="full"
        control={<Radio />}
        label={`Everything left (${dollars(refundable)})`}
        disabled={locked}
      />
    </RadioGroup>
  );
}

/** The refund form once the options are in: what to refund, restock, reason, the server's warnings and the total. */
export function RefundFields({ order, o, r }: { order: AdminOrderDetail; o: RefundOptions; r: Refund }) {
  const { form: f, locked } = r;
  return (
    <>
      <RefundIntro order={order} o={o} pending={!!r.pending} />
      <RefundModeChoice r={r} refundable={o.refundable} />

      {f.mode === 'lines' && (
        <RefundLinesTable
          lines={o.lines}
          quantities={f.quantities}
          locked={locked}
          onQuantity={(id, q) => f.setQuantities((all) => ({ ...all, [id]: q }))}
        />
      )}

      {f.mode === 'amount' && (
        <TextField
          label="Amount to refund ($)"
          type="number"
          value={f.amount}
          disabled={locked}
          onChange={(e) => f.setAmount(e.target.value)}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { min: 0.01, step: 0.01, max: o.refundable } }}
        />
      )}

      {f.mode !== 'amount' && (
        <FormControlLabel
          sx={{ display: 'block', mt: 1 }}
          control={<Checkbox checked={f.restock} disabled={locked} onChange={(e) => f.setRestock(e.target.checked)} />}
          label="Put the refunded bottles back in stock"
        />
      )}

      <TextField
        label={f.mode === 'amount' ? 'Reason (required)' : 'Reason'}
        value={f.reason}
        disabled={locked}
        onChange={(e) => f.setReason(e.target.value)}
        fullWidth
        multiline
        minRows={2}
        sx={{ mt: 2 }}
        helperText="The customer reads it in the refund email."
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />

      {r.quoteError && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {r.quoteError}
        </Alert>
      )}
      {r.problem && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {r.problem}
        </Alert>
      )}
      <Typography sx={{ mt: 2 }} data-testid="refund-total">
        Refund: <strong>{dollars(r.total)}</strong>
      </Typography>
    </>
  );
}
