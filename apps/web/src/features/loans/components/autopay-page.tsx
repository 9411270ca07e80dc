import { useState } from 'react';
import type { AutopayView } from '@tenor/contract/endpoints/autopay';
import { t } from '../../../shared/i18n.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { autopayPage, useAutopayChange } from '../api/autopay.ts';
import { useCardDraft } from './autopay-card-draft.ts';
import { ManageCard } from './autopay-manage.tsx';
import { MandateCard } from './autopay-mandate.tsx';
import { CARD_CHOICE, methodChoice, OfferCard } from './autopay-offer.tsx';
import { PendingCards } from './autopay-pending.tsx';
import { SetupAction } from './autopay-setup.tsx';
import { TermsCard } from './autopay-terms.tsx';
import { OrderPageLink } from './order-page-link.tsx';

function Autopay({
  orderId,
  productId,
  view,
}: {
  orderId: number;
  productId?: number | undefined;
  view: AutopayView;
}) {
  const change = useAutopayChange(orderId);
  const [stored, setDraft] = useCardDraft(orderId);
  const [picked, setMethod] = useState<number | undefined>(undefined);
  const choice = methodChoice(
    picked ?? (view.mandate?.method === 'directDebit' || stored !== undefined ? CARD_CHOICE : 0),
  );
  const { wallets, byCard } = choice;
  const mandate = view.mandate;
  const live = mandate !== null && ['pending', 'active', 'paused'].includes(mandate.status);
  // The card's form starts with the phone the borrower signed up with.
  const draft = stored ?? { lastFour: '', expiry: '', phone: view.phone ?? '', email: '' };
  return (
    <Stack>
      <p className="muted">
        {t(
          byCard || (live && mandate.method === 'directDebit')
            ? 'loans.autopay.card.intro'
            : wallets
              ? 'loans.autopay.wallet.intro'
              : !live
                ? 'loans.autopay.introChoice'
                : mandate.method === 'enach'
                  ? 'loans.autopay.enach.intro'
                  : 'loans.autopay.intro',
        )}
      </p>
      {mandate !== null && (
        <MandateCard orderId={orderId} productId={productId} mandate={mandate} debit={view.debit} />
      )}
      {view.terms !== null && (live || view.offered) && <TermsCard terms={view.terms} />}
      {view.offered && (
        <OfferCard choice={choice} onMethod={setMethod}>
          <SetupAction
            choice={choice}
            terms={view.terms}
            draft={draft}
            onDraft={setDraft}
            change={change}
          />
        </OfferCard>
      )}
      {mandate?.status === 'pending' && (
        <PendingCards orderId={orderId} mandate={mandate} stored={stored} change={change} />
      )}
      {live && mandate.status !== 'pending' && <ManageCard mandate={mandate} change={change} />}
      {!view.offered && !live && <p className="muted">{t('loans.autopay.notOffered')}</p>}
      <OrderPageLink page="loanDetails" order={{ orderId, productId }}>
        {t('loans.autopay.backToLoan')}
      </OrderPageLink>
    </Stack>
  );
}

/**
 * `/autopay` — docs/screens.md "AutoPay" (decisions 072, 076, 078): UPI AutoPay or e-NACH in
 * India, a linked e-wallet in Indonesia.
 */
export function AutopayPage() {
  return (
    <PageRoute query={pageQuery(autopayPage, 'autopay')} title={t('loans.autopay.title')}>
      {(params, view) => (
        <Autopay orderId={params.orderId} productId={params.productId} view={view} />
      )}
    </PageRoute>
  );
}
