/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload for plain node: require is its only import */
// Lets a plain `node` child process run the backend's TypeScript sources, compiled on the fly by SWC with the
// same settings Jest uses (swc.config.js), so tests can start and kill real worker processes without a build.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');
const config = require('../../../swc.config.js');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...config, filename, sourceMaps: false });
  module._compile(code, filename);
};

// The shared workspace package is TypeScript source here too (Jest maps it the same way); its dist/ is built only
// for the running app, and the tests run before any build.
const Module = require('node:module');
const { join } = require('node:path');
const SHARED_SRC = join(__dirname, '..', '..', '..', '..', 'packages', 'shared', 'src');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const shared = /^@leadscope\/shared\/(.+)$/.exec(request);
  return resolveFilename.call(this, shared ? join(SHARED_SRC, `${shared[1]}.ts`) : request, ...rest);
};
