import { heapFlags, HEAP_BESIDES_CACHE_MB } from '../../scripts/lib/heap.mjs';

describe('the app heap limit', () => {
  it('follows the catalogue cache', () => {
    expect(heapFlags({})).toEqual([`--max-old-space-size=${128 + HEAP_BESIDES_CACHE_MB}`]);
    expect(heapFlags({ CATALOGUE_CACHE_MB: '1024' })).toEqual([`--max-old-space-size=${1024 + HEAP_BESIDES_CACHE_MB}`]);
  });
  it('is set outright by NODE_HEAP_MB, and left to NODE_OPTIONS when it names one', () => {
    expect(heapFlags({ NODE_HEAP_MB: '2048', CATALOGUE_CACHE_MB: '1024' })).toEqual(['--max-old-space-size=2048']);
    expect(heapFlags({ NODE_OPTIONS: '--max-old-space-size=900', NODE_HEAP_MB: '2048' })).toEqual([]);
  });
});
