/** One toast system for the whole app (docs/screens.md "Common to every page"). */
export type ToastKind = 'text' | 'info' | 'loading';

export const TOAST_DEFAULT_MS = 3000;
export const TOAST_INFO_MS = 2000;
export const TOAST_MIN_MS = 300;
const MAX_VISIBLE = 3;

/** How long a toast stays: the kind's default, or the requested time but never under 300 ms. Loading toasts stay until closed. */
export function toastDuration(kind: ToastKind, requested?: number): number {
  if (kind === 'loading') return Number.POSITIVE_INFINITY;
  const wanted =
    requested !== undefined && Number.isFinite(requested)
      ? requested
      : kind === 'info'
        ? TOAST_INFO_MS
        : TOAST_DEFAULT_MS;
  return Math.max(TOAST_MIN_MS, wanted);
}

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener(toasts);
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  const next = toasts.filter((t) => t.id !== id);
  if (next.length !== toasts.length) {
    toasts = next;
    emit();
  }
}

/** Shows a toast and returns a function that closes it early. */
export function showToast(
  message: string,
  options: { kind?: ToastKind; duration?: number } = {},
): () => void {
  const kind = options.kind ?? 'text';
  const ms = toastDuration(kind, options.duration);
  // The same message twice (a retried call, a double tap) restarts the visible toast.
  const same = toasts.find((t) => t.kind === kind && t.message === message);
  if (same) {
    const timer = timers.get(same.id);
    if (timer !== undefined) clearTimeout(timer);
    if (Number.isFinite(ms))
      timers.set(
        same.id,
        setTimeout(() => dismissToast(same.id), ms),
      );
    return () => dismissToast(same.id);
  }
  const id = nextId++;
  const overflow = toasts.length - MAX_VISIBLE + 1;
  for (const old of toasts.slice(0, Math.max(0, overflow))) dismissToast(old.id);
  toasts = [...toasts, { id, kind, message }];
  if (Number.isFinite(ms))
    timers.set(
      id,
      setTimeout(() => dismissToast(id), ms),
    );
  emit();
  return () => dismissToast(id);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToasts = (): readonly Toast[] => toasts;
