/**
 * Runs the WebKit journeys one after another, each in a new browser, and prints pass/fail
 * per journey. Started by scripts/test-webkit.mjs, which owns the server, the display and
 * the driver; `node --import tsx e2e/webkit/run.ts [words…]` runs only journeys whose name
 * contains every word.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Demo } from './demo.ts';
import { journeys, type Journey } from './journeys.ts';
import { Page, WORK_DIR } from './page.ts';
import { WebDriverSession } from './webdriver.ts';

/** The phone the Chromium specs use (playwright.config.ts): 360 × 780 CSS pixels. */
const PHONE = { width: 360, height: 780 };

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (run it through npm run test:webkit)`);
  return value;
}

const driverUrl = required('WEBKIT_DRIVER_URL');
const baseUrl = required('WEBKIT_BASE_URL');
const browser = required('WEBKIT_BROWSER');
mkdirSync(WORK_DIR, { recursive: true });

/**
 * Sizes the window so that the page itself (not the window) is the phone's viewport. The
 * window manager applies a resize after the driver's call returns, so the page's size is read
 * again a bounded number of times before the window is corrected by what it lacks (a first
 * run on CI once read the page before the correction had landed: 360 × 760).
 */
async function phoneViewport(driver: WebDriverSession): Promise<void> {
  const inner = () => driver.execute<[number, number]>('return [innerWidth, innerHeight]');
  const isPhone = ([width, height]: [number, number]) =>
    width === PHONE.width && height === PHONE.height;
  let window = { ...PHONE };
  let now: [number, number] = [0, 0];
  for (let round = 0; round < 3; round++) {
    await driver.setWindowRect(window.width, window.height);
    now = await inner();
    for (let read = 0; read < 10 && !isPhone(now); read++) {
      await new Promise((r) => setTimeout(r, 50));
      now = await inner();
    }
    if (isPhone(now)) return;
    window = {
      width: window.width + (PHONE.width - now[0]),
      height: window.height + (PHONE.height - now[1]),
    };
  }
  throw new Error(`the page is ${now.join(' × ')}, not a ${PHONE.width} × ${PHONE.height} phone`);
}

const words = process.argv.slice(2).map((w) => w.toLowerCase());
const chosen = journeys.filter((j) => words.every((w) => j.name.toLowerCase().includes(w)));
const demo = new Demo(baseUrl);
let failed = 0;

/** As the Chromium suite (playwright.config.ts): one retry on CI, reported when used. */
const retries = Number(process.env.WEBKIT_RETRIES ?? (process.env.CI ? 1 : 0));

/** One attempt in a new browser: undefined when it passed, else what went wrong. */
async function attempt(journey: Journey, name: string): Promise<string | undefined> {
  let driver: WebDriverSession | undefined;
  try {
    driver = await WebDriverSession.start(driverUrl, browser);
    await phoneViewport(driver);
    await journey.run(new Page(driver, baseUrl), demo);
    return undefined;
  } catch (err) {
    const lines = [`    ${err instanceof Error ? err.message : String(err)}`];
    if (driver) lines.push(...(await report(driver, name)));
    return lines.join('\n');
  } finally {
    await driver?.quit().catch(() => {});
  }
}

for (const [index, journey] of chosen.entries()) {
  const started = Date.now();
  const failures: string[] = [];
  for (let run = 0; run <= retries; run += 1) {
    const failure = await attempt(journey, `journey-${index + 1}-try-${run + 1}`);
    if (failure === undefined) break;
    failures.push(failure);
  }
  const seconds = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const passed = failures.length <= retries;
  if (!passed) failed += 1;
  const mark = !passed ? '✗' : failures.length > 0 ? '✓ (flaky: passed on retry)' : '✓';
  console.log(`${mark} ${journey.name} (${seconds})`);
  for (const failure of failures) console.log(failure);
}

console.log(`\nwebkit: ${chosen.length - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 || chosen.length === 0 ? 1 : 0;

/** Where the journey stopped: the address, what the page said, and a screenshot. */
async function report(driver: WebDriverSession, name: string): Promise<string[]> {
  try {
    const page = new Page(driver, baseUrl);
    const file = resolve(WORK_DIR, `${name}-failed.png`);
    writeFileSync(file, await driver.screenshot());
    return [
      `    at ${await driver.url()}`,
      `    page text: ${(await page.bodyText()).replace(/\s+/g, ' ').slice(0, 600)}`,
      `    screenshot: ${file}`,
    ];
  } catch (err) {
    return [`    (no page report: ${err instanceof Error ? err.message : String(err)})`];
  }
}
