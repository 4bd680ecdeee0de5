/**
 * Reads rows as raw bytes: `COPY (query) TO STDOUT (FORMAT binary)` through the driver's client.
 * The driver reads a query's bytea values as hex text (its binary result mode is not supported),
 * so a store's images (a few hundred kB) would arrive as strings twice their size, decoded on the
 * event loop for milliseconds each. COPY's binary format hands over the bytes as they are.
 *
 * COPY takes no parameters: the query's $1, $2 ... are written in as literals, which this allows
 * only for integers and the plain texts the catalogue passes (a store's day, 'YYYY-MM-DD').
 */
import type { ArrayQueryable } from '../array-queryable';
import { giveBack, takeBuffer } from './spare-buffers';

/** The values COPY's query may carry, written in as literals. */
export type CopyValue = number | string;

const PLAIN_TEXT = /^[0-9A-Za-z_.:-]*$/;

/** `sql` with $1, $2 ... replaced by `values` as SQL literals (integers and plain texts only). */
export function withLiterals(sql: string, values: readonly CopyValue[]): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => {
    const v = values[Number(n) - 1];
    if (typeof v === 'number' && Number.isSafeInteger(v)) return String(v);
    if (typeof v === 'string' && PLAIN_TEXT.test(v)) return `'${v}'`;
    throw new Error(`COPY parameter $${n} is not an integer or a plain text.`);
  });
}

/** The driver's connection events a submitted query object answers (pg's Client). */
interface Submittable {
  submit(connection: { query(text: string): void }): void;
  handleCopyData(msg: { chunk: Buffer }): void;
  handleCommandComplete(): void;
  handleReadyForQuery(): void;
  handleError(err: Error): void;
  handleRowDescription(): void;
  handleDataRow(): void;
  handleEmptyQuery(): void;
  handlePortalSuspended(): void;
  handleCopyInResponse(): void;
}

/** COPY's binary header: signature, flags, header extension length (then the extension). */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/** The rows of a binary COPY output, each its fields' bytes (null: SQL NULL). */
export function binaryRows(data: Buffer): (Buffer | null)[][] {
  if (data.length < 19 || !data.subarray(0, 11).equals(SIGNATURE)) throw new Error('Not a binary COPY output.');
  let at = 19 + data.readInt32BE(15);
  const rows: (Buffer | null)[][] = [];
  for (;;) {
    const fields = data.readInt16BE(at);
    at += 2;
    if (fields === -1) return rows;
    const row: (Buffer | null)[] = [];
    for (let f = 0; f < fields; f++) {
      const length = data.readInt32BE(at);
      at += 4;
      if (length < 0) row.push(null);
      else {
        row.push(data.subarray(at, at + length));
        at += length;
      }
    }
    rows.push(row);
  }
}

/** The first buffer a COPY is read into (it grows by taking a bigger one). */
const FIRST_SIZE = 256 * 1024;

/** COPY's rows, viewing a reused buffer: `release` hands it back once nothing reads them any more. */
export interface CopyRows {
  rows: (Buffer | null)[][];
  release(): void;
}

/**
 * The rows `sql` (with `values` written in) selects, each field as its bytes in PostgreSQL's
 * binary format (bytea: the bytes; text: UTF-8), viewing a reused buffer until `release`.
 * `client` is the driver's client of the caller's transaction (CatalogueService.read).
 */
export function copyOut(client: ArrayQueryable, sql: string, values: readonly CopyValue[]): Promise<CopyRows> {
  const text = `COPY (${withLiterals(sql, values)}) TO STDOUT (FORMAT binary)`;
  return new Promise((resolve, reject) => {
    let bytes = takeBuffer(FIRST_SIZE);
    let length = 0;
    let failed = false;
    const none = () => {};
    const query: Submittable = {
      submit: (connection) => connection.query(text),
      // Copied at once: the driver's parser reuses the buffer the chunk views.
      handleCopyData: ({ chunk }) => {
        if (length + chunk.length > bytes.length) {
          const bigger = takeBuffer(Math.max(2 * bytes.length, length + chunk.length));
          bytes.copy(bigger, 0, 0, length);
          giveBack(bytes);
          bytes = bigger;
        }
        length += chunk.copy(bytes, length);
      },
      handleCommandComplete: none,
      handleReadyForQuery: () => {
        if (failed) return;
        try {
          resolve({ rows: binaryRows(bytes.subarray(0, length)), release: () => giveBack(bytes) });
        } catch (e) {
          giveBack(bytes);
          reject(e as Error);
        }
      },
      handleError: (err) => {
        failed = true;
        giveBack(bytes);
        reject(err);
      },
      handleRowDescription: none,
      handleDataRow: none,
      handleEmptyQuery: none,
      handlePortalSuspended: none,
      handleCopyInResponse: none,
    };
    (client as unknown as { query(q: Submittable): void }).query(query);
  });
}
