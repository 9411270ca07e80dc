/**
 * Words of AutoPay's SMS (decision 072): India's are English, its registered DLT templates
 * (providers/sms-gateway/dlt-templates.ts `autopayNotice`, `autopayFailed`; e-NACH's own
 * `enachNotice`, `enachFailed`, decision 078), or Hindi for a
 * Hindi reader where its own template is registered (decision 068). Indonesia's are the
 * Indonesian words, sent for a linked wallet's auto-debit (decision 076) or a BRI card's direct
 * debit (decision 081, `smsCard…`): they name no UPI. The bank's code refusals (`code…`) are the
 * `/autopay` page's messages; `bankCodeSms` is the demo bank's SMS with its code.
 * Chinese words are kept for the packs' sake. The demo's consent pages (sandbox-bank.ts) take
 * their words from here too.
 */
import { textsOf, withMessages, type Lang } from '../../../i18n.ts';

const en = {
  smsNotice:
    '{brand}: UPI AutoPay will debit {amount} on {date} for your loan. To stop it, cancel AutoPay in the {brand} app or your UPI app.',
  smsFailed:
    '{brand}: the UPI AutoPay debit of {amount} due {date} did not go through. Please pay it now: {link}',
  smsEnachNotice:
    '{brand}: AutoPay (e-NACH) will debit {amount} from your bank account on {date} for your loan. To stop it, cancel AutoPay in the {brand} app.',
  smsEnachFailed:
    '{brand}: the AutoPay (e-NACH) debit of {amount} due {date} from your bank account did not go through. Please pay it now: {link}',
  description: 'Loan {orderNo}, instalment {periodNo}',
  mandateDescription: 'Loan {orderNo} repayments',
  bankTitle: 'Sandbox bank: e-NACH mandate',
  bankNotice: 'Demo only. No real bank account is debited.',
  bankTerms: 'Debits of up to {amount} each, only when an instalment is due, until {date}.',
  bankYes: 'Sign the mandate',
  bankNo: 'Refuse',
  bankUnknown: 'This mandate is not waiting for a signature.',
  walletTitle: 'Sandbox wallet: link {wallet}',
  walletNotice: 'Demo only. No real wallet is linked or debited.',
  walletTerms:
    'Let the lender take up to {amount} at a time from this wallet, only when an instalment is due, until {date}.',
  walletYes: 'Link the wallet',
  walletNo: 'Do not link',
  walletUnknown: 'This wallet link is not waiting for an answer.',
  smsCardNotice:
    '{brand}: AutoPay will debit {amount} from your {bank} debit card ending {lastFour} on {date} for your loan. To stop it, cancel AutoPay in the {brand} app.',
  smsCardFailed:
    '{brand}: the AutoPay debit of {amount} due {date} from your {bank} debit card did not go through. Please pay it now by virtual account, mini-market or QRIS: {link}',
  codeWrong: 'That code is not right. Check the SMS from your bank and type it again.',
  codeExpired: 'That code has expired. Ask for a new code.',
  codeLocked: 'The code was typed wrong too many times. Ask for a new code.',
  codeNotAsked: 'No code is waiting for this card. Start again.',
  bankCodeSms:
    '{bank}: {code} is your code to link your debit card ending {lastFour} to {brand} for automatic payments. Never share this code.',
} as const;

type MandateCopyKey = keyof typeof en;

