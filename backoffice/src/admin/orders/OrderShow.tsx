import type { AdminOrderDetail } from '@domain/api/orders';
import { Alert, Box, Typography } from '@mui/material';
import { useState } from 'react';
import { ShowBase, Title, useShowContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useStoreTimeZone } from '../common/useStoreTimeZone';
import { BillingSection, CustomerSection, CustomerStatsSection } from './CustomerSections';
import { DeclineDialog } from './DeclineDialog';
import { IdCheckDialog } from './IdCheckDialog';
import { OrderHeader } from './OrderHeader';
import { OrderEditPanel } from './OrderEditPanel';
import { OrderItemsSection } from './OrderItemsSection';
import { OrderMetaDataCard, ProcessorDataCard } from './OrderMetaCards';
import { OrderNotes } from './OrderNotes';
import { OrderSummarySection, StatusHistorySection } from './OrderSummarySection';
import { PackingSlip, packingSlipPrintStyles } from './PackingSlip';
import { PaymentCard } from './PaymentCard';
import { useOrderActions } from './useOrderActions';

/**
 * The orders resource's show view (spec 2.15 order detail, at order-status/{id}/show and the spec's
 * order-status/order-item/{id}): every block of the real order, typed as the API's
 * AdminOrderDetail. `id` is given by the spec's route; the resource's own route reads it itself.
 */
export function OrderShow({ id }: { id?: number }) {
  return (
    <ShowBase<AdminOrderDetail> resource="order-status" id={id} queryOptions={{ retry: false }}>
      <OrderShowView />
    </ShowBase>
  );
}

/** The spec's route order-status/order-item/{id}: the same show view. */
export function OrderShowRoute() {
  const { id } = useParams();
  return <OrderShow id={Number(id)} />;
}

function OrderShowView() {
  const { record: o, error, isPending } = useShowContext<AdminOrderDetail>();
  if (error)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {(error as Error).message === 'No such order.'
          ? 'This order was not found in your store.'
          : (error as Error).message}
      </Alert>
    );
  // Coming from the desk, react-admin first offers the list's row (a DeskOrder) until the detail arrives.
  if (isPending || !o || !('orderDetails' in o)) return <Typography sx={{ p: 2 }}>Loading order…</Typography>;
  return <OrderDetail o={o} />;
}

function OrderDetail({ o }: { o: AdminOrderDetail }) {
  const timeZone = useStoreTimeZone();
  const { busy, transition, recordIdCheck } = useOrderActions();
  const [stopping, setStopping] = useState<'Declined' | 'Cancelled' | null>(null);
  const [checking, setChecking] = useState(false);

  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      {packingSlipPrintStyles}
      <PackingSlip order={o} />
      <Title title={`Order #${o.orderId}`} />
      <OrderHeader
        o={o}
        busy={busy}
        onStep={(to) => transition(o.orderId, to).catch(() => {})}
        onStop={setStopping}
        onCheckId={() => setChecking(true)}
      />

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <OrderSummarySection o={o} timeZone={timeZone} />
          <OrderItemsSection o={o} />
          <OrderEditPanel order={o} />
          <OrderNotes order={o} />
          <StatusHistorySection o={o} timeZone={timeZone} />
        </Box>

        <Box sx={{ display: 'grid', gap: 2 }}>
          <CustomerSection c={o.customer} />
          <CustomerStatsSection s={o.stats} timeZone={timeZone} />
          <BillingSection o={o} />
          <PaymentCard payment={o.payment} transactionStatus={o.transactionStatus} />
          <ProcessorDataCard order={o} />
          <OrderMetaDataCard order={o} />
        </Box>
      </Box>

      {stopping && (
        <DeclineDialog
          open
          orderId={o.orderId}
          action={stopping}
          busy={busy}
          onClose={() => setStopping(null)}
          onConfirm={(reason) =>
            transition(o.orderId, stopping, reason).then(
              () => setStopping(null),
              () => {},
            )
          }
        />
      )}
      {checking && (
        <IdCheckDialog
          orderId={o.orderId}
          busy={busy}
          onClose={() => setChecking(false)}
          onConfirm={(idType, dateOfBirth) =>
            recordIdCheck(o.orderId, idType, dateOfBirth).then(
              () => setChecking(false),
              () => {},
            )
          }
        />
      )}
    </Box>
  );
}
