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
});
