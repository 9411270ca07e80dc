import { TestPreview } from '../../features/dev/components/test-preview.tsx';

/** `/testPreview` — developer preview. */
export function Component() {
  return <TestPreview />;
}
