/** The states (and DC) a US address may name, by postal code. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

export const US_STATE_CODES: readonly string[] = Object.keys(US_STATES);

/** 'ia', 'IA', 'Iowa', ' iowa ' -> 'IA'; null when it names no state. */
export function stateCode(value: string | null | undefined): string | null {
  const v = String(value ?? '')
    .trim()
    .replace(/\s+/g, ' ');
  if (!v) return null;
  const upper = v.toUpperCase();
  if (US_STATES[upper]) return upper;
  const found = US_STATE_CODES.find((c) => US_STATES[c].toUpperCase() === upper);
  return found ?? null;
}

/** ['IA'] -> 'Iowa'; ['IA', 'IL', 'MN'] -> 'Iowa, Illinois and Minnesota'. */
export function stateList(codes: readonly string[]): string {
  const names = codes.map((c) => US_STATES[c] ?? c);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
