/**
 * Indonesia's risk statement (decision 066; decision 054 Indonesia 4): the warning OJK requires
 * on the platform's interface, shown on the site's home, above the offers and on loan confirm,
 * where the borrower ticks it before Agree and the server records the tick in the consent
 * ledger with this version and the digest of the words shown. One copy for both sides, so the
 * ledger's digest is of what the page showed. Tenor's wording of the elements OJK's standard
 * disclaimer carries (a civil agreement, default risk borne by the funder, no state guarantee,
 * late-payment consequences): OJK's own wording was not found (decision 066), and a lender's
 * compliance officer replaces it here, with a new version, before launch.
 */
export const RISK_STATEMENT_VERSION = '2026-11-30';

export interface RiskStatement {
  title: string;
  points: readonly string[];
  acknowledge: string;
}

/** By the reader's language: Indonesian is the market's; English and the staff's Chinese beside it. */
export const riskStatements: Record<'id' | 'en' | 'zh', RiskStatement> = {
  id: {
    title: 'Pernyataan risiko',
    points: [
      'Pendanaan melalui layanan ini adalah perjanjian perdata antara pemberi dana dan Anda sebagai penerima dana; risiko yang timbul dari perjanjian itu ditanggung masing-masing pihak.',
      'Risiko gagal bayar ditanggung sepenuhnya oleh pemberi dana. Tidak ada lembaga atau otoritas negara yang bertanggung jawab atas risiko gagal bayar ini.',
      'Keterlambatan membayar dikenai denda dan dilaporkan ke layanan informasi keuangan, sehingga dapat menyulitkan Anda memperoleh pendanaan di kemudian hari.',
      'Pinjamlah sesuai kemampuan bayar Anda, dan pahami biaya, denda, dan hak Anda sebelum menyetujui.',
    ],
    acknowledge: 'Saya telah membaca dan memahami pernyataan risiko ini',
  },
  en: {
    title: 'Risk statement',
    points: [
      'Funding through this service is a civil agreement between the funder and you as the recipient; the risks arising from it are borne by each party.',
      'The risk of default is borne entirely by the funder. No state institution or authority is responsible for this risk of default.',
      'A late repayment is charged a late fee and reported to the financial information service, which can make funding harder for you to get later.',
      'Borrow only what you can repay, and understand the costs, late fees and your rights before you agree.',
    ],
    acknowledge: 'I have read and understood this risk statement',
  },
  zh: {
    title: '风险声明',
    points: [
      '通过本服务获得的资金是出资方与您（受资方）之间的民事协议；由此产生的风险由各方自行承担。',
      '违约风险完全由出资方承担。任何国家机构或主管部门均不对该违约风险负责。',
      '逾期还款将产生滞纳金并报送金融信息服务机构，可能使您日后更难获得资金。',
      '请量力借款，并在同意前了解费用、滞纳金及您的权利。',
    ],
    acknowledge: '我已阅读并理解本风险声明',
  },
};

/** The words a reader was shown, as one text: what the ledger's digest is taken of. */
export const riskStatementText = (s: RiskStatement): string =>
  [s.title, ...s.points, s.acknowledge].join('\n');
