import * as z from 'zod/mini';
import { allBuiltOnRead } from './built-on-read.ts';
import type { PageKey } from './paths.ts';

/**
 * Each page's own query (docs/screens.md), checked once by these schemas (decision 007). A
 * parameter the page cannot work without makes the link invalid when it is absent or
 * unreadable; an optional one that is absent or unreadable is `undefined`, never `0`.
 *
 * Kept apart from `paths.ts`: the web app's entry imports the page paths, and these
 * schemas would pull the validator into every route's first load (even the not-found page).
 */

/** A positive whole number as the address carries it: up to 15 digits, not all zeros. */
const id = () =>
  z.pipe(
    z.string().check(z.regex(/^(?=\d*[1-9])\d{1,15}$/, 'must be a positive whole number')),
    z.transform((s: string) => Number(s)),
  );

/** Absent or unreadable: undefined (the page works without it). */
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** Money in minor units: a positive whole number, like an id. */
const amount = id;

/** `display=1` marks the extension fee (docs/screens.md "Delay repayment"); anything else is a repayment. */
const display = () =>
  z.catch(
    z.pipe(
      z.optional(z.string()),
      z.transform((s: string | undefined): 0 | 1 => (s === '1' ? 1 : 0)),
    ),
    0 as const,
  );

/** An order number or a complaint type's value as the server writes them. */
const code = (max: number) => z.string().check(z.regex(new RegExp(`^[\\w-]{1,${max}}$`)));

const order = () => z.object({ orderId: id(), productId: optional(id()) });
const payment = () =>
  z.object({
    orderId: id(),
    productId: optional(id()),
    amount: amount(),
    display: display(),
  });

/**
 * Pages that read their query; every other page reads none (`{}`). Each schema is built the
 * first time it is read: a page parses only its own (decision 024).
 */
export const pageParams = allBuiltOnRead({
  relevant: () => z.object({ scene: optional(z.string().check(z.minLength(1))) }),
  confirmLoan: () => z.object({ productId: id() }),
  loanDetails: order,
  /** UPI AutoPay of an order (decision 072). */
  autopay: order,
  repay: payment,
  repayChoice: payment,
  /** QRIS in Indonesia (decision 073): the payment's amount, as `/that` links it. */
  repayQris: payment,
  /** An e-wallet in Indonesia (decision 077): the payment's amount and the wallet (`DANA`…). */
  repayEwallet: () =>
    z.object({
      orderId: id(),
      productId: optional(id()),
      amount: amount(),
      display: display(),
      wallet: z.enum(['DANA', 'OVO', 'SHOPEEPAY']),
    }),
  installmentRepay: order,
  repayDelay: order,
  loanStatement: order,
  cardRepay: () => z.object({ orderId: id(), productId: optional(id()), amount: amount() }),
  /** A bill (`vcode`: virtual account, UPI, mini market) or a card/gateway repayment. */
  repayReceipt: () =>
    z.object({
      orderId: id(),
      productId: optional(id()),
      vcode: optional(z.string().check(z.regex(/^[\w-]{1,64}$/))),
      repaymentId: optional(id()),
    }),
  /** Chatbot: the loan the borrower asks about, when the app opens it from one; a complaint started there carries it. */
  chatbot: () => z.object({ orderNo: optional(code(64)) }),
  /** Complaint home: the order the complaint is about, when the app opens it from one. */
  complainNew: () => z.object({ orderNo: optional(code(64)) }),
  /**
   * Complaint form: the chosen type and sub-type and the order (from complaint home); without
   * a type (from the chatbot, `from=chat`) the form offers the types itself.
   */
  complainNext: () =>
    z.object({
      problemType: optional(code(32)),
      problemSonType: optional(code(32)),
      orderNo: optional(code(64)),
      from: optional(z.literal('chat')),
    }),
  complainDetails: () => z.object({ problemId: id() }),
  loanAgreement: () => z.object({ productId: id() }),
  /** The site's loan agreement; `embed=1` is the agreement alone, as /Policy frames it. */
  siteLoan: () => z.object({ embed: optional(z.literal('1')) }),
}) satisfies Partial<Record<PageKey, z.ZodMiniType>>;

type ParamPage = keyof typeof pageParams;

const noParams = z.object({});

export type PageParams<K extends PageKey> = K extends ParamPage
  ? z.output<(typeof pageParams)[K]>
  : Record<string, never>;

/**
 * The page's parameters from its query, or undefined when the link lacks one it needs.
 * A repeated key counts once, by its first value (as `URLSearchParams.get` reads it).
 */
export function parsePageParams<K extends PageKey>(
  page: K,
  search: URLSearchParams,
): PageParams<K> | undefined {
  const query: Record<string, string> = {};
  for (const [key, value] of search) if (!(key in query)) query[key] = value;
  const schema: z.ZodMiniType = page in pageParams ? pageParams[page as ParamPage] : noParams;
  const parsed = schema.safeParse(query);
  return parsed.success ? (parsed.data as PageParams<K>) : undefined;
}
