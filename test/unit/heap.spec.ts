import { appEnv, heapFlags, HEAP_BESIDES_CACHE_MB, SEMI_SPACE_MB } from '../../scripts/lib/heap.mjs';

const semi = `--max-semi-space-size=${SEMI_SPACE_MB}`;

describe('the app process memory settings', () => {
  it('a heap limit that follows the catalogue cache, and a small young generation', () => {
    expect(heapFlags({})).toEqual([`--max-old-space-size=${128 + HEAP_BESIDES_CACHE_MB}`, semi]);
    expect(heapFlags({ CATALOGUE_CACHE_MB: '1024' })).toEqual([
      `--max-old-space-size=${1024 + HEAP_BESIDES_CACHE_MB}`,
      semi,
    ]);
  });
  it('the limit set outright by NODE_HEAP_MB, and each flag left to NODE_OPTIONS when it names one', () => {
    expect(heapFlags({ NODE_HEAP_MB: '2048', CATALOGUE_CACHE_MB: '1024' })).toEqual([
      '--max-old-space-size=2048',
      semi,
    ]);
    expect(heapFlags({ NODE_OPTIONS: '--max-old-space-size=900', NODE_HEAP_MB: '2048' })).toEqual([semi]);
    expect(heapFlags({ NODE_OPTIONS: '--max-semi-space-size=32', NODE_HEAP_MB: '2048' })).toEqual([
      '--max-old-space-size=2048',
    ]);
  });
  it('the allocator settings, each unless the environment sets it', () => {
    expect(appEnv({ PORT: '1' })).toEqual({ PORT: '1', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' });
    expect(appEnv({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8');
  });
});
