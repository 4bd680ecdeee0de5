/**
 * How many bottles (or cans) a product name says the shopper buys together: '6PK', '12 PACK',
 * '6-pack', or a POS case note '4/6' (four packs of six: the shopper's pack is six). Pure; used by
 * the inventory sync when a file has no pack column, and by the data-quality checks.
 */

/** The largest pack a name is believed to state; larger numbers are item codes or case counts. */
const MAX_PACK = 48;

const PACK_WORD = /(?:^|[^a-z0-9.])(\d{1,2})\s*-?\s*(?:pk|pck|pack|packs)(?![a-z])/i;
// 'N/M' not followed by a volume: N packs of M (a following '/12oz' is the unit's size).
const PACKS_OF = /(?:^|[^0-9./])(\d{1,2})\/(\d{1,2})(?![0-9.]|\s*(?:ml|l|ltr|liters?|litres?|oz|cl|fl|gal)\b)/i;

/** The pack quantity a name states, or null when it states none. */
export function packFromName(name: string | null | undefined): number | null {
  const text = String(name ?? '');
  const word = PACK_WORD.exec(text);
  const n = word ? Number(word[1]) : null;
  if (n !== null && n >= 2 && n <= MAX_PACK) return n;
  const packs = PACKS_OF.exec(text);
  const m = packs ? Number(packs[2]) : null;
  return m !== null && m >= 2 && m <= MAX_PACK && Number(packs![1]) >= 1 ? m : null;
}
