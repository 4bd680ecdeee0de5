import type { AdminOrderDetail } from '@domain/api/orders';
import { Typography } from '@mui/material';
import { dollars } from '../common/format';
import { formatDateTime } from '../../shared/dateTime';
import { useStoreTimeZone } from '../common/useStoreTimeZone';
import { Pair, Section } from './OrderParts';

/** Spec 2.15 order metadata: captured at placement. */
export function OrderMetaDataCard({ order }: { order: AdminOrderDetail }) {
  const m = order.metaData;
  return (
    <Section title="Order metadata">
      <Pair label="IP address" value={m.ipAddress ?? '—'} />
      <Pair label="Location" value={m.location ?? '—'} />
      <Pair label="Browser" value={m.browser ?? '—'} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        User agent: {m.userAgent ?? '—'}
      </Typography>
    </Section>
  );
}

/** Spec 2.15 processor data: the card processor's side of the payment, and the refunds given. */
export function ProcessorDataCard({ order }: { order: AdminOrderDetail }) {
  const timeZone = useStoreTimeZone();
  const p = order.processorData;
  return (
    <Section title="Processor data">
      {!p ? (
        <Typography color="text.secondary">No card transaction.</Typography>
      ) : (
        <>
          <Pair label="ID" value={p.id} />
          <Pair label="Type" value={p.type} />
          <Pair label="Amount" value={dollars(p.amount)} />
          <Pair label="Refunded amount" value={dollars(p.refundedAmount)} />
          <Pair label="Status" value={p.status.replace('_', ' ')} />
          <Pair label="Created at" value={formatDateTime(p.createdAt, timeZone)} />
          <Pair
            label="Disbursement date"
            value={p.disbursementDate ? formatDateTime(p.disbursementDate, timeZone) : 'Not captured yet'}
          />
          <Pair label="Settlement amount" value={dollars(p.settlementAmount)} />
          <Pair label="Success" value={p.success ? 'Yes' : 'No'} />
        </>
      )}
      {order.refunds.length > 0 && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
            Refunds
          </Typography>
          {order.refunds.map((r) => (
            <Typography key={r.id} variant="body2" sx={{ py: 0.5 }}>
              {dollars(r.amount)} — {r.reason || 'no reason given'}
              <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                {r.by}, {formatDateTime(r.at, timeZone)}
                {r.restocked.length > 0 &&
                  ` · restocked ${r.restocked.map((l) => `${l.quantity} x ${l.productName}`).join(', ')}`}
              </Typography>
            </Typography>
          ))}
        </>
      )}
    </Section>
  );
}
