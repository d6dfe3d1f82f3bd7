// `node -r ./test/utils/ts-require-hook.js src/main.ts` runs the server from its TypeScript
// source, each file transpiled as it loads (the same options as the tests' jest transform,
// tsconfig.jest.json): the tests that start the server as its own process (server-process.ts)
// need no build and never meet a stale one. Transpiled files are kept in a cache keyed by
// their content, so only the first start of a run pays for transpiling (~3 s of CPU).
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const ts = require('typescript');

const configFile = path.resolve(__dirname, '..', '..', 'tsconfig.jest.json');
const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile));
const compilerOptions = { ...options, noEmit: false, declaration: false, sourceMap: false, inlineSourceMap: false };
const cacheDir = path.join(os.tmpdir(), 'screenspace-ts-require-cache');
const salt = ts.version + JSON.stringify(compilerOptions);

function transpiled(filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const key = crypto.createHash('sha256').update(salt).update(filename).update(source).digest('hex');
  const cached = path.join(cacheDir, `${key}.js`);
  try {
    return fs.readFileSync(cached, 'utf8');
  } catch {
    const { outputText } = ts.transpileModule(source, { compilerOptions, fileName: filename });
    fs.mkdirSync(cacheDir, { recursive: true });
    // Written aside, then renamed: a server starting beside this one never reads half a file.
    const partial = `${cached}.${process.pid}`;
    fs.writeFileSync(partial, outputText);
    fs.renameSync(partial, cached);
    return outputText;
  }
}

// oxlint-disable-next-line no-underscore-dangle -- Module#_compile is how a require hook runs its output
require.extensions['.ts'] = (module, filename) => module._compile(transpiled(filename), filename);
