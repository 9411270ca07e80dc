// The flags every Chromium the scripts launch runs with (Debian's build on a machine without a
// display, sandbox or network beyond the test's own servers): the browser tests
// (e2e/playwright.config.ts), the bench's Lighthouse runs and its first taps.
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
