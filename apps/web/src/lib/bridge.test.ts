import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismissToast } from './toast-store.ts';
import { BRIDGE_LOG_KEY, bridge, bridgeLog, canBridge, clearBridgeLog } from './bridge.ts';
import { captureLaunchParams, resetLaunchCache } from './launch.ts';

type HostWindow = Window & { webkit?: unknown; TenorBridge?: unknown };

describe('bridge', () => {
  afterEach(() => {
    delete (window as HostWindow).webkit;
    delete (window as HostWindow).TenorBridge;
    for (const t of currentToasts()) dismissToast(t.id);
  });

  it('posts to the iOS message handler', () => {
    const postMessage = vi.fn();
    (window as HostWindow).webkit = { messageHandlers: { tenor: { postMessage } } };
    expect(bridge.openProductDetail(12)).toBe('ios');
    expect(postMessage).toHaveBeenCalledWith({
      action: 'openProductDetail',
      payload: { productId: 12 },
    });
    expect(bridgeLog()).toEqual([]);
  });

  it('offers an optional action only when the launch lists it (bridge=speak), and speaks to Android', () => {
    for (const [launch, can] of [
      ['', false],
      ['&bridge=notify', false],
      ['&bridge=notify,%20speak', true],
      ['&bridge=speak', true],
    ] as const) {
      resetLaunchCache();
      window.history.replaceState(null, '', `/confirmLoan?token=t${launch}`);
      captureLaunchParams(window);
      expect(canBridge('speak')).toBe(can);
    }
    const speak = vi.fn();
    (window as HostWindow).TenorBridge = { openUrl: vi.fn(), speak };
    expect(bridge.speak({ text: 'मुख्य बातें', lang: 'hi-IN' })).toBe('android');
    expect(speak).toHaveBeenCalledWith('{"text":"मुख्य बातें","lang":"hi-IN"}');
    resetLaunchCache();
    sessionStorage.clear();
  });

  it('calls the Android interface with a JSON string', () => {
    const openUrl = vi.fn();
    (window as HostWindow).TenorBridge = { openUrl };
    expect(bridge.openUrl('tenor://x')).toBe('android');
    expect(openUrl).toHaveBeenCalledWith('{"url":"tenor://x"}');
  });

  it('simulates in a plain browser: logs to sessionStorage and shows a toast', () => {
    expect(bridge.openAppHome()).toBe('simulator');
    bridge.rateApp();
    const raw = JSON.parse(sessionStorage.getItem(BRIDGE_LOG_KEY) ?? '[]');
    expect(raw).toEqual([
      { action: 'openAppHome', payload: {}, at: expect.any(String) },
      { action: 'rateApp', payload: {}, at: expect.any(String) },
    ]);
    expect(bridgeLog()).toEqual(raw);
    expect(currentToasts().map((t) => t.message)).toEqual(['App: openAppHome', 'App: rateApp']);
    clearBridgeLog();
    expect(bridgeLog()).toEqual([]);
  });
});
