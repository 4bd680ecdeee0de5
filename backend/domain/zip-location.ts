/**
 * Where an order's zip code is, without any outside look-up (order metadata): the first
 * three digits of a US zip name a sectional center, which lies in one state. A committed table of
 * prefix ranges gives the state; the Iowa centers (the demo stores' state) and a few large cities
 * also give the city. Pure.
 */

/** [first prefix, last prefix, state code], in order. */
const STATE_RANGES: ReadonlyArray<readonly [number, number, string]> = [
  [5, 5, 'NY'],
  [6, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

/** The city of a sectional center, where the table knows it: [first prefix, last prefix, city]. */
const CITY_RANGES: ReadonlyArray<readonly [number, number, string]> = [
  // Iowa
  [500, 503, 'Des Moines'],
  [504, 504, 'Mason City'],
  [505, 505, 'Fort Dodge'],
  [506, 507, 'Waterloo'],
  [508, 508, 'Creston'],
  [509, 509, 'Des Moines'],
  [510, 511, 'Sioux City'],
  [512, 512, 'Sheldon'],
  [513, 513, 'Spencer'],
  [514, 514, 'Carroll'],
  [515, 515, 'Council Bluffs'],
  [516, 516, 'Shenandoah'],
  [520, 520, 'Dubuque'],
  [521, 521, 'Decorah'],
  [522, 524, 'Cedar Rapids'],
  [525, 525, 'Ottumwa'],
  [526, 526, 'Burlington'],
  [527, 528, 'Davenport'],
  // Neighbours and large cities
  [100, 102, 'New York'],
  [200, 200, 'Washington'],
  [21, 22, 'Boston'],
  [191, 191, 'Philadelphia'],
  [331, 331, 'Miami'],
  [303, 303, 'Atlanta'],
  [532, 532, 'Milwaukee'],
  [553, 555, 'Minneapolis'],
  [606, 608, 'Chicago'],
  [631, 631, 'St. Louis'],
  [641, 641, 'Kansas City'],
  [680, 681, 'Omaha'],
  [685, 685, 'Lincoln'],
  [750, 753, 'Dallas'],
  [770, 772, 'Houston'],
  [802, 802, 'Denver'],
  [850, 850, 'Phoenix'],
  [900, 901, 'Los Angeles'],
  [941, 941, 'San Francisco'],
  [981, 981, 'Seattle'],
];

function inRanges<T extends string>(table: ReadonlyArray<readonly [number, number, T]>, prefix: number): T | null {
  return table.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null;
}

export interface ZipLocation {
  city: string | null;
  state: string;
}

/** The place a US zip code (5 digits, or ZIP+4) belongs to, or null when it is not one. */
export function zipLocation(zipCode: string | null | undefined): ZipLocation | null {
  const m = /^\s*(\d{3})\d{2}(?:-?\d{4})?\s*$/.exec(zipCode ?? '');
  if (!m) return null;
  const prefix = Number(m[1]);
  const state = inRanges(STATE_RANGES, prefix);
  if (!state) return null;
  return { city: inRanges(CITY_RANGES, prefix), state };
}

/** 'Des Moines, IA' (or 'IA' when the city is not known), '' for no US zip. */
export function zipLocationLabel(zipCode: string | null | undefined): string {
  const l = zipLocation(zipCode);
  if (!l) return '';
  return l.city ? `${l.city}, ${l.state}` : l.state;
}
