/**
 * Words of the documents library (decision 059): the parts it prints on every document, the
 * public check's page and the SMS that sends the link. English, Indonesian and the staff's
 * Chinese. India's SMS is English, its registered DLT template, or Hindi for a Hindi reader
 * where its own is registered (providers/sms-gateway/dlt-templates.ts, decision 068).
 */
import { textsOf, withMessages, type Lang } from '../../i18n.ts';

const en = {
  about: 'About this document',
  order: 'Order',
  issued: 'Issued',
  codeLabel: 'Verification code:',
  checkAt: 'Check that this document is genuine at',
  sms: '{brand}: the documents of your loan {orderNo} are ready. Read and keep them: {link}',
  verifyTitle: 'Check a document',
  verifyIntro:
    'Enter the verification code printed at the end of a document. To check that not a byte was changed, choose the file too, or paste its SHA-256 digest.',
  codeField: 'Verification code',
  fileField: 'The document file (optional, read on this device only)',
  digestField: 'SHA-256 digest (optional)',
  check: 'Check',
  issuedBy: 'Issued by {lender} for order {orderNo} on {date}.',
  sameBytes: 'The file is the one issued: its digest matches.',
  notIssued: 'Not issued by us.',
  notIssuedHelp: 'No document of ours has this code. Check the code, or contact the lender.',
  altered: 'Not issued by us in this form: the file was changed after it was issued.',
  documentsTitle: 'Your loan documents',
  download: 'Download',
  linkExpired: 'This link has expired. Open the loan in the app to download the documents.',
  documentNotFound: 'This document does not exist',
  signatureTitle: 'Digital signature',
  signedBy: 'Digitally signed by {signer}, key {keyId} ({algorithm}).',
  signatureNote:
    'The signature on the last line of this file covers every byte above it. Public keys:',
  signatureValid: 'Signed by {signer}, key {keyId}: signature valid.',
  signatureInvalid: 'The signature does not match: this is not the document we issued.',
  keysLink: 'Our public signing keys',
  emailSubject: '{brand}: the documents of your loan {orderNo}',
  emailBody:
    'The documents of your loan {orderNo} are ready: the Key Fact Statement and the loan agreement, signed by {signer}. Read and keep them:',
  emailFooter:
    'Each document carries a verification code; check it at {verify}. You received this e-mail because you gave this address in {brand}.',
} as const;

export type DocumentCopyKey = keyof typeof en;

const id: Record<DocumentCopyKey, string> = {
  about: 'Tentang dokumen ini',
  order: 'Pesanan',
  issued: 'Diterbitkan',
  codeLabel: 'Kode verifikasi:',
  checkAt: 'Periksa keaslian dokumen ini di',
  sms: '{brand}: dokumen pinjaman {orderNo} Anda sudah siap. Baca dan simpan: {link}',
  verifyTitle: 'Periksa dokumen',
  verifyIntro:
    'Masukkan kode verifikasi yang tercetak di akhir dokumen. Untuk memastikan tidak ada satu byte pun yang diubah, pilih juga berkasnya, atau tempel digest SHA-256-nya.',
  codeField: 'Kode verifikasi',
  fileField: 'Berkas dokumen (opsional, hanya dibaca di perangkat ini)',
  digestField: 'Digest SHA-256 (opsional)',
  check: 'Periksa',
  issuedBy: 'Diterbitkan oleh {lender} untuk pesanan {orderNo} pada {date}.',
  sameBytes: 'Berkas ini sama dengan yang diterbitkan: digest-nya cocok.',
  notIssued: 'Bukan terbitan kami.',
  notIssuedHelp:
    'Tidak ada dokumen kami dengan kode ini. Periksa kodenya, atau hubungi pemberi pinjaman.',
  altered: 'Bukan terbitan kami dalam bentuk ini: berkas diubah setelah diterbitkan.',
  documentsTitle: 'Dokumen pinjaman Anda',
  download: 'Unduh',
  linkExpired: 'Tautan ini sudah kedaluwarsa. Buka pinjaman di aplikasi untuk mengunduh dokumen.',
  documentNotFound: 'Dokumen ini tidak ada',
  signatureTitle: 'Tanda tangan elektronik',
  signedBy: 'Ditandatangani secara elektronik oleh {signer}, kunci {keyId} ({algorithm}).',
  signatureNote:
    'Tanda tangan pada baris terakhir berkas ini mencakup setiap byte di atasnya. Kunci publik:',
  signatureValid: 'Ditandatangani oleh {signer}, kunci {keyId}: tanda tangan sah.',
  signatureInvalid: 'Tanda tangan tidak cocok: ini bukan dokumen yang kami terbitkan.',
  keysLink: 'Kunci publik penandatanganan kami',
  emailSubject: '{brand}: dokumen pinjaman {orderNo} Anda',
  emailBody:
    'Dokumen pinjaman {orderNo} Anda sudah siap: RIPLAY dan perjanjian pinjaman, ditandatangani oleh {signer}. Baca dan simpan:',
  emailFooter:
    'Setiap dokumen memuat kode verifikasi; periksa di {verify}. Anda menerima e-mail ini karena memberikan alamat ini di {brand}.',
};

