import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hasSessionHint } from './api/sessionHint';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/**
 * React is evaluated with this entry; the app (MUI, the theme, the pages) in a task of its
 * own, so that neither evaluation blocks a slow phone for long (docs/performance.md). The
 * HTML preloads the app's chunk (vite.config.ts), so this costs no extra round trip.
 */
void import('./App').then(({ App }) => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A visitor's public pages arrive prerendered (docs/performance.md): hydrate them, in a
  // transition so that React yields to the browser every few milliseconds instead of
  // hydrating the whole page in one long task; the plain shell (signed-in routes,
  // unknown paths) is rendered from scratch.
  if (container.firstElementChild && !hasSessionHint()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
});
