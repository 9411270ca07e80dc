import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';

function Crash(): never {
  throw new Error('boom');
}

describe('ErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its children while nothing crashes', () => {
    render(
      <ErrorBoundary log="[test] crash" fallback={<p>failed</p>}>
        <p>page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByText('failed')).not.toBeInTheDocument();
  });

  it('shows the fallback instead of a crashed child, and logs the error under its label', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary log="[test] crash" fallback={<p>failed</p>}>
        <p>page</p>
        <Crash />
      </ErrorBoundary>,
    );
    expect(screen.getByText('failed')).toBeInTheDocument();
    expect(screen.queryByText('page')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[test] crash', expect.any(Error), expect.any(String));
  });
});
