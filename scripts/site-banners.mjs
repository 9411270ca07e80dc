/* global Image, document */
/**
 * Draws the five banners of the official site's home page (docs/decisions/021-official-site.md)
 * and writes them as WebP in three widths beside the page that shows them. The pictures are
 * ours: shapes drawn here, no stock art, no words in the picture (the page says the words, in
 * the visitor's language). Run after changing a drawing: `node scripts/site-banners.mjs`.
 * It renders with the machine's Chromium (the one the browser tests use).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/web/src/features/site/images',
);
const WIDTHS = [360, 720, 1080];
const W = 1080;
const H = 540;

const sky = (a, b) =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#bg)"/>`;
const bubbles = (fill) =>
  `<circle cx="960" cy="80" r="150" fill="${fill}" opacity=".18"/><circle cx="120" cy="500" r="190" fill="${fill}" opacity=".14"/><circle cx="600" cy="-40" r="90" fill="${fill}" opacity=".12"/>`;

/** A phone showing an approved loan: the first banner, the page's largest picture. */
const phone = `${sky('#0b5cad', '#1d8fe1')}${bubbles('#fff')}
<g transform="translate(400 60)">
  <rect width="280" height="440" rx="36" fill="#0a2540"/>
  <rect x="16" y="22" width="248" height="396" rx="24" fill="#fff"/>
  <rect x="40" y="60" width="200" height="18" rx="9" fill="#d7e6f7"/>
  <rect x="40" y="96" width="140" height="34" rx="10" fill="#0b5cad"/>
  <rect x="40" y="150" width="200" height="12" rx="6" fill="#e4e9ef"/>
  <rect x="40" y="174" width="170" height="12" rx="6" fill="#e4e9ef"/>
  <circle cx="140" cy="280" r="58" fill="#1a7f37"/>
  <path d="M112 280l20 20 38-42" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
  <rect x="40" y="360" width="200" height="36" rx="18" fill="#0b5cad"/>
</g>
<g fill="#ffd166"><circle cx="250" cy="180" r="46"/><circle cx="820" cy="360" r="38"/></g>
<g fill="#f4b93a"><circle cx="250" cy="180" r="32"/><circle cx="820" cy="360" r="26"/></g>`;

/** A clock with a quick hand: money within hours. */
const clock = `${sky('#064b8c', '#0f7bc4')}${bubbles('#9fd3ff')}
<circle cx="540" cy="270" r="190" fill="#fff"/>
<circle cx="540" cy="270" r="190" fill="none" stroke="#ffd166" stroke-width="22" stroke-dasharray="200 994" transform="rotate(-90 540 270)"/>
${Array.from({ length: 12 }, (_, i) => `<rect x="534" y="100" width="12" height="${i % 3 ? 18 : 32}" rx="6" fill="#0a2540" transform="rotate(${i * 30} 540 270)"/>`).join('')}
<path d="M540 270V160" stroke="#0a2540" stroke-width="16" stroke-linecap="round"/>
<path d="M540 270l70 40" stroke="#0b5cad" stroke-width="14" stroke-linecap="round"/>
<circle cx="540" cy="270" r="16" fill="#0a2540"/>
<g stroke="#fff" stroke-width="14" stroke-linecap="round" opacity=".85"><path d="M230 200h90"/><path d="M200 270h120"/><path d="M240 340h80"/></g>`;

/** A shield with a lock: the borrower's data kept safe. */
const shield = `${sky('#0d4f6c', '#158f8a')}${bubbles('#bff3e7')}
<path d="M540 70l190 70v120c0 120-80 200-190 240-110-40-190-120-190-240V140z" fill="#fff"/>
<path d="M540 110l150 55v95c0 95-62 160-150 195-88-35-150-100-150-195v-95z" fill="#e3f6f2"/>
<rect x="470" y="250" width="140" height="110" rx="18" fill="#0d4f6c"/>
<path d="M495 250v-30a45 45 0 0190 0v30" fill="none" stroke="#0d4f6c" stroke-width="20"/>
<circle cx="540" cy="300" r="16" fill="#fff"/><rect x="533" y="300" width="14" height="34" rx="7" fill="#fff"/>
<g fill="#ffd166"><circle cx="230" cy="140" r="14"/><circle cx="860" cy="420" r="18"/><circle cx="880" cy="150" r="10"/></g>`;

/** A calendar with paid instalments ticked: terms that fit a salary. */
const calendar = `${sky('#3b2a8f', '#5b6ee1')}${bubbles('#d9d4ff')}
<rect x="330" y="90" width="420" height="370" rx="30" fill="#fff"/>
<rect x="330" y="90" width="420" height="90" rx="30" fill="#ffd166"/><rect x="330" y="150" width="420" height="30" fill="#ffd166"/>
<rect x="400" y="60" width="22" height="70" rx="11" fill="#2a1f66"/><rect x="658" y="60" width="22" height="70" rx="11" fill="#2a1f66"/>
${[0, 1, 2, 3]
  .flatMap((c) =>
    [0, 1, 2].map((r) => {
      const x = 370 + c * 92;
      const y = 210 + r * 78;
      const done = r * 4 + c < 5;
      return `<rect x="${x}" y="${y}" width="70" height="58" rx="12" fill="${done ? '#1a7f37' : '#ebe8fb'}"/>${done ? `<path d="M${x + 20} ${y + 30}l10 10 20-22" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` : ''}`;
    }),
  )
  .join('')}`;

/** Many people, one network: a large community of borrowers. */
const people = `${sky('#8a3b12', '#e07a1f')}${bubbles('#ffe3c2')}
${[
  [300, 300, 1],
  [540, 250, 1.35],
  [780, 300, 1],
  [190, 390, 0.7],
  [890, 390, 0.7],
]
  .map(
    ([x, y, s], i) =>
      `<g transform="translate(${x} ${y}) scale(${s})"><circle cy="-70" r="48" fill="${['#fff', '#ffd166', '#fff', '#ffe9c7', '#ffe9c7'][i]}"/><path d="M-80 90c0-70 36-110 80-110s80 40 80 110z" fill="${['#fff', '#ffd166', '#fff', '#ffe9c7', '#ffe9c7'][i]}"/></g>`,
  )
  .join('')}
<g stroke="#fff" stroke-width="6" stroke-dasharray="4 14" stroke-linecap="round" fill="none" opacity=".8"><path d="M360 250q90-90 120-60"/><path d="M720 250q-90-90-120-60"/></g>`;

const banners = [phone, clock, shield, calendar, people];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
mkdirSync(out, { recursive: true });
for (const [i, body] of banners.entries()) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${body}</svg>`;
  for (const width of WIDTHS) {
    const dataUrl = await page.evaluate(
      async ({ svg, width, ratio }) => {
        const img = new Image();
        img.src = `data:image/svg+xml;base64,${btoa(svg)}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = Math.round(width * ratio);
        canvas.getContext('2d').drawImage(img, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL('image/webp', 0.78);
      },
      { svg, width, ratio: H / W },
    );
    const file = path.join(out, `site-banner-${i + 1}-${width}.webp`);
    writeFileSync(file, Buffer.from(dataUrl.split(',')[1], 'base64'));
  }
}
await browser.close();
console.log(
  `wrote ${banners.length * WIDTHS.length} banners to ${path.relative(process.cwd(), out)}`,
);
