import Bowser from 'bowser';
import type { OrderMetaData, PaymentStatus, ProcessorData } from '../domain/api/orders';
import { toDollars } from '../common/money/money';
import { zipLocationLabel } from '../domain/zip-location';
import type { PaymentTransaction } from '../payment/payment-transaction.entity';

/** 'Chrome 131 on macOS 14.5' from a user agent (bowser), null when there is none. */
export function browserOf(userAgent: string | null | undefined): string | null {
  if (!userAgent?.trim()) return null;
  const r = Bowser.parse(userAgent);
  const name = [r.browser.name, r.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = [r.os.name, r.os.version].filter(Boolean).join(' ');
  if (!name && !os) return null;
  return [name || 'Unknown browser', os && `on ${os}`, r.platform.type && `(${r.platform.type})`]
    .filter(Boolean)
    .join(' ');
}

/** Spec 3 metaData: IP and user agent as captured at placement, location from the order's zip. */
export function orderMetaData(
  o: { clientIp: string | null; userAgent: string | null },
  zip: string | null,
): OrderMetaData {
  return {
    ipAddress: o.clientIp,
    location: zipLocationLabel(zip) || null,
    userAgent: o.userAgent,
    browser: browserOf(o.userAgent),
  };
}

/** The processor pays captured funds out this many business days after the capture. */
export const DISBURSEMENT_BUSINESS_DAYS = 2;

/** `days` business days (Monday to Friday) after `from`. */
export function addBusinessDays(from: Date, days: number): Date {
  const d = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const weekday = d.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return d;
}

const SUCCESSFUL: readonly PaymentStatus[] = ['authorized', 'captured', 'partially_refunded', 'refunded'];

/** Spec 3 processorData from the shop's record of the payment; `capturedAt` is when the order was completed. */
export function processorData(p: PaymentTransaction | null, capturedAt: Date | null): ProcessorData | null {
  if (!p) return null;
  const captured = p.capturedCents > 0 && capturedAt;
  return {
    id: p.id,
    type: p.cardBrand ? `Card (${p.cardBrand})` : 'Card',
    amount: toDollars(p.authorizedCents),
    refundedAmount: toDollars(p.refundedCents),
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    disbursementDate: captured ? addBusinessDays(capturedAt, DISBURSEMENT_BUSINESS_DAYS).toISOString() : null,
    settlementAmount: toDollars(p.capturedCents - p.refundedCents),
    success: SUCCESSFUL.includes(p.status),
  };
}
