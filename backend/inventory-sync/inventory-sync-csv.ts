import { BadRequestException } from '@nestjs/common';
import { parse } from 'csv-parse/sync';

/** Largest file and row count one import takes (a whole store's POS export fits well inside). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 100_000;

export interface ParsedCsv {
  headers: string[];
  /** Each data row with its line number in the file (the header is line 1). */
  rows: Array<{ line: number; cells: string[] }>;
}

/** POS exports use commas, semicolons (European locales) or tabs; the header line tells which. */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t', '|'].map((d) => [d, firstLine.split(d).length - 1] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0][1] > 0 ? counts[0][0] : ',';
}

/** Reads a CSV file: header row, then data rows (blank lines skipped). A malformed file is a 400. */
export function parseCsv(text: string): ParsedCsv {
  const clean = text.replace(/^\uFEFF/, '');
  if (!clean.trim()) throw new BadRequestException('The file is empty.');
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(clean, {
      delimiter: detectDelimiter(clean),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (e) {
    throw new BadRequestException(`The file is not a valid CSV: ${(e as Error).message}`);
  }
  const [head, ...data] = records;
  const headers = head.record.map((h) => h.replace(/^\uFEFF/, '').trim());
  if (headers.every((h) => !h)) throw new BadRequestException('The first line must name the columns.');
  const dup = headers.find((h, i) => h && headers.indexOf(h) !== i);
  if (dup) throw new BadRequestException(`The column '${dup}' appears twice in the header.`);
  if (data.length > MAX_IMPORT_ROWS)
    throw new BadRequestException(
      `The file has ${data.length} rows; at most ${MAX_IMPORT_ROWS} can be imported at once.`,
    );
  // A code our own export wrote as ="0123" (so a spreadsheet keeps it as text) is read as its digits.
  const cells = (record: string[]) => record.map((c) => /^="(\d+)"$/.exec(c)?.[1] ?? c);
  return { headers, rows: data.map((r) => ({ line: r.info.lines, cells: cells(r.record) })) };
}

/** One row as header -> cell, or why its shape is wrong. */
export function rowRecord(headers: string[], cells: string[]): Record<string, string> | string {
  if (
    cells.length !== headers.length &&
    !(cells.length > headers.length && cells.slice(headers.length).every((c) => c === ''))
  ) {
    return `The row has ${cells.length} cells but the header has ${headers.length}.`;
  }
  const record: Record<string, string> = {};
  headers.forEach((h, i) => (record[h] = cells[i] ?? ''));
  return record;
}
