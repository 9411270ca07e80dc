/**
 * Words of the loan screens the server writes (plan titles, notes and the joint-logon-fail
 * texts), English, Indonesian and the staff's Chinese. Order row labels live in orders/order-copy.ts; the
 * area's refusals here, the server messages in i18n.ts.
 */
import { textsOf, withMessages, type Lang } from '../../i18n.ts';

const en = {
  periodTitle: 'Period {n}/{total}',
  instalmentsValue: '{n} × {amount}',
  rateDescription: 'Interest {rate} per day',
  rateValue: '{rate}/day',
  confirmNote:
    'Please check the details before you confirm. The processing fee is deducted from the money sent to your bank account; repay on time to keep a good credit record.',
  popTitle: 'Loan agreement',
  popContent: 'Please read the loan agreement of {product} and agree to it to continue.',
  pausedButton: "Today's quota is full",
  pausedCaveat: 'Applications reopen tomorrow',
  appliedButton: 'Applied today',
  appliedCaveat: 'You applied for this loan today. You can apply again tomorrow',
  displayOnlyCaveat: 'Apply for this product from the app home',
  jointTitle: 'Login failed',
  jointMessage:
    'We could not link your account with this lender. Your details were not shared with them.',
  jointNotice:
    'You can try again later, or apply to one of the lenders below with the details you have already given us.',
  keyFactsHeading: 'Your loan',
  aprLabel: 'Annual percentage rate (APR)',
  // Refusals (the error handler writes them in the asker's language).
  productNotFound: 'This product does not exist',
  productPaused: 'This product is not accepting applications today',
  agreementNotFound: 'This agreement does not exist',
  orderNotRatable: 'You can rate a loan once it is repaid',
  quotaFull: "Today's quota is full",
  'field.notOffered': 'is not offered for this product',
  coolingOffEnded:
    'The cooling-off period of this loan has ended: it can no longer be exited without the agreed interest. You can still repay it early.',
  disbursalStarted:
    'This loan can no longer be cancelled: the lender has started sending the money.',
} as const;

export type CopyKey = keyof typeof en;

const id: Record<CopyKey, string> = {
  periodTitle: 'Periode {n}/{total}',
  instalmentsValue: '{n} × {amount}',
  rateDescription: 'Bunga {rate} per hari',
  rateValue: '{rate}/hari',
  confirmNote:
    'Periksa kembali rincian sebelum mengonfirmasi. Biaya layanan dipotong dari dana yang dikirim ke rekening Anda; bayar tepat waktu agar riwayat kredit Anda tetap baik.',
  popTitle: 'Perjanjian pinjaman',
  popContent: 'Baca dan setujui perjanjian pinjaman {product} untuk melanjutkan.',
  pausedButton: 'Kuota hari ini habis',
  pausedCaveat: 'Pengajuan dibuka kembali besok',
  appliedButton: 'Sudah diajukan hari ini',
  appliedCaveat: 'Anda sudah mengajukan pinjaman ini hari ini. Anda dapat mengajukan lagi besok',
  displayOnlyCaveat: 'Ajukan produk ini dari beranda aplikasi',
  jointTitle: 'Gagal masuk',
  jointMessage:
    'Kami tidak dapat menautkan akun Anda dengan pemberi pinjaman ini. Data Anda tidak dibagikan kepada mereka.',
  jointNotice:
    'Anda dapat mencoba lagi nanti, atau mengajukan ke salah satu pemberi pinjaman di bawah ini dengan data yang sudah Anda berikan.',
  keyFactsHeading: 'Pinjaman Anda',
  aprLabel: 'Persentase biaya tahunan (APR)',
  productNotFound: 'Produk ini tidak ada',
  productPaused: 'Produk ini tidak menerima pengajuan hari ini',
  agreementNotFound: 'Perjanjian ini tidak ada',
  orderNotRatable: 'Pinjaman dapat dinilai setelah lunas',
  quotaFull: 'Kuota hari ini habis',
  'field.notOffered': 'tidak tersedia untuk produk ini',
  coolingOffEnded:
    'Masa jeda pinjaman ini sudah berakhir: pinjaman tidak dapat lagi diakhiri tanpa bunga yang disepakati. Anda tetap dapat melunasinya lebih awal.',
  disbursalStarted:
    'Pinjaman ini tidak dapat dibatalkan lagi: pemberi pinjaman sudah mulai mengirim dana.',
};

const zh: Record<CopyKey, string> = {
  periodTitle: '第 {n}/{total} 期',
  instalmentsValue: '{n} × {amount}',
  rateDescription: '日利率 {rate}',
  rateValue: '{rate}/天',
  confirmNote:
    '确认前请核对明细。手续费将从打入您银行账户的款项中预先扣除；请按时还款，保持良好的信用记录。',
  popTitle: '借款协议',
  popContent: '请阅读并同意 {product} 的借款协议后继续。',
  pausedButton: '今日名额已满',
  pausedCaveat: '明天重新开放申请',
  appliedButton: '今日已申请',
  appliedCaveat: '您今天已申请过这笔借款，明天可以再次申请',
  displayOnlyCaveat: '请在应用首页申请此产品',
  jointTitle: '登录失败',
  jointMessage: '我们未能将您的账户与该贷款机构关联。您的资料没有分享给对方。',
  jointNotice: '您可以稍后重试，或用已提供给我们的资料申请以下贷款机构的产品。',
  keyFactsHeading: '您的借款',
  aprLabel: '年化利率 (APR)',
  productNotFound: '该产品不存在',
  productPaused: '该产品今日暂停接受申请',
  agreementNotFound: '该协议不存在',
  orderNotRatable: '借款还清后才能评价',
  quotaFull: '今日名额已满',
  'field.notOffered': '该产品不提供此项',
  coolingOffEnded: '这笔借款的冷静期已结束，无法再无息退出。您仍可提前还款。',
  disbursalStarted: '这笔借款已无法取消：贷款机构已开始放款。',
};

export const loansPacks: Record<Lang, Record<CopyKey, string>> = { en, id, zh };

/** The area's one lookup: its words and refusals over the server messages. */
export const copy = textsOf(withMessages(loansPacks));
