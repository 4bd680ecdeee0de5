import type { AdminOrderDetail } from '@domain/api/orders';
import { Box, Typography } from '@mui/material';
import { formatWindow } from '@domain/quote/window-format';
import { formatDateTime } from '../../shared/dateTime';
import { Pair, Section } from './OrderParts';

/** One line of the address the order goes to. */
function addressLine(a: NonNullable<AdminOrderDetail['shippingAddress']>) {
  return `${a.fullName}, ${a.addressLine1}${a.addressLine2 ? `, ${a.addressLine2}` : ''}, ${a.city}, ${a.state} ${a.zipCode}`;
}

/** How the customer's age was checked: the ID staff recorded, or who still has to check it. */
function idCheckText(o: AdminOrderDetail, timeZone: string) {
  if (o.idCheck) return `${o.idCheck.idType}, ${formatDateTime(o.idCheck.checkedAt, timeZone)}`;
  return o.orderType === 'shipping' ? 'Carrier takes the 21+ signature' : 'Not recorded yet';
}

/** The order detail's "Order" block: where it came from, when, and how it reaches the customer. */
export function OrderSummarySection({ o, timeZone }: { o: AdminOrderDetail; timeZone: string }) {
  // One pickup time: when the store said the order is ready (within opening hours), else 2 hours after ordering.
  const pickupAt = o.pickupReadyAt ?? o.pickupInfo?.due ?? null;
  return (
    <Section title="Order">
      <Pair label="Order from" value={`${o.store?.name ?? 'Storefront'} (web)`} />
      <Pair label="Created at" value={formatDateTime(o.orderDate, timeZone)} />
      <Pair label="Status" value={o.orderStatus} />
      {pickupAt && <Pair label="Pickup ready" value={formatDateTime(pickupAt, timeZone)} />}
      {o.pickupInfo && (
        <Pair
          label="Pickup by"
          value={`${o.pickupInfo.receiptDetails.name} · ${o.pickupInfo.receiptDetails.phone || o.pickupInfo.receiptDetails.email}`}
        />
      )}
      {o.shippingAddress && (
        <Pair label={o.orderType === 'delivery' ? 'Deliver to' : 'Ship to'} value={addressLine(o.shippingAddress)} />
      )}
      {o.shippingOption && <Pair label="Shipping option" value={o.shippingOption} />}
      {o.deliveryWindow && (
        <Pair label="Delivery window" value={formatWindow(o.deliveryWindow.start, o.deliveryWindow.end, timeZone)} />
      )}
      <Pair label="21+ confirmed at checkout" value={o.ageConfirmed ? 'Yes' : 'No'} />
      <Pair label="ID check" value={idCheckText(o, timeZone)} />
    </Section>
  );
}

/** The order detail's "Status history" block: each move, its note, who made it and when. */
export function StatusHistorySection({ o, timeZone }: { o: AdminOrderDetail; timeZone: string }) {
  return (
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
  );
}
