import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import HomePage from '../pages/home/HomePage';

/**
 * The home page as its first render draws it before any data has arrived, as static markup: the
 * build (storefront/vite.config.ts) renders it once and the server puts it in index.html's <main>
 * for `/` (backend/common/http/storefront-hints.ts), so the banner, the page's largest paint, is in
 * the first paint instead of waiting for index.js (issue 16.15, Lighthouse LCP). React replaces it
 * with the same page when it starts. The same component renders both: nothing to keep in step. The
 * frame is inert (display: contents, so it lays out as the page does): a click before the app runs
 * would skip its handlers (a collection card saves its sub-category), as "Loading..." offered none.
 */
export function renderHomeFrame(): string {
  const markup = renderToStaticMarkup(
    <MemoryRouter initialEntries={['/']}>
      <QueryClientProvider client={new QueryClient()}>
        {/* Inert until the app takes over: its links and buttons act only once React handles them. */}
        <div inert style={{ display: 'contents' }}>
          <HomePage />
        </div>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  // React puts preload links for the pictures first; the server names the page's own (the banner).
  return markup.replace(/^(<link [^>]*>)+/, '');
}
