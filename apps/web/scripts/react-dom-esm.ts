/// <reference types="node" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const REQUIRES =
  /^var Scheduler = require\("scheduler"\),\s*React = require\("react"\),\s*ReactDOM = require\("react-dom"\);$/m;
const EXPORTS = ['createRoot', 'hydrateRoot', 'version'];

/**
 * V8's explicit compile hint (Chrome and Android WebView 136 and later; a plain comment to
 * other engines): compile every function of the file with it, on the thread that compiles
 * the file as it downloads, instead of each on the main thread when first called. Hydration
 * calls nearly all of React DOM, and those first calls were most of its module's task
 * (decision 024, session 16). Placed after minification, which would drop it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * React DOM's module makes five errors as it runs (the exceptions it throws to itself:
 * Suspense, hydration mismatch, …). While a DevTools client has the page's Runtime on — as
 * Lighthouse, Playwright and a developer's inspector do — V8 records where each error was made,
 * and for a frame in a module's top level that means parsing the whole 208 KB file again for
 * its source positions: 9–16 ms in the module's task (×4 in Lighthouse's simulation), which a
 * borrower's WebView without an inspector never spends. With `Error.stackTraceLimit` absent,
 * V8 records no stack for those errors, so the module's run is the same wherever it runs; the
 * limit is put back as the module ends. React never shows those errors' stacks.
 */
export const STACKS_OFF =
  'var tenorStackTraceLimit = Error.stackTraceLimit;\ndelete Error.stackTraceLimit;';
export const STACKS_ON =
  'if (typeof tenorStackTraceLimit === "number") Error.stackTraceLimit = tenorStackTraceLimit;';

/**
 * React DOM's client as an ES module in the browser's build. Published as CommonJS only, it
 * was bundled inside one function of 210 KB (the module's CommonJS wrapper), which the
 * browser compiled whole on the main thread when the module ran: the page's longest task
 * after its first paint (decision 024). As a module its top level is compiled with the file,
 * and with V8's compile hint (below) its functions too, off the main thread. The file's three
 * `require`s become imports and its three exports named exports; a build of React DOM that no
 * longer reads this way fails the build instead of shipping something else. Its run records no
 * stacks for the errors it makes (`STACKS_OFF`).
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
    // The chunk that holds React DOM's client, whatever else the build puts with it; after
    // minification (which drops comments), and only there (an empty `postBanner` would still
    // add a line to every other file).
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.moduleIds.some((id) => CLIENT.test(id)))
          file.code = `${COMPILE_HINT}\n${file.code}`;
      }
    },
    transform(code, id) {
      if (!CLIENT.test(id)) return null;
      if (!REQUIRES.test(code) || !EXPORTS.every((name) => code.includes(`exports.${name} =`)))
        throw new Error(`${id}: not the React DOM client this build knows how to import`);
      return (
        code.replace(
          REQUIRES,
          `import Scheduler from "scheduler";\nimport React from "react";\nimport ReactDOM from "react-dom";\nvar exports = {};\n${STACKS_OFF}`,
        ) + `\n${STACKS_ON}\nexport const { ${EXPORTS.join(', ')} } = exports;\n`
      );
    },
  };
}
