/** Types of heap.mjs, for the tests that import it. */
export declare const HEAP_BESIDES_CACHE_MB: number;
export declare function heapFlags(env?: Record<string, string | undefined>): string[];
