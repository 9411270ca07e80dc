import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineEndpoint } from '@tenor/contract/endpoint';
import { devSession } from '@tenor/contract/endpoints/dev';
import { contractList, productApply, recommendProductList } from '@tenor/contract/endpoints/loans';
import { captureLaunchParams, resetLaunchCache } from '../../lib/launch.ts';
import { currentToasts, dismissToast } from '../../lib/toast-store.ts';
import { call } from './call.ts';
import { CallError, callOrThrow, isRetryable } from './query.ts';

const envelope = (data: unknown, code = '00', message = 'ok') =>
  new Response(JSON.stringify({ code, message, data }), {
    headers: { 'Content-Type': 'application/json' },
  });

const fetchMock = vi.fn<typeof fetch>();
const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return {
    url: String(url),
    init: init ?? {},
    headers: (init?.headers ?? {}) as Record<string, string>,
  };
};
const toasts = () => currentToasts().map((t) => t.message);

/** Opens the page as the app would: the launch parameters in the address. */
function startSession(token: string | undefined, common: [string, string][]) {
  const launch = new URLSearchParams(common);
  if (token) launch.set('token', token);
  resetLaunchCache();
  // An in-app page: on the official site's pages the language stays in the address.
  window.history.replaceState(null, '', `/relevant?${launch.toString()}`);
  captureLaunchParams(window);
}

