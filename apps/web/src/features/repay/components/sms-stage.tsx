import { useId, useState } from 'react';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, dialogStyles } from '../../../shared/ui/dialog.tsx';
import own from './card-repay.module.css';

/** docs/screens.md "Card repayment": the card SMS code has at least 6 characters. */
export const MIN_CODE_LENGTH = 6;

export const codeLooksValid = (code: string): boolean => code.trim().length >= MIN_CODE_LENGTH;

/**
 * The SMS-code stage of a card payment (docs/screens.md "Card repayment"): the code input, 'get code' with its
 * 60 s countdown ('59s' …), Cancel (leaves the stage; the parent resets the timer) and
 * Confirm.
 */
export function SmsStage({
  open,
  phone,
  secondsLeft,
  resending,
  confirming,
  onResend,
  onCancel,
  onConfirm,
  error,
  onEdit,
}: {
  open: boolean;
  /** Where the code went, masked by the server (`+91 ••••• •4321`). */
  phone: string;
  secondsLeft: number;
  resending: boolean;
  confirming: boolean;
  onResend: () => void;
  onCancel: () => void;
  onConfirm: (code: string) => void;
  /** What is wrong with the code, shown under the field. */
  error: string;
  onEdit: () => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const cancel = () => {
    setCode('');
    onCancel();
  };
  return (
    <Dialog
      open={open}
      onDismiss={cancel}
      title={t('repay.card.smsTitle')}
      description={phone ? t('repay.card.smsSentTo', { phone }) : t('repay.card.smsSent')}
      testId="sms-stage"
    >
      <form
        className={own.codeForm}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(code);
        }}
      >
        <label className={own.codeLabel} htmlFor={inputId}>
          {t('repay.card.code')}
        </label>
        <div className={own.codeRow}>
          <input
            id={inputId}
            className={own.codeInput}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={code}
            aria-invalid={error !== '' || undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setCode(e.target.value);
              if (error) onEdit();
            }}
          />
          <Button
            variant="secondary"
            className={own.resend}
            disabled={secondsLeft > 0}
            busy={resending}
            onClick={onResend}
          >
            {secondsLeft > 0
              ? t('repay.card.seconds', { n: secondsLeft })
              : t('repay.card.getCode')}
          </Button>
        </div>
        {error && (
          <p id={errorId} className={own.codeError} role="alert" data-testid="code-error">
            {error}
          </p>
        )}
        <div className={dialogStyles.actions}>
          <Button variant="secondary" onClick={cancel}>
            {t('repay.card.cancel')}
          </Button>
          <Button type="submit" busy={confirming}>
            {t('repay.card.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
