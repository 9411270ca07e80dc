import { t } from '../../../shared/i18n.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { copyText } from '../copy-text.ts';

/** Copy beside the account number; says "Copied" (or how to copy by hand). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const copy = async () => {
    const ok = await copyText(text);
    showToast(t(ok ? 'repay.va.copied' : 'repay.va.copyFailed'), { kind: 'info' });
  };
  return (
    <Button
      variant="secondary"
      aria-label={`${t('repay.va.copy')} ${label}`}
      onClick={() => void copy()}
    >
      {t('repay.va.copy')}
    </Button>
  );
}
