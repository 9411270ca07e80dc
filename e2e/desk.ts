import { expect, type Page } from '@playwright/test';

/** The desk's password in demo mode (the e2e server runs in demo mode without OPS_PASSWORD). */
export const DESK_PASSWORD = 'tenor-demo-desk';

/** Opens a desk page, signing in first when the desk asks for its password. */
export async function openDesk(page: Page, path: string): Promise<void> {
  await page.goto(path);
  if (await page.getByLabel('Desk password').isVisible()) {
    await page.getByLabel('Desk password').fill(DESK_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.goto(path);
  }
}

/** The desk's red for a breach (desk-css.ts `.overdue`). */
export const BREACH_RED = 'rgb(164, 14, 38)';
