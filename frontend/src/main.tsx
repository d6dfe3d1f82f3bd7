import { StrictMode } from 'react';
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
// A visitor's public pages arrive prerendered (docs/performance.md): hydrate them;
// the plain shell (signed-in routes, unknown paths) is rendered from scratch.
if (container.firstElementChild && !hasSessionHint()) hydrateRoot(container, app);
else createRoot(container).render(app);
