/**
 * Words of the loan's closing (decision 061): the payoff quote's refusals, the closure
 * certificate (India's NOC, Indonesia's surat keterangan lunas) and its SMS. English,
 * Indonesian and the staff's Chinese. India's SMS is English, its registered DLT template
 * (providers/sms-gateway/dlt-templates.ts `closure`), or Hindi for a Hindi reader where its
 * own is registered (decision 068).
 */
import { textsOf, withMessages, type Lang } from '../../i18n.ts';

const en = {
  titleIN: 'No Objection Certificate',
  titleID: 'Certificate of Full Repayment',
  certifies:
    'This certifies that loan {orderNo} from {lender} has been repaid in full and closed. Nothing is owed on it, and the lender has no objection and no claim on it.',
  amountRepaid: 'Amount repaid',
  closedOn: 'Closure date',
  loanNumber: 'Loan number',
  lender: 'Lender',
  bureaus:
    'The lender reports the closure to the credit bureaus, which update your credit report with it.',
  sms: '{brand}: your loan {orderNo} is closed. Your closure certificate: {link}',
  payoffNothingOwed: 'This loan owes nothing: there is no payoff quote for it',
  payoffExpired:
    'The payoff quote of {date} was valid until 23:59 that day. Today’s quote is {amount}: check it and pay again',
  notClosed: 'This loan is not closed yet',
} as const;

export type ClosureCopyKey = keyof typeof en;

const id: Record<ClosureCopyKey, string> = {
  titleIN: 'No Objection Certificate',
  titleID: 'Surat Keterangan Lunas',
  certifies:
    'Dengan ini diterangkan bahwa pinjaman {orderNo} dari {lender} telah dilunasi seluruhnya dan ditutup. Tidak ada lagi kewajiban atas pinjaman ini, dan pemberi pinjaman tidak memiliki tagihan apa pun atasnya.',
  amountRepaid: 'Jumlah yang dibayar',
  closedOn: 'Tanggal pelunasan',
  loanNumber: 'Nomor pinjaman',
  lender: 'Pemberi pinjaman',
  bureaus:
    'Pemberi pinjaman melaporkan pelunasan ini ke SLIK OJK, yang memperbarui riwayat kredit Anda.',
  sms: '{brand}: pinjaman {orderNo} sudah lunas. Surat keterangan lunas Anda: {link}',
  payoffNothingOwed: 'Pinjaman ini tidak memiliki tagihan: tidak ada penawaran pelunasan',
  payoffExpired:
    'Penawaran pelunasan tanggal {date} berlaku sampai pukul 23.59 hari itu. Penawaran hari ini {amount}: periksa lalu bayar lagi',
  notClosed: 'Pinjaman ini belum lunas',
};

const zh: Record<ClosureCopyKey, string> = {
  titleIN: '无异议证明（NOC）',
  titleID: '结清证明',
  certifies:
    '兹证明 {lender} 发放的借款 {orderNo} 已全部还清并关闭。该借款无任何欠款，出借方对其无异议、无任何追索。',
  amountRepaid: '已还金额',
  closedOn: '结清日期',
  loanNumber: '借款编号',
  lender: '出借方',
  bureaus: '出借方向征信机构报送结清信息，征信机构据此更新您的信用报告。',
  sms: '{brand}：您的借款 {orderNo} 已结清。结清证明：{link}',
  payoffNothingOwed: '该借款没有欠款：没有提前结清报价',
  payoffExpired:
    '{date} 的提前结清报价仅当天 23:59 前有效。今天的报价为 {amount}：请核对后重新付款',
  notClosed: '该借款尚未结清',
};

const hi: Record<ClosureCopyKey, string> = {
  titleIN: 'अनापत्ति प्रमाणपत्र (NOC)',
  titleID: 'पूरा भुगतान होने का प्रमाणपत्र',
  certifies:
    'यह प्रमाणित किया जाता है कि {lender} का लोन {orderNo} पूरा चुका दिया गया है और बंद हो गया है। इस पर कुछ बकाया नहीं है, और ऋणदाता को इस पर कोई आपत्ति या दावा नहीं है।',
  amountRepaid: 'चुकाई गई रकम',
  closedOn: 'बंद होने की तारीख',
  loanNumber: 'लोन नंबर',
  lender: 'ऋणदाता',
  bureaus: 'ऋणदाता क्रेडिट ब्यूरो को लोन बंद होने की सूचना देता है, जो इससे आपकी क्रेडिट रिपोर्ट अपडेट करते हैं।',
  sms: '{brand}: आपका लोन {orderNo} बंद हो गया है। लोन बंद होने का आपका प्रमाणपत्र: {link}',
  payoffNothingOwed: 'इस लोन पर कुछ बकाया नहीं है: इसकी पूरी चुकौती की कोई रकम नहीं है',
  payoffExpired:
    '{date} की पूरी चुकौती रकम उसी दिन 23:59 तक मान्य थी। आज की रकम {amount} है: उसे देखें और फिर से चुकाएँ',
  notClosed: 'यह लोन अभी बंद नहीं हुआ है',
};

export const closurePacks: Record<Lang, Record<ClosureCopyKey, string>> = { en, id, zh, hi };

/** The area's one lookup: its words and refusals over the server messages. */
export const copy = textsOf(withMessages(closurePacks));
