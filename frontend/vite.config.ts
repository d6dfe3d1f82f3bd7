import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

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

/**
 * The entry (main.tsx) loads the app with a dynamic import, so React and the app are
 * evaluated in separate tasks (docs/performance.md). This names the app's chunk and every
 * chunk it imports statically as modulepreloads in index.html (and so in the prerendered
 * pages), so the browser fetches them with the entry, not one round trip later.
 */
function preloadApp(): Plugin {
  return {
    name: 'preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.chunk || ctx.path !== '/index.html') return;
        const chunks = Object.values(ctx.bundle).filter((c) => c.type === 'chunk');
        const app = chunks.find((c) => c.facadeModuleId?.endsWith('/src/App.tsx'));
        if (!app) return;
        const named = new Set([ctx.chunk.fileName, ...ctx.chunk.imports]);
        const files: string[] = [];
        const visit = (fileName: string) => {
          if (named.has(fileName)) return;
          named.add(fileName);
          files.push(fileName);
          for (const imported of chunks.find((c) => c.fileName === fileName)?.imports ?? []) visit(imported);
        };
        visit(app.fileName);
        return files.map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

// The backend (NestJS) listens on :3000 in development; the SPA calls it on the
// same origin through this proxy, so the session cookie works unchanged.
// `vite build` always builds for production, whatever NODE_ENV the shell has: with NODE_ENV=test
// (`npm start` from a test) the JSX became React's development calls while the prerendering
// runs React's production build, and the build failed. Vite reads NODE_ENV after this file.
if (process.argv[2] === 'build') process.env.NODE_ENV = 'production';

/** `vite build --ssr src/entry-server.tsx` (prerendering) takes its entry from the command. */
const isSsrBuild = process.argv.includes('--ssr');

export default defineConfig({
  plugins: [react(), playerPages(), preloadApp()],
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
