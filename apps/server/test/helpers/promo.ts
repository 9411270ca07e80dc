import type { LightMyRequestResponse } from 'fastify';
import { devCaptcha } from '@tenor/contract/endpoints/dev';
import { getCaptcha, getSid, getSms, register } from '@tenor/contract/endpoints/promo';
import type { Region } from '../../src/db/schema.ts';
import { successData, type TestApp } from './test-app.ts';

/** The seeded landing template of a market. */
export async function templateOf(t: TestApp, region: Region) {
  return t.db
    .selectFrom('promo_templates')
    .selectAll()
    .where('region', '=', region)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

let serial = 0;

/** A well-formed mobile number of the market as a visitor types it, new on every call. */
export function typedPhone(region: Region): string {
  serial += 1;
  const n = String(serial + Math.floor(Math.random() * 1e6) * 100).padStart(8, '0');
  return region === 'IN' ? `98${n.slice(-8)}` : `0812${n.slice(-8)}`;
}

/** The E.164 form of a phone `typedPhone` made. */
export const e164 = (region: Region, typed: string) =>
  region === 'IN' ? `+91${typed}` : `+62${typed.slice(1)}`;

export interface Visit {
  ip?: string;
  languageType?: string;
}

const query = (v: Visit) => (v.languageType === undefined ? '' : `?languageType=${v.languageType}`);

export function promoGet(t: TestApp, url: string, v: Visit = {}) {
  return t.app.inject({ method: 'GET', url, remoteAddress: v.ip ?? '127.0.0.1' });
}

export function promoPost(
  t: TestApp,
  path: string,
  fields: Record<string, string | number>,
  v: Visit = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `${path}${query(v)}`,
    remoteAddress: v.ip ?? '127.0.0.1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
  });
}

export async function newSid(t: TestApp, v: Visit = {}): Promise<string> {
  return successData(getSid, await promoGet(t, getSid.path, v)).sid;
}

/** Draws a captcha for the session and reads its answer from the demo API. */
export async function solvedCaptcha(t: TestApp, sid: string, v: Visit = {}): Promise<string> {
  const image = await promoGet(t, `${getCaptcha.path}?sid=${sid}&t=${Date.now()}`, v);
  if (image.statusCode !== 200) throw new Error(`captcha failed: ${image.body}`);
  return successData(devCaptcha, await promoGet(t, `${devCaptcha.path}?sid=${sid}`)).text;
}

export interface Landing {
  templateId: number;
  phone: string;
  sid: string;
  capcode: string;
}

/** A fresh session with a solved captcha, for a new phone of the market unless one is given. */
export async function landing(
  t: TestApp,
  region: Region,
  v: Visit = {},
  phone = typedPhone(region),
): Promise<Landing> {
  const template = await templateOf(t, region);
  const sid = await newSid(t, v);
  return { templateId: template.id, phone, sid, capcode: await solvedCaptcha(t, sid, v) };
}

export const askSms = (t: TestApp, l: Landing, v: Visit = {}, over: object = {}) =>
  promoPost(
    t,
    getSms.path,
    { phone: l.phone, capcode: l.capcode, sid: l.sid, id: l.templateId, ...over },
    v,
  );

export const askRegister = (
  t: TestApp,
  l: Landing,
  smsCode: string,
  v: Visit = {},
  over: object = {},
) =>
  promoPost(
    t,
    register.path,
    { phone: l.phone, capcode: l.capcode, sid: l.sid, id: l.templateId, smsCode, ...over },
    v,
  );

export const envelopeOf = (res: LightMyRequestResponse) =>
  res.json() as { code: string; message: string; data: unknown };

/** Every SMS sent so far. */
export async function smsCount(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('sms_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
