import { useId, useRef } from 'react';
import { t } from '../../../shared/i18n.ts';
import { useUntilReady } from '../../../shared/ui/until-ready.ts';
import { MAX_IMAGES } from '../complaint-rules.ts';
import { useImageUploads } from '../use-image-uploads.ts';
import { ImageTile } from './image-tile.tsx';
import styles from './image-picker.module.css';

/**
 * Up to 9 evidence photos, picked and uploaded one at a time (docs/screens.md "Complaint form"):
 * each shows its progress, a failed one can be retried or removed, an uploaded one removed. The
 * parent keeps only the uploaded URLs (the draft); `onBusy` says whether one is on the way.
 */
export function ImagePicker({
  urls,
  onChange,
  onBusy,
}: {
  urls: readonly string[];
  onChange: (urls: string[]) => void;
  onBusy: (busy: boolean) => void;
}) {
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { marks: untilReady } = useUntilReady();
  const { items, uploading, pick, retry, remove } = useImageUploads(urls, onChange, onBusy);

  return (
    <section aria-labelledby={headingId} className={styles.picker}>
      <h2 id={headingId} className={styles.heading}>
        {t('care.form.images')}{' '}
        <span className="muted" data-testid="image-count">
          {items.length}/{MAX_IMAGES}
        </span>
      </h2>
      <p className="muted">{t('care.form.imagesHint', { max: MAX_IMAGES })}</p>
      <ul className={styles.grid} data-testid="complaint-images">
        {items.map((item, index) => (
          <ImageTile
            key={item.id}
            item={item}
            n={index + 1}
            uploading={uploading}
            onRetry={() => retry(item.id)}
            onRemove={() => remove(item.id)}
          />
        ))}
        {items.length < MAX_IMAGES && (
          <li className={styles.tile}>
            <button
              type="button"
              className={styles.add}
              disabled={uploading}
              {...untilReady}
              onClick={() => input.current?.click()}
            >
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                <path d="M12 5v14M5 12h14" />
              </svg>
              <span>{t('care.form.addImage')}</span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="complaint-image-input"
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </section>
  );
}
