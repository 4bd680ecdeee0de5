import { Client } from 'pg';

/**
 * Watches every pg client of this process for a query sent while the same client still has one
 * waiting: pg 8 warns "Calling client.query() when the client is already executing a query is
 * deprecated" (once per process, so the warning alone cannot say where). Each such call is kept
 * with the backend frames of its stack; `stop()` restores the client and returns them.
 */
export function watchQueryOverlap(): { stop(): string[] } {
  const proto = Client.prototype as unknown as {
    query: (...args: unknown[]) => unknown;
  };
  const original = proto.query;
  const found: string[] = [];
  proto.query = function (this: { _queryQueue?: unknown[]; pipeline?: boolean }, ...args: unknown[]) {
    // The same test pg itself makes before it warns.
    if (this._queryQueue && this._queryQueue.length > 0 && !this.pipeline) {
      const frames = (new Error().stack ?? '').split('\n').filter((l) => l.includes('/backend/'));
      found.push(frames.slice(0, 3).join(' <- ').trim());
    }
    return original.apply(this, args);
  };
  return {
    stop() {
      proto.query = original;
      return [...new Set(found)];
    },
  };
}
