import type { FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';

/**
 * Every CSV document starts with the UTF-8 byte-order mark: without it Excel reads the file in the
 * machine's code page and garbles accents (Rosé, Añejo).
 */
export const CSV_BOM = '\uFEFF';

/**
 * A code written as digits (UPC, item number, zip): Excel turns one of 12 digits or more into
 * 8.50016E+11 and drops a leading zero. Such a text is written as the formula ="digits", which
 * spreadsheets show as the text itself (the inventory import reads it back as the digits).
 */
const CODE = /^(0\d+|\d{12,})$/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A text
 * starting with =, +, - or @ gets a leading apostrophe so a spreadsheet shows it instead of running it;
 * a code of digits is kept as text (CODE). Numbers are written as numbers.
 */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && CODE.test(text)) text = `="${text}"`;
  else if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines of CSV: each row's fields, CRLF line ends. */
export function csvLines(rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>): string {
  return rows.map((r) => r.map(csvField).join(',') + '\r\n').join('');
}

/** A CSV document: the byte-order mark, the header line, then one line per row. */
export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>,
): string {
  return CSV_BOM + csvLines([header, ...rows]);
}

/** Sends a CSV document as a download named `filename`. */
export function sendCsv(res: FastifyReply, filename: string, csv: string): string {
  res.header('Content-Type', 'text/csv; charset=utf-8');
  res.header('Content-Disposition', `attachment; filename="${filename}"`);
  return csv;
}

/**
 * A CSV download written while it is produced (no whole document in memory): nothing is sent
 * before the first rows (so a bad request still gets its 4xx), then the header and each batch,
 * waiting whenever the client reads slower than the rows come.
 */
export class CsvStream {
  private started = false;
  private readonly body = new PassThrough();

  constructor(
    private readonly res: FastifyReply,
    private readonly filename: string,
    private readonly header: readonly string[],
  ) {}

  /** Writes a batch of rows, resolving once the client can take more. */
  async write(rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>): Promise<void> {
    let text = '';
    if (!this.started) {
      this.started = true;
      this.res.code(200);
      this.res.header('Content-Type', 'text/csv; charset=utf-8');
      this.res.header('Content-Disposition', `attachment; filename="${this.filename}"`);
      this.res.header('Cache-Control', 'no-store');
      void this.res.send(this.body);
      text = CSV_BOM + csvLines([this.header]);
    }
    text += csvLines(rows);
    if (!text) return;
    const raw = this.res.raw;
    if (raw.destroyed || this.body.destroyed) throw new Error('The client closed the download.');
    if (!this.body.write(text)) {
      await new Promise<void>((resolve, reject) => {
        const done = () => {
          this.body.off('drain', done);
          raw.off('close', closed);
          resolve();
        };
        const closed = () => {
          this.body.off('drain', done);
          reject(new Error('The client closed the download.'));
        };
        this.body.once('drain', done);
        raw.once('close', closed);
      });
    }
  }

  /** Ends the download (the header alone when there were no rows). */
  async end(): Promise<void> {
    await this.write([]);
    this.body.end();
  }

  /** Runs `produce` and ends the download; a failure after the first bytes cuts the download short. */
  static async send(
    res: FastifyReply,
    filename: string,
    header: readonly string[],
    produce: (csv: CsvStream) => Promise<void>,
  ): Promise<void> {
    const csv = new CsvStream(res, filename, header);
    try {
      await produce(csv);
      await csv.end();
    } catch (err) {
      if (!csv.started) throw err;
      csv.body.destroy(err instanceof Error ? err : undefined);
      res.raw.destroy();
    }
  }
}