describe('call', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    startSession('tok-123', [
      ['languageType', '1'],
      ['deviceId', 'dev-9'],
      ['appName', 'Tenor'],
      ['platform', 'android'],
    ]);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
    for (const t of currentToasts()) dismissToast(t.id);
  });

  it('form: POSTs {path}?{common params} with an URL-encoded body and X-Token header', async () => {
    fetchMock.mockResolvedValue(envelope({ url: '/confirmLoan?productId=3' }));
    const result = await call(productApply, { productId: 3, moduleId: 302, scene: 'banner_fudai' });

    expect(result).toEqual({ ok: true, data: { url: '/confirmLoan?productId=3' }, message: 'ok' });
    const { url, init, headers } = lastRequest();
    expect(init.method).toBe('POST');
    expect(url).toBe(
      '/indah/v3/product/apply?languageType=1&deviceId=dev-9&appName=Tenor&platform=android',
    );
    expect(init.body).toBe('productId=3&moduleId=302&scene=banner_fudai');
    expect(headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(headers['X-Token']).toBe('tok-123');
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(url).not.toContain('tok-123');
    expect(String(init.body)).not.toContain('tok-123');
  });

  it('form: leaves out fields that are undefined', async () => {
    fetchMock.mockResolvedValue(envelope([]));
    await call(recommendProductList, { scene: undefined });
    expect(lastRequest().init.body).toBe('');
  });

  it('query: GETs {path}?{common params}&{request params}', async () => {
    fetchMock.mockResolvedValue(envelope([{ title: 'Loan agreement', position: 1 }]));
    const result = await call(contractList, { productId: 4, scene: 3 });

    expect(result.ok).toBe(true);
    const { url, init, headers } = lastRequest();
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(url).toBe(
      '/v3/contract/contract?languageType=1&deviceId=dev-9&appName=Tenor&platform=android&productId=4&scene=3',
    );
    expect(headers['X-Token']).toBe('tok-123');
    expect(url).not.toContain('token');
  });

  it('json: POSTs a JSON body with the device parameters as headers', async () => {
    fetchMock.mockResolvedValue(
      envelope({ token: 'new', borrowerId: 1, orders: {}, products: [] }),
    );
    await call(devSession, { region: 'IN' });

    const { url, init, headers } = lastRequest();
    expect(url).toBe('/dev/session');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ region: 'IN' });
    expect(headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-Token': 'tok-123',
      'X-Language-Type': '1',
      'X-Device-Id': 'dev-9',
      'X-App-Name': 'Tenor',
      'X-Platform': 'android',
    });
    expect(headers['X-Channel']).toBeUndefined();
    expect(headers['X-Locale']).toBeUndefined();
  });

  it('sends the staff locale so the server answers in Chinese: header on JSON, query on forms', async () => {
    startSession('tok-123', [
      ['languageType', '1'],
      ['locale', 'zh-CN'],
    ]);
    fetchMock.mockResolvedValue(
      envelope({ token: 'new', borrowerId: 1, orders: {}, products: [] }),
    );
    await call(devSession, { region: 'IN' });
    expect(lastRequest().headers).toMatchObject({ 'X-Language-Type': '1', 'X-Locale': 'zh-CN' });

    fetchMock.mockResolvedValue(envelope([]));
    await call(recommendProductList, {});
    expect(lastRequest().url).toBe(
      '/indah/v3/product/recommend-product-list?languageType=1&locale=zh-CN',
    );
  });

  it('fills :name path parameters from the payload', async () => {
    const endpoint = defineEndpoint({
      method: 'POST',
      path: '/dev/orders/:orderId/status',
      encoding: 'json',
      request: z.object({ orderId: z.int(), status: z.int() }),
      response: z.object({ orderId: z.int(), status: z.int() }),
    });
    fetchMock.mockResolvedValue(envelope({ orderId: 7, status: 200 }));
    await call(endpoint, { orderId: 7, status: 200 });
    const { url, init } = lastRequest();
    expect(url).toBe('/dev/orders/7/status');
    expect(JSON.parse(String(init.body))).toEqual({ status: 200 });
  });

  it('sends no X-Token without a session', async () => {
    startSession(undefined, [['languageType', '2']]);
    fetchMock.mockResolvedValue(envelope([]));
    await call(recommendProductList, {});
    const { url, headers } = lastRequest();
    expect(headers['X-Token']).toBeUndefined();
    expect(url).toBe('/indah/v3/product/recommend-product-list?languageType=2');
  });

  it('a non-success code toasts the server message and resolves as failed', async () => {
    fetchMock.mockResolvedValue(envelope(null, '1009', 'Kuota produk ini sudah habis'));
    const result = await call(productApply, { productId: 3, moduleId: 300 });
    expect(result).toEqual({
      ok: false,
      kind: 'server',
      code: '1009',
      message: 'Kuota produk ini sudah habis',
    });
    expect(toasts()).toEqual(['Kuota produk ini sudah habis']);
  });

  it('also reads an envelope sent with an HTTP error status', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: '1002', message: 'Session expired', data: null }), {
        status: 401,
      }),
    );
    const result = await call(recommendProductList, {});
    expect(result).toMatchObject({
      ok: false,
      kind: 'server',
      code: '1002',
      message: 'Session expired',
    });
  });

  it('a refusal without a message shows the fallback of the caller', async () => {
    fetchMock.mockResolvedValue(envelope(null, '1009', ''));
    const result = await call(
      productApply,
      { productId: 3, moduleId: 300 },
      { fallbackMessage: 'processing failed' },
    );
    expect(result).toMatchObject({ ok: false, code: '1009', message: 'processing failed' });
    expect(toasts()).toEqual(['processing failed']);
  });

  it('sends the token of another session when asked (the test preview)', async () => {
    fetchMock.mockResolvedValue(envelope([]));
    await call(recommendProductList, {}, { token: 'demo-token' });
    expect(lastRequest().headers['X-Token']).toBe('demo-token');
  });

  it('quiet calls do not toast', async () => {
    fetchMock.mockResolvedValue(envelope(null, '1001', 'bad'));
    const result = await call(productApply, { productId: 3, moduleId: 300 }, { quiet: true });
    expect(result.ok).toBe(false);
    expect(toasts()).toEqual([]);
  });

  it('data that does not fit the contract is a decode failure, reported in development', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(envelope([{ id: 'one' }]));
    const result = await call(recommendProductList, {});
    expect(result).toMatchObject({ ok: false, kind: 'decode', code: 'decode' });
    expect(consoleError).toHaveBeenCalled();
    await expect(callOrThrow(recommendProductList, {})).rejects.toBeInstanceOf(CallError);
  });

  it('a 200 that is not an envelope is a decode failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(new Response('<html>', { status: 200 }));
    expect(await call(recommendProductList, {})).toMatchObject({ ok: false, code: 'decode' });
  });

  it('a network failure toasts the localised message and resolves as failed', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await call(recommendProductList, {});
    expect(result).toEqual({
      ok: false,
      kind: 'network',
      code: 'network',
      message: 'Network problem, please try again',
    });
    expect(toasts()).toEqual(['Network problem, please try again']);
  });

  it('a gateway error page counts as a network failure', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    expect(await call(recommendProductList, {})).toMatchObject({ ok: false, code: 'network' });
  });

  it('gives up after 60 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const pending = call(recommendProductList, {});
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ ok: false, code: 'network' });
    expect(toasts()).toEqual(['Network problem, please try again']);
  });

  it('a cancellation by the caller is silent', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const controller = new AbortController();
    const pending = call(recommendProductList, {}, { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, code: 'aborted' });
    expect(toasts()).toEqual([]);
  });

  it('shows a loading toast while the call runs when asked', async () => {
    let resolve!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise((r) => (resolve = r)));
    const pending = call(recommendProductList, {}, { loading: true });
    expect(toasts()).toEqual(['Loading…']);
    resolve(envelope([]));
    await pending;
    expect(toasts()).toEqual([]);
  });

  it('only network failures are retryable', () => {
    expect(
      isRetryable(new CallError({ ok: false, kind: 'network', code: 'network', message: '' })),
    ).toBe(true);
    expect(
      isRetryable(new CallError({ ok: false, kind: 'server', code: '1009', message: '' })),
    ).toBe(false);
    expect(
      isRetryable(new CallError({ ok: false, kind: 'decode', code: 'decode', message: '' })),
    ).toBe(false);
  });
});
