import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
// The extension is required: vitest loads this file through Node's ESM resolver.
import viteConfig from './vite.config.ts';

/**
 * Two tiers, both run by `vitest run` (npm run test:unit):
 * - unit: `*.test.ts`, the pure rules (no DOM), in Node: no DOM to set up;
 * - component: `*.test.tsx` and `*.dom.test.ts` (code that needs a browser:
 *   fetch against the page's origin, IndexedDB), in happy-dom, each rendering
 *   only what it tests with the providers it needs.
 *
 * Speed (docs/testing.md): happy-dom rather than jsdom, whose getComputedStyle
 * matches every emotion rule for every element an accessible-name query walks
 * (two thirds of the tier's time); files share a worker's module graph
 * (`isolate: false`; each test unmounts and restores its mocks and globals); every
 * core runs a worker; and src/test/happyDomSpeed.ts spares happy-dom two needless costs.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      css: false,
      isolate: false,
      maxWorkers: Math.max(2, availableParallelism()),
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
            environment: 'happy-dom',
            // happyDomSpeed first: the fixture set-up in setup.ts already benefits.
            setupFiles: ['./src/test/happyDomSpeed.ts', './src/test/setup.ts'],
            include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
            // Generous: a form test that takes 4 s alone took 15-20 s on the busy shared
            // machine; only a failing test waits this long.
            testTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
