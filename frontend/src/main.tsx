import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hasSessionHint } from './api/sessionHint';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

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
