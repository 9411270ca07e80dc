/**
 * A W3C WebDriver client over plain fetch, just the commands the WebKit journeys use
 * (decision 027). WebKitWebDriver drives WebKitGTK's MiniBrowser; one session at a time.
 */

/** The key under which W3C WebDriver sends and expects an element reference. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export interface ElementRef {
  [ELEMENT_KEY]: string;
}

export class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
    readonly command: string,
  ) {
    super(`${command}: ${error}: ${message}`);
  }
}

/** Errors that mean "the page moved under us": worth trying the same step again. */
export function isRetryable(err: unknown): boolean {
  return (
    err instanceof WebDriverError &&
    [
      'stale element reference',
      'element click intercepted',
      'element not interactable',
      'no such element',
      'javascript error',
    ].includes(err.error)
  );
}

export function elementId(ref: ElementRef): string {
  return ref[ELEMENT_KEY];
}

export class WebDriverSession {
  private constructor(
    private readonly driverUrl: string,
    readonly id: string,
  ) {}

  /** A new browser: MiniBrowser in automation mode (`binary` from the caller). */
  static async start(driverUrl: string, binary: string): Promise<WebDriverSession> {
    const value = await send<{ sessionId: string }>(driverUrl, 'POST', '/session', {
      capabilities: {
        alwaysMatch: {
          'webkitgtk:browserOptions': { binary, args: ['--automation'] },
          // Journeys poll for what they wait on; a page load never waits longer than this.
          timeouts: { pageLoad: 120_000, script: 60_000, implicit: 0 },
        },
      },
    });
    return new WebDriverSession(driverUrl, value.sessionId);
  }

  private command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
    return send<T>(this.driverUrl, method, `/session/${this.id}${path}`, body);
  }

  async quit(): Promise<void> {
    await this.command('DELETE', '');
  }

  async setWindowRect(width: number, height: number): Promise<void> {
    await this.command('POST', '/window/rect', { width, height });
  }

  async navigate(url: string): Promise<void> {
    await this.command('POST', '/url', { url });
  }

  url(): Promise<string> {
    return this.command<string>('GET', '/url');
  }

  /** Runs `script` (a function body) in the page; DOM elements come back as references. */
  execute<T>(script: string, args: unknown[] = []): Promise<T> {
    return this.command<T>('POST', '/execute/sync', { script, args });
  }

  async click(element: ElementRef): Promise<void> {
    await this.command('POST', `/element/${elementId(element)}/click`, {});
  }

  async clear(element: ElementRef): Promise<void> {
    await this.command('POST', `/element/${elementId(element)}/clear`, {});
  }

  async type(element: ElementRef, text: string): Promise<void> {
    await this.command('POST', `/element/${elementId(element)}/value`, { text });
  }

  /** The window as a PNG. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.command<string>('GET', '/screenshot'), 'base64');
  }
}

async function send<T>(
  driverUrl: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${driverUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(180_000),
  });
  const text = await res.text();
  let value: unknown;
  try {
    value = (JSON.parse(text) as { value: unknown }).value;
  } catch {
    throw new WebDriverError(
      'unknown error',
      `not JSON (${res.status}): ${text.slice(0, 200)}`,
      path,
    );
  }
  if (!res.ok) {
    const failure = value as { error?: string; message?: string };
    throw new WebDriverError(
      failure.error ?? 'unknown error',
      failure.message ?? text,
      `${method} ${path}`,
    );
  }
  return value as T;
}
