/**
 * The AutoPay walks' sandbox clock (decisions 072, 076, 078): the order's next debit as the
 * page states it, the instant its due day begins in the market, and the job run at a given
 * moment.
 */
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { formatDate, formatMoney } from '@tenor/contract/format';
import { test } from './fixtures.ts';

export const HOUR = 3_600_000;

/** Each market's clock: India (IST, UTC+05:30), Indonesia (WIB, UTC+07:00). */
const market = {
  IN: { offset: '+05:30', minutes: 330, locale: 'en-IN' },
  ID: { offset: '+07:00', minutes: 420, locale: 'id-ID' },
} as const;

/** The instant the due date's day begins in the market. */
const dayStartIn = (region: keyof typeof market, iso: string) => {
  const { minutes, offset } = market[region];
  const day = new Date(Date.parse(iso) + minutes * 60_000).toISOString().slice(0, 10);
  return Date.parse(`${day}T00:00:00${offset}`);
};

export async function autopayClock(
  request: APIRequestContext,
  session: { token: string },
  order: number,
  region: keyof typeof market = 'IN',
) {
  const view = await (
    await request.get(`/v3/autopay?orderId=${order}&languageType=1`, {
      headers: { 'x-token': session.token },
    })
  ).json();
  const { nextDueAt, nextAmount } = view.data.terms as { nextDueAt: string; nextAmount: number };
  const dayStart = dayStartIn(region, nextDueAt);
  // The day before the due day, or in Indonesia the Saturday when that is a Sunday (contact
  // days are Monday to Saturday there): the notice at 10:00.
  const dayBefore = new Date(dayStart - 24 * HOUR + market[region].minutes * 60_000);
  const sunday = region === 'ID' && dayBefore.getUTCDay() === 0;
  return {
    dayStart,
    /** 10:00 market time on the last contact day before the due day. */
    noticeAt: dayStart - (sunday ? 38 : 14) * HOUR,
    amount: formatMoney(region, nextAmount),
    date: formatDate(region, nextDueAt, market[region].locale),
    /** The job as every instance runs it, at `at` (ms since the epoch). */
    run: async (at: number) =>
      (
        await (
          await request.post('/dev/autopay/run', { data: { at: new Date(at).toISOString() } })
        ).json()
      ).data as { notices: number; debits: number },
  };
}

/** Indonesia's Autodebet notices the demo's outbox holds for `phone` (decisions 076, 081). */
export async function autodebetNotices(request: APIRequestContext, phone: string) {
  const outbox = await (await request.get(`/dev/outbox?phone=${encodeURIComponent(phone)}`)).json();
  return (outbox.data as { text: string }[])
    .map((m) => m.text)
    .filter((text) => text.includes('debit otomatis'));
}

/** The walks' lock: one directory, made atomically, per test server. */
const clockLock = join(tmpdir(), `tenor-e2e-autopay-${process.env.E2E_PORT ?? 8181}.lock`);
/** A lock older than this was left by a run that was stopped: no walk takes so long. */
const STALE_MS = 180_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function takeClock(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(clockLock);
      return;
    } catch {
      const age = Date.now() - (statSync(clockLock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > STALE_MS) rmSync(clockLock, { recursive: true, force: true });
      await sleep(200);
    }
  }
}

/**
 * The AutoPay walks' test: the job runs for every mandate on the server, so two walks whose
 * clocks overlapped (one on each worker) counted each other's notices and debits. Each walk
 * has the sandbox clock to itself from its start to its end; the wait has its own timeout.
 */
export const autopayTest = test.extend<{ clockToItself: void }>({
  clockToItself: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it.
    async ({}, use) => {
      await takeClock();
      try {
        await use();
      } finally {
        rmSync(clockLock, { recursive: true, force: true });
      }
    },
    { auto: true, timeout: 120_000 },
  ],
});
