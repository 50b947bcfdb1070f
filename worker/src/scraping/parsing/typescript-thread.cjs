// Entry of a parsing thread when the worker runs from its TypeScript sources
// (the unit tests under ts-jest): .ts files are transpiled as they load and
// '@api/*' is resolved as tsconfig.json maps it; then the real entry is loaded.
// The built worker never comes here: it starts its threads on the compiled .js.
const Module = require('node:module');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const ts = require('typescript');

const ROOT = join(__dirname, '..', '..', '..', '..');
const API_SRC = join(ROOT, 'api', 'src');

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveAlias(request, ...rest) {
  const target = request.startsWith('@api/') ? join(API_SRC, request.slice('@api/'.length)) : request;
  return resolveFilename.call(this, target, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { outputText } = ts.transpileModule(readFileSync(filename, 'utf8'), {
    fileName: filename,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      experimentalDecorators: true,
      emitDecoratorMetadata: true,
      isolatedModules: true,
    },
  });
  module._compile(outputText, filename);
};

module.exports = require('./parse-thread.ts');
