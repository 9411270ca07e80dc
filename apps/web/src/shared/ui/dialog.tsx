import {
  type ReactNode,
  type MouseEvent,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
} from 'react';
import { Toaster } from '../toast/toaster.tsx';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Esc, or a tap on the mask around the box. */
  onDismiss: () => void;
  /** The dialog's heading, which names it (aria-labelledby). */
  title: ReactNode;
  /** The text under the title, which describes it (aria-describedby). */
  description?: ReactNode;
  /** The title is a status line (`<p role="status">`), for a dialog that only announces. */
  status?: boolean;
  children?: ReactNode;
  testId?: string;
  /**
   * Focus the title on opening instead of the first control: for a dialog that opens by
   * itself, where a focused first control (a star) would look chosen.
   */
  focusTitle?: boolean;
}

/** A tap on the mask this soon after opening is the second half of the tap that opened it. */
const MASK_GRACE_MS = 500;

/**
 * A modal dialog on the native <dialog> element, with its title and description wired to it: showModal gives the focus trap, Esc,
 * inert background and top layer for free. The box's content fills the element, so a
 * click whose target is the <dialog> itself landed on the mask.
 */
export function Dialog({
  open,
  onDismiss,
  title,
  description,
  status = false,
  children,
  testId,
  focusTitle = false,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const hasText = description !== undefined;
  const openedAt = useRef(0);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openedAt.current = Date.now();
      // jsdom has no showModal; the attribute is enough for unit tests.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      const title = focusTitle ? dialog.querySelector<HTMLElement>(`[id="${titleId}"]`) : null;
      if (title) {
        title.tabIndex = -1;
        title.focus();
      }
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open, focusTitle, titleId]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Esc: the parent owns the open state, so it decides (and the box closes through it).
    event.preventDefault();
    onDismiss();
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    // A double tap on the button that opens the dialog must not close it again.
    if (Date.now() - openedAt.current < MASK_GRACE_MS) return;
    onDismiss();
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      // Named only while open, by ids the browser wrote with the title: a closed dialog rendered
      // on the server keeps the server's attributes through hydration (Preact, decision 080),
      // and its title, rendered later in the browser, may carry another id.
      aria-labelledby={open ? titleId : undefined}
      aria-describedby={open && hasText ? textId : undefined}
      onCancel={onCancel}
      onClick={onClick}
      data-testid={testId}
    >
      {open && (
        <div className={styles.body}>
          {status ? (
            <p className={styles.title} id={titleId} role="status">
              {title}
            </p>
          ) : (
            <h2 className={styles.title} id={titleId}>
              {title}
            </h2>
          )}
          {hasText && (
            <p className={styles.text} id={textId}>
              {description}
            </p>
          )}
          {children}
          <Toaster />
        </div>
      )}
    </dialog>
  );
}

/** Title, text and button-row classes for dialog content, so every dialog looks alike. */
export const dialogStyles = {
  title: styles.title,
  text: styles.text,
  actions: styles.actions,
};
