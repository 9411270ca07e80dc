import type { ComponentType } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import type { VirtualAccountPayment } from '@tenor/contract/endpoints/repay';
import { QueryView } from '../../../shared/page/query-view.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { reloadPayments } from '../api/order-payments.ts';
import { type PayQuery, vaUrl } from '../repay-links.ts';
import { ChevronIcon } from './picker-row.tsx';
import { LoadFailure, PaySkeleton } from './repay-states.tsx';
import styles from './repay.module.css';

/** What a bill's view is given: the page's payment, its bill, and the way to renew it. */
export interface BillView<Q extends PayQuery = PayQuery> {
  query: Q;
  payment: VirtualAccountPayment;
  onRenew: () => void;
  renewing: boolean;
}

/**
 * A page's one issued bill (QRIS, an e-wallet's request) as the page declared it: loading,
 * failed with a retry, or shown by `View`, a new view per bill number. Renewing asks the
 * server again for what is owed now (the same bill, or a new one when it no longer pays).
 */
export function IssuedBill<Q extends PayQuery>({
  query,
  bill,
  View,
}: {
  query: Q;
  bill: UseQueryResult<VirtualAccountPayment>;
  View: ComponentType<BillView<Q>>;
}) {
  const client = useQueryClient();
  return (
    <QueryView
      query={bill}
      skeleton={<PaySkeleton />}
      failure={(error, retry) => <LoadFailure error={error} onRetry={retry} order={query} />}
    >
      {(payment) => (
        <View
          key={payment.vcode}
          query={query}
          payment={payment}
          onRenew={() => reloadPayments(client, query.orderId)}
          renewing={bill.isFetching}
        />
      )}
    </QueryView>
  );
}

/** Back to `/that` for the same payment, where every way to pay is offered. */
export function OtherWay({
  query,
  label,
  testId,
}: {
  query: PayQuery;
  label: string;
  testId: string;
}) {
  return (
    <Card>
      <Link
        className={styles.offer}
        to={vaUrl({ ...query, display: query.display === 1 ? 1 : undefined })}
        data-testid={testId}
      >
        <span className={`${styles.offerText} ${styles.offerTitle}`}>{label}</span>
        <ChevronIcon />
      </Link>
    </Card>
  );
}
