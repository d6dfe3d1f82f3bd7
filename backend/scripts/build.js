// Compiles the backend with the @nestjs/swagger plugin, which plain `tsc` cannot run:
// the plugin adds DTO descriptions and validation limits to the OpenAPI schemas.
const ts = require('typescript');
const path = require('path');
const fs = require('fs');
const swaggerPlugin = require('@nestjs/swagger/plugin');

const root = path.resolve(__dirname, '..');
const configPath = path.join(root, 'tsconfig.build.json');
const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
const program = ts.createProgram(parsed.fileNames, parsed.options);
const pluginOptions = { introspectComments: true, classValidatorShim: true, dtoFileNameSuffix: ['.dto.ts', '.entity.ts'] };
const result = program.emit(undefined, undefined, undefined, false, {
  before: [swaggerPlugin.before(pluginOptions, program)],
});
// Only the emit's own errors: type errors are the typecheck's (`npm run typecheck`, TypeScript 7,
// beside the API tier in CI), and checking the whole program again here took 7 of the build's
// 18 s, on the critical path of every CI run (docs/testing.md, "The unit tier beside the build").
const diagnostics = result.diagnostics;
if (diagnostics.length > 0) {
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.exit(1);
}
// SQL files (the bookings domain's functions) are read at run time by their migration.
for (const file of fs.readdirSync(path.join(root, 'src'), { recursive: true })) {
  if (!String(file).endsWith('.sql')) continue;
  fs.mkdirSync(path.dirname(path.join(root, 'dist', file)), { recursive: true });
  fs.copyFileSync(path.join(root, 'src', file), path.join(root, 'dist', file));
}
console.log('backend built into dist/');
