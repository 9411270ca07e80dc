import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import styles from './repay.module.css';

export interface Option<V> {
  value: V;
  label: string;
}

/** A picker popup (payment type, bank, bank method): a tap on an option picks it and closes. */
export function OptionDialog<V extends string | number>({
  open,
  title,
  options,
  selected,
  onSelect,
  onClose,
  testId,
}: {
  open: boolean;
  title: string;
  options: readonly Option<V>[];
  selected: V | undefined;
  onSelect: (value: V) => void;
  onClose: () => void;
  testId?: string;
}) {
  return (
    <Dialog open={open} onDismiss={onClose} title={title} testId={testId}>
      <ul className={styles.options} role="list">
        {options.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              className={styles.option}
              aria-pressed={option.value === selected}
              onClick={() => {
                onSelect(option.value);
                onClose();
              }}
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" block onClick={onClose}>
        {t('repay.chooser.close')}
      </Button>
    </Dialog>
  );
}
