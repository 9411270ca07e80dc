import type { AutopayView } from '@tenor/contract/endpoints/autopay';
import { formatDate, formatMoney } from '@tenor/contract/format';
import { locale, region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { lazyPart } from '../../../shared/lazy-part.tsx';
import type { AutopayChange } from '../api/autopay.ts';
import { cardRequest, type CardDraft } from './autopay-card-draft.ts';
import type { MethodChoice } from './autopay-offer.tsx';
import { walletName } from './autopay-view.tsx';

/** e-NACH's form: shown once the bank account is chosen, its code out of the first load. */
const EnachForm = lazyPart(
  () => import('./autopay-enach-form.tsx').then((m) => m.EnachForm),
  () => true,
);

/** Indonesia's bank card (decision 081): shown once chosen, its code out of the first load. */
const CardForm = lazyPart(
  () => import('./autopay-card-form.tsx').then((m) => m.CardForm),
  () => true,
);

/** The terms as the forms' consent names them: the most a debit takes, and until when. */
const termsInWords = (terms: NonNullable<AutopayView['terms']>) => ({
  amount: formatMoney(region(), terms.maxAmount),
  date: formatDate(region(), terms.endsAt, locale()),
});

/** The chosen method's way to set up: the card's form, the wallet, UPI AutoPay or e-NACH. */
export function SetupAction({
  choice: { method, wallet, wallets, byCard },
  terms,
  draft,
  onDraft,
  change,
}: {
  choice: MethodChoice;
  terms: AutopayView['terms'];
  draft: CardDraft;
  onDraft: (draft: CardDraft) => void;
  change: AutopayChange;
}) {
  const busy = change.isPending;
  if (byCard) {
    return terms === null ? null : (
      <CardForm
        busy={busy}
        terms={termsInWords(terms)}
        draft={draft}
        onDraft={onDraft}
        onSubmit={() => change.run({ directDebit: cardRequest(draft) })}
      />
    );
  }
  if (wallets) {
    return (
      <>
        <p className="muted">{t('loans.autopay.wallet.hint')}</p>
        <Button block busy={busy} onClick={() => change.run({ wallet })}>
          {t('loans.autopay.wallet.link', { wallet: walletName(wallet) })}
        </Button>
      </>
    );
  }
  if (method === 0) {
    return (
      <>
        <p className="muted">{t('loans.autopay.approveHint')}</p>
        <Button block busy={busy} onClick={() => change.run('setup')}>
          {t('loans.autopay.setUp')}
        </Button>
      </>
    );
  }
  return terms === null ? null : (
    <>
      <p className="muted">{t('loans.autopay.enach.intro')}</p>
      <EnachForm
        busy={busy}
        terms={termsInWords(terms)}
        onSubmit={(enach) => change.run({ enach })}
      />
    </>
  );
}
