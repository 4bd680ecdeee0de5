/** Types of heap.mjs, for the tests that import it. */
export declare const HEAP_BESIDES_CACHE_MB: number;
export declare const SEMI_SPACE_MB: number;
export declare const MALLOC_ENV: Record<string, string>;
export declare function heapFlags(env?: Record<string, string | undefined>): string[];
export declare function appEnv(env?: Record<string, string | undefined>): Record<string, string | undefined>;
