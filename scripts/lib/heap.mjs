// The app process's memory settings. A bounded heap keeps the resident size predictable (Node's
// default grows to a share of the machine's memory). It follows the catalogue cache, the app's
// largest user of memory, with room for everything else; NODE_HEAP_MB sets it outright, and a
// --max-old-space-size already in NODE_OPTIONS wins over both.
//
// Besides the heap limit: a young generation of 8 MB semi-spaces (Node's default grows them to
// 16 MB; measured at 1,000 stores, 15 MB less resident memory and no loss of throughput), and
// glibc's allocator held to two arenas with blocks of 64 kB and more mapped on their own. The kept
// answers and listing images are Buffers outside V8's heap, allocated and freed by the thousand:
// with an arena per thread and the allocator's moving mmap threshold, freed ones stayed resident
// as fragments (measured: 27 MB less resident memory at 1,000 stores with both set).

/** Megabytes of heap besides the catalogue cache (requests, pools, compiled code). */
export const HEAP_BESIDES_CACHE_MB = 256;
/** Megabytes of each of the young generation's semi-spaces. */
export const SEMI_SPACE_MB = 8;
/** glibc allocator settings for the app's process (each left as the environment sets it). */
export const MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' };
const DEFAULT_CACHE_MB = 128;

/** Node flags for the app's process under this environment. */
export function heapFlags(env = process.env) {
  const options = env.NODE_OPTIONS || '';
  const whole = (v) => (/^\d+$/.test(v || '') ? Number(v) : undefined);
  const mb = whole(env.NODE_HEAP_MB) ?? (whole(env.CATALOGUE_CACHE_MB) ?? DEFAULT_CACHE_MB) + HEAP_BESIDES_CACHE_MB;
  return [
    ...(/max-old-space-size/.test(options) ? [] : [`--max-old-space-size=${mb}`]),
    ...(/max-semi-space-size/.test(options) ? [] : [`--max-semi-space-size=${SEMI_SPACE_MB}`]),
  ];
}

/** The app process's environment: `env` with the allocator settings it does not set itself. */
export function appEnv(env = process.env) {
  return { ...MALLOC_ENV, ...env };
}
