import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { drainOnSignals } from './ops/shutdown.ts';
import { ConfigError, DEMO_OPS_PASSWORD, loadConfig, type Config } from './config.ts';

const PUBLIC_DEMO_WARNING =
  'DEMO MODE ON A SERVER OTHERS CAN REACH (DEMO_PUBLIC=true): /dev/outbox shows every SMS code, ' +
  'the desk takes the demo password and the sandbox settles loans without money. Never for borrowers.';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = configOrExit();
  const app = await buildApp(config);
  drainOnSignals(app, config.shutdown);
  await app.listen({ port: config.port, host: config.host });

  const { port } = app.server.address() as AddressInfo;
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  const host = wildcard
    ? '127.0.0.1'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  const base = `http://${host}:${port}`;
  const lines = [`Tenor is running at ${base}/`];
  if (config.demo) {
    lines.push(
      `  Test preview (demo sessions, SMS outbox, payments): ${base}/testPreview`,
      `  Recommended products, English (India):            ${base}/relevant?languageType=1`,
      `  Recommended products, Indonesian (Indonesia):     ${base}/relevant`,
    );
  }
  const desk = config.care.opsPassword;
  if (desk !== undefined) {
    // A configured password is never printed; the demo one is, so a newcomer can sign in.
    const note = desk === DEMO_OPS_PASSWORD ? ` (demo password: ${DEMO_OPS_PASSWORD})` : '';
    lines.push(`  Operators' desk${note}: ${base}/ops`);
  }
  if (config.demoPublic) {
    // DEMO_PUBLIC=true asked for this; every line says so, and every page shows a banner.
    app.log.warn(PUBLIC_DEMO_WARNING);
    lines.unshift(`!!! ${PUBLIC_DEMO_WARNING}`);
    lines.splice(0, lines.length, ...lines.map((line) => `[PUBLIC DEMO] ${line}`));
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((err: unknown) => {
  // A refused start (a product's lender, decision 055) says what to fix, without a stack.
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  console.error('Tenor server failed to start:', err);
  process.exit(1);
});
