import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../../shared/i18n.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { uploadProblemImage } from '../api/upload-problem-img.ts';
import { imageRefusal, MAX_IMAGES } from '../complaint-rules.ts';
import styles from './image-picker.module.css';

type Item =
  | { id: number; state: 'done'; url: string }
  | { id: number; state: 'uploading' | 'failed'; file: File; preview: string; progress: number };

let nextId = 1;
const done = (url: string): Item => ({ id: nextId++, state: 'done', url });

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
  const [initial] = useState<Item[]>(() => urls.map(done));
  const [items, setItems] = useState(initial);
  // The latest list for callbacks of an upload that outlives the render it started in.
  const itemsRef = useRef(initial);
  const uploading = items.some((item) => item.state === 'uploading');

  useEffect(() => onBusy(uploading), [uploading, onBusy]);
  useEffect(
    () => () => {
      for (const item of itemsRef.current) {
        if (item.state !== 'done') URL.revokeObjectURL(item.preview);
      }
    },
    [],
  );

  /** Every change goes through here; the uploaded URLs go to the draft unless only progress moved. */
  const update = (next: Item[], urlsChanged = true) => {
    itemsRef.current = next;
    setItems(next);
    if (urlsChanged) onChange(next.flatMap((item) => (item.state === 'done' ? [item.url] : [])));
  };
  const patch = (id: number, change: (item: Item) => Item, urlsChanged = true) =>
    update(
      itemsRef.current.map((item) => (item.id === id ? change(item) : item)),
      urlsChanged,
    );

  const upload = async (id: number, file: File) => {
    const result = await uploadProblemImage(file, (fraction) =>
      patch(
        id,
        (item) =>
          item.state === 'uploading' ? { ...item, progress: Math.min(fraction, 0.99) } : item,
        false,
      ),
    );
    const item = itemsRef.current.find((i) => i.id === id);
    if (!item) return; // removed while it was on the way
    if (result.ok) {
      if (item.state !== 'done') URL.revokeObjectURL(item.preview);
      patch(id, () => ({ id, state: 'done', url: result.data.url }));
      showToast(t('care.form.uploaded'), { kind: 'info' });
    } else {
      patch(id, (i) => (i.state === 'done' ? i : { ...i, state: 'failed', progress: 0 }));
      if (result.kind !== 'aborted') showToast(result.message);
    }
  };

  const pick = (file: File | undefined) => {
    if (!file || uploading) return;
    const refusal = imageRefusal(file, itemsRef.current.length);
    if (refusal) {
      showToast(t(`care.form.${refusal}`, { max: MAX_IMAGES }));
      return;
    }
    const id = nextId++;
    const preview = URL.createObjectURL(file);
    update([...itemsRef.current, { id, state: 'uploading', file, preview, progress: 0 }]);
    void upload(id, file);
  };

  const retry = (id: number) => {
    if (uploading) return;
    const item = itemsRef.current.find((i) => i.id === id);
    if (!item || item.state !== 'failed') return;
    patch(id, () => ({ ...item, state: 'uploading', progress: 0 }));
    void upload(id, item.file);
  };

  const remove = (id: number) => {
    const item = itemsRef.current.find((i) => i.id === id);
    if (item && item.state !== 'done') URL.revokeObjectURL(item.preview);
    update(itemsRef.current.filter((i) => i.id !== id));
  };

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
        {items.map((item, index) => {
          const n = index + 1;
          const src = item.state === 'done' ? item.url : item.preview;
          return (
            <li key={item.id} className={styles.tile} data-state={item.state}>
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
                  onClick={() => retry(item.id)}
                >
                  <span aria-hidden="true">↻</span>
                  <span className={styles.failedText}>{t('care.form.uploadFailed')}</span>
                </button>
              )}
              {item.state !== 'uploading' && (
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('care.form.remove', { n })}
                  onClick={() => remove(item.id)}
                >
                  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
                    <path d="M5 5l10 10M15 5L5 15" />
                  </svg>
                </button>
              )}
            </li>
          );
        })}
        {items.length < MAX_IMAGES && (
          <li className={styles.tile}>
            <button
              type="button"
              className={styles.add}
              disabled={uploading}
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
