import { pagePaths } from '@tenor/contract/paths';
import { showToast } from './toast-store.ts';
import { isDev } from './config.ts';
import { launchParams } from './launch.ts';

/**
 * The only module that talks to the native host (docs/native-integration.md, the bridge). Calls are fire-and-forget.
 * In a plain browser a simulator records each call in sessionStorage (listed by
 * /testPreview), so every page also works and is testable outside the app. The simulator
 * shows a toast only in development builds and on /testPreview: a borrower never sees
 * tooling.
 */
export interface BridgeActions {
  openAppHome: Record<string, never>;
  openProductDetail: { productId: number };
  openUrl: { url: string };
  rateApp: Record<string, never>;
  close: Record<string, never>;
  /** A payment code to show at the counter without network (docs/native-integration.md). */
  saveCode: SavedCode;
  /** The order's saved code is no longer payable (paid, or replaced): drop it. */
  forgetCode: { orderId: number };
  /** A payment reminder to raise as a phone notification (decision 062), once per `id`. */
  notify: { id: string; title: string; body: string; url: string };
  /**
   * Text to read aloud with the phone's own speech (decision 070), in `lang` (BCP 47: `en-IN`,
   * `hi-IN`, `id-ID`, `en-ID`, `zh-CN`); a new call replaces what is being read.
   */
  speak: { text: string; lang: string };
}

/** What the app keeps of a code for the counter: no token, phone or name (decision 049). */
export interface SavedCode {
  orderId: number;
  /** The bill number. */
  vcode: string;
  /** The account number or payment code; UPI: the payee's UPI ID. */
  code: string;
  /** As the page shows it (`Rp 1.500.000`, `₹1,500.00`). */
  amount: string;
  payee: string;
  /** ISO-8601: not payable from then on. */
  expiresAt: string;
  steps: { name: string; steps: string[] }[];
  /** ISO-8601: when the server last answered for this code. */
  checkedAt: string;
}
export type BridgeAction = keyof BridgeActions;

export interface BridgeLogEntry {
  action: BridgeAction;
  payload: unknown;
  /** ISO-8601 time of the call. */
  at: string;
}

export const BRIDGE_LOG_KEY = 'tenor.bridgeLog';
const MAX_LOG = 100;

interface HostWindow {
  webkit?: { messageHandlers?: { tenor?: { postMessage(message: unknown): void } } };
  TenorBridge?: Partial<Record<BridgeAction, (json: string) => void>>;
}

export type BridgeTarget = 'ios' | 'android' | 'simulator';

const listeners = new Set<() => void>();

export function bridgeLog(): BridgeLogEntry[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(BRIDGE_LOG_KEY) ?? '[]');
    return Array.isArray(value) ? (value as BridgeLogEntry[]) : [];
  } catch {
    return [];
  }
}

export function clearBridgeLog(): void {
  try {
    sessionStorage.removeItem(BRIDGE_LOG_KEY);
  } catch {
    // Storage disabled: nothing was logged.
  }
  for (const listener of listeners) listener();
}

/** Notified after each simulated call or clear (for /testPreview). */
export function subscribeBridgeLog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function simulate(action: BridgeAction, payload: unknown): void {
  const entry: BridgeLogEntry = { action, payload, at: new Date().toISOString() };
  try {
    const log = [...bridgeLog(), entry].slice(-MAX_LOG);
    sessionStorage.setItem(BRIDGE_LOG_KEY, JSON.stringify(log));
  } catch {
    // Storage disabled: the toast still shows the call.
  }
  for (const listener of listeners) listener();
  if (isDev || window.location.pathname === pagePaths.testPreview) {
    showToast(`App: ${action}`, { kind: 'info' });
  }
}

/** Bridge actions an app handles only when its launch says so (`bridge=speak`). */
export type OptionalBridgeAction = 'speak';

/** Whether the app said at launch that it handles this action (docs/native-integration.md). */
export const canBridge = (action: OptionalBridgeAction): boolean =>
  (launchParams().bridge ?? '').split(',').some((name) => name.trim() === action);

/** Whether a native host is listening (inside the app) or the simulator stands in (a browser). */
export function bridgeTarget(): BridgeTarget {
  const host = window as unknown as HostWindow;
  if (host.webkit?.messageHandlers?.tenor) return 'ios';
  if (typeof host.TenorBridge?.openUrl === 'function') return 'android';
  return 'simulator';
}

function send<A extends BridgeAction>(action: A, payload: BridgeActions[A]): BridgeTarget {
  const host = window as unknown as HostWindow;
  const ios = host.webkit?.messageHandlers?.tenor;
  if (ios) {
    ios.postMessage({ action, payload });
    return 'ios';
  }
  const android = host.TenorBridge?.[action];
  if (typeof android === 'function') {
    android.call(host.TenorBridge, JSON.stringify(payload));
    return 'android';
  }
  simulate(action, payload);
  return 'simulator';
}

export const bridge = {
  openAppHome: () => send('openAppHome', {}),
  openProductDetail: (productId: number) => send('openProductDetail', { productId }),
  openUrl: (url: string) => send('openUrl', { url }),
  rateApp: () => send('rateApp', {}),
  close: () => send('close', {}),
  saveCode: (code: SavedCode) => send('saveCode', code),
  forgetCode: (orderId: number) => send('forgetCode', { orderId }),
  notify: (notice: BridgeActions['notify']) => send('notify', notice),
  speak: (speech: BridgeActions['speak']) => send('speak', speech),
};
