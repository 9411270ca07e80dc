import type { Payable } from '@tenor/contract/endpoints/repay';
import { formatMoney } from '@tenor/contract/format';
import { region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { usePageParams } from '../../../shared/page/use-page-params.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';

/**
 * A link whose amount the server replaced (stale, or altered): said once, without the link's
 * figure, since the page shows only the server's.
 */
export function AmountChanged({ payable }: { payable: Payable }) {
  if (!payable.amountChanged) return null;
  return (
    <p className="muted" role="status" data-testid="amount-changed">
      {t('repay.amountChanged')}
    </p>
  );
}

/** The amount to pay as the server answered it, and what it is (the extension fee only). */
export function PayAmount({ payable, testId }: { payable: Payable; testId: string }) {
  return (
    <Card>
      <DetailRows
        rows={[
          {
            text: t('repay.india.amount'),
            value: formatMoney(region(), payable.amount),
            testId,
          },
        ]}
      />
      <AmountChanged payable={payable} />
      {payable.kind === 'extension' && (
        <p data-testid="extension-note">{t('repay.va.extensionNote')}</p>
      )}
    </Card>
  );
}

/**
 * `/that` is titled by what it pays (the server's `kind`): the whole loan ("Pelunasan"), some
 * instalments ("Pembayaran Cicilan") or the extension fee; "Payment" until that is known.
 */
export function usePayTitle(): (data?: { payable: Payable }) => string {
  const params = usePageParams('repay');
  return (data) => {
    const kind = data?.payable.kind ?? (params?.display === 1 ? 'extension' : undefined);
    if (kind === 'extension') return t('repay.va.titleExtension');
    if (kind === 'exit') return t('repay.va.titleExit');
    if (kind === 'instalments') return t('repay.va.titleInstalment');
    return t(kind === 'settle' ? 'repay.va.title' : 'repay.va.titlePayment');
  };
}
