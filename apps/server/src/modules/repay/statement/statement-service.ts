import type { ResponseOf } from '@tenor/contract/endpoint';
import type { loanStatement } from '@tenor/contract/endpoints/repay';
import { codes } from '@tenor/contract/envelope';
import { formatDate, formatMoment } from '@tenor/contract/format';
import type { PlanPeriod, Region } from '../../../db/schema.ts';
import { outstandingOf } from '../../../domain/orders/outstanding.ts';
import { payPage } from '../../../domain/orders/pay-page.ts';
import { AppError } from '../../../http/app-error.ts';
import { readerOf, type Lang } from '../../../i18n.ts';
import { ownOrder, type OrderContext, type OrderReads } from '../order-context.ts';
import { repaymentCalendar } from './calendar.ts';
import { copy } from './copy.ts';
import { signedQuery, verifyLink, type DownloadPurpose } from './download-link.ts';
import { statementMovements, type Movement } from './movements.ts';
import type { StatementRepository } from './statement-repository.ts';
import { statementFile } from './statement-file.ts';

export type StatementView = ResponseOf<typeof loanStatement>;

/** A download's body, type and file name. */
export interface Download {
  type: string;
  body: string;
  fileName: string;
}

/** A movement's words: late charges and payments name their period. */
function movementText(m: Movement, periods: number, lang: Lang): string {
  if (m.kind === 'lateFee' || m.kind === 'payment')
    return copy(lang, m.kind, { n: m.periodNo ?? 1, total: periods });
  if (m.kind === 'refund' && m.pending === true) return copy(lang, 'refundPending');
  return copy(lang, m.kind);
}

export const statementRows = (
  region: Region,
  movements: readonly Movement[],
  periods: number,
  lang: Lang,
) =>
  movements.map((m) => ({
    date: formatDate(region, m.at, readerOf(lang)),
    text: movementText(m, periods, lang),
    amount: m.amount,
    balance: m.balance,
  }));

const unpaidOf = (plan: readonly PlanPeriod[]) =>
  plan.filter((p) => p.status !== 'paid').sort((a, b) => a.period_no - b.period_no);

/** The statement of account and the repayment calendar (docs/screens.md "Statement of account"). */
export function statementService(reads: OrderReads, repo: StatementRepository, secret: string) {
  async function movementsOf({ order, plan }: Pick<OrderContext, 'order' | 'plan'>) {
    const [extensions, refunds] = await Promise.all([
      reads.orders.extensionsOf(order.id),
      repo.refundsOf(order.id),
    ]);
    return statementMovements({ order, plan, extensions, refunds });
  }

  /** The order a signed link names, if the link is its owner's, unexpired and of that purpose. */
  async function linked(
    purpose: DownloadPurpose,
    link: { orderId: number; e: string; s: string },
    now: Date,
  ): Promise<OrderContext> {
    const owner = await repo.ownerOf(link.orderId);
    if (owner === undefined || !verifyLink(secret, purpose, link.orderId, owner, link, now))
      throw new AppError(codes.notFound, copy.later('downloadExpired'), 404);
    return ownOrder(reads, owner, link.orderId);
  }

  return {
    async statement(
      borrowerId: number,
      req: { orderId: number; productId?: number | undefined },
      lang: Lang,
      now: Date,
    ): Promise<StatementView> {
      const context = await ownOrder(reads, borrowerId, req.orderId, req.productId);
      const { order, product, plan } = context;
      const region = product.region;
      const movements = await movementsOf(context);
      const unpaid = order.disbursed_at === null ? [] : unpaidOf(plan);
      const link = (purpose: DownloadPurpose) => {
        const { e, s } = signedQuery(secret, purpose, order.id, borrowerId, now);
        return { e, s };
      };
      return {
        orderId: order.id,
        productId: product.id,
        orderNo: order.order_no,
        productName: product.name,
        ...context.payee,
        asOf: formatMoment(region, now, readerOf(lang)),
        rows: statementRows(region, movements, plan.length, lang),
        outstanding: outstandingOf(order.status, plan),
        upcoming: unpaid.map((p) => ({
          periodNo: p.period_no,
          periods: plan.length,
          dueDate: formatDate(region, p.due_at, readerOf(lang)),
          amount: p.total,
        })),
        ...(unpaid.length > 0 && { calendarLink: link('calendar') }),
        ...(order.disbursed_at !== null && { fileLink: link('statement') }),
      };
    },

    /** The unpaid periods as an `.ics`; `origin` makes the pay links and UIDs absolute. */
    async calendar(
      link: { orderId: number; e: string; s: string },
      lang: Lang,
      origin: string,
      now: Date,
    ): Promise<Download> {
      const { order, product, plan, payee } = await linked('calendar', link, now);
      const body = repaymentCalendar({
        region: product.region,
        lang,
        order,
        productName: product.name,
        lenderName: payee.lender?.legalName ?? product.name,
        plan: order.disbursed_at === null ? [] : plan,
        payUrl: ({ amount }) => `${origin}${payPage(order, amount)}`,
        host: new URL(origin).host,
        now,
      });
      return {
        type: 'text/calendar; charset=utf-8',
        body,
        fileName: `${copy(lang, 'calendarFileName', { orderNo: order.order_no })}.ics`,
      };
    },

    /** The statement as one printable HTML file. */
    async file(
      link: { orderId: number; e: string; s: string },
      lang: Lang,
      now: Date,
    ): Promise<Download> {
      const context = await linked('statement', link, now);
      const { order, product, plan } = context;
      const movements = await movementsOf(context);
      return {
        type: 'text/html; charset=utf-8',
        body: statementFile({
          region: product.region,
          lang,
          orderNo: order.order_no,
          productName: product.name,
          lenderName: context.payee.lender?.legalName,
          asOf: formatMoment(product.region, now, readerOf(lang)),
          rows: statementRows(product.region, movements, plan.length, lang),
          outstanding: outstandingOf(order.status, plan),
        }),
        fileName: `${copy(lang, 'fileName', { orderNo: order.order_no })}.html`,
      };
    },
  };
}

export type StatementService = ReturnType<typeof statementService>;
