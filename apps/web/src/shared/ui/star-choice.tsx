import { useState } from 'react';
import { showToast } from '../toast/toast-store.ts';
import { Button } from './button.tsx';
import { dialogStyles } from './dialog.tsx';
import { StarRating } from './star-rating.tsx';

export interface StarChoiceProps {
  groupLabel: string;
  starLabel: (star: number) => string;
  cancelLabel: string;
  sendLabel: string;
  /** Said when Send is tapped with no star (nothing is sent). */
  chooseMessage: string;
  busy: boolean;
  onCancel: () => void;
  /** Called with 1–5. */
  onSend: (stars: number) => void;
}

/**
 * The content of a rating dialog below its title: five stars and Cancel / Send. It keeps
 * the chosen stars itself, so a dialog that closes (its content unmounts) opens again at 0.
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
  return (
    <>
      <StarRating
        selected={selected}
        onSelect={setSelected}
        groupLabel={groupLabel}
        starLabel={starLabel}
      />
      <div className={dialogStyles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button
          busy={busy}
          onClick={() => (selected < 1 ? showToast(chooseMessage) : onSend(selected))}
        >
          {sendLabel}
        </Button>
      </div>
    </>
  );
}
