/**
 * What a journey does with the page, as a borrower would: open a link, wait to see
 * something, tap it, type. Every wait polls for its condition until a generous deadline
 * (a CI machine can be several times slower than this one); nothing sleeps for a fixed time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, FIND_SCRIPT, toWire, type Query } from './find.ts';
import { isRetryable, type ElementRef, type WebDriverSession } from './webdriver.ts';

/** Screenshots and files of a run (emptied by scripts/test-webkit.mjs). */
export const WORK_DIR = resolve(import.meta.dirname, '../../.tmp/webkit');

/** How long one condition may take to come true. */
export const WAIT_MS = Number(process.env.WEBKIT_WAIT_MS ?? 45_000);
const POLL_MS = 150;

interface Found {
  element: ElementRef | null;
  text: string;
  disabled: boolean;
  count: number;
}

export class JourneyError extends Error {}

/** Polls `probe` until it returns something other than undefined, or fails with `what`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = WAIT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (err) {
      if (!isRetryable(err)) throw err;
      last = err;
    }
    if (Date.now() > deadline) {
      const why = last instanceof Error ? ` (last error: ${last.message})` : '';
      throw new JourneyError(`timed out after ${timeoutMs / 1000} s waiting for ${what}${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export class Page {
  constructor(
    readonly driver: WebDriverSession,
    readonly baseUrl: string,
  ) {}

  /** Opens a page as the app would and waits until its script has started (`html[data-ready]`). */
  async open(pathAndQuery: string): Promise<void> {
    await this.driver.navigate(`${this.baseUrl}${pathAndQuery}`);
    await this.ready();
  }

  /** A server-rendered page shows its content before its app listens to taps. */
  async ready(): Promise<void> {
    await waitFor('the page to start (html[data-ready])', async () =>
      (await this.driver.execute<boolean>(
        'return document.readyState === "complete" && document.documentElement.hasAttribute("data-ready")',
      ))
        ? true
        : undefined,
    );
  }

  private find(q: Query): Promise<Found> {
    return this.driver.execute<Found>(FIND_SCRIPT, [toWire(q)]);
  }

  /** Waits until `q` is visible; its visible text. */
  async see(q: Query): Promise<string> {
    return waitFor(`${describe(q)} to be visible`, async () => {
      const found = await this.find(q);
      return found.element ? found.text : undefined;
    });
  }

  /** Waits until the image `q` is visible and has loaded (a broken image has no pixels). */
  async seeImage(q: Query): Promise<void> {
    await waitFor(`${describe(q)} to show its picture`, async () => {
      const found = await this.find(q);
      if (!found.element) return undefined;
      const loaded = await this.driver.execute<boolean>(
        'const img = arguments[0]; return img.complete && img.naturalWidth > 0',
        [found.element],
      );
      return loaded ? true : undefined;
    });
  }

  /** Waits until `q`'s visible text is `expected` (or matches it). */
  async seeText(q: Query, expected: string | RegExp): Promise<string> {
    let seen = '(nothing)';
    try {
      return await waitFor(`${describe(q)} to read ${String(expected)}`, async () => {
        const found = await this.find(q);
        if (!found.element) return undefined;
        seen = found.text;
        const ok =
          typeof expected === 'string' ? found.text === expected : expected.test(found.text);
        return ok ? found.text : undefined;
      });
    } catch (err) {
      throw new JourneyError(`${(err as Error).message}; it reads "${seen}"`);
    }
  }

  /** Waits until nothing matches `q` on screen. */
  async gone(q: Query): Promise<void> {
    await waitFor(`${describe(q)} to disappear`, async () =>
      (await this.find(q)).element ? undefined : true,
    );
  }

  /** How many visible elements match `q` now. */
  async count(q: Query): Promise<number> {
    return (await this.find(q)).count;
  }

  /**
   * Taps `q` once it is visible and enabled. The element is first scrolled to the centre:
   * WebKit's driver refuses a click on an element at the edge or under the sticky action bar.
   */
  async tap(q: Query): Promise<void> {
    await waitFor(`${describe(q)} to be tappable`, async () => {
      const found = await this.find(q);
      if (!found.element || found.disabled) return undefined;
      await this.scrollToCentre(found.element);
      await this.driver.click(found.element);
      return true;
    });
  }

  /** Types `text` into the field `q` (emptied first), as keystrokes. */
  async fill(q: Query, text: string): Promise<void> {
    await waitFor(`${describe(q)} to take text`, async () => {
      const found = await this.find(q);
      if (!found.element || found.disabled) return undefined;
      await this.scrollToCentre(found.element);
      await this.driver.clear(found.element);
      await this.driver.type(found.element, text);
      return true;
    });
  }

  /**
   * Picks a file in the file input `[data-testid=testId]`, as the photo picker would. The
   * input itself is hidden behind its button, so it is found without the visibility rule.
   */
  async attach(testId: string, file: string): Promise<void> {
    const input = await waitFor(`the file input ${testId}`, async () => {
      const found = await this.driver.execute<ElementRef | null>(
        "return document.querySelector('[data-testid=\"' + arguments[0] + '\"]')",
        [testId],
      );
      return found ?? undefined;
    });
    await this.driver.type(input, file);
  }

  /** Whether a checkbox or radio found by `q` is checked. */
  async checked(q: Query): Promise<boolean> {
    const found = await this.find(q);
    if (!found.element) throw new JourneyError(`${describe(q)} is not on screen`);
    return this.driver.execute<boolean>('return arguments[0].checked === true', [found.element]);
  }

  /** Waits until the address (path and query) matches. */
  async seeUrl(pattern: RegExp): Promise<string> {
    let seen = '';
    try {
      return await waitFor(`the address to match ${String(pattern)}`, async () => {
        seen = await this.driver.url();
        return pattern.test(seen) ? seen : undefined;
      });
    } catch (err) {
      throw new JourneyError(`${(err as Error).message}; it is ${seen}`);
    }
  }

  /** Keeps what the screen shows now as .tmp/webkit/<name>.png, to look at after a run. */
  async shot(name: string): Promise<void> {
    mkdirSync(WORK_DIR, { recursive: true });
    writeFileSync(resolve(WORK_DIR, `${name}.png`), await this.driver.screenshot());
  }

  /** The visible text of the whole page (for failure reports and "nothing of the other market"). */
  bodyText(): Promise<string> {
    return this.driver.execute<string>('return document.body ? document.body.innerText : ""');
  }

  private async scrollToCentre(element: ElementRef): Promise<void> {
    await this.driver.execute(
      'arguments[0].scrollIntoView({ block: "center", inline: "center", behavior: "instant" })',
      [element],
    );
  }
}
