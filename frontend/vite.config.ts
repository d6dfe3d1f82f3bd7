import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The backend (NestJS) listens on :3000 in development; the SPA calls it on the
// same origin through this proxy, so the session cookie works unchanged.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    // react-admin is loaded lazily for admins only; keep the warning for anything bigger.
    chunkSizeWarningLimit: 900,
  },
});
