/**
 * The operators' desk page of payments given back (`/ops/refunds`, decision 008 and
 * docs/repayment-operations.md "Closing and refunds"): money that reached a closed or paid
 * payment code, or that an order no longer owed, newest first, with whether the provider has
 * refunded it yet. Built on the desk's shell (http/desk).
 */
import type { FastifyInstance } from 'fastify';
import { formatMoment, formatMoney } from '@tenor/contract/format';
import type { Db } from '../../../db/database.ts';
import type { RefundReason } from '../../../db/schema.ts';
import { type DeskOptions, deskPages } from '../../../desk/desk-kit.ts';
import { toIso } from '../../../db/time.ts';
import type { Region } from '@tenor/contract/launch';
import {
  csrfField,
  dataTable,
  DESK_LIST_MAX,
  html,
  listShown,
  page,
  type Html,
} from '../../../desk/desk-html.ts';

const reasons: Record<RefundReason, string> = {
  accountClosed: 'paid into a code closed when the order changed',
  alreadyPaid: 'paid into a code that was already paid',
  notOwed: 'the order owed nothing more',
};

async function latestRefunds(db: Db) {
  const items = await db
    .selectFrom('payment_refunds')
    .innerJoin('orders', 'orders.id', 'payment_refunds.order_id')
    .innerJoin('products', 'products.id', 'orders.product_id')
    .innerJoin(
      'payment_notifications',
      'payment_notifications.id',
      'payment_refunds.notification_id',
    )
    .select([
      'payment_refunds.id',
      'payment_refunds.account_no',
      'payment_refunds.amount',
      'payment_refunds.reason',
      'payment_refunds.status',
      'payment_refunds.attempts',
      'payment_refunds.created_at',
      'payment_refunds.refunded_at',
      'payment_refunds.provider',
      'payment_notifications.event_id',
      'orders.order_no',
      'products.region',
    ])
    .orderBy('payment_refunds.id', 'desc')
    .limit(DESK_LIST_MAX)
    .execute();
  const total = await db
    .selectFrom('payment_refunds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const pages = await db
    .selectFrom('gateway_refunds')
    .innerJoin('orders', 'orders.id', 'gateway_refunds.order_id')
    .innerJoin('products', 'products.id', 'orders.product_id')
    .select([
      'gateway_refunds.id',
      'gateway_refunds.provider',
      'gateway_refunds.event_id',
      'gateway_refunds.amount',
      'gateway_refunds.status',
      'gateway_refunds.attempts',
      'gateway_refunds.created_at',
      'gateway_refunds.refunded_at',
      'orders.order_no',
      'products.region',
    ])
    .orderBy('gateway_refunds.id', 'desc')
    .limit(DESK_LIST_MAX)
    .execute();
  return { items, total: Number(total.n), pages };
}

/** Refunded when, or pending with its tries so far. */
function stateCell(
  r: { region: Region; status: string; refunded_at: string | null; attempts: number },
  action: Html | string,
) {
  return r.status === 'refunded' && r.refunded_at !== null
    ? html`Refunded ${formatMoment(r.region, r.refunded_at)}`
    : html`<strong>Pending</strong><br /><span class="muted"
          >${r.attempts} ${r.attempts === 1 ? 'try' : 'tries'} so far</span
        >${action}`;
}

export function refundsPage(
  csrf: string,
  { items, total, pages }: Awaited<ReturnType<typeof latestRefunds>>,
): string {
  const rows = items.map(
    (r) =>
      html`<tr>
        <td>#${r.id}<br /><span class="muted">${r.provider} ${r.event_id}</span></td>
        <td>${formatMoment(r.region, r.created_at)}</td>
        <td>${r.order_no}<br /><span class="muted">${r.account_no}</span></td>
        <td>${formatMoney(r.region, r.amount)}</td>
        <td class="text">${reasons[r.reason]}</td>
        <td>
          ${stateCell(
            r,
            html`<form method="post" action="/ops/refunds/${r.id}/transferred">
              ${csrfField(csrf)}
              <button type="submit" class="secondary">Given back by transfer</button>
            </form>`,
          )}
        </td>
      </tr>`,
  );
  const shown = listShown(total);
  const body = dataTable(
    html`Payments that arrived and were not applied, given back through the payment provider
    (${shown}). A pending one is asked again on the reconciler's timer; one pending for long needs a
    look at the provider's console. A provider that cannot refund a rail (Xendit's virtual accounts
    and payment codes) leaves it pending: give the money back by bank transfer, then mark it here.`,
    ['Refund', 'Received', 'Order and code', 'Amount', 'Why', 'Status'],
    rows,
    'No refunds.',
  );
  const pageRows = pages.map(
    (r) =>
      html`<tr>
        <td>#${r.id}<br /><span class="muted">${r.provider} ${r.event_id}</span></td>
        <td>${formatMoment(r.region, r.created_at)}</td>
        <td>${r.order_no}</td>
        <td>${formatMoney(r.region, r.amount)}</td>
        <td>${stateCell(r, '')}</td>
      </tr>`,
  );
  const hosted = dataTable(
    html`Payments made on a provider's hosted page after it was cancelled or the loan was paid
    another way, given back through that provider.`,
    ['Refund', 'Received', 'Order', 'Amount', 'Status'],
    pageRows,
    'No hosted-page refunds.',
  );
  return page(
    { title: 'Refunds', csrf, current: 'refunds' },
    html`<h1>Refunds</h1>
      ${body}
      <h2>Hosted-page payments</h2>
      ${hosted}`,
  );
}

export async function refundsDeskRoutes(
  app: FastifyInstance,
  opts: { desk: DeskOptions; db: Db },
): Promise<void> {
  const kit = deskPages(app, opts.desk);
  kit.page('/ops/refunds', async (csrf) => refundsPage(csrf, await latestRefunds(opts.db)));

  // An operator gave the money back outside the provider: the follow-up stops asking it.
  kit.form<{ id: string }>('/ops/refunds/:id/transferred', async (request, reply) => {
    const id = Number(request.params.id);
    if (Number.isSafeInteger(id) && id > 0) {
      const now = toIso(new Date());
      await opts.db
        .updateTable('payment_refunds')
        .set({ status: 'refunded', refunded_at: now })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
      request.log.info({ refundId: id }, 'refund marked as given back by transfer');
    }
    return reply.redirect('/ops/refunds', 303);
  });
}
