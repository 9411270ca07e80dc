import { t } from '../../../shared/i18n.ts';
import type { ImageItem } from '../use-image-uploads.ts';
import styles from './image-picker.module.css';

/** One complaint photo (the `n`th): its thumbnail, with its progress, its retry or its remove button. */
export function ImageTile({
  item,
  n,
  uploading,
  onRetry,
  onRemove,
}: {
  item: ImageItem;
  n: number;
  /** A photo is on its way: no retry meanwhile (one upload at a time). */
  uploading: boolean;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const src = item.state === 'done' ? item.url : item.preview;
  return (
    <li className={styles.tile} data-state={item.state}>
      {/* Named once uploaded; before that the progress or the failure names the tile. */}
      <img
        className={styles.thumb}
        src={src}
        alt={item.state === 'done' ? t('care.form.photo', { n }) : ''}
      />
      {item.state === 'uploading' && (
        <progress
          className={styles.progress}
          max={100}
          value={Math.round(item.progress * 100)}
          aria-label={t('care.form.uploading', {
            percent: Math.round(item.progress * 100),
          })}
        />
      )}
      {item.state === 'failed' && (
        <button
          type="button"
          className={styles.retry}
          aria-label={t('care.form.retry', { n })}
          disabled={uploading}
          onClick={onRetry}
        >
          <span aria-hidden="true">↻</span>
          <span className={styles.failedText}>{t('care.form.uploadFailed')}</span>
        </button>
      )}
      {item.state !== 'uploading' && (
        <button
          type="button"
          className={`icon-button ${styles.remove}`}
          aria-label={t('care.form.remove', { n })}
          onClick={onRemove}
        >
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" />
          </svg>
        </button>
      )}
    </li>
  );
}
