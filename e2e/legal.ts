/** What the legal pages say to each reader the launch can make (tests/legal*.spec.ts). */
import type { Language } from './fixtures.ts';

export interface Reader {
  name: string;
  language: Language;
  /** Extra launch query: `locale=zh-CN` for the staff's Chinese. */
  query: Record<string, string>;
  region: 'IN' | 'ID';
  privacy: { title: string; law: string; rights: string };
  terms: { title: string; tableCaption: string; shows: string };
  about: { title: string; shows: string };
  agreement: {
    yourLoan: string;
    yourQuote: string;
    total: string;
    signIn: string;
    notFound: string;
    toTerms: string;
  };
}

const zhAgreement = {
  yourLoan: '您的借款',
  yourQuote: '您在该产品下的借款明细',
  total: '应还总额',
  signIn: '请从应用中打开此页面',
  notFound: '找不到该产品',
  toTerms: '查看借款条款',
};

export const readers: Reader[] = [
  {
    name: 'en',
    language: 'en',
    query: {},
    region: 'IN',
    privacy: {
      title: 'Privacy Policy',
      law: 'Digital Personal Data Protection Act, 2023',
      rights: 'Your rights',
    },
    terms: {
      title: 'Loan terms and conditions',
      tableCaption: 'Highest interest by day of the loan',
      shows: '₹1,000 for a new client, ₹800 for a repeat client',
    },
    about: { title: 'About us', shows: 'Vehicle information' },
    agreement: {
      yourLoan: 'Your loan',
      yourQuote: 'Your figures for this product',
      total: 'Total to repay',
      signIn: 'Open this page from the app',
      notFound: 'This product could not be found',
      toTerms: 'Read the loan terms',
    },
  },
  {
    name: 'id',
    language: 'id',
    query: {},
    region: 'ID',
    privacy: {
      title: 'Kebijakan Privasi',
      law: 'Undang-Undang Nomor 27 Tahun 2022',
      rights: 'Hak Anda sebagai subjek data',
    },
    terms: {
      title: 'Syarat dan ketentuan pinjaman',
      tableCaption: 'Batas manfaat ekonomi OJK untuk pinjaman konsumtif jangka pendek',
      shows: 'Paling tinggi 0,1 % per hari',
    },
    about: { title: 'Tentang kami', shows: 'Data kendaraan' },
    agreement: {
      yourLoan: 'Pinjaman Anda',
      yourQuote: 'Rincian Anda untuk produk ini',
      total: 'Total yang harus dibayar',
      signIn: 'Buka halaman ini dari aplikasi',
      notFound: 'Produk ini tidak ditemukan',
      toTerms: 'Baca syarat pinjaman',
    },
  },
  {
    name: 'zh, India',
    language: 'en',
    query: { locale: 'zh-CN' },
    region: 'IN',
    privacy: { title: '隐私政策（印度）', law: '2023 年数字个人数据保护法', rights: '您的权利' },
    terms: {
      title: '借款条款与条件（印度）',
      tableCaption: '按借款天数划分的最高利率',
      shows: '新客户 ₹1,000，老客户 ₹800',
    },
    about: { title: '关于我们', shows: '车辆信息' },
    agreement: zhAgreement,
  },
  {
    name: 'zh, Indonesia',
    language: 'id',
    query: { locale: 'zh-CN' },
    region: 'ID',
    privacy: {
      title: '隐私政策（印度尼西亚）',
      law: '2022 年第 27 号《个人数据保护法》',
      rights: '您作为数据主体的权利',
    },
    terms: {
      title: '借款条款与条件（印度尼西亚）',
      tableCaption: 'OJK 对短期消费类借款经济收益的上限',
      shows: '每天最高 0.1 %',
    },
    about: { title: '关于我们', shows: '车辆信息' },
    agreement: zhAgreement,
  },
];

/** Each market's lender and grievance officer, as the server's defaults configure them. */
export const marketContacts = {
  IN: { company: 'Tenor Credit India Private Limited', officer: 'Ananya Iyer' },
  ID: { company: 'PT Tenor Kredit Indonesia', officer: 'Dewi Lestari' },
} as const;
