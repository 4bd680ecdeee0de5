/**
 * Buffers a cold store's images are read into (copy-out.ts) and put together in
 * (kept-image-search.ts), kept for the next reads: each cold request would otherwise allocate
 * hundreds of kB outside the heap, which the process hands back only after a collection (peak
 * memory), and whose growth itself asks for old-generation collections. One buffer per read under
 * way; a few are kept.
 */
const spare: Buffer[] = [];
const MAX_SPARE = 8;

/** The smallest kept buffer of at least `size` bytes, else a new one with a little room (images differ by a few kB). */
export function takeBuffer(size: number): Buffer {
  let best = -1;
  for (let k = 0; k < spare.length; k++)
    if (spare[k].length >= size && (best < 0 || spare[k].length < spare[best].length)) best = k;
  return best >= 0 ? spare.splice(best, 1)[0] : Buffer.allocUnsafeSlow(size + (size >> 4));
}

/** Hands a buffer back once nothing reads it any more. */
export function giveBack(bytes: Buffer): void {
  if (spare.length < MAX_SPARE) spare.push(bytes);
}
