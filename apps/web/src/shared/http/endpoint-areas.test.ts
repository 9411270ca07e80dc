import { afterEach, describe, expect, it, vi } from 'vitest';
import * as loans from '@tenor/contract/endpoints/loans';
import { currentToasts, dismissToast } from '../../lib/toast-store.ts';
import { call } from './call.ts';
import { endpointArea, loadNamedAreas } from './endpoint-areas.ts';

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: '00', message: 'ok', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

describe('endpoints named by area', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const t of currentToasts()) dismissToast(t.id);
  });

  it('load their area on the first call only, not when named', async () => {
    const load = vi.fn(() => Promise.resolve(loans));
    const productApply = endpointArea(load)('productApply');
    expect(load).not.toHaveBeenCalled();

    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockImplementation(() => Promise.resolve(envelope({ url: '/confirmLoan?productId=3' }))),
    );
    const first = await call(productApply, { productId: 3, moduleId: 302, scene: undefined });
    const again = await call(productApply, { productId: 3, moduleId: 302, scene: undefined });
    expect(first).toMatchObject({ ok: true, data: { url: '/confirmLoan?productId=3' } });
    expect(again.ok).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  const importFailed = () =>
    new TypeError(
      'Failed to fetch dynamically imported module: http://127.0.0.1/assets/loans-x.js',
    );
  /** The server's answers by method: the probe is a HEAD of the area's file. */
  const network = (probe: () => Promise<Response>) =>
    vi
      .fn<typeof fetch>()
      .mockImplementation((_url, init) =>
        init?.method === 'HEAD' ? probe() : Promise.resolve(envelope([])),
      );

  it('fail as the network does while it does not answer, and load the area again on the next call', async () => {
    const load = vi
      .fn<() => Promise<typeof loans>>()
      .mockRejectedValueOnce(importFailed())
      .mockResolvedValue(loans);
    const fetchMock = network(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const list = endpointArea(load)('recommendProductList');

    const offline = await call(list, { scene: undefined });
    expect(offline).toMatchObject({ ok: false, kind: 'network' });
    // Only the probe went out, to the file the import named.
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('http://127.0.0.1/assets/loans-x.js');
    expect(currentToasts().map((t) => t.message)).toHaveLength(1);

    expect(await call(list, { scene: undefined })).toMatchObject({ ok: true, data: [] });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ask again at once when the network answers: a lost request costs no Retry', async () => {
    const load = vi
      .fn<() => Promise<typeof loans>>()
      .mockRejectedValueOnce(importFailed())
      .mockResolvedValue(loans);
    vi.stubGlobal(
      'fetch',
      network(() => Promise.resolve(new Response(null))),
    );
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const list = endpointArea(load)('recommendProductList');

    expect(await call(list, { scene: undefined })).toMatchObject({ ok: true, data: [] });
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('in the background, leave a failure to the next call: no probe, no reload', async () => {
    const load = vi.fn<() => Promise<typeof loans>>().mockRejectedValue(importFailed());
    const fetchMock = network(() => Promise.resolve(new Response(null)));
    vi.stubGlobal('fetch', fetchMock);
    endpointArea(load)('loanDetails');

    await loadNamedAreas();
    expect(load).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('are loaded once the page has started: the areas a module has named, and no other', async () => {
    const named = vi.fn(() => Promise.resolve(loans));
    const unnamed = vi.fn(() => Promise.resolve(loans));
    endpointArea(named)('loanDetails');
    endpointArea(unnamed);

    await loadNamedAreas();
    expect(named).toHaveBeenCalledTimes(1);
    expect(unnamed).not.toHaveBeenCalled();
  });
  it('are loaded one per idle moment, the validator first, so no task builds them all', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const first = vi.fn(() => Promise.resolve(loans));
    const second = vi.fn(() => Promise.resolve(loans));
    endpointArea(first)('loanDetails');
    endpointArea(second)('productApply');

    let done = false;
    void loadNamedAreas().then(() => (done = true));
    const loadsPerMoment: number[] = [];
    for (let moments = 0; !done && moments < 20; moments++) {
      await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0));
      const before = first.mock.calls.length + second.mock.calls.length;
      idle.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
      loadsPerMoment.push(first.mock.calls.length + second.mock.calls.length - before);
      await vi.waitFor(() => expect(done || idle.length > 0).toBe(true));
    }
    expect(done).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    // The validator's moment first (no area), then one area per moment, never two at once.
    expect(loadsPerMoment[0]).toBe(0);
    expect(Math.max(...loadsPerMoment)).toBe(1);
  });

  // Last: its area waits for the reload for good, and loadNamedAreas would wait with it.
  it('load the page again when the network answers and the browser keeps the failure, once a minute', async () => {
    const load = vi.fn<() => Promise<typeof loans>>().mockRejectedValue(importFailed());
    vi.stubGlobal(
      'fetch',
      network(() => Promise.resolve(new Response(null))),
    );
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    sessionStorage.clear();

    const pending = call(endpointArea(load)('recommendProductList'), { scene: undefined });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    // The call waits for the page to go: no error flashes before it.
    expect(await Promise.race([pending, Promise.resolve('waiting')])).toBe('waiting');
    expect(currentToasts()).toHaveLength(0);

    // Within the minute, the same failure is the network error, with its Retry.
    const again = await call(endpointArea(load)('recommendProductList'), { scene: undefined });
    expect(again).toMatchObject({ ok: false, kind: 'network' });
    expect(reload).toHaveBeenCalledOnce();
    sessionStorage.clear();
  });
});
