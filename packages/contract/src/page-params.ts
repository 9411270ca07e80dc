import type { PageKey } from './paths.ts';

/**
 * Each page's own query (docs/screens.md), checked once here (decision 007). A parameter the
 * page cannot work without makes the link invalid when it is absent or unreadable; an optional
 * one that is absent or unreadable is `undefined`, never `0`.
 *
 * Read without the validator (decision 091): every app page reads its address as it starts,
 * and an address holds only a few short strings, so the validator and its schemas stay out of
 * the pages' first load. Kept apart from `paths.ts`, which the web app's entry imports.
 */

/** What a reader gives for a value that cannot stand for its parameter. */
const unreadable: unique symbol = Symbol('unreadable');

/** Reads one parameter from the address's value for it (undefined when absent). */
type Reader<T> = (value: string | undefined) => T | typeof unreadable;

/** A string the whole of which matches `pattern`. */
const matching =
  (pattern: RegExp): Reader<string> =>
  (value) =>
    value !== undefined && pattern.test(value) ? value : unreadable;

/** A positive whole number as the address carries it: up to 15 digits, not all zeros. */
const id: Reader<number> = (value) =>
  value !== undefined && /^(?=\d*[1-9])\d{1,15}$/.test(value) ? Number(value) : unreadable;

/** Money in minor units: a positive whole number, like an id. */
const amount = id;

/** One of the values given, as written. */
const oneOf =
  <const V extends string>(...values: V[]): Reader<V> =>
  (value) =>
    values.includes(value as V) ? (value as V) : unreadable;

/** Absent or unreadable: undefined (the page works without it). */
const optional =
  <T>(read: Reader<T>): Reader<T | undefined> =>
  (value) => {
    const read_ = read(value);
    return read_ === unreadable ? undefined : read_;
  };

/** `display=1` marks the extension fee (docs/screens.md "Delay repayment"); anything else is a repayment. */
const display: Reader<0 | 1> = (value) => (value === '1' ? 1 : 0);

/** An order number or a complaint type's value as the server writes them. */
const code = (max: number) => matching(new RegExp(`^[\\w-]{1,${max}}$`));

type Shape = Readonly<Record<string, Reader<unknown>>>;

const order = { orderId: id, productId: optional(id) } as const;
const payment = { ...order, amount, display } as const;

/** Pages that read their query; every other page reads none (`{}`). */
export const pageParams = {
  relevant: { scene: optional(matching(/^[\s\S]+$/)) },
  confirmLoan: { productId: id },
  loanDetails: order,
  /** UPI AutoPay of an order (decision 072). */
  autopay: order,
  repay: payment,
  repayChoice: payment,
  /** QRIS in Indonesia (decision 073): the payment's amount, as `/that` links it. */
  repayQris: payment,
  /** An e-wallet in Indonesia (decision 077): the payment's amount and the wallet (`DANA`…). */
  repayEwallet: { ...payment, wallet: oneOf('DANA', 'OVO', 'SHOPEEPAY') },
  installmentRepay: order,
  repayDelay: order,
  loanStatement: order,
  cardRepay: { ...order, amount },
  /** A bill (`vcode`: virtual account, UPI, mini market) or a card/gateway repayment. */
  repayReceipt: { ...order, vcode: optional(code(64)), repaymentId: optional(id) },
  /** Chatbot: the loan the borrower asks about, when the app opens it from one; a complaint started there carries it. */
  chatbot: { orderNo: optional(code(64)) },
  /** Complaint home: the order the complaint is about, when the app opens it from one. */
  complainNew: { orderNo: optional(code(64)) },
  /**
   * Complaint form: the chosen type and sub-type and the order (from complaint home); without
   * a type (from the chatbot, `from=chat`) the form offers the types itself.
   */
  complainNext: {
    problemType: optional(code(32)),
    problemSonType: optional(code(32)),
    orderNo: optional(code(64)),
    from: optional(oneOf('chat')),
  },
  complainDetails: { problemId: id },
  loanAgreement: { productId: id },
  /** The site's loan agreement; `embed=1` is the agreement alone, as /Policy frames it. */
  siteLoan: { embed: optional(oneOf('1')) },
} as const satisfies Partial<Record<PageKey, Shape>>;

type ParamPage = keyof typeof pageParams;

/** What a reader gives for a readable value. */
type ReadOf<R> = R extends Reader<infer T> ? Exclude<T, typeof unreadable> : never;

/** A shape's parameters: those that may be undefined are optional keys. */
type ParamsOf<S extends Shape> = {
  [K in keyof S as undefined extends ReadOf<S[K]> ? never : K]: ReadOf<S[K]>;
} & { [K in keyof S as undefined extends ReadOf<S[K]> ? K : never]?: ReadOf<S[K]> };

export type PageParams<K extends PageKey> = K extends ParamPage
  ? { [N in keyof ParamsOf<(typeof pageParams)[K]>]: ParamsOf<(typeof pageParams)[K]>[N] }
  : Record<string, never>;

/**
 * The page's parameters from its query, or undefined when the link lacks one it needs.
 * A repeated key counts once, by its first value (as `URLSearchParams.get` reads it).
 */
export function parsePageParams<K extends PageKey>(
  page: K,
  search: URLSearchParams,
): PageParams<K> | undefined {
  const shape: Shape = page in pageParams ? pageParams[page as ParamPage] : {};
  const params: Record<string, unknown> = {};
  for (const [name, read] of Object.entries(shape)) {
    const value = read(search.get(name) ?? undefined);
    if (value === unreadable) return undefined;
    params[name] = value;
  }
  return params as PageParams<K>;
}