const id: Record<MandateCopyKey, string> = {
  smsNotice:
    '{brand}: debit otomatis {amount} dari dompet digital Anda untuk cicilan pinjaman akan dilakukan pada {date}. Untuk menghentikannya, batalkan debit otomatis di aplikasi {brand} atau putuskan tautan di aplikasi dompet Anda.',
  smsFailed:
    '{brand}: debit otomatis sebesar {amount} jatuh tempo {date} tidak berhasil. Silakan bayar sekarang dengan virtual account, minimarket atau QRIS: {link}',
  smsEnachNotice:
    '{brand}: AutoPay (e-NACH) akan mendebit {amount} dari rekening bank Anda pada {date} untuk pinjaman Anda. Untuk menghentikannya, batalkan AutoPay di aplikasi {brand}.',
  smsEnachFailed:
    '{brand}: debit AutoPay (e-NACH) sebesar {amount} jatuh tempo {date} dari rekening bank Anda tidak berhasil. Silakan bayar sekarang: {link}',
  description: 'Pinjaman {orderNo}, cicilan {periodNo}',
  mandateDescription: 'Pembayaran pinjaman {orderNo}',
  bankTitle: 'Bank sandbox: mandat e-NACH',
  bankNotice: 'Hanya demo. Tidak ada rekening bank sungguhan yang didebit.',
  bankTerms:
    'Debit paling banyak {amount} setiap kali, hanya saat ada cicilan jatuh tempo, sampai {date}.',
  bankYes: 'Tandatangani mandat',
  bankNo: 'Tolak',
  bankUnknown: 'Mandat ini tidak menunggu tanda tangan.',
  walletTitle: 'Dompet sandbox: tautkan {wallet}',
  walletNotice: 'Hanya demo. Tidak ada dompet sungguhan yang ditautkan atau didebit.',
  walletTerms:
    'Izinkan pemberi pinjaman mengambil paling banyak {amount} setiap kali dari dompet ini, hanya saat ada cicilan jatuh tempo, sampai {date}.',
  walletYes: 'Tautkan dompet',
  walletNo: 'Jangan tautkan',
  walletUnknown: 'Tautan dompet ini tidak menunggu jawaban.',
  smsCardNotice:
    '{brand}: debit otomatis {amount} dari kartu debit {bank} Anda yang berakhiran {lastFour} untuk cicilan pinjaman akan dilakukan pada {date}. Untuk menghentikannya, batalkan debit otomatis di aplikasi {brand}.',
  smsCardFailed:
    '{brand}: debit otomatis sebesar {amount} jatuh tempo {date} dari kartu debit {bank} Anda tidak berhasil. Silakan bayar sekarang dengan virtual account, minimarket atau QRIS: {link}',
  codeWrong: 'Kode itu tidak cocok. Periksa SMS dari bank Anda lalu ketik lagi.',
  codeExpired: 'Kode itu sudah kedaluwarsa. Minta kode baru.',
  codeLocked: 'Kode salah dimasukkan terlalu sering. Minta kode baru.',
  codeNotAsked: 'Tidak ada kode yang menunggu untuk kartu ini. Mulai lagi.',
  bankCodeSms:
    '{bank}: {code} adalah kode untuk menautkan kartu debit berakhiran {lastFour} ke {brand} untuk pembayaran otomatis. Jangan berikan kode ini kepada siapa pun.',
};

const zh: Record<MandateCopyKey, string> = {
  smsNotice:
    '{brand}：UPI 自动扣款将于 {date} 为您的贷款扣除 {amount}。如需停止，请在 {brand} 应用或您的 UPI 应用中取消自动扣款。',
  smsFailed: '{brand}：{date} 到期的 UPI 自动扣款 {amount} 未成功。请立即还款：{link}',
  smsEnachNotice:
    '{brand}：自动扣款（e-NACH）将于 {date} 从您的银行账户为您的贷款扣除 {amount}。如需停止，请在 {brand} 应用中取消自动扣款。',
  smsEnachFailed:
    '{brand}：{date} 到期、从您的银行账户扣除的自动扣款（e-NACH）{amount} 未成功。请立即还款：{link}',
  description: '贷款 {orderNo}，第 {periodNo} 期',
  mandateDescription: '贷款 {orderNo} 还款',
  bankTitle: '沙盒银行：e-NACH 授权',
  bankNotice: '仅为演示，不会从真实银行账户扣款。',
  bankTerms: '每次最多扣款 {amount}，仅在有一期到期时扣款，至 {date} 为止。',
  bankYes: '签署授权',
  bankNo: '拒绝',
  bankUnknown: '此授权不在等待签署。',
  walletTitle: '沙盒钱包：绑定 {wallet}',
  walletNotice: '仅为演示，不会绑定真实钱包或从中扣款。',
  walletTerms: '允许贷款方在有一期到期时从此钱包每次最多扣款 {amount}，至 {date} 为止。',
  walletYes: '绑定钱包',
  walletNo: '不绑定',
  walletUnknown: '此钱包绑定不在等待回应。',
  smsCardNotice:
    '{brand}：自动扣款将于 {date} 从您尾号 {lastFour} 的 {bank} 借记卡为您的贷款扣除 {amount}。如需停止，请在 {brand} 应用中取消自动扣款。',
  smsCardFailed:
    '{brand}：{date} 到期、从您的 {bank} 借记卡扣除的自动扣款 {amount} 未成功。请立即通过虚拟账户、便利店或 QRIS 还款：{link}',
  codeWrong: '验证码不正确。请查看银行发来的短信后重新输入。',
  codeExpired: '验证码已过期。请获取新的验证码。',
  codeLocked: '验证码输错次数过多。请获取新的验证码。',
  codeNotAsked: '此卡没有等待中的验证码。请重新开始。',
  bankCodeSms:
    '{bank}：{code} 是将尾号 {lastFour} 的借记卡绑定到 {brand} 自动还款的验证码。请勿告诉任何人。',
};

