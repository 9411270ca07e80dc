/// <reference types="node" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const REQUIRES =
  /^var Scheduler = require\("scheduler"\),\s*React = require\("react"\),\s*ReactDOM = require\("react-dom"\);$/m;
const EXPORTS = ['createRoot', 'hydrateRoot', 'version'];

/**
 * React DOM's client as an ES module in the browser's build. Published as CommonJS only, it
 * was bundled inside one function of 210 KB (the module's CommonJS wrapper), which the
 * browser compiled whole on the main thread when the module ran: the page's longest task
 * after its first paint (decision 024). As a module its functions are compiled as they are
 * called, and its top level with the file. The file's three `require`s become imports and
 * its three exports named exports; a build of React DOM that no longer reads this way fails
 * the build instead of shipping something else.
 */
export function reactDomEsm(): Plugin {
  return {
    name: 'tenor:react-dom-esm',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source !== 'react-dom/client' || importer === undefined) return null;
      // The package's exports map leaves its `cjs/` files out: found beside its manifest.
      const manifest = createRequire(importer).resolve('react-dom/package.json');
      return join(dirname(manifest), 'cjs', 'react-dom-client.production.js');
    },
    transform(code, id) {
      if (!CLIENT.test(id)) return null;
      if (!REQUIRES.test(code) || !EXPORTS.every((name) => code.includes(`exports.${name} =`)))
        throw new Error(`${id}: not the React DOM client this build knows how to import`);
      return (
        code.replace(
          REQUIRES,
          'import Scheduler from "scheduler";\nimport React from "react";\nimport ReactDOM from "react-dom";\nvar exports = {};',
        ) + `\nexport const { ${EXPORTS.join(', ')} } = exports;\n`
      );
    },
  };
}
