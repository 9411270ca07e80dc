/**
 * How complaints and the borrower's orders read on the complaint pages: the order card
 * (docs/screens.md "Complaint home"), tabs by status, list items and the detail.
 */
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { complaintOrder, problemList } from '@tenor/contract/endpoints/care';
import { formatDate, formatDateTime, formatMoney } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import { isOrderStatus } from '@tenor/contract/orders';
import type * as z from 'zod/mini';
import type { ComplaintType, Problem, ProblemStatus } from '../../db/schema.ts';
import { readerOf, type Lang } from '../../i18n.ts';
import { contentText } from '../../content/content-zh.ts';
import { orderLabel } from '../../domain/orders/order-copy.ts';
import { isRepayable } from '../../domain/orders/order-flags.ts';
import { statusText } from '../../domain/orders/status-text.ts';
import { copy } from './copy.ts';
import type { ComplaintOrderRow } from './problem-repository.ts';

type ComplaintOrder = z.output<typeof complaintOrder>;

/**
 * Collection complaints are about an order being collected: one with money outstanding
 * (disbursed, due, overdue, instalments running or late).
 */
export const isCollectable = (status: number): boolean => isRepayable(status);

export function toComplaintOrder(o: ComplaintOrderRow, lang: Lang): ComplaintOrder {
  const region = o.region;
  return {
    orderNo: o.order_no,
    productLogo: o.product_logo,
    productName: o.product_name,
    status: isOrderStatus(o.status) ? statusText(o.status, lang).title : String(o.status),
    isShow: isCollectable(o.status) ? 1 : 0,
    rows: [
      { title: orderLabel(lang, 'orderNo'), value: o.order_no },
      { title: orderLabel(lang, 'loanAmount'), value: formatMoney(region, o.amount) },
      {
        title: orderLabel(lang, 'applyDate'),
        value: formatDate(region, o.created_at, readerOf(lang)),
      },
      ...(o.due_at === null
        ? []
        : [
            {
              title: orderLabel(lang, 'dueDate'),
              value: formatDate(region, o.due_at, readerOf(lang)),
            },
          ]),
    ],
  };
}

/** Tab values: '0' all, then one per status. */
export const statusValues: Record<ProblemStatus, string> = {
  pending: '1',
  answered: '2',
  closed: '3',
};

const statusKey = {
  pending: 'statusPending',
  answered: 'statusAnswered',
  closed: 'statusClosed',
} as const;

export const statusTitle = (status: ProblemStatus, lang: Lang): string =>
  copy(lang, statusKey[status]);

export const problemStatusList = (lang: Lang) =>
  (Object.keys(statusValues) as ProblemStatus[]).map((s) => ({
    title: statusTitle(s, lang),
    value: statusValues[s],
  }));

/** Titles by value, for types (`parent_value` '') and son types. */
/** Complaint type titles by value; the staff pack reads the seeded ones in Chinese (content/content-zh.ts). */
export function typeTitles(types: ComplaintType[], lang?: Lang) {
  const title = (text: string) => (lang === undefined ? text : contentText(lang, text));
  const byKey = new Map(types.map((t) => [`${t.parent_value}/${t.value}`, title(t.title)]));
  return {
    type: (value: string) => byKey.get(`/${value}`) ?? value,
    son: (parent: string, value: string) =>
      value === '' ? '' : (byKey.get(`${parent}/${value}`) ?? value),
  };
}

type ComplaintLoan = ResponseOf<typeof problemList>['tabs'][number]['list'][number]['loan'];

/** The loan of each of the borrower's orders by order id, as a complaint names it. */
export function loansById(
  orders: readonly ComplaintOrderRow[],
): (id: number | null) => ComplaintLoan {
  const byId = new Map(
    orders.map((o) => [o.id, { orderNo: o.order_no, productName: o.product_name }]),
  );
  return (id) => (id === null ? null : (byId.get(id) ?? null));
}

export function complaintTabs(
  problems: Problem[],
  types: ComplaintType[],
  loanOf: (orderId: number | null) => ComplaintLoan,
  region: Region,
  lang: Lang,
): ResponseOf<typeof problemList>['tabs'] {
  const titles = typeTitles(types, lang);
  const item = (p: Problem) => {
    const son = titles.son(p.type_value, p.son_type_value);
    return {
      id: p.id,
      time: formatDateTime(region, p.created_at),
      type: son === '' ? titles.type(p.type_value) : `${titles.type(p.type_value)} · ${son}`,
      content: p.content,
      status: statusTitle(p.status, lang),
      loan: loanOf(p.order_id),
    };
  };
  return [
    { title: copy(lang, 'tabAll'), value: '0', list: problems.map(item) },
    ...(Object.keys(statusValues) as ProblemStatus[]).map((status) => ({
      title: statusTitle(status, lang),
      value: statusValues[status],
      list: problems.filter((p) => p.status === status).map(item),
    })),
  ];
}
