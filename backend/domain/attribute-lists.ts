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
    if (value.includes(',')) return { error: 'Values cannot contain commas.' };
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
