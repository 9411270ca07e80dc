import { t } from '../i18n.ts';
import type { EndpointDef, EndpointLike, RequestOf, ResponseOf } from '@tenor/contract/endpoint';
import { codes, isEnvelope } from '@tenor/contract/envelope';
import type { Transport } from '@tenor/contract/render';
import { REQUEST_TIMEOUT_MS } from '@tenor/contract/rules';
import { apiBase, isDev } from '../../lib/config.ts';
import { commonParams } from '../../lib/launch.ts';
import { endSession, sessionToken } from '../../lib/session.ts';
import { showToast } from '../../lib/toast-store.ts';
import { buildRequest } from './build-request.ts';
import { xhrTransport } from './xhr-transport.ts';

export type CallFailure =
  /** The server answered with a non-success envelope code. */
  | { ok: false; kind: 'server'; code: string; message: string }
  /** No usable answer: offline, timeout, proxy error page. Retryable. */
  | { ok: false; kind: 'network'; code: 'network'; message: string }
  /** The answer does not fit the contract. */
  | { ok: false; kind: 'decode'; code: 'decode'; message: string }
  /** The caller cancelled (e.g. the page was left); nothing is shown. */
  | { ok: false; kind: 'aborted'; code: 'aborted'; message: string };

export type CallResult<T> = { ok: true; data: T; message: string } | CallFailure;

export interface CallOptions {
  /** Show a loading toast while the call runs. */
  loading?: boolean;
  /** Do not toast failures (fire-and-forget calls such as tracking events). */
  quiet?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Shown when a refusal comes without a message (docs/screens.md "Card repayment": 'processing failed', …). */
  fallbackMessage?: string;
  /** Another session's token instead of the page's (the test preview acting for a demo borrower). */
  token?: string;
  /** Files of a multipart call, by field name (the contract's request holds its text fields). */
  files?: Record<string, Blob>;
  /** Reports how much of the request body has been sent (0–1): the call then goes through XHR. */
  onUploadProgress?: (fraction: number) => void;
}

/** How requests travel: `fetch` in the browser; the server renderer answers them in-process. */
let transport: Transport = (url, init) => fetch(url, init);

/** Server rendering only: calls reach the server's own handlers without a network hop. */
export function setTransport(next: Transport): void {
  transport = next;
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

/**
 * The one HTTP layer. Resolves (never rejects) with a discriminated result; every
 * failure except a cancellation is shown to the user as a toast unless `quiet`. The app's
 * modules name their endpoints by reference (endpoint-areas.ts): one that cannot be loaded
 * (offline) fails as the network does.
 */
export async function call<E extends EndpointLike>(
  named: E,
  payload: RequestOf<E>,
  options: CallOptions = {},
): Promise<CallResult<ResponseOf<E>>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const closeLoading = options.loading
    ? showToast(t('common.loading'), { kind: 'loading' })
    : undefined;

  const fail = (failure: CallFailure): CallFailure => {
    if (!options.quiet && failure.kind !== 'aborted') showToast(failure.message);
    return failure;
  };
  const network = (): CallFailure =>
    fail({ ok: false, kind: 'network', code: 'network', message: t('common.networkError') });

  try {
    let endpoint: EndpointDef;
    try {
      endpoint = typeof named === 'function' ? await named() : named;
    } catch {
      return network();
    }
    const fields = options.files ? { ...(payload as object), ...options.files } : payload;
    const request = buildRequest(endpoint, fields, {
      apiBase,
      token: options.token ?? sessionToken(),
      common: commonParams(),
    });
    let res: Response;
    try {
      const send = options.onUploadProgress ? xhrTransport(options.onUploadProgress) : transport;
      res = await send(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch {
      if (options.signal?.aborted && !timedOut) {
        return { ok: false, kind: 'aborted', code: 'aborted', message: '' };
      }
      return network();
    }

    const body = await readJson(res);
    if (!isEnvelope(body)) {
      // A gateway error page or an empty answer is a transport problem; a 200 that is not
      // an envelope is a contract problem.
      if (!res.ok) return network();
      if (isDev) console.error(`[http] ${endpoint.path}: the answer is not an envelope`, body);
      return fail({ ok: false, kind: 'decode', code: 'decode', message: t('common.decodeError') });
    }
    if (body.code !== endpoint.success) {
      if (body.code === codes.unauthorized && options.token === undefined) endSession();
      return fail({
        ok: false,
        kind: 'server',
        code: body.code,
        message: body.message || options.fallbackMessage || t('common.errorTitle'),
      });
    }
    const parsed = endpoint.response.safeParse(body.data);
    if (!parsed.success) {
      if (isDev) {
        console.error(`[http] ${endpoint.path}: data does not match the contract`, parsed.error);
      }
      return fail({ ok: false, kind: 'decode', code: 'decode', message: t('common.decodeError') });
    }
    return { ok: true, data: parsed.data as ResponseOf<E>, message: body.message };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
    closeLoading?.();
  }
}