const zh: Record<DocumentCopyKey, string> = {
  about: '关于本文件',
  order: '订单',
  issued: '出具时间',
  codeLabel: '验证码：',
  checkAt: '在此核验本文件真伪：',
  sms: '{brand}：您的借款 {orderNo} 的文件已生成，请阅读并保存：{link}',
  verifyTitle: '核验文件',
  verifyIntro:
    '请输入文件末尾印有的验证码。如需确认文件未被改动，请同时选择该文件，或粘贴其 SHA-256 摘要。',
  codeField: '验证码',
  fileField: '文件（可选，仅在本设备上读取）',
  digestField: 'SHA-256 摘要（可选）',
  check: '核验',
  issuedBy: '由 {lender} 于 {date} 为订单 {orderNo} 出具。',
  sameBytes: '文件与出具时一致：摘要相符。',
  notIssued: '并非我们出具。',
  notIssuedHelp: '我们没有带此验证码的文件。请检查验证码，或联系贷款机构。',
  altered: '并非我们以此形式出具：文件在出具后被改动过。',
  documentsTitle: '您的借款文件',
  download: '下载',
  linkExpired: '此链接已过期。请在应用中打开该借款下载文件。',
  documentNotFound: '该文件不存在',
  signatureTitle: '电子签名',
  signedBy: '由 {signer} 电子签名，密钥 {keyId}（{algorithm}）。',
  signatureNote: '本文件最后一行的签名覆盖其上的每一个字节。公钥：',
  signatureValid: '由 {signer} 签名，密钥 {keyId}：签名有效。',
  signatureInvalid: '签名不符：这不是我们出具的文件。',
  keysLink: '我们的签名公钥',
  emailSubject: '{brand}：您的借款 {orderNo} 的文件',
  emailBody:
    '您的借款 {orderNo} 的文件已生成：关键事实说明和借款协议，由 {signer} 签名。请阅读并保存：',
  emailFooter:
    '每份文件都印有验证码，可在 {verify} 核验。您收到此邮件是因为您在 {brand} 中留下了此地址。',
};

const hi: Record<DocumentCopyKey, string> = {
  about: 'इस दस्तावेज़ के बारे में',
  order: 'लोन',
  issued: 'जारी',
  codeLabel: 'सत्यापन कोड:',
  checkAt: 'यह दस्तावेज़ असली है या नहीं, यहाँ जाँचें:',
  sms: '{brand}: आपके लोन {orderNo} के दस्तावेज़ तैयार हैं। इन्हें पढ़ें और संभालकर रखें: {link}',
  verifyTitle: 'दस्तावेज़ जाँचें',
  verifyIntro:
    'दस्तावेज़ के आखिर में छपा सत्यापन कोड डालें। यह जाँचने के लिए कि उसमें ज़रा भी बदलाव नहीं हुआ, फ़ाइल भी चुनें, या उसका SHA-256 डाइजेस्ट चिपकाएँ।',
  codeField: 'सत्यापन कोड',
  fileField: 'दस्तावेज़ की फ़ाइल (वैकल्पिक, सिर्फ़ इसी डिवाइस पर पढ़ी जाती है)',
  digestField: 'SHA-256 डाइजेस्ट (वैकल्पिक)',
  check: 'जाँचें',
  issuedBy: '{lender} ने लोन {orderNo} के लिए {date} को जारी किया।',
  sameBytes: 'यह वही फ़ाइल है जो जारी की गई थी: इसका डाइजेस्ट मेल खाता है।',
  notIssued: 'हमने जारी नहीं किया।',
  notIssuedHelp: 'हमारे किसी दस्तावेज़ का यह कोड नहीं है। कोड जाँचें, या ऋणदाता से संपर्क करें।',
  altered: 'हमने इसे इस रूप में जारी नहीं किया: जारी होने के बाद फ़ाइल बदली गई है।',
  documentsTitle: 'आपके लोन के दस्तावेज़',
  download: 'डाउनलोड करें',
  linkExpired: 'इस लिंक की समय सीमा खत्म हो गई है। दस्तावेज़ डाउनलोड करने के लिए ऐप में लोन खोलें।',
  documentNotFound: 'यह दस्तावेज़ मौजूद नहीं है',
  signatureTitle: 'डिजिटल हस्ताक्षर',
  signedBy: '{signer} ने डिजिटल हस्ताक्षर किए, कुंजी {keyId} ({algorithm})।',
  signatureNote: 'इस फ़ाइल की आखिरी पंक्ति का हस्ताक्षर उसके ऊपर के हर बाइट पर लागू है। सार्वजनिक कुंजियाँ:',
  signatureValid: '{signer} ने हस्ताक्षर किए, कुंजी {keyId}: हस्ताक्षर सही है।',
  signatureInvalid: 'हस्ताक्षर मेल नहीं खाता: यह वह दस्तावेज़ नहीं है जो हमने जारी किया था।',
  keysLink: 'हस्ताक्षर की हमारी सार्वजनिक कुंजियाँ',
  emailSubject: '{brand}: आपके लोन {orderNo} के दस्तावेज़',
  emailBody:
    'आपके लोन {orderNo} के दस्तावेज़ तैयार हैं: मुख्य तथ्य विवरण और लोन अनुबंध, {signer} के हस्ताक्षर के साथ। इन्हें पढ़ें और संभालकर रखें:',
  emailFooter:
    'हर दस्तावेज़ पर एक सत्यापन कोड है; इसे {verify} पर जाँचें। आपको यह ई-मेल इसलिए मिला क्योंकि आपने {brand} में यह पता दिया था।',
};

export const documentPacks: Record<Lang, Record<DocumentCopyKey, string>> = { en, id, zh, hi };

/** The library's one lookup: its words over the server messages. */
export const copy = textsOf(withMessages(documentPacks));
