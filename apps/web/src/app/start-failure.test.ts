import { afterEach, describe, expect, it, vi } from 'vitest';
import { showStartFailure } from './start-failure.ts';

const page = () => {
  document.body.innerHTML =
    '<div id="root"><div class="shell"><div class="shell-card"></div></div></div>';
  return document.getElementById('root') as HTMLElement;
};

describe('showStartFailure', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('replaces the placeholders with the error, in the borrower language', () => {
    const root = page();
    showStartFailure(root, 'id-ID');
    expect(root.querySelector('.shell')).toBeNull();
    expect(root.querySelector('[role="alert"] h1')?.textContent).toBe('Terjadi kesalahan');
    expect(root.querySelector('p')?.textContent).toMatch(/Periksa koneksi/);
    expect(root.querySelector('button')?.textContent).toBe('Muat ulang');
    expect(document.title).toBe('Terjadi kesalahan');
  });

  it('reloads the page from its button', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const root = page();
    showStartFailure(root, 'en-IN');
    const button = root.querySelector('button') as HTMLButtonElement;
    expect(button.textContent).toBe('Reload');
    button.click();
    expect(reload).toHaveBeenCalledOnce();
  });
});
