/**
 * The borrower's side of closing a loan (decision 061): today's payoff quote, and a closed
 * loan's certificate with its report to the credit bureaus.
 */
import { codes } from '@tenor/contract/envelope';
import { formatDate, formatMoney } from '@tenor/contract/format';
import type { LoanClosure, PayoffQuote } from '@tenor/contract/loan-closure';
import type { Db } from '../../db/database.ts';
import { AppError, refusalIn } from '../../http/app-error.ts';
import type { Lang } from '../../i18n.ts';
import { APP_LINK_S, documentPath, signGrant } from '../../domain/documents/download-url.ts';
import type { OrderRepository } from '../../domain/orders/order-repository.ts';
import { payoffQuote } from '../../domain/orders/payoff.ts';
import type { ProductRepository } from '../../domain/products/repository.ts';
import { copy } from './copy.ts';
import { ownedLoan } from '../../domain/orders/owned-loan.ts';

const DAY_MS = 86_400_000;
/**
 * The bureaus are to have a closure within 30 days (decision 061: RBI's credit information
 * reporting and its compensation framework); past it without a recorded report, the borrower
 * is told how to have the report corrected.
 */
export const REPORT_DEADLINE_DAYS = 30;

/** Past the bureaus' deadline with no report recorded: the borrower's correction rights show. */
export const isReportLate = (closedAt: string, reportedAt: string | null, now: Date): boolean =>
  reportedAt === null && now.getTime() - Date.parse(closedAt) > REPORT_DEADLINE_DAYS * DAY_MS;

export function closureService(
  db: Db,
  orders: OrderRepository,
  products: ProductRepository,
  secret: string,
) {
  async function ownOrder(borrowerId: number, orderId: number) {
    const owned = await ownedLoan(orders, products, borrowerId, orderId);
    if (owned === undefined) throw new AppError(codes.notFound, copy.later('orderNotFound'), 404);
    return owned;
  }

  return {
    /**
     * Today's quote; 409 when nothing is owed, and when the borrower pays a quote of another
     * day (its message gives today's).
     */
    async payoff(
      borrowerId: number,
      orderId: number,
      quotedOn: string | undefined,
      lang: Lang,
      now: Date = new Date(),
    ): Promise<PayoffQuote> {
      const { order, product } = await ownOrder(borrowerId, orderId);
      const plan = await orders.planOf(order.id, now);
      const quote = payoffQuote({ order, product, plan }, now);
      if (quote === null) throw new AppError(codes.conflict, copy.later('payoffNothingOwed'), 409);
      if (quotedOn !== undefined && quotedOn !== quote.quotedOn) {
        const params = {
          date: /^\d{4}-\d{2}-\d{2}$/.test(quotedOn)
            ? formatDate(product.region, `${quotedOn}T12:00:00Z`)
            : quotedOn,
          amount: formatMoney(product.region, quote.total),
        };
        throw refusalIn(lang, codes.conflict, copy.later('payoffExpired', params), 409);
      }
      return quote;
    },

    /** A closed loan's certificate and report; 404 for a loan that has not closed. */
    async closure(
      borrowerId: number,
      orderId: number,
      now: Date = new Date(),
    ): Promise<LoanClosure> {
      const { order } = await ownOrder(borrowerId, orderId);
      const row = await db
        .selectFrom('loan_closures')
        .leftJoin('loan_documents', 'loan_documents.id', 'loan_closures.certificate_id')
        .select([
          'loan_closures.closed_at',
          'loan_closures.reported_at',
          'loan_documents.id as document_id',
          'loan_documents.title',
          'loan_documents.code',
          'loan_documents.file_name',
          'loan_documents.issued_at',
        ])
        .where('loan_closures.order_id', '=', order.id)
        .executeTakeFirst();
      if (row === undefined) throw new AppError(codes.notFound, copy.later('notClosed'), 404);
      const grant = signGrant(secret, { orderId: order.id, borrowerId }, APP_LINK_S, now);
      const { document_id: id, title, code, file_name: fileName, issued_at: issuedAt } = row;
      const late = isReportLate(row.closed_at, row.reported_at, now);
      return {
        closedAt: row.closed_at,
        ...(id !== null &&
          title !== null &&
          code !== null &&
          fileName !== null &&
          issuedAt !== null && {
            certificate: {
              title,
              code,
              url: `${documentPath(order.id, id, fileName)}?${grant}`,
              issuedAt,
            },
          }),
        ...(row.reported_at !== null && { reportedAt: row.reported_at }),
        reportLate: late,
      };
    },
  };
}
