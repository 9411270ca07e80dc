import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type Language } from './fixtures.ts';

/** The landing's copy per market (the template's: India ↔ English, Indonesia ↔ Indonesian). */
export const promoCopy = {
  en: {
    region: 'IN' as const,
    title: 'Instant personal loans up to ₹80,000',
    subtitle: 'in your bank account within 2 hours',
    phone: 'Mobile number',
    captcha: 'Image captcha',
    code: 'SMS code',
    getCode: 'Get code',
    apply: 'Apply now',
    agreement: 'Registration agreement and privacy notice',
    phoneError: 'Please enter the phone number correctly!',
    captchaError: 'Please enter the image captcha correctly!',
    codeError: 'Please enter the SMS code correctly!',
    doNotResend: 'Please do not resend the code',
    sent: 'Verification code has been sent, please check your phone!',
    registered: 'Registration successful',
    already: 'You are already registered, please download the APP and log in!',
    wrongCaptcha: 'The image captcha is wrong or has expired',
    network: 'Network problem, please try again',
    downloadTitle: 'Your account is ready',
    store: 'Get Tenor on Google Play',
    back: 'Back to registration',
    missing: 'This page does not exist',
    unknown: 'This page does not exist.',
    retry: 'Retry',
    idKey: 'links_id',
  },
  id: {
    region: 'ID' as const,
    title: 'Pinjaman tunai cepat hingga Rp 15.000.000',
    subtitle: 'cair dalam 2 jam',
    phone: 'Nomor ponsel',
    captcha: 'Captcha gambar',
    code: 'Kode SMS',
    getCode: 'Dapatkan kode',
    apply: 'Ajukan sekarang',
    agreement: 'Perjanjian pendaftaran dan pemberitahuan privasi',
    phoneError: 'Silakan masukkan nomor ponsel dengan benar!',
    captchaError: 'Silakan masukkan captcha gambar dengan benar!',
    codeError: 'Silakan masukkan kode SMS dengan benar!',
    doNotResend: 'Mohon jangan kirim ulang kode',
    sent: 'Kode verifikasi telah dikirim, silakan periksa ponsel Anda!',
    registered: 'Pendaftaran berhasil',
    already: 'Anda sudah terdaftar, silakan unduh aplikasinya dan masuk!',
    wrongCaptcha: 'Captcha gambar salah atau sudah kedaluwarsa',
    network: 'Jaringan bermasalah, silakan coba lagi',
    downloadTitle: 'Akun Anda sudah siap',
    store: 'Dapatkan Tenor di Google Play',
    back: 'Kembali ke pendaftaran',
    missing: 'Halaman ini tidak ada',
    unknown: 'Halaman ini tidak ada.',
    retry: 'Coba lagi',
    idKey: 'down_id',
  },
} satisfies Record<Language, unknown>;

export const promoLanguages: Language[] = ['en', 'id'];

/** An Android phone, so the download page offers the Play Store link. */
export const androidAgent =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/** The seeded landing template of a market, from the demo session's list. */
export async function templateId(request: APIRequestContext, region: 'IN' | 'ID') {
  const res = await request.post('/dev/session', { data: { region } });
  const body = await res.json();
  const template = (body.data.templates as { id: number; region: string }[]).find(
    (t) => t.region === region,
  );
  expect(template, `a ${region} template`).toBeDefined();
  return template!.id;
}

/** A fresh, well-formed mobile number of the market (as a visitor types it). */
export function newPhone(region: 'IN' | 'ID'): { typed: string; e164: string } {
  const digits = (n: number) =>
    Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
  if (region === 'IN') {
    const local = `9${digits(9)}`;
    return { typed: `${local.slice(0, 5)} ${local.slice(5)}`, e164: `+91${local}` };
  }
  const local = `812${digits(8)}`;
  return { typed: `0${local}`, e164: `+62${local}` };
}

/** The registration session of the captcha on screen. */
export async function shownSid(page: Page): Promise<string> {
  const image = page.getByTestId('captcha-image').locator('img');
  await expect(image).toBeVisible();
  const src = (await image.getAttribute('src')) ?? '';
  return new URL(src, 'http://x').searchParams.get('sid') ?? '';
}

/** The text of the captcha on screen, from the demo API. */
export async function captchaText(page: Page, request: APIRequestContext): Promise<string> {
  const sid = await shownSid(page);
  // The server draws a captcha when its image is fetched: ask once the one on screen has loaded.
  await expect
    .poll(() =>
      page
        .getByTestId('captcha-image')
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  const res = await request.get(`/dev/captcha?sid=${encodeURIComponent(sid)}`);
  const body = await res.json();
  expect(body.code).toBe('00');
  return body.data.text as string;
}

/** The last code the demo outbox holds for a phone. */
export async function outboxCode(request: APIRequestContext, e164: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/outbox?phone=${encodeURIComponent(e164)}`);
      const messages = (await res.json()).data as { text: string }[];
      code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** Phone and the right captcha typed, then "get code": the code is on its way. */
export async function requestCode(
  page: Page,
  request: APIRequestContext,
  language: Language,
  phone: string,
) {
  const c = promoCopy[language];
  await page.getByLabel(c.phone).fill(phone);
  await page.getByLabel(c.captcha, { exact: true }).fill(await captchaText(page, request));
  await page.getByTestId('get-code').click();
}
