/**
 * Barcodes (UPC-A, EAN-8, EAN-13, GTIN-14) normalised to one 14-digit GTIN so a store's barcode can
 * be compared with the master catalogue's. Pure; shared by the server and the back office.
 *
 * Measured on the Iowa catalogue (database/demo-data/catalogue/data): every non-empty UPC there (6,475 of 6,482) has a
 * valid GS1 check digit once left-padded to 14 digits; 3,471 of them are UPC-As that lost their
 * leading zero (11 digits). So padding is tried first. Stores whose POS drops the check digit send
 * an 11-digit UPC-A body; that reading is only tried when the padded one fails its check digit.
 */

/** The GS1 check digit for the digits before it (weights 3,1,3,... from the right). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** True for 8 to 14 digits (after left-padding) whose last digit is the right check digit. */
export function hasValidCheckDigit(digits: string): boolean {
  if (!/^\d{2,14}$/.test(digits)) return false;
  return gtinCheckDigit(digits.slice(0, -1)) === digits.charCodeAt(digits.length - 1) - 48;
}

/**
 * The 14-digit GTIN of a barcode as a store or a catalogue writes it, or null when it is missing,
 * not a barcode, or fails its check digit. Spaces and dashes are ignored; lost leading zeros are
 * restored by padding.
 */
export function normaliseGtin(raw: string | number | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const text = String(raw).trim().replace(/[\s-]/g, '');
  if (!/^\d+$/.test(text)) return null;
  const significant = text.replace(/^0+/, '');
  // Fewer than 6 significant digits is an internal code, not a barcode; more than 14 is not a GTIN.
  if (significant.length < 6 || significant.length > 14) return null;
  const padded = significant.padStart(14, '0');
  if (hasValidCheckDigit(padded)) return padded;
  // A UPC-A whose check digit was dropped: 11 digits (number system + 10); append the check digit.
  if (text.length === 11) {
    const withCheck = text + String(gtinCheckDigit(text));
    return withCheck.padStart(14, '0');
  }
  return null;
}

/** The UPC-A / EAN-13 form of a GTIN for display: 12 digits when it starts with '00', else 13/14. */
export function displayBarcode(gtin: string): string {
  if (gtin.startsWith('00')) return gtin.slice(2);
  if (gtin.startsWith('0')) return gtin.slice(1);
  return gtin;
}
