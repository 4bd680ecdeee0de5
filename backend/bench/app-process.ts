/**
 * The process settings `npm start` gives the app (scripts/lib/heap.mjs, an ES module the compiled
 * bench cannot require; test/unit/heap.spec.ts holds the two equal), so the bench measures the app
 * as it is started.
 */
export const APP_PROCESS = {
  heapBesidesCacheMb: 256,
  semiSpaceMb: 8,
  mallocEnv: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' },
};
