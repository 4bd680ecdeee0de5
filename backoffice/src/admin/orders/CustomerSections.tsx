import type { AdminOrderDetail } from '@domain/api/orders';
import { Typography } from '@mui/material';
import { formatDateTime } from '../../shared/dateTime';
import { dollars } from '../common/format';
import { Pair, Section } from './OrderParts';

/** The order detail's "Customer" block: contact details and saved cards, or that there is no record. */
export function CustomerSection({ c }: { c: AdminOrderDetail['customer'] }) {
  return (
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
          <Pair label="Credit cards" value={c.creditCards.map((k) => `${k.brand} •••• ${k.last4}`).join(', ') || '—'} />
        </>
      ) : (
        <Typography color="text.secondary">No customer record.</Typography>
      )}
    </Section>
  );
}

/** The order detail's "Customer stats" block: the customer's history with this store. */
export function CustomerStatsSection({ s, timeZone }: { s: AdminOrderDetail['stats']; timeZone: string }) {
  return (
    <Section title="Customer stats">
      <Pair label="Average order size" value={`${s.averageOrderSize} items`} />
      <Pair label="Average order price" value={dollars(s.averageOrderPrice)} />
      <Pair label="Total orders made" value={s.totalOrdersMade} />
      <Pair label="Total spent" value={dollars(s.totalSpent)} />
      <Pair label="Store credit" value={dollars(s.storeCredit)} />
      <Pair label="Approved orders" value={s.approvedOrders} />
      <Pair label="Most recent" value={s.mostRecent ? formatDateTime(s.mostRecent, timeZone) : '—'} />
    </Section>
  );
}

/** What the card issuer said about the payment. */
function verificationText(payment: AdminOrderDetail['payment']) {
  if (!payment) return '—';
  return payment.status === 'declined' ? 'Declined by the card issuer' : 'Authorized by the card issuer';
}

/** The order detail's "Billing info" block: cardholder, card, billing zip and the issuer's answer. */
export function BillingSection({ o }: { o: AdminOrderDetail }) {
  const card = o.cardDetails;
  return (
    <Section title="Billing info">
      <Pair label="Cardholder name" value={card.cardHolderName || '—'} />
      <Pair label="Card" value={card.cardLast4 ? `${card.cardBrand} •••• ${card.cardLast4}` : '—'} />
      <Pair label="Billing zip" value={o.billingAddress?.zipCode ?? '—'} />
      <Pair label="Verification" value={verificationText(o.payment)} />
    </Section>
  );
}
