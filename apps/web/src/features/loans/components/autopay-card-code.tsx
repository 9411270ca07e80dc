import { useId, useState } from 'react';
import type { AutopayView } from '@tenor/contract/endpoints/autopay';
import { BANK_CODE } from '@tenor/contract/autopay-fields';
import { t } from '../../../shared/i18n.ts';
import { takeTyped } from '../../../shared/typed-before-start.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useAutopayVerify } from '../api/autopay.ts';
import { cardName } from './autopay-view.tsx';
import { AutopayField } from './autopay-field.tsx';
import styles from './autopay.module.css';

type Card = NonNullable<NonNullable<AutopayView['mandate']>['card']>;

/** The code as the field keeps it: its digits only. */
const digits = (typed: string) => typed.replace(/\D/g, '');

/**
 * The bank's code, typed on our page (decision 081): BRI sent it by SMS to the phone it knows.
 * A wrong code can be typed again; an expired or exhausted one needs a new code (`onNewCode`
 * links the card again, the bank sends another). A second tap while one is checked does
 * nothing; a refusal or a lost connection is said under the field and the button stays.
 */
export function CardCode({
  orderId,
  card,
  newCodeBusy,
  onNewCode,
}: {
  orderId: number;
  card: Card | null;
  newCodeBusy: boolean;
  onNewCode: () => void;
}) {
  const id = useId();
  const verify = useAutopayVerify(orderId);
  // A code typed before the app started stays (typed-before-start.ts), so a tap on the button
  // then, replayed once the app is ready (until-ready.ts), sends it.
  const [code, setCode] = useState(() => digits(takeTyped('bank-code') ?? ''));
  const [problem, setProblem] = useState<string | undefined>(undefined);
  return (
    <form
      className={styles.form}
      noValidate
      data-testid="card-code-step"
      onSubmit={(e) => {
        e.preventDefault();
        if (!BANK_CODE.test(code)) {
          setProblem(t('loans.autopay.card.codeInvalid'));
          document.getElementById(`${id}-code`)?.focus();
          return;
        }
        verify.run(code, {
          onSuccess: (result) => setProblem(result.ok ? undefined : result.message),
          onError: () => setProblem(t('loans.autopay.card.codeRetry')),
        });
      }}
    >
      <p data-testid="autopay-waiting">
        {t('loans.autopay.card.codeSent', { card: card === null ? '' : cardName(card) })}
      </p>
      <AutopayField
        id={`${id}-code`}
        label={t('loans.autopay.card.code')}
        problem={problem}
        testId="card-code"
        name="bank-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => {
          setProblem(undefined);
          setCode(digits(e.target.value));
        }}
      />
      <Button type="submit" block busy={verify.isPending} data-testid="card-code-submit">
        {t('loans.autopay.card.confirm')}
      </Button>
      <Button
        variant="secondary"
        block
        busy={newCodeBusy}
        onClick={() => {
          setCode('');
          setProblem(undefined);
          onNewCode();
        }}
        data-testid="card-new-code"
      >
        {t('loans.autopay.card.newCode')}
      </Button>
    </form>
  );
}
