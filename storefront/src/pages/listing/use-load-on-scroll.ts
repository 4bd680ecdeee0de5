import { useEffect, useRef } from 'react';

export interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** More pages as the shopper scrolls near the end of the grid: attach the ref to an element after it. */
export function useLoadOnScroll(listing: Pages, loaded: number) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !listing.hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries[0].isIntersecting && !listing.isFetchingNextPage) void listing.fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [listing.hasNextPage, listing.isFetchingNextPage, listing.fetchNextPage, loaded]); // eslint-disable-line react-hooks/exhaustive-deps
  return sentinel;
}
