import type { ReactNode } from 'react';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { initPayType } from '@tenor/contract/endpoints/repay';
import { t, type TranslationVars } from '../../../shared/i18n.ts';
import { LenderLine } from '../../../shared/ui/lender-line.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import type { PayQuery } from '../repay-links.ts';
import { OtherWay } from './issued-bill.tsx';
import { AmountChanged } from './pay-amount.tsx';
import { ServiceContact } from './service-contact.tsx';

type Options = ResponseOf<typeof initPayType>;

/** A channel paid through one issued bill on a page of its own (Indonesia's QRIS, e-wallets). */
type BillChannel = 'qris' | 'ewallet';

/**
 * The page around a channel's one bill (/repayQris, /repayEwallet): what is owed now and to
 * whom; the bill when the order offers the channel and it takes the amount, or why not; the
 * way back to every other way; the page's one action below everything. `bill` and `action`
 * are given the payment at the server's amount, never the link's.
 */
export function BillPage<Q extends PayQuery>({
  query,
  options,
  channel,
  tooLarge,
  bill,
  action,
}: {
  query: Q;
  options: Options;
  channel: BillChannel;
  /** Why the channel does not take the amount; absent when it does. */
  tooLarge: { title: string; message: string } | undefined;
  bill: (payment: Q) => ReactNode;
  action: (payment: Q) => ReactNode;
}) {
  const { payable } = options;
  const payment = { ...query, amount: payable.amount };
  const offered = options.channels.includes(channel);
  const shown = offered && tooLarge === undefined;
  return (
    <>
      <Stack>
        <AmountChanged payable={payable} />
        <LenderLine lender={options.lender} role="payee" />
        {payable.kind === 'extension' && (
          <p data-testid="extension-note">{t('repay.va.extensionNote')}</p>
        )}
        {!offered && (
          <StateView icon="empty" title={t('repay.chooser.noOptions')} testId="no-options" />
        )}
        {offered && tooLarge !== undefined && (
          <StateView icon="empty" {...tooLarge} testId={`${channel}-too-large`} />
        )}
        {shown && bill(payment)}
        <OtherWay
          query={payment}
          label={t(`repay.${channel}.another`)}
          testId={`${channel}-other-way`}
        />
        <ServiceContact telephone="" />
      </Stack>
      {shown && action(payment)}
    </>
  );
}

/** How to pay the bill: the channel's three steps under their title. */
export function BillSteps({ channel, vars }: { channel: BillChannel; vars?: TranslationVars }) {
  return (
    <TitledCard title={t(`repay.${channel}.stepsTitle`)}>
      <ol data-testid={`${channel}-steps`}>
        <li>{t(`repay.${channel}.step1`, vars)}</li>
        <li>{t(`repay.${channel}.step2`, vars)}</li>
        <li>{t(`repay.${channel}.step3`, vars)}</li>
      </ol>
    </TitledCard>
  );
}
