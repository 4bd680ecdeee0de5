/**
 * The master catalogue's data-quality checks, their labels, and how a name carrying a
 * source code is recognised. Pure; shared by the server's report and the super-admin screen.
 */
import { withoutSourceMarkers } from './name-similarity';

export const QUALITY_ISSUES = {
  duplicate_barcode: 'Duplicate barcode',
  name_with_code: 'Name with a code',
  no_image: 'No image',
  no_category: 'No category',
  no_store_items: 'No store items',
} as const;
export type QualityIssue = keyof typeof QUALITY_ISSUES;

/** One finding of the report: which master, what is wrong, and the detail to act on. */
export interface QualityFinding {
  issue: QualityIssue;
  beverageId: number;
  itemNumber: string;
  itemName: string;
  detail: string;
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
  const text = name.trim().replace(/\s+/g, ' ');
  const clean = withoutSourceMarkers(text);
  if (clean !== text) {
    const start = text.indexOf(clean);
    return [text.slice(0, Math.max(0, start)), text.slice(start + clean.length)]
      .map((s) => s.replace(/^[\s-]+|[\s-]+$/g, ''))
      .filter(Boolean)
      .join(' … ');
  }
  if (text.includes("''")) return "''";
  const code = /(^|[\s#(])(\d{5,})(?=$|[\s)])/.exec(text);
  return code ? code[2] : null;
}
