import { useEffect, useRef, useState } from 'react';
import { showToast } from '../../lib/toast-store.ts';
import { t } from '../../shared/i18n.ts';
import { uploadProblemImage } from './api/upload-problem-img.ts';
import { imageRefusal, MAX_IMAGES } from './complaint-rules.ts';

/** A complaint photo: uploaded (its URL), or on its way or failed (its file and a local preview). */
export type ImageItem =
  | { id: number; state: 'done'; url: string }
  | { id: number; state: 'uploading' | 'failed'; file: File; preview: string; progress: number };
type Item = ImageItem;

let nextId = 1;
const done = (url: string): Item => ({ id: nextId++, state: 'done', url });

/**
 * The complaint photos' stages (docs/screens.md "Complaint form"): picked, uploaded one at a
 * time with its progress, retried or removed when it failed, removed once uploaded. The
 * uploaded URLs go to `onChange` (the draft); `onBusy` says whether one is on the way.
 */
export function useImageUploads(
  urls: readonly string[],
  onChange: (urls: string[]) => void,
  onBusy: (busy: boolean) => void,
) {
  const [initial] = useState<Item[]>(() => urls.map(done));
  const [items, setItems] = useState(initial);
  // The latest list for callbacks of an upload that outlives the render it started in.
  const itemsRef = useRef(initial);
  const uploading = items.some((item) => item.state === 'uploading');
  // Read at the tap from the latest list, not the render's: a second pick or retry made
  // before the next render must still find the first on its way (one upload at a time).
  const busyNow = () => itemsRef.current.some((item) => item.state === 'uploading');

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
    if (!file || busyNow()) return;
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
    if (busyNow()) return;
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

  return { items, uploading, pick, retry, remove };
}
