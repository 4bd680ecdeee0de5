/**
 * Reads until `ok` holds, every 20 ms for at most `ms` (a change another process or a notification
 * carries); answers the value seen and how long it took, or fails with the last value.
 */
export async function eventually<T>(
  ms: number,
  read: () => Promise<T>,
  ok: (value: T) => boolean,
): Promise<{ value: T; tookMs: number }> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (ok(value)) return { value, tookMs: Date.now() - started };
    if (Date.now() - started > ms) throw new Error(`Not seen within ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
