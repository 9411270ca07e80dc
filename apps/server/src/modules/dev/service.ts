import { randomInt } from 'node:crypto';
import { codes } from '@tenor/contract/envelope';
import type { Region } from '@tenor/contract/launch';
import { isOrderStatus, orderStatuses } from '@tenor/contract/orders';
import { moduleIdForScene } from '@tenor/contract/rules';
import type { SessionStore } from '../../auth/sessions.ts';
import type { Order } from '../../db/schema.ts';
import { nowIso, toIso } from '../../db/time.ts';
import { AppError } from '../../http/app-error.ts';
import { type Lang } from '../../i18n.ts';
import { demoCards } from '../../seed/demo-cards.ts';
import { planDemoOrders, type PlannedOrder } from '../../seed/demo-orders.ts';
import { orderNo } from '../../domain/orders/order-no.ts';
import type { OrderRepository } from '../../domain/orders/order-repository.ts';
import { allowedTargets, canMove } from '../../domain/orders/order-transitions.ts';
import { orderStateOf, periodStatesOf, statusChange } from '../../domain/orders/status-change.ts';
import { maskCardNo } from '../../format/card-mask.ts';
import type { ProductRepository } from '../../domain/products/repository.ts';
import type { DevRepository, NewDemoOrder } from './repository.ts';
import { copy } from './copy.ts';

export type Scenario = 'default' | 'full';

/** The preview lists at most this many issued payment accounts. */
const ACCOUNTS_LIMIT = 50;

/** The outbox lists at most this many messages. */
export const OUTBOX_LIMIT = 50;

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** A random, well-formed mobile number (docs/markets.md "Phone numbers"), E.164. */
export function demoPhone(region: Region): string {
  return region === 'IN' ? `+91${randomInt(6, 10)}${digits(9)}` : `+628${digits(10)}`;
}

const iso = (d: Date | null) => (d === null ? null : toIso(d));

function toRows(region: Region, o: PlannedOrder): NewDemoOrder {
  const order = {
    order_no: orderNo(region, o.createdAt),
    product_id: o.productId,
    status: o.status,
    amount: o.amount,
    fee_amount: o.feeAmount,
    interest_amount: o.interestAmount,
    paid_amount: o.paidAmount,
    periods: o.periods,
    term_unit: o.termUnit,
    due_at: iso(o.dueAt),
    disbursed_at: iso(o.disbursedAt),
    settled_at: iso(o.settledAt),
    created_at: toIso(o.createdAt),
    updated_at: toIso(o.settledAt ?? o.disbursedAt ?? o.createdAt),
  };
  const plan = o.plan.map((p) => ({
    period_no: p.periodNo,
    due_at: toIso(p.dueAt),
    principal: p.principal,
    interest: p.interest,
    fee: p.fee,
    late_fee: p.lateFee,
    total: p.total,
    status: p.status,
    paid_at: iso(p.paidAt),
  }));
  return { order, plan };
}

function refused(order: Order, to: number, lang: Lang): AppError {
  const allowed = allowedTargets(order.status, order.term_unit);
  const detail = copy(lang, 'transitionRefused', {
    from: order.status,
    to,
    allowed: allowed.length > 0 ? allowed.join(', ') : copy(lang, 'noneAllowed'),
  });
  return new AppError(codes.conflict, copy.later('transitionRefused'), 409, detail);
}

