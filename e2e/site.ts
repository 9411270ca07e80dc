/** What the official site says to each reader its address can ask for (tests/site*.spec.ts). */
import type { Language } from './fixtures.ts';

export interface SiteReader {
  name: string;
  language: Language;
  /** The language part of a site address. */
  query: string;
  /**
   * What the reader's browser asks for (`Accept-Language`): an address without a language
   * follows it (the server sends `en-IN` on to `?languageType=1`, `en-ID` to `?locale=en`).
   */
  acceptLanguage: string;
  /** The page's `<html lang>`: `en-ID` for the Indonesian company in English. */
  lang: string;
  region: 'IN' | 'ID';
  nav: { home: string; about: string; privacy: string };
  headings: {
    home: string;
    about: string;
    policy: string;
    loan: string;
    user: string;
    contact: string;
  };
  titles: { home: string };
  claims: string[];
  user: { empty: string; backHome: string };
  contact: {
    name: string;
    email: string;
    message: string;
    send: string;
    incomplete: string;
    success: string;
  };
  frameTitle: string;
}

/** The site's English words, the same for both markets' companies. */
const english = {
  nav: { home: 'Home', about: 'About Us', privacy: 'Privacy Policy' },
  headings: {
    home: 'Instant personal loans, on your phone',
    about: 'About Us',
    policy: 'Policies and agreements',
    loan: 'Loan agreement',
    user: 'My account',
    contact: 'Contact us',
  },
  titles: { home: 'Tenor – instant personal loans' },
  user: { empty: 'Nothing here yet', backHome: 'Back to Home' },
  contact: {
    name: 'Name',
    email: 'E-mail',
    message: 'Message',
    send: 'Submit',
    incomplete: 'Please provide complete information!',
    success: 'Submit successfully',
  },
  frameTitle: 'Loan agreement',
} satisfies Partial<SiteReader>;

export const siteReaders: SiteReader[] = [
  {
    name: 'en',
    language: 'en',
    query: '?languageType=1',
    acceptLanguage: 'en-IN,en;q=0.9',
    lang: 'en-IN',
    region: 'IN',
    ...english,
    claims: ['₹2,000 – ₹80,000', 'Within 2 hours', '₹12,000+ a month', '3 million+'],
  },
  {
    name: 'id',
    language: 'id',
    query: '',
    acceptLanguage: 'id-ID,id;q=0.9,en-US;q=0.8,en;q=0.7',
    lang: 'id-ID',
    region: 'ID',
    nav: { home: 'Beranda', about: 'Tentang Kami', privacy: 'Kebijakan Privasi' },
    headings: {
      home: 'Pinjaman pribadi cepat, langsung dari ponsel',
      about: 'Tentang Kami',
      policy: 'Kebijakan dan perjanjian',
      loan: 'Perjanjian pinjaman',
      user: 'Akun saya',
      contact: 'Hubungi kami',
    },
    titles: { home: 'Tenor – pinjaman pribadi cepat' },
    claims: ['Rp 1.000.000 – Rp 15.000.000', 'Dalam 2 jam', 'Rp 5.000.000+ per tahun', '3 juta+'],
    user: { empty: 'Belum ada apa-apa di sini', backHome: 'Kembali ke Beranda' },
    contact: {
      name: 'Nama',
      email: 'E-mail',
      message: 'Pesan',
      send: 'Kirim',
      incomplete: 'Silakan lengkapi semua informasi!',
      success: 'Berhasil dikirim',
    },
    frameTitle: 'Perjanjian pinjaman',
  },
  {
    // The Indonesian company in English (decision 041).
    name: 'en-ID',
    language: 'id',
    query: '?locale=en',
    acceptLanguage: 'en-ID,en;q=0.9',
    lang: 'en-ID',
    region: 'ID',
    ...english,
    claims: [
      'Rp 1.000.000 – Rp 15.000.000',
      'Within 2 hours',
      'Rp 5.000.000+ a year',
      '3 million+',
    ],
  },
  {
    name: 'zh',
    language: 'id',
    query: '?locale=zh-CN',
    acceptLanguage: 'zh-CN,zh;q=0.9,en;q=0.8',
    lang: 'zh-CN',
    region: 'ID',
    nav: { home: '首页', about: '关于我们', privacy: '隐私政策' },
    headings: {
      home: '手机上的快速个人贷款',
      about: '关于我们',
      policy: '政策与协议',
      loan: '贷款协议',
      user: '我的账户',
      contact: '联系我们',
    },
    titles: { home: 'Tenor – 快速个人贷款' },
    claims: ['Rp 1.000.000 – Rp 15.000.000', '2 小时内', '年收入 Rp 5.000.000 以上', '300 万+'],
    user: { empty: '这里暂时还没有内容', backHome: '返回首页' },
    contact: {
      name: '姓名',
      email: '电子邮件',
      message: '留言',
      send: '提交',
      incomplete: '请填写完整信息！',
      success: '提交成功',
    },
    frameTitle: '贷款协议',
  },
];

/** The site's pages and which heading each shows. */
export const sitePages = [
  { path: '/', heading: 'home' },
  { path: '/About', heading: 'about' },
  { path: '/Policy', heading: 'policy' },
  { path: '/Loan', heading: 'loan' },
  { path: '/User', heading: 'user' },
  { path: '/contact', heading: 'contact' },
] as const;

/** Each market's demo contacts and company (the server's demo configuration). */
export const siteFooters = {
  IN: {
    phone: '+91 80 4718 2200',
    email: 'care.in@tenor.example',
    company: 'Tenor Credit India Private Limited',
    registration: 'CIN U65929KA2024PTC190417',
  },
  ID: {
    phone: '+62 21 5088 7000',
    email: 'care.id@tenor.example',
    company: 'PT Tenor Kredit Indonesia',
    registration: 'OJK KEP-47/D.05/2024',
  },
} as const;
