/**
 * The ten attribute lists of the table configurator (spec 2.14), in the page's order. Product forms
 * draw their dropdowns from them.
 */
export const ATTRIBUTE_NAMES = [
  'Alcohol Content',
  'Brand',
  'Country',
  'State',
  'Category',
  'Sub Category',
  'Vintage',
  'Pack Type',
  'Region',
  'Size',
] as const;
export type AttributeName = (typeof ATTRIBUTE_NAMES)[number];

/** Longest value we keep in a list (the longest column a value lands in is 150). */
export const MAX_VALUE_LENGTH = 150;
/** Most values one list may hold (the brand list of a big catalogue stays well below). */
export const MAX_VALUES = 5000;

/** Why a value with a comma is refused (the lists travel comma-joined, spec 3 propValues). */
export function commaMessage(value: string): string {
  return `'${value}' contains a comma. Values are stored comma-joined, so it would become two values: use another character.`;
}

/**
 * The master beverage column each list's values appear in, for 'how many products use it'. Alcohol
 * Content values ('40%') are compared with the ABV.
 */
export const ATTRIBUTE_COLUMNS: Record<AttributeName, string> = {
  'Alcohol Content': 'abv',
  Brand: 'brand',
  Country: 'country',
  State: 'state',
  Category: 'main_category',
  'Sub Category': 'sub_category_1',
  Vintage: 'vintage',
  'Pack Type': 'pack_type',
  Region: 'sub_region_one',
  Size: 'size',
};

/** The list's own spelling of a name ('brand' -> 'Brand'), or undefined. */
export function attributeNamed(name: string): AttributeName | undefined {
  return ATTRIBUTE_NAMES.find(
    (n) =>
      n.toLowerCase() ===
      String(name ?? '')
        .trim()
        .toLowerCase(),
  );
}

/**
 * Spec 5: blank values are ignored; duplicates (ignoring case and spaces around) are refused.
 * Values cannot hold commas: the API joins a list with commas (spec 3 propValues).
 * Returns the cleaned list or the problem. Pure; shared by the server and the configurator page.
 */
export function cleanAttributeValues(values: readonly string[]): { values: string[] } | { error: string } {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const raw of values) {
    const value = raw.trim();
    if (!value) continue;
    if (value.includes(',')) return { error: commaMessage(value) };
    if (value.length > MAX_VALUE_LENGTH)
      return { error: `'${value.slice(0, 40)}…' is longer than ${MAX_VALUE_LENGTH} characters.` };
    const key = value.toLowerCase();
    if (seen.has(key)) return { error: `'${value}' is already in the list.` };
    seen.add(key);
    out.push(value);
  }
  if (out.length > MAX_VALUES) return { error: `A list holds at most ${MAX_VALUES} values.` };
  return { values: out };
}