// India's Hindi DLT templates' words (dltHindiTemplates), sent where registered (decision 068).
const hi: Record<MandateCopyKey, string> = {
  smsNotice:
    '{brand}: UPI AutoPay आपके लोन के लिए {date} को {amount} काटेगा। इसे रोकना हो तो {brand} ऐप या अपने UPI ऐप में AutoPay रद्द करें।',
  smsFailed:
    '{brand}: {amount} की UPI AutoPay कटौती (तारीख {date}) नहीं हो पाई। कृपया अभी चुकाएँ: {link}',
  smsEnachNotice:
    '{brand}: AutoPay (e-NACH) आपके लोन के लिए {date} को आपके बैंक खाते से {amount} काटेगा। इसे रोकना हो तो {brand} ऐप में AutoPay रद्द करें।',
  smsEnachFailed:
    '{brand}: आपके बैंक खाते से {amount} की AutoPay (e-NACH) कटौती (तारीख {date}) नहीं हो पाई। कृपया अभी चुकाएँ: {link}',
  description: 'लोन {orderNo}, किस्त {periodNo}',
  mandateDescription: 'लोन {orderNo} का भुगतान',
  bankTitle: 'सैंडबॉक्स बैंक: e-NACH मैंडेट',
  bankNotice: 'सिर्फ़ डेमो। किसी असली बैंक खाते से पैसा नहीं कटता।',
  bankTerms: 'हर बार ज़्यादा से ज़्यादा {amount} की कटौती, सिर्फ़ तब जब कोई किस्त देय हो, {date} तक।',
  bankYes: 'मैंडेट पर हस्ताक्षर करें',
  bankNo: 'मना करें',
  bankUnknown: 'यह मैंडेट हस्ताक्षर का इंतज़ार नहीं कर रहा।',
  walletTitle: 'सैंडबॉक्स वॉलेट: {wallet} जोड़ें',
  walletNotice: 'सिर्फ़ डेमो। कोई असली वॉलेट जोड़ा या काटा नहीं जाता।',
  walletTerms:
    'ऋणदाता को इस वॉलेट से हर बार ज़्यादा से ज़्यादा {amount} लेने दें, सिर्फ़ तब जब कोई किस्त देय हो, {date} तक।',
  walletYes: 'वॉलेट जोड़ें',
  walletNo: 'न जोड़ें',
  walletUnknown: 'यह वॉलेट जोड़ना किसी जवाब का इंतज़ार नहीं कर रहा।',
  smsCardNotice:
    '{brand}: AutoPay आपके लोन के लिए {date} को आपके {bank} डेबिट कार्ड (आख़िरी अंक {lastFour}) से {amount} काटेगा। इसे रोकना हो तो {brand} ऐप में AutoPay रद्द करें।',
  smsCardFailed:
    '{brand}: आपके {bank} डेबिट कार्ड से {amount} की AutoPay कटौती (तारीख {date}) नहीं हो पाई। कृपया अभी चुकाएँ: {link}',
  codeWrong: 'यह कोड सही नहीं है। अपने बैंक का SMS देखें और फिर से लिखें।',
  codeExpired: 'इस कोड का समय ख़त्म हो गया। नया कोड मँगाएँ।',
  codeLocked: 'कोड बहुत बार ग़लत लिखा गया। नया कोड मँगाएँ।',
  codeNotAsked: 'इस कार्ड के लिए कोई कोड इंतज़ार में नहीं है। फिर से शुरू करें।',
  bankCodeSms:
    '{bank}: {code} आपके डेबिट कार्ड (आख़िरी अंक {lastFour}) को अपने-आप भुगतान के लिए {brand} से जोड़ने का कोड है। यह कोड किसी को न बताएँ।',
};

export const mandatePacks: Record<Lang, Record<MandateCopyKey, string>> = { en, id, zh, hi };

export const copy = textsOf(withMessages(mandatePacks));
