import { useState } from 'react';
import { Link, useNavigate } from '../../../lib/navigation.tsx';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { problemInit } from '@tenor/contract/endpoints/care';
import { pagePaths, pageUrl } from '@tenor/contract/paths';
import { COLLECTION_TYPE } from '@tenor/contract/rules';
import { t } from '../../../shared/i18n.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { complaintHomePage } from '../api/problem-init.ts';
import { typeAllowed } from '../complaint-rules.ts';
import { OrderCard } from './order-card.tsx';
import { TypeList } from './type-list.tsx';
import styles from './care.module.css';

type Init = ResponseOf<typeof problemInit>;

function HomeView({ init }: { init: Init }) {
  const navigate = useNavigate();
  // Only the order the page was opened for: nothing is chosen for the borrower (the newest
  // order is rarely the one a complaint is about).
  const [orderNo, setOrderNo] = useState(init.orderDetail?.orderNo);
  const [listOpen, setListOpen] = useState(false);
  const order =
    init.orderList.find((o) => o.orderNo === orderNo) ??
    (init.orderDetail?.orderNo === orderNo ? (init.orderDetail ?? undefined) : undefined);

  const choose = (problemType: string, problemSonType?: string) => {
    if (!typeAllowed(problemType, order)) {
      // Collection is about one order: ask for it, or say the chosen one cannot take it.
      showToast(t(order ? 'care.home.collectionRefused' : 'care.home.collectionNeedsOrder'));
      if (!order && init.orderList.length > 0) setListOpen(true);
      return false;
    }
    const opensSubTypes =
      problemType === COLLECTION_TYPE &&
      problemSonType === undefined &&
      init.problemSonType.length > 0;
    if (!opensSubTypes) {
      void navigate(
        pageUrl('complainNext', { problemType, problemSonType, orderNo: order?.orderNo }),
      );
    }
    return true;
  };

  return (
    <Stack>
      <Card as="div">
        <Link className={styles.linkRow} to={pagePaths.complaintList}>
          {t('care.home.myComplaints')}
          <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true">
            <path d="M7 4l6 6-6 6" />
          </svg>
        </Link>
      </Card>
      <OrderCard
        orders={init.orderList}
        selected={order}
        onSelect={setOrderNo}
        open={listOpen}
        onOpen={setListOpen}
      />
      <TypeList types={init.problemType} sonTypes={init.problemSonType} onChoose={choose} />
      <Link className={styles.textLink} to={pagePaths.chatbot}>
        {t('care.home.chat')}
      </Link>
    </Stack>
  );
}

/** `/complainNewPage` — docs/screens.md "Complaint home". */
export function ComplaintHome() {
  return (
    <PageRoute query={pageQuery(complaintHomePage, 'init')} title={t('care.home.title')}>
      {(_, init) => <HomeView init={init} />}
    </PageRoute>
  );
}
