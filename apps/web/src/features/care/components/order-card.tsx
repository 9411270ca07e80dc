import { useId } from 'react';
import type * as z from 'zod/mini';
import type { complaintOrder } from '@tenor/contract/endpoints/care';
import { t } from '../../../shared/i18n.ts';
import { useUntilReady } from '../../../shared/ui/until-ready.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import { ProductHeader } from '../../../shared/ui/product-header.tsx';
import styles from './care.module.css';

export type ComplaintOrder = z.output<typeof complaintOrder>;

function OrderSummary({ order }: { order: ComplaintOrder }) {
  return (
    <>
      <ProductHeader logo={order.productLogo} name={order.productName}>
        <span className={styles.status}>{order.status}</span>
      </ProductHeader>
      <DetailRows rows={order.rows.map((row) => ({ text: row.title, value: row.value }))} />
    </>
  );
}

/**
 * The order the complaint is about, none until the borrower picks one, with 'All' opening
 * every order to pick from (the selected one highlighted and marked `aria-current`).
 * Picking one closes the list.
 */
export function OrderCard({
  orders,
  selected,
  onSelect,
  open,
  onOpen,
}: {
  orders: readonly ComplaintOrder[];
  selected: ComplaintOrder | undefined;
  onSelect: (orderNo: string) => void;
  open: boolean;
  onOpen: (open: boolean) => void;
}) {
  const headingId = useId();
  const listId = useId();
  const { marks: untilReady } = useUntilReady();
  return (
    <Card aria-labelledby={headingId} data-testid="complaint-order">
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.heading}>
          {t('care.home.order')}
        </h2>
        {orders.length > 0 && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={listId}
            {...untilReady}
            onClick={() => onOpen(!open)}
          >
            {t('care.home.all')}
          </button>
        )}
      </div>
      {selected ? (
        <OrderSummary order={selected} />
      ) : (
        <p className="muted" data-testid="no-order-chosen">
          {t(orders.length > 0 ? 'care.home.chooseOrder' : 'care.home.noOrders')}
        </p>
      )}
      <ul
        id={listId}
        className={styles.options}
        hidden={!open}
        aria-label={t('care.home.allOrders')}
      >
        {orders.map((order) => {
          const current = order.orderNo === selected?.orderNo;
          return (
            <li key={order.orderNo}>
              <button
                type="button"
                className={styles.option}
                aria-current={current}
                {...untilReady}
                onClick={() => {
                  onSelect(order.orderNo);
                  onOpen(false);
                }}
              >
                <span className={styles.optionText}>
                  <span>{order.productName}</span>
                  <span className="muted">
                    {order.orderNo} · {order.status}
                  </span>
                </span>
                {current && <span className={styles.status}>{t('care.home.selected')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
