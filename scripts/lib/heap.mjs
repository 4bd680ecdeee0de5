// The app's heap limit: a bounded heap keeps the resident size predictable (Node's default grows
// to a share of the machine's memory). It follows the catalogue cache, the app's largest user of
// memory, with room for everything else; NODE_HEAP_MB sets it outright, and a
// --max-old-space-size already in NODE_OPTIONS wins over both.

/** Megabytes of heap besides the catalogue cache (requests, pools, compiled code). */
export const HEAP_BESIDES_CACHE_MB = 256;
const DEFAULT_CACHE_MB = 128;

/** Node flags for the app's process under this environment. */
export function heapFlags(env = process.env) {
  if (/max-old-space-size/.test(env.NODE_OPTIONS || '')) return [];
  const whole = (v) => (/^\d+$/.test(v || '') ? Number(v) : undefined);
  const mb = whole(env.NODE_HEAP_MB) ?? (whole(env.CATALOGUE_CACHE_MB) ?? DEFAULT_CACHE_MB) + HEAP_BESIDES_CACHE_MB;
  return [`--max-old-space-size=${mb}`];
}
