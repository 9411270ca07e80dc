/** `/testPreview` — developer preview. */
export { TestPreview as Component } from '../../../features/dev/components/test-preview.tsx';
