// The real browser of `npm run bench`'s page sections (blocking time, the first tap, the app's
// start and the dead-tap window): Debian's Chromium through playwright-core, a phone's
// context, and the slow phone's link and CPU emulated through the DevTools protocol.
import { chromium } from 'playwright-core';
import { chromiumFlags } from './chromium-flags.mjs';

/** Chromium as every page section launches it (`CHROMIUM_PATH` to use another build). */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumFlags,
  });

/** The slow phone's screen: 360×740 at 2×, touch. */
export const phone = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 };

/** A fresh context (a cold cache) on a phone's screen; `screen` as `phone` above. */
export const phoneContext = (browser, screen = phone) =>
  browser.newContext({ ...screen, isMobile: true, hasTouch: true });

/**
 * The page's link and CPU as `profile` says (`rttMs`, `throughputKbps`, `cpuSlowdownMultiplier`,
 * at face value): DevTools' request-level throttling, each request waiting `rttMs` for its
 * answer and the bytes coming at the throughput (bytes per second here, from kbit/s as
 * Lighthouse counts them: 1 kbit = 1,024 bits), the CPU slowed. Without `throughputKbps`, the
 * CPU alone. Applies to the page's own requests: a service worker's fetches are its own target's.
 */
export async function throttle(context, page, profile) {
  const cdp = await context.newCDPSession(page);
  if (profile.throughputKbps !== undefined) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.rttMs,
      downloadThroughput: (profile.throughputKbps * 1024) / 8,
      uploadThroughput: (profile.throughputKbps * 1024) / 8,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdownMultiplier });
  return cdp;
}
