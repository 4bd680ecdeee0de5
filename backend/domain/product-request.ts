/**
 * Spec 5 Admin: the product add/edit forms reject duplicate types and subtypes, and trim blank tags
 * and keywords. Pure; the back office form and the server apply the same rules.
 */

/** Adding a type (or subtype) that is already in the list, ignoring case and spaces, is refused. */
export function duplicateEntry(list: readonly string[], value: string): boolean {
  const key = value.trim().toLowerCase();
  return list.some((v) => v.trim().toLowerCase() === key);
}

/** The first duplicate in a list of types or subtypes, or null. */
export function firstDuplicate(list: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const v of list) {
    const key = v.trim().toLowerCase();
    if (seen.has(key)) return v.trim();
    seen.add(key);
  }
  return null;
}

/** Tags and keywords: trimmed, blanks dropped (and repeats kept once). */
export function cleanTags(list: readonly string[] | undefined): string[] {
  const out: string[] = [];
  for (const v of list ?? []) {
    const t = v.trim().replace(/\s+/g, ' ');
    if (t && !duplicateEntry(out, t)) out.push(t);
  }
  return out;
}

/** Types and subtypes: trimmed, blanks dropped; a duplicate is an error the form shows. */
export function checkTypes(
  types: readonly string[] | undefined,
  label: 'type' | 'subtype',
): { values: string[]; error: string | null } {
  const values = (types ?? []).map((t) => t.trim()).filter(Boolean);
  const dup = firstDuplicate(values);
  return { values, error: dup ? `Duplicate ${label}: ${dup}.` : null };
}

const blank = (v: unknown) => v === '' || v === null || v === undefined;

/**
 * Whether an edit request asks to change a master field: a field the request left blank asks for
 * nothing (stores send only what they want changed); otherwise any difference but case counts.
 */
export function requestsChange(master: unknown, requested: unknown): boolean {
  if (blank(requested)) return false;
  return blank(master) || String(master).trim().toLowerCase() !== String(requested).trim().toLowerCase();
}