export function devService(
  repo: DevRepository,
  products: ProductRepository,
  sessions: SessionStore,
  orders: OrderRepository,
) {
  return {
    /**
     * Moves an order along an allowed transition (orders/order-transitions.ts), with the
     * dates and plan changes of orders/status-change.ts; anything else is refused (1009).
     */
    async moveOrder(orderId: number, to: number, lang: Lang) {
      const order = await orders.order(orderId);
      if (order === undefined) throw new AppError(codes.notFound, copy.later('orderNotFound'), 404);
      if (!isOrderStatus(to)) {
        const values = orderStatuses.join(', ');
        throw new AppError(
          codes.invalid,
          copy.later('invalidRequest'),
          400,
          `status: ${copy(lang, 'field.oneOf', { values })}`,
        );
      }
      if (!canMove(order.status, to, order.term_unit)) throw refused(order, to, lang);
      const now = new Date();
      const [plan, lateFees] = await Promise.all([
        orders.planOf(order.id, now),
        orders.lateFeeTermsOf(order.id),
      ]);
      const result = statusChange(orderStateOf(order), periodStatesOf(plan), to, now, lateFees);
      if (!result.ok)
        throw new AppError(codes.conflict, copy.later('transitionLastInstalment'), 409);
      // Guarded by the status read above: a concurrent move makes this one a refusal.
      const applied = await orders.applyStatusChange(
        order.id,
        order.status,
        result.change,
        nowIso(),
      );
      if (!applied) {
        const current = await orders.order(order.id);
        throw refused(current ?? order, to, lang);
      }
      return { orderId: order.id, status: to };
    },

    /** A fresh demo borrower with one order in every status, signed in. */
    async createSession(region: Region, scenario: Scenario) {
      const now = new Date();
      const offered = await products.productsOf(region);
      const active = offered.filter((p) => p.status === 'active');
      const planned = planDemoOrders(active, now);
      const phone = demoPhone(region);
      const { borrowerId, orderIds, cards } = await repo.createBorrower({
        phone,
        region,
        createdAt: toIso(now),
        cards: demoCards[region].map((c) => ({
          bank_name: c.bankName,
          bank_code: c.bankCode,
          last4: c.last4,
          needs_otp: c.needsOtp ? 1 : 0,
          created_at: toIso(now),
        })),
        orders: planned.map((o) => toRows(region, o)),
        // Scene-less applications, as from the plain recommended list.
        applications:
          scenario === 'full'
            ? active.map((p) => ({ productId: p.id, moduleId: moduleIdForScene(undefined) }))
            : [],
      });
      const token = await sessions.create(borrowerId);
      const templates = await repo.templates();
      const orders: Record<string, number> = {};
      planned.forEach((o, i) => {
        const id = orderIds[i];
        if (id !== undefined) orders[String(o.status)] = id;
      });
      return {
        token,
        borrowerId,
        orders,
        products: offered.map((p) => ({ id: p.id, name: p.name, region: p.region })),
        phone,
        cards: cards.map((c) => ({
          id: c.id,
          bankName: c.bank_name,
          cardNo: maskCardNo(c.last4),
          needValid: c.needs_otp === 1 ? (1 as const) : (0 as const),
        })),
        templates,
      };
    },

    /** The current captcha's answer (lower case, as stored; answers are case-insensitive). */
    async captcha(sid: string) {
      const text = await repo.captchaText(sid, nowIso());
      if (text === undefined) throw new AppError(codes.notFound, copy.later('notFound'), 404);
      return { text };
    },

    /** The borrower's issued payment accounts (every channel), for the preview's pay buttons. */
    async accounts(borrowerId: number) {
      const rows = await repo.accounts(borrowerId, ACCOUNTS_LIMIT);
      return rows.map((a) => ({
        accountNo: a.account_no,
        payType: a.pay_type,
        payCode: a.pay_code,
        amount: a.amount,
        orderId: a.order_id,
        purpose: a.purpose,
        status: a.status,
        ...(a.closed_reason !== null && { closedReason: a.closed_reason }),
      }));
    },

    /**
     * Money not applied to the borrower's orders and its refund
     * (repay/settlement/provider-follow-up.ts).
     */
    async refunds(borrowerId: number) {
      const rows = await repo.refunds(borrowerId, ACCOUNTS_LIMIT);
      return rows.map((r) => ({
        orderId: r.order_id,
        accountNo: r.account_no,
        amount: r.amount,
        reason: r.reason,
        status: r.status,
        receivedAt: r.created_at,
        refundedAt: r.refunded_at ?? '',
      }));
    },

    /** The SMS outbox, newest first; `phone` in any form (`+62…`, `62…`, spaces). */
    async outbox(phone: string | undefined) {
      const digitsOnly = phone?.replace(/\D/g, '');
      if (digitsOnly === '') return [];
      const rows = await repo.outbox(
        digitsOnly === undefined ? undefined : `+${digitsOnly}`,
        OUTBOX_LIMIT,
      );
      return rows.map((r) => ({
        phone: r.phone,
        text: r.text,
        sentAt: r.created_at,
        templateId: r.template_id,
      }));
    },
  };
}
