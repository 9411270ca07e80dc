import type { ReactNode } from 'react';
import { StateView } from './state-view.tsx';

export function EmptyState({
  title,
  message,
  action,
}: {
  title: string;
  message?: string;
  action?: ReactNode;
}) {
  return (
    <StateView icon="empty" title={title} message={message} actions={action} testId="empty-state" />
  );
}
