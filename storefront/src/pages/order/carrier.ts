/**
 * The carrier of a tracking number and its public tracking page. The shipping
 * option's name wins when it names a carrier ('UPS Ground'); otherwise the number's format tells.
 */
export interface Carrier {
  name: string;
  url: string;
}

const CARRIERS = {
  ups: { name: 'UPS', url: (n: string) => `https://www.ups.com/track?tracknum=${n}` },
  fedex: { name: 'FedEx', url: (n: string) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  usps: { name: 'USPS', url: (n: string) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}` },
  dhl: { name: 'DHL', url: (n: string) => `https://www.dhl.com/us-en/home/tracking.html?tracking-id=${n}` },
} as const;
type Key = keyof typeof CARRIERS;

function byOption(option: string | null | undefined): Key | null {
  const o = (option ?? '').toLowerCase();
  if (/\bups\b/.test(o)) return 'ups';
  if (/fed ?ex/.test(o)) return 'fedex';
  if (/\busps\b|postal/.test(o)) return 'usps';
  if (/\bdhl\b/.test(o)) return 'dhl';
  return null;
}

function byNumber(n: string): Key | null {
  if (/^1Z[0-9A-Z]{16}$/.test(n)) return 'ups';
  if (/^(\d{12}|\d{15}|\d{20})$/.test(n)) return 'fedex';
  if (/^(9[1-5]\d{18,20}|[A-Z]{2}\d{9}US)$/.test(n)) return 'usps';
  if (/^\d{10}$/.test(n)) return 'dhl';
  return null;
}

/** The carrier and link for a tracking number, or null when neither the option nor the number tells. */
export function carrierFor(trackingNumber: string, shippingOption?: string | null): Carrier | null {
  const n = trackingNumber.replace(/\s+/g, '').toUpperCase();
  if (!n) return null;
  const key = byOption(shippingOption) ?? byNumber(n);
  if (!key) return null;
  return { name: CARRIERS[key].name, url: CARRIERS[key].url(encodeURIComponent(n)) };
}
