import { useEffect, useRef, useState } from 'react';
import { showToast } from '../../lib/toast-store.ts';
import { Button } from './button.tsx';
import { dialogStyles } from './dialog.tsx';
import { StarRating } from './star-rating.tsx';

export interface StarChoiceProps {
  groupLabel: string;
  starLabel: (star: number) => string;
  /** Without one (an inline card), there is nothing to cancel: only Send. */
  cancelLabel?: string;
  sendLabel: string;
  /** Said when Send is tapped with no star (nothing is sent). */
  chooseMessage: string;
  busy: boolean;
  onCancel?: () => void;
  /** Called with 1–5. */
  onSend: (stars: number) => void;
}

/**
 * The content of a rating dialog (or card) below its title: five stars and Cancel / Send. It
 * keeps the chosen stars itself, so a dialog that closes (its content unmounts) opens again
 * at 0. Its "choose a star" toast goes once a star is chosen or the rating is gone: it must
 * not outlive a rating that was sent.
 */
export function StarChoice({
  groupLabel,
  starLabel,
  cancelLabel,
  sendLabel,
  chooseMessage,
  busy,
  onCancel,
  onSend,
}: StarChoiceProps) {
  const [selected, setSelected] = useState(0);
  const hint = useRef<() => void>(undefined);
  const dropHint = () => {
    hint.current?.();
    hint.current = undefined;
  };
  useEffect(() => dropHint, []);
  const choose = (star: number) => {
    dropHint();
    setSelected(star);
  };
  const send = () => {
    if (selected < 1) hint.current = showToast(chooseMessage);
    else onSend(selected);
  };
  return (
    <>
      <StarRating
        selected={selected}
        onSelect={choose}
        groupLabel={groupLabel}
        starLabel={starLabel}
      />
      <div className={dialogStyles.actions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
        <Button busy={busy} onClick={send}>
          {sendLabel}
        </Button>
      </div>
    </>
  );
}
