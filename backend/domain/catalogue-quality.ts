/**
 * The master catalogue's data-quality checks, their labels, and how a name carrying a
 * source code is recognised (and cleaned). Pure; shared by the server's report and the
 * super-admin screen. What a name says about brand, category and country: master-data-checks.ts.
 */
import { withoutSourceMarkers } from './name-similarity';

export const QUALITY_ISSUES = {
  duplicate_barcode: 'Duplicate barcode',
  name_with_code: 'Name with a code or reorder note',
  brand_category_word: 'Brand is a category word',
  category_contradicted: 'Category the name contradicts',
  country_contradicted: 'Country the name contradicts',
  no_image: 'No image',
  no_category: 'No category',
  no_store_items: 'No store items',
  case_pack_as_pack: "Store items sold as a case's pack",
} as const;
export type QualityIssue = keyof typeof QUALITY_ISSUES;

/** One finding of the report: which master, what is wrong, and the detail to act on. */
export interface QualityFinding {
  issue: QualityIssue;
  /** The row a fix changes: the master, or the store item for case_pack_as_pack. */
  id: number;
  /** The master to open (null for a store item not mapped to one). */
  beverageId: number | null;
  itemNumber: string;
  itemName: string;
  detail: string;
  /** What the one-click fix does ('Brand: Tequila -> Ocho'), or null when a person has to decide. */
  fix: string | null;
}

export interface QualityReport {
  /** Every check with its count, in QUALITY_ISSUES order. */
  summary: Array<{ issue: QualityIssue; label: string; count: number }>;
  /** The first findings of each check (the CSV holds them all). */
  findings: QualityFinding[];
  masters: number;
}

/**
 * The source code a product name still carries, or null: a buyer's code, 'SPECIAL ORDER', a
 * discontinued / do-not-order marker or reorder note (see withoutSourceMarkers), an escaped quote
 * ("Ramona''s") or a long number that is an item code rather than an age or a year.
 */
export function codeInName(name: string): string | null {
  return codeAndCleanName(name).code;
}

/**
 * The name without its source code, when the code can be dropped (a marker or note, an escaped
 * quote), else null: a number in a name may be part of it, so a person decides.
 */
export function cleanedName(name: string): string | null {
  return codeAndCleanName(name).clean;
}

function codeAndCleanName(name: string): { code: string | null; clean: string | null } {
  const text = name.trim().replace(/\s+/g, ' ');
  const clean = withoutSourceMarkers(text);
  if (clean !== text) {
    const start = text.indexOf(clean);
    const code = [text.slice(0, Math.max(0, start)), text.slice(start + clean.length)]
      .map((s) => s.replace(/^[\s-]+|[\s-]+$/g, ''))
      .filter(Boolean)
      .join(' … ');
    return { code, clean: clean.replace(/''/g, "'") };
  }
  if (text.includes("''")) return { code: "''", clean: text.replace(/''/g, "'") };
  const code = /(^|[\s#(])(\d{5,})(?=$|[\s)])/.exec(text);
  return { code: code ? code[2] : null, clean: null };
}

/** True when a master has no category to be filed under: no main category, or neither a sub nor a final one. */
export function lacksCategory(m: {
  mainCategory?: string | null;
  subCategory1?: string | null;
  finalCategory?: string | null;
}) {
  const blank = (v: string | null | undefined) => !String(v ?? '').trim();
  return blank(m.mainCategory) || (blank(m.subCategory1) && blank(m.finalCategory));
}
