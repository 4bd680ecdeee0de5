import type { AdminOrderDetail } from '@domain/api/orders';
import { isFinalStatus } from '@domain/order-status';
import { formatMoment, formatWindow } from '@domain/quote/window-format';
import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
  Chip,
  Divider,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ShowBase, Title, useShowContext } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { dollars } from '../common/format';
import { formatDateTime } from '../../shared/dateTime';
import { DEFAULT_PRODUCT_IMAGE } from '../common/images';
import { DeclineDialog } from './DeclineDialog';
import { IdCheckDialog } from './IdCheckDialog';
import { OrderMetaDataCard, ProcessorDataCard } from './OrderMetaCards';
import { OrderEditPanel } from './OrderEditPanel';
import { OrderNotes } from './OrderNotes';
import { AppliedPromotions, LineDiscount, Pair, REMOVED_STATUSES, Section } from './OrderParts';
import { PackingSlip, packingSlipPrintStyles } from './PackingSlip';
import { PaymentCard } from './PaymentCard';
import { RefundAction } from './RefundDialog';
import { ORDER_TYPE_LABEL, StatusChip } from './StatusChip';
import { useOrderActions } from './useOrderActions';
import { useStoreTimeZone } from '../common/useStoreTimeZone';

/**
 * The orders resource's show view (spec 2.15 order detail, at order-status/{id}/show and the spec's
 * order-status/order-item/{id}): every block of the real order (decisions.md), typed as the API's
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

  const steps: string[] = o.nextStatuses.filter((s: string) => !REMOVED_STATUSES.includes(s));
  const stops: string[] = o.nextStatuses.filter((s: string) => REMOVED_STATUSES.includes(s));
  const needsIdCheck =
    (o.orderType === 'pickup' || o.orderType === 'delivery') && !o.idCheck && !isFinalStatus(o.orderStatus);
  const c = o.customer;
  const s = o.stats;

  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      {packingSlipPrintStyles}
      <PackingSlip order={o} />
      <Title title={`Order #${o.orderId}`} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography variant="h5" component="h1">
            Order #{o.orderId}
          </Typography>
          <StatusChip status={o.orderStatus} />
          <Chip size="small" variant="outlined" label={ORDER_TYPE_LABEL[o.orderType] ?? o.orderType} />
        </Box>
        <Box className="no-print" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={Link} to="/admin/order-status">
            Back to orders
          </Button>
          {needsIdCheck && (
            <Button variant="outlined" onClick={() => setChecking(true)} disabled={busy}>
              Record ID check
            </Button>
          )}
          {steps.map((to) => (
            <Button
              key={to}
              variant="contained"
              disabled={busy}
              onClick={() => transition(o.orderId, to).catch(() => {})}
            >
              {to === 'Accepted' ? 'Review and accept' : `Mark ${to.toLowerCase()}`}
            </Button>
          ))}
          {stops.map((to) => (
            <Button
              key={to}
              color="error"
              variant="outlined"
              disabled={busy}
              onClick={() => setStopping(to as 'Declined' | 'Cancelled')}
            >
              {to === 'Declined' ? 'Decline' : 'Cancel order'}
            </Button>
          ))}
          <RefundAction order={o} />
          <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
            Print
          </Button>
        </Box>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section title="Order">
            <Pair label="Order from" value={`${o.store?.name ?? 'Storefront'} (web)`} />
            <Pair label="Created at" value={formatDateTime(o.orderDate, timeZone)} />
            <Pair label="Status" value={o.orderStatus} />
            {o.pickupInfo && (
              <>
                <Pair label="Pickup due" value={formatDateTime(o.pickupInfo.due, timeZone)} />
                <Pair
                  label="Pickup by"
                  value={`${o.pickupInfo.receiptDetails.name} · ${o.pickupInfo.receiptDetails.phone || o.pickupInfo.receiptDetails.email}`}
                />
              </>
            )}
            {o.shippingAddress && (
              <Pair
                label={o.orderType === 'delivery' ? 'Deliver to' : 'Ship to'}
                value={`${o.shippingAddress.fullName}, ${o.shippingAddress.addressLine1}${o.shippingAddress.addressLine2 ? `, ${o.shippingAddress.addressLine2}` : ''}, ${o.shippingAddress.city}, ${o.shippingAddress.state} ${o.shippingAddress.zipCode}`}
              />
            )}
            {o.shippingOption && <Pair label="Shipping option" value={o.shippingOption} />}
            {o.deliveryWindow && (
              <Pair
                label="Delivery window"
                value={formatWindow(o.deliveryWindow.start, o.deliveryWindow.end, timeZone)}
              />
            )}
            {o.pickupReadyAt && <Pair label="Pickup ready" value={formatMoment(o.pickupReadyAt, timeZone)} />}
            <Pair label="21+ confirmed at checkout" value={o.ageConfirmed ? 'Yes' : 'No'} />
            <Pair
              label="ID check"
              value={
                o.idCheck
                  ? `${o.idCheck.idType}, ${formatDateTime(o.idCheck.checkedAt, timeZone)}`
                  : o.orderType === 'shipping'
                    ? 'Carrier takes the 21+ signature'
                    : 'Not recorded yet'
              }
            />
          </Section>

          <Section title="Items">
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Items">
                <TableHead>
                  <TableRow>
                    <TableCell />
                    <TableCell>Name</TableCell>
                    <TableCell>Barcode</TableCell>
                    <TableCell>Size</TableCell>
                    <TableCell>SKU</TableCell>
                    <TableCell align="right">Original price</TableCell>
                    <TableCell align="right">Sale price</TableCell>
                    <TableCell align="right">Qty</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {o.orderItems.map((i) => (
                    <TableRow key={i.orderItemId} sx={{ opacity: REMOVED_STATUSES.includes(i.itemStatus) ? 0.5 : 1 }}>
                      <TableCell>
                        <img
                          src={i.imageUrl || DEFAULT_PRODUCT_IMAGE}
                          alt=""
                          width={40}
                          height={40}
                          style={{ objectFit: 'contain' }}
                        />
                      </TableCell>
                      <TableCell>
                        {i.productName}
                        {REMOVED_STATUSES.includes(i.itemStatus) && ` (${i.itemStatus.toLowerCase()})`}
                        <LineDiscount line={i} />
                      </TableCell>
                      <TableCell>{i.barcode || '—'}</TableCell>
                      <TableCell>{i.size}</TableCell>
                      <TableCell>{i.sku}</TableCell>
                      <TableCell align="right">{dollars(i.regularPrice)}</TableCell>
                      <TableCell align="right">{i.itemPrice < i.regularPrice ? dollars(i.itemPrice) : '—'}</TableCell>
                      <TableCell align="right">{i.quantity}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <Box sx={{ maxWidth: 320, ml: 'auto', mt: 2 }}>
              <Pair label="Original subtotal" value={dollars(o.orderDetails.originalSubtotal)} />
              <Pair label="Sale discount" value={`− ${dollars(o.orderDetails.saleDiscount)}`} />
              <Pair label="Subtotal" value={dollars(o.orderDetails.subtotal)} />
              {o.discount > 0 && <Pair label="Discount" value={`− ${dollars(o.discount)}`} />}
              <AppliedPromotions promotions={o.promotions} />
              <Pair label="Bottle deposit" value={dollars(o.deposit)} />
              {o.orderType === 'delivery' && <Pair label="Delivery fee" value={dollars(o.shippingCost)} />}
              {o.orderType === 'shipping' && <Pair label="Shipping" value={dollars(o.shippingCost)} />}
              <Pair label="Tax" value={dollars(o.orderDetails.tax)} />
              <Divider sx={{ my: 0.5 }} />
              <Pair label="Total" value={<strong>{dollars(o.orderDetails.total)}</strong>} />
              <Pair label="Card hold" value={dollars(o.holdAmount)} />
              {o.refundedAmount > 0 && <Pair label="Refunded" value={`− ${dollars(o.refundedAmount)}`} />}
            </Box>
          </Section>

          <OrderEditPanel order={o} />

          <OrderNotes order={o} />

          <Section title="Status history">
            {o.statusHistory.map((h, n) => (
              <Box key={n} sx={{ py: 0.75, borderBottom: '1px solid', borderColor: 'divider' }}>
                <Typography variant="body2">
                  {h.from === h.to ? h.to : h.from ? `${h.from} → ${h.to}` : `Placed (${h.to})`}
                  {h.note ? ` — ${h.note}` : ''}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {h.by?.email || h.by?.role}, {formatDateTime(h.at, timeZone)}
                </Typography>
              </Box>
            ))}
          </Section>
        </Box>

        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section title="Customer">
            {c ? (
              <>
                <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
                <Typography variant="body2">{c.email}</Typography>
                <Typography variant="body2">{c.phone}</Typography>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {c.address}
                </Typography>
                <Pair label="Birthday" value="Not collected (21+ checked by ID)" />
                <Pair
                  label="Credit cards"
                  value={c.creditCards.map((k) => `${k.brand} •••• ${k.last4}`).join(', ') || '—'}
                />
              </>
            ) : (
              <Typography color="text.secondary">No customer record.</Typography>
            )}
          </Section>
          <Section title="Customer stats">
            <Pair label="Average order size" value={`${s.averageOrderSize} items`} />
            <Pair label="Average order price" value={dollars(s.averageOrderPrice)} />
            <Pair label="Total orders made" value={s.totalOrdersMade} />
            <Pair label="Total spent" value={dollars(s.totalSpent)} />
            <Pair label="Store credit" value={dollars(s.storeCredit)} />
            <Pair label="Approved orders" value={s.approvedOrders} />
            <Pair label="Most recent" value={s.mostRecent ? formatDateTime(s.mostRecent, timeZone) : '—'} />
          </Section>
          <Section title="Billing info">
            <Pair label="Cardholder name" value={o.cardDetails.cardHolderName || '—'} />
            <Pair
              label="Card"
              value={o.cardDetails.cardLast4 ? `${o.cardDetails.cardBrand} •••• ${o.cardDetails.cardLast4}` : '—'}
            />
            <Pair label="Billing zip" value={o.billingAddress?.zipCode ?? '—'} />
            <Pair
              label="Verification"
              value={
                o.payment
                  ? o.payment.status === 'declined'
                    ? 'Declined by the card issuer'
                    : 'Authorized by the card issuer'
                  : '—'
              }
            />
          </Section>
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
