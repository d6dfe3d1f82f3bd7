import { defineConfig, mergeConfig } from 'vitest/config';
// The extension is required: vitest loads this file through Node's ESM resolver.
import viteConfig from './vite.config.ts';

/**
 * Two tiers, both run by `vitest run` (npm run test:unit):
 * - unit: `*.test.ts`, the pure rules (no DOM), in Node: no jsdom to set up;
 * - component: `*.test.tsx` and `*.dom.test.ts` (code that needs a browser:
 *   fetch against the page's origin, IndexedDB), in jsdom, each rendering only
 *   what it tests with the providers it needs.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      css: false,
      restoreMocks: true,
      unstubGlobals: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.ts'],
            exclude: ['src/**/*.dom.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'component',
            environment: 'jsdom',
            setupFiles: ['./src/test/setup.ts'],
            include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
            testTimeout: 15000,
          },
        },
      ],
    },
  }),
);
