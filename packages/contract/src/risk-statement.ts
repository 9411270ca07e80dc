/**
 * Indonesia's risk statement (decisions 066 and 069; decision 054 Indonesia 4): the warning OJK
 * requires on the platform's interface (SEOJK 19/SEOJK.06/2025: "peringatan mengenai risiko
 * kegiatan usaha LPBBTI", shown clearly), on the site's home, above the offers and on loan
 * confirm, where the borrower ticks it before Agree and the server records the tick in the
 * consent ledger with this version and the digest of the words shown. One copy for both sides,
 * so the ledger's digest is of what the page showed.
 *
 * The Indonesian points are the industry's standard disclaimer ("Perhatian") word for word, as
 * licensed operators publish it, points 1–8; its point 9 (escrow and virtual accounts under POJK
 * 77/2016, since revoked) is left out. OJK's own current text was not found (decision 069
 * records what was searched and why this version); the English and the staff's Chinese are
 * Tenor's translations, and say so.
 */
export const RISK_STATEMENT_VERSION = '2026-11-30.2';

export interface RiskStatement {
  title: string;
  points: readonly string[];
  /** Where the words are a translation: that the Indonesian text is the one that applies. */
  note?: string;
  acknowledge: string;
}

/** By the reader's language: Indonesian is the market's; English and the staff's Chinese beside it. */
export const riskStatements: Record<'id' | 'en' | 'zh', RiskStatement> = {
  id: {
    title: 'Pernyataan risiko',
    points: [
      'Layanan Pinjam Meminjam Berbasis Teknologi Informasi merupakan kesepakatan perdata antara Pemberi Pinjaman dengan Penerima Pinjaman, sehingga segala risiko yang timbul dari kesepakatan tersebut ditanggung sepenuhnya oleh masing-masing pihak.',
      'Risiko kredit atau gagal bayar ditanggung sepenuhnya oleh Pemberi Pinjaman. Tidak ada lembaga atau otoritas negara yang bertanggung jawab atas risiko gagal bayar ini.',
      'Penyelenggara dengan persetujuan dari masing-masing Pengguna (Pemberi Pinjaman dan/atau Penerima Pinjaman) mengakses, memperoleh, menyimpan, mengelola dan/atau menggunakan data pribadi Pengguna ("Pemanfaatan Data") pada atau di dalam benda, perangkat elektronik (termasuk smartphone atau telepon seluler), perangkat keras (hardware) maupun lunak (software), dokumen elektronik, aplikasi atau sistem elektronik milik Pengguna atau yang dikuasai Pengguna, dengan memberitahukan tujuan, batasan dan mekanisme Pemanfaatan Data tersebut kepada Pengguna yang bersangkutan sebelum memperoleh persetujuan yang dimaksud.',
      'Pemberi Pinjaman yang belum memiliki pengetahuan dan pengalaman pinjam meminjam, disarankan untuk tidak menggunakan layanan ini.',
      'Penerima Pinjaman harus mempertimbangkan tingkat bunga pinjaman dan biaya lainnya sesuai dengan kemampuan dalam melunasi pinjaman.',
      'Setiap kecurangan tercatat secara digital di dunia maya dan dapat diketahui masyarakat luas di media sosial.',
      'Pengguna harus membaca dan memahami informasi ini sebelum membuat keputusan menjadi Pemberi Pinjaman atau Penerima Pinjaman.',
      'Pemerintah yaitu dalam hal ini Otoritas Jasa Keuangan, tidak bertanggung jawab atas setiap pelanggaran atau ketidakpatuhan oleh Pengguna, baik Pemberi Pinjaman maupun Penerima Pinjaman (baik karena kesengajaan atau kelalaian Pengguna) terhadap ketentuan peraturan perundang-undangan maupun kesepakatan atau perikatan antara Penyelenggara dengan Pemberi Pinjaman dan/atau Penerima Pinjaman.',
    ],
    acknowledge: 'Saya telah membaca dan memahami pernyataan risiko ini',
  },
  en: {
    title: 'Risk statement',
    points: [
      'Information technology-based lending is a civil agreement between the Lender and the Borrower, so every risk arising from that agreement is borne entirely by each party.',
      'Credit risk or default is borne entirely by the Lender. No state institution or authority is responsible for this risk of default.',
      'The Operator, with the consent of each User (Lender and/or Borrower), accesses, obtains, stores, manages and/or uses the User’s personal data ("Data Use") on or in objects, electronic devices (including smartphones or mobile phones), hardware or software, electronic documents, applications or electronic systems the User owns or controls, after telling the User the purpose, limits and mechanism of that Data Use before obtaining that consent.',
      'Lenders without knowledge of and experience in lending are advised not to use this service.',
      'Borrowers must weigh the interest rate and other costs against their ability to repay the loan.',
      'Any fraud is recorded digitally online and can become known to the wider public on social media.',
      'Users must read and understand this information before deciding to become a Lender or a Borrower.',
      'The Government, in this case the Financial Services Authority (OJK), is not responsible for any breach or non-compliance by Users, Lenders and Borrowers alike (intentional or negligent), of the laws and regulations or of the agreements or undertakings between the Operator and Lenders and/or Borrowers.',
    ],
    note: 'Our English translation, for reference: the Indonesian text is the statement that applies.',
    acknowledge: 'I have read and understood this risk statement',
  },
  zh: {
    title: '风险声明',
    points: [
      '基于信息技术的借贷服务是出借人与借款人之间的民事协议，因此该协议产生的一切风险由各方自行全部承担。',
      '信用风险或违约风险完全由出借人承担。任何国家机构或主管部门均不对该违约风险负责。',
      '平台经各用户（出借人和/或借款人）同意，在用户拥有或控制的物品、电子设备（包括智能手机或移动电话）、硬件或软件、电子文件、应用程序或电子系统之中或之上访问、获取、存储、管理和/或使用用户的个人数据（“数据使用”），并在取得该同意之前告知用户数据使用的目的、范围和方式。',
      '不具备借贷知识和经验的出借人，建议不要使用本服务。',
      '借款人应根据自身还款能力考虑借款利率及其他费用。',
      '任何欺诈行为都会在网络上留下数字记录，并可能在社交媒体上为公众所知。',
      '用户在决定成为出借人或借款人之前，必须阅读并理解本信息。',
      '政府（此处指金融服务管理局 OJK）对用户（无论出借人还是借款人，无论出于故意还是过失）违反法律法规或违反平台与出借人和/或借款人之间的协议或约定的任何行为概不负责。',
    ],
    note: '本中文为我们的译文，仅供参考；以印度尼西亚语文本为准。',
    acknowledge: '我已阅读并理解本风险声明',
  },
};

/** The words a reader was shown, as one text: what the ledger's digest is taken of. */
export const riskStatementText = (s: RiskStatement): string =>
  [s.title, ...s.points, ...(s.note === undefined ? [] : [s.note]), s.acknowledge].join('\n');
