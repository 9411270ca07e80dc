import { useState } from 'react';
import {
  type AutopayView,
  type DirectDebitRequest,
  walletChannels,
} from '@tenor/contract/endpoints/autopay';
import { formatDate, formatMoney } from '@tenor/contract/format';
import { pageUrl } from '@tenor/contract/paths';
import { locale, region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { ActionLink } from '../../../shared/ui/action-link.tsx';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { lazyPart } from '../../../shared/lazy-part.tsx';
import { useDraft } from '../../../shared/draft.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { useOpenUrl } from '../../../shared/safe-url.ts';
import { autopayPage, useAutopayChange, type AutopayAction } from '../api/autopay.ts';
import type { CardDraft } from './autopay-card-form.tsx';
import { CardCode } from './autopay-card-code.tsx';
import {
  cardName,
  debitLine,
  mandateReason,
  mandateStatus,
  openUpiApp,
  walletName,
} from './autopay-view.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import styles from './autopay.module.css';

type Terms = NonNullable<AutopayView['terms']>;

/** What the borrower approves: the most one debit takes, how often, until when. */
function TermsRows({ terms }: { terms: Terms }) {
  const market = region();
  return (
    <DetailRows
      testId="autopay-terms"
      rows={[
        {
          text: t('loans.autopay.maxAmount'),
          value: formatMoney(market, terms.maxAmount),
          testId: 'autopay-max',
        },
        { text: t('loans.autopay.frequency'), value: t('loans.autopay.frequencyValue') },
        {
          text: t('loans.autopay.endsOn'),
          value: formatDate(market, terms.endsAt, locale()),
          testId: 'autopay-ends',
        },
        {
          text: t('loans.autopay.nextDebit'),
          value:
            terms.nextDueAt === null || terms.nextAmount === null
              ? null
              : t('loans.autopay.nextDebitValue', {
                  amount: formatMoney(market, terms.nextAmount),
                  date: formatDate(market, terms.nextDueAt, locale()),
                }),
        },
      ]}
    />
  );
}

const STEPS = ['stepNotice', 'stepOnce', 'stepCancel', 'stepFailed'] as const;

/** e-NACH's form: shown once the bank account is chosen, its code out of the first load. */
const EnachForm = lazyPart(
  () => import('./autopay-enach-form.tsx').then((m) => m.EnachForm),
  () => true,
);
const METHODS = ['upiAutopay', 'enach'] as const;

/** Indonesia's bank card (decision 081): shown once chosen, its code out of the first load. */
const CardForm = lazyPart(
  () => import('./autopay-card-form.tsx').then((m) => m.CardForm),
  () => true,
);
/** Indonesia's choices: each wallet, then the BRI card by direct debit. */
const CARD_CHOICE = walletChannels.length;

/** A draft as stored: four strings, else none (an old or foreign value is dropped). */
const parseCardDraft = (value: unknown): CardDraft | undefined => {
  const v = value as Partial<Record<keyof CardDraft, unknown>> | null;
  return typeof v?.lastFour === 'string' &&
    typeof v.expiry === 'string' &&
    typeof v.phone === 'string' &&
    typeof v.email === 'string'
    ? { lastFour: v.lastFour, expiry: v.expiry, phone: v.phone, email: v.email }
    : undefined;
};

/** The draft as the setup sends it again for a new code. */
const cardRequest = (draft: CardDraft): DirectDebitRequest => ({
  channel: 'DC_BRI',
  cardLastFour: draft.lastFour,
  cardExpiry: draft.expiry,
  phone: draft.phone,
  email: draft.email.trim(),
});

/**
 * A pending mandate: approve in the UPI app, sign on the bank's page (then wait for the bank),
 * or link the wallet on its page.
 */
function Waiting({ mandate }: { mandate: NonNullable<AutopayView['mandate']> }) {
  const openUrl = useOpenUrl();
  const url = mandate.intentUrl;
  if (mandate.method === 'wallet') {
    return url === null ? null : (
      <>
        <p data-testid="autopay-waiting">{t('loans.autopay.wallet.waiting')}</p>
        <Button block onClick={() => openUrl(url)} data-testid="autopay-wallet-page">
          {t('loans.autopay.wallet.open')}
        </Button>
      </>
    );
  }
  if (mandate.method === 'enach') {
    return url === null ? (
      <p data-testid="autopay-waiting">{t('loans.autopay.enach.confirming')}</p>
    ) : (
      <>
        <p data-testid="autopay-waiting">{t('loans.autopay.enach.waiting')}</p>
        <Button block onClick={() => openUrl(url)} data-testid="autopay-bank-page">
          {t('loans.autopay.enach.openBank')}
        </Button>
      </>
    );
  }
  return url === null ? null : (
    <>
      <p data-testid="autopay-waiting">{t('loans.autopay.waiting')}</p>
      <a
        className={buttonClass('primary', true)}
        href={url}
        onClick={(e) => openUpiApp(e, url)}
        data-testid="autopay-upi-app"
      >
        {t('loans.autopay.approve')}
      </a>
    </>
  );
}

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
  const [confirming, setConfirming] = useState(false);
  // The card as typed survives a reload (and brings the borrower back to it), once the page has
  // started (use-hydrated.ts: the server rendered without it); the phone starts as the one the
  // borrower signed up with.
  const [kept, setDraft] = useDraft(`tenor.autopay.card.${orderId}`, parseCardDraft);
  const stored = useHydrated() ? kept : undefined;
  const [picked, setMethod] = useState<number | undefined>(undefined);
  const method =
    picked ?? (view.mandate?.method === 'directDebit' || stored !== undefined ? CARD_CHOICE : 0);
  const mandate = view.mandate;
  const live = mandate !== null && ['pending', 'active', 'paused'].includes(mandate.status);
  // Indonesia links an e-wallet (decision 076) or a BRI card (decision 081); India takes UPI
  // AutoPay or e-NACH.
  const wallets = region() === 'ID';
  const wallet = walletChannels[method] ?? 'DANA';
  const byCard = wallets && method === CARD_CHOICE;
  const draft = stored ?? { lastFour: '', expiry: '', phone: view.phone ?? '', email: '' };
  const act = (action: AutopayAction) => {
    setConfirming(false);
    change.run(action);
  };
  const loanUrl = pageUrl('loanDetails', { orderId, productId });
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
        <Card>
          <DetailRows
            rows={[
              {
                text: t('loans.autopay.statusLabel'),
                value: mandateStatus(mandate),
                testId: 'autopay-status',
              },
              {
                text: t('loans.autopay.wallet.linked'),
                value: mandate.wallet === null ? null : walletName(mandate.wallet),
                testId: 'autopay-wallet',
              },
              {
                text: t('loans.autopay.card.linked'),
                value: mandate.card === null ? null : cardName(mandate.card),
                testId: 'autopay-card',
              },
            ]}
          />
          {mandateReason(mandate) !== null && <p className="muted">{mandateReason(mandate)}</p>}
          {view.debit !== null && (
            <p data-testid="autopay-debit">{debitLine(view.debit, mandate.method)}</p>
          )}
          {view.debit?.state === 'paid' && view.debit.repaymentId !== null && (
            <ActionLink
              variant="secondary"
              block
              to={pageUrl('repayReceipt', {
                orderId,
                productId,
                repaymentId: view.debit.repaymentId,
              })}
            >
              {t('loans.autopay.receipt')}
            </ActionLink>
          )}
        </Card>
      )}
      {view.terms !== null && (live || view.offered) && (
        <Card>
          <h2 className={styles.heading}>{t('loans.autopay.termsTitle')}</h2>
          <TermsRows terms={view.terms} />
        </Card>
      )}
      {view.offered && (
        <Card>
          {wallets ? (
            <ChoiceGroup
              legend={t('loans.autopay.wallet.legend')}
              name="autopay-wallet"
              choices={[
                ...walletChannels.map((w, value) => ({ value, label: walletName(w) })),
                { value: CARD_CHOICE, label: t('loans.autopay.card.choice') },
              ]}
              value={method}
              onChange={setMethod}
            />
          ) : (
            <ChoiceGroup
              legend={t('loans.autopay.methodLegend')}
              name="autopay-method"
              choices={METHODS.map((m, value) => ({
                value,
                label: t(`loans.autopay.method.${m}`),
              }))}
              value={method}
              onChange={setMethod}
            />
          )}
          <h2 className={styles.heading}>{t('loans.autopay.whatHappens')}</h2>
          <ul className={styles.steps} data-testid="autopay-steps">
            {STEPS.map((step) => (
              <li key={step}>
                {t(
                  step !== 'stepCancel'
                    ? `loans.autopay.${step}`
                    : byCard
                      ? 'loans.autopay.card.stepCancel'
                      : wallets
                        ? 'loans.autopay.wallet.stepCancel'
                        : method === 1
                          ? 'loans.autopay.enach.stepCancel'
                          : 'loans.autopay.stepCancel',
                )}
              </li>
            ))}
          </ul>
          {byCard ? (
            view.terms !== null && (
              <CardForm
                busy={change.isPending}
                maxAmount={formatMoney(region(), view.terms.maxAmount)}
                endsOn={formatDate(region(), view.terms.endsAt, locale())}
                draft={draft}
                onDraft={setDraft}
                onSubmit={(directDebit) => act({ directDebit })}
              />
            )
          ) : wallets ? (
            <>
              <p className="muted">{t('loans.autopay.wallet.hint')}</p>
              <Button block busy={change.isPending} onClick={() => act({ wallet })}>
                {t('loans.autopay.wallet.link', {
                  wallet: walletName(wallet),
                })}
              </Button>
            </>
          ) : method === 0 ? (
            <>
              <p className="muted">{t('loans.autopay.approveHint')}</p>
              <Button block busy={change.isPending} onClick={() => act('setup')}>
                {t('loans.autopay.setUp')}
              </Button>
            </>
          ) : (
            view.terms !== null && (
              <>
                <p className="muted">{t('loans.autopay.enach.intro')}</p>
                <EnachForm
                  busy={change.isPending}
                  maxAmount={formatMoney(region(), view.terms.maxAmount)}
                  endsOn={formatDate(region(), view.terms.endsAt, locale())}
                  onSubmit={(enach) => act({ enach })}
                />
              </>
            )
          )}
        </Card>
      )}
      {mandate?.status === 'pending' && mandate.method === 'directDebit' && (
        <Card>
          <CardCode
            orderId={orderId}
            card={mandate.card}
            newCodeBusy={change.isPending}
            // The card as typed here asks BRI for a new code; typed elsewhere (no draft in this
            // tab), the waiting link is dropped and the card's form comes back to type it again.
            onNewCode={() =>
              act(stored === undefined ? 'cancel' : { directDebit: cardRequest(stored) })
            }
          />
        </Card>
      )}
      {mandate?.status === 'pending' &&
        (mandate.method === 'enach' || mandate.intentUrl !== null) && (
          <Card>
            <Waiting mandate={mandate} />
          </Card>
        )}
      {live && mandate.status !== 'pending' && (
        <Card>
          {mandate.status === 'active' && (
            <Button variant="secondary" block busy={change.isPending} onClick={() => act('pause')}>
              {t('loans.autopay.pause')}
            </Button>
          )}
          {mandate.status === 'paused' && mandate.reason === 'borrower' && (
            <Button variant="secondary" block busy={change.isPending} onClick={() => act('resume')}>
              {t('loans.autopay.resume')}
            </Button>
          )}
          {confirming ? (
            <>
              <p role="alert">
                {t(
                  mandate.method === 'enach'
                    ? 'loans.autopay.enach.cancelConfirm'
                    : mandate.method === 'directDebit'
                      ? 'loans.autopay.card.cancelConfirm'
                      : mandate.method === 'wallet'
                        ? 'loans.autopay.wallet.cancelConfirm'
                        : 'loans.autopay.cancelConfirm',
                )}
              </p>
              <Button variant="primary" block busy={change.isPending} onClick={() => act('cancel')}>
                {t('loans.autopay.cancelYes')}
              </Button>
            </>
          ) : (
            <Button variant="secondary" block onClick={() => setConfirming(true)}>
              {t('loans.autopay.cancel')}
            </Button>
          )}
        </Card>
      )}
      {!view.offered && !live && <p className="muted">{t('loans.autopay.notOffered')}</p>}
      <ActionLink variant="secondary" block to={loanUrl}>
        {t('loans.autopay.backToLoan')}
      </ActionLink>
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
