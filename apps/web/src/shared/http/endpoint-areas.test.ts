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

  it('fail as the network does when the area cannot be loaded, and load it again on the next call', async () => {
    const load = vi
      .fn<() => Promise<typeof loans>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(loans);
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(() => Promise.resolve(envelope([])));
    vi.stubGlobal('fetch', fetchMock);
    const list = endpointArea(load)('recommendProductList');

    const offline = await call(list, { scene: undefined });
    expect(offline).toMatchObject({ ok: false, kind: 'network' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(currentToasts().map((t) => t.message)).toHaveLength(1);

    expect(await call(list, { scene: undefined })).toMatchObject({ ok: true, data: [] });
    expect(load).toHaveBeenCalledTimes(2);
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
});
