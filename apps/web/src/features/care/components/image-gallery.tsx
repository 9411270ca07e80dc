import { useState } from 'react';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import styles from './image-gallery.module.css';
// Shown three across, as they were chosen.
import pickerStyles from './image-picker.module.css';

/**
 * Thumbnails that open the photo large in a modal dialog (focus moves into it, Esc, Close
 * or a tap outside closes it and focus returns to the thumbnail).
 */
export function ImageGallery({ urls, testId }: { urls: readonly string[]; testId: string }) {
  const [open, setOpen] = useState<number>();
  if (urls.length === 0) return null;
  const shown = open === undefined ? undefined : urls[open];
  return (
    <>
      <ul className={pickerStyles.grid} data-testid={testId}>
        {urls.map((url, i) => (
          <li key={`${i}-${url}`}>
            <button
              type="button"
              className={styles.thumbButton}
              aria-label={t('care.detail.openImage', { n: i + 1 })}
              onClick={() => setOpen(i)}
            >
              <img className={styles.thumb} src={url} alt="" loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={shown !== undefined}
        onDismiss={() => setOpen(undefined)}
        title={t('care.detail.imageTitle', { n: (open ?? 0) + 1, total: urls.length })}
        testId="image-dialog"
      >
        {shown && <img className={styles.large} src={shown} alt="" />}
        <Button block variant="secondary" onClick={() => setOpen(undefined)}>
          {t('care.detail.close')}
        </Button>
      </Dialog>
    </>
  );
}
