import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { framePicturePainted } from './first-paint/frame-picture';
import { preloadRoute } from './route-preload';
import { leaveSite, readAgeFlag } from './state/age';
import { applyTheme } from './state/theme';
import './styles/global.css';

// Spec 4 Age gate: a stored 'not verified' leaves before anything renders.
if (readAgeFlag() === 'not verified') {
  leaveSite();
} else {
  applyTheme();
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
  preloadRoute(window.location, queryClient);
  const root = createRoot(document.getElementById('root')!);
  // The first render as a transition: React renders it in short slices, giving the browser room
  // between them, instead of one long task (what Lighthouse counts as Total Blocking Time). The frame
  // and age gate index.html painted stay on screen until it commits. It starts once the frame's
  // picture has painted (at most 400 ms): the page's data and code are already on their way.
  void framePicturePainted().then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <App />
          </QueryClientProvider>
        </StrictMode>,
      ),
    ),
  );
}
