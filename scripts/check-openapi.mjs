// The API description as other teams' tools read it (decision 028): builds `/openapi.json`
// from the contract in-process, as the server does, lints it with Redocly (redocly.yaml),
// generates TypeScript types with openapi-typescript and compiles a file that asserts a few
// of their shapes (scripts/check-openapi-types.ts). The lint runs in its own process while
// the types are generated. Exits 1 when a step fails.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { tsImport } from 'tsx/esm/api';

const out = resolve('.tmp/openapi');
mkdirSync(out, { recursive: true });
const require = createRequire(import.meta.url);
const binOf = (pkg, name) =>
  join(dirname(require.resolve(`${pkg}/package.json`)), require(`${pkg}/package.json`).bin[name]);

function fail(step, output) {
  process.stdout.write(output);
  console.error(`check-openapi: ${step}`);
  process.exit(1);
}

/** Runs a Node script; resolves with its output, or prints it and exits 1 when it fails. */
const run = (step, args, env = {}) =>
  new Promise((done) => {
    const options = { encoding: 'utf8', env: { ...process.env, ...env } };
    execFile(process.execPath, args, options, (error, stdout, stderr) => {
      if (error !== null) fail(`${step} failed`, `${stdout}\n${stderr}`);
      done(`${stdout}\n${stderr}`);
    });
  });

const { API_VERSION, openApiDocument } = await tsImport(
  '../packages/contract/src/openapi.ts',
  import.meta.url,
);
// Both documents a server can serve: the demo one lists the sandbox too.
const documents = {
  demo: openApiDocument(API_VERSION, { demo: true }),
  production: openApiDocument(API_VERSION, { demo: false }),
};
const files = Object.entries(documents).map(([name, document]) => {
  const file = join(out, `openapi-${name}.json`);
  writeFileSync(file, JSON.stringify(document, null, 2));
  return file;
});

// Telemetry and the update check are off: a test sends nothing anywhere.
const linted = run('redocly lint', [binOf('@redocly/cli', 'redocly'), 'lint', ...files], {
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
});

writeFileSync(join(out, 'api-types.ts'), astToString(await openapiTS(documents.demo)));
writeFileSync(
  join(out, 'tsconfig.json'),
  JSON.stringify({
    extends: '../../tsconfig.base.json',
    compilerOptions: { types: [] },
    files: ['../../scripts/check-openapi-types.ts'],
  }),
);
await run('tsc on the generated types', [
  binOf('typescript', 'tsc'),
  '-p',
  join(out, 'tsconfig.json'),
]);
console.log('openapi-typescript: types generated and checked');

// A warning fails the step too: fix it, or turn its rule off in redocly.yaml with the reason.
const lint = await linted;
if (/\bwarnings?\b/i.test(lint.replace(/Deprecation warning[^\n]*/g, ''))) {
  fail('redocly lint warned', lint);
}
console.log(`redocly lint: ${files.length} documents, no errors, no warnings`);
