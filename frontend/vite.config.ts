import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/** /player… and /display/… are the kiosk player's pages (same rule as the server's spa.ts). */
function isPlayerPath(pathname: string): boolean {
  return pathname.startsWith('/player') || pathname === '/display' || pathname.startsWith('/display/');
}

/** In development, serve player.html for the player's paths (the built server does the same). */
function playerPages(): Plugin {
  return {
    name: 'player-pages',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const [pathname, query] = (req.url ?? '').split('?');
        if (isPlayerPath(pathname) && !pathname.includes('.')) req.url = `/player.html${query ? `?${query}` : ''}`;
        next();
      });
    },
  };
}

// The backend (NestJS) listens on :3000 in development; the SPA calls it on the
// same origin through this proxy, so the session cookie works unchanged.
/** `vite build --ssr src/entry-server.tsx` (prerendering) takes its entry from the command. */
const isSsrBuild = process.argv.includes('--ssr');

export default defineConfig({
  plugins: [react(), playerPages()],
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    // react-admin is loaded lazily for admins only; keep the warning for anything bigger.
    chunkSizeWarningLimit: 900,
    // Two pages: the app, and the kiosk player (plain DOM, its own small bundle).
    rollupOptions: isSsrBuild
      ? {}
      : {
          input: {
            main: fileURLToPath(new URL('./index.html', import.meta.url)),
            player: fileURLToPath(new URL('./player.html', import.meta.url)),
          },
        },
  },
});
