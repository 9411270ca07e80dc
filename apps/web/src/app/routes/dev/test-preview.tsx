/** `/testPreview` — developer preview. */
export { TestPreview as Component } from '../../../features/dev/components/test-preview.tsx';

/** The developer tool reads the device (contacts, storage): rendered in the browser only. */
export const clientOnly = true;
