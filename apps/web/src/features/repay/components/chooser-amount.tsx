import { formatMoney } from '@tenor/contract/format';
import { region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import type { PayOptions } from './chooser-pickers.tsx';
import { AmountChanged } from './pay-amount.tsx';
import styles from './repay.module.css';

/** What the chooser pays: never the link's amount, the server's once it has answered. */
export function ChooserAmount({ payable }: { payable: PayOptions['payable'] | undefined }) {
  return (
    <Card>
      <DetailRows
        rows={[
          {
            text: t('repay.chooser.amount'),
            value:
              payable === undefined ? (
                <Skeleton className={styles.skeletonLine} />
              ) : (
                formatMoney(region(), payable.amount)
              ),
            testId: 'chooser-amount',
          },
        ]}
      />
      {payable && <AmountChanged payable={payable} />}
    </Card>
  );
}
