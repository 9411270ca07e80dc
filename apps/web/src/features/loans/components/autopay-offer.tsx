import type { ReactNode } from 'react';
import { type WalletChannel, walletChannels } from '@tenor/contract/autopay-fields';
import { region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { walletName } from './autopay-view.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import styles from './autopay.module.css';

const STEPS = ['stepNotice', 'stepOnce', 'stepCancel', 'stepFailed'] as const;
const METHODS = ['upiAutopay', 'enach'] as const;

/** Indonesia's choices: each wallet, then the BRI card by direct debit. */
export const CARD_CHOICE = walletChannels.length;

/** The method as chosen: its number among the choices, and what it means. */
export interface MethodChoice {
  method: number;
  wallets: boolean;
  wallet: WalletChannel;
  byCard: boolean;
}

/**
 * Indonesia links an e-wallet (decision 076) or a BRI card (decision 081); India takes UPI
 * AutoPay (0) or e-NACH (1).
 */
export function methodChoice(method: number): MethodChoice {
  const wallets = region() === 'ID';
  return {
    method,
    wallets,
    wallet: walletChannels[method] ?? 'DANA',
    byCard: wallets && method === CARD_CHOICE,
  };
}

/**
 * AutoPay on offer: the method to choose (a wallet or the BRI card in Indonesia, UPI AutoPay or
 * e-NACH in India), what happens once it is on, then `children`, the chosen method's setup.
 */
export function OfferCard({
  choice: { method, wallets, byCard },
  onMethod,
  children,
}: {
  choice: MethodChoice;
  onMethod: (method: number) => void;
  children: ReactNode;
}) {
  return (
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
          onChange={onMethod}
        />
      ) : (
        <ChoiceGroup
          legend={t('loans.autopay.methodLegend')}
          name="autopay-method"
          choices={METHODS.map((m, value) => ({ value, label: t(`loans.autopay.method.${m}`) }))}
          value={method}
          onChange={onMethod}
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
      {children}
    </Card>
  );
}
