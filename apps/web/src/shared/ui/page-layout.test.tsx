import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLayout } from './page-layout.tsx';

describe('PageLayout back button', () => {
  afterEach(() => {
    window.history.replaceState(null, '');
    vi.restoreAllMocks();
  });

  it('is there when the page was opened from another page of ours, and goes back', () => {
    window.history.replaceState({ idx: 2 }, '');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    render(<PageLayout title="Loan details">body</PageLayout>);
    const button = screen.getByRole('button', { name: 'Go back' });
    // Before the title, inside the banner.
    expect(screen.getByRole('banner').firstElementChild).toBe(button);
    fireEvent.click(button);
    expect(back).toHaveBeenCalledOnce();
  });

  it('is not there on the first page of the tab (the app has its own back)', () => {
    for (const state of [null, { idx: 0 }, { other: 1 }]) {
      window.history.replaceState(state, '');
      const { unmount } = render(<PageLayout title="Loan details">body</PageLayout>);
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
    }
  });
});

describe('PageLayout focus', () => {
  it('moves focus to the heading of a page reached from another, unless something holds it', () => {
    const first = render(<PageLayout title="Loan details">body</PageLayout>);
    first.unmount();
    const next = render(<PageLayout title="Repayment">body</PageLayout>);
    expect(screen.getByRole('heading', { level: 1, name: 'Repayment' })).toHaveFocus();
    next.unmount();

    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    render(<PageLayout title="Receipt">body</PageLayout>);
    expect(input).toHaveFocus();
    input.remove();
  });
});
