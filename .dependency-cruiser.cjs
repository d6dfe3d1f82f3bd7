// Import rules that CI holds (npm run check:deps, part of npm run lint): docs/architecture.md#layers.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle, dynamic import() and type-only imports included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'pages-and-components-import-downward',
      severity: 'error',
      comment: 'Pages and components sit below the routes: paths and access rules come from navigation/.',
      from: { path: '^frontend/src/(pages|components)/' },
      to: { path: '^frontend/src/routes/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
