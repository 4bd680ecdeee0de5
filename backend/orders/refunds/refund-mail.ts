import { formatDollars } from '../../common/money/money';
import type { OutgoingMail } from '../../mail/mail.service';
import { MailStore, SIGN_OFF } from '../order-mails';

export interface RefundMailFacts {
  orderId: number;
  contactName: string;
  contactEmail: string;
  cardBrand: string;
  cardLast4: string;
  amountCents: number;
  /** What the refund covered: '2 x Cabernet (750 ml)'; empty for a free amount. */
  lines: string[];
  reason: string;
  /** Everything captured has now been refunded. */
  fullyRefunded: boolean;
}

/** Sent to the customer when the store refunds (part of) an order, from that store. */
export function refundMail(r: RefundMailFacts, store: MailStore): OutgoingMail {
  const card = r.cardLast4
    ? `your ${r.cardBrand ? `${r.cardBrand} card` : 'card'} ending in ${r.cardLast4}`
    : 'your card';
  const text = [
    `Hello ${r.contactName},`,
    '',
    `${store.name} refunded ${formatDollars(r.amountCents)} to ${card} for your order #${r.orderId}${r.fullyRefunded ? ' (the whole order is now refunded)' : ''}.`,
    ...(r.lines.length ? ['', 'Refunded items:', ...r.lines.map((l) => `  ${l}`)] : []),
    ...(r.reason ? ['', `Reason: ${r.reason}`] : []),
    '',
    'Refunds usually appear on your statement within 5 to 10 business days, depending on your bank.',
  ].join('\n');
  return {
    to: r.contactEmail,
    subject: `Refund of ${formatDollars(r.amountCents)} for your order #${r.orderId} - ${store.name}`,
    text: text + SIGN_OFF(store),
    kind: 'order-refund',
    storeId: store.id,
  };
}
