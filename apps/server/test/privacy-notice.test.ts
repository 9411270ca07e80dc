/**
 * The privacy notice as data (decision 063): one server page per market and language, itemised
 * (each item of personal data with its purpose), with its version; the consent ledger records
 * that version with each consent (kfs-consents.test.ts reads it there).
 */
import { describe, expect, it } from 'vitest';
import { privacyNoticeUrl } from '@tenor/contract/privacy-notice';
import { privacyNoticeVersions } from '../src/content/privacy-notice.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the privacy notice', () => {
  it('India, English: its version, each item with its purpose, the rights and the Board', async () => {
    const res = await get(privacyNoticeUrl('IN', 'en'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain(`data-version="${privacyNoticeVersions.IN}"`);
    expect(res.body).toContain('Digital Personal Data Protection Act, 2023');
    expect(res.body.match(/<tr><td>/g)).toHaveLength(6);
    expect(res.body).toContain('<td>Mobile number</td>');
    expect(res.body).toContain('Data Protection Board of India');
    expect(res.body).not.toContain('OJK');
    expect(res.body).not.toContain('<script');
  });

  it('Indonesia, in Indonesian, English and Chinese: one version, its own law, OJK', async () => {
    const id = await get(privacyNoticeUrl('ID', 'id'));
    expect(id.body).toContain('<html lang="id">');
    expect(id.body).toContain('UU 27/2022');
    expect(id.body).toContain('<td>Nomor ponsel</td>');
    expect(id.body).toContain('3 × 24 jam');
    const en = await get(privacyNoticeUrl('ID', 'en'));
    expect(en.body).toContain('<td>Mobile number</td>');
    expect(en.body).toContain('complain to OJK');
    const zh = await get(privacyNoticeUrl('ID', 'zh'));
    expect(zh.body).toContain('<html lang="zh">');
    expect(zh.body).toContain('隐私声明');
    for (const body of [id.body, en.body, zh.body]) {
      expect(body).toContain(`data-version="${privacyNoticeVersions.ID}"`);
      expect(body).not.toContain('RBI');
    }
  });

  it('an Indonesian reader of the Indian notice gets it in English, marked so', async () => {
    const res = await get(privacyNoticeUrl('IN', 'id'));
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<td>Mobile number</td>');
  });
});
