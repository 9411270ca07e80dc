/**
 * Words of the issued Key Fact Statement (India: the KFS circular's Annex A and C) and
 * RIPLAY personal (Indonesia), English, Indonesian, Hindi (decision 068) and the staff's Chinese
 * (decision 056).
 */
import { textsOf, withMessages, type Lang } from '../../i18n.ts';

const en = {
  titleIN: 'Key Fact Statement',
  titleID: 'Personal Product and Service Information Summary (RIPLAY personal)',
  kfsNo: 'KFS number',
  issuedAt: 'Issued',
  validUntil: 'Valid until {date} ({zone}, market time)',
  validNote:
    'The lender is bound by these figures if you agree to the loan before this time. After it, ask for a fresh statement.',
  lenderLine: 'Lender: {name} · {registration}',
  part1: 'Part 1 — Interest rate and fees/charges',
  part2: 'Part 2 — Other qualitative information',
  annexC: 'Annex C — Repayment schedule',
  r1: 'Loan proposal no. and type of loan',
  r1value: '{no} · personal loan, unsecured, digital',
  r2: 'Sanctioned loan amount',
  r3: 'Disbursal schedule',
  r3value: '100 % upfront, to your registered bank account, less the processing fee',
  r4: 'Loan term',
  r5: 'Instalment details',
  r5single: 'One payment of {amount} on {date}',
  r5many: '{n} monthly instalments (EPI) of {amount}, the first on {date}',
  r6: 'Interest rate and type',
  r6value: '{rate} per day on the loan amount, fixed',
  r7: 'Floating rate details',
  r7value: 'Not applicable (fixed rate)',
  r8: 'Fees and charges',
  r8value:
    '(A) payable to the lender: processing fee {fee}, one-time, deducted upfront. (B) payable to third parties through the lender: none.',
  r9: 'Annual percentage rate (APR)',
  r10: 'Contingent charges',
  r10IN:
    'Penal charge for delayed payment: {newClient} (new client) or {repeatClient} (repeat client), once per overdue instalment, no interest on it. Foreclosure: none. Switching: not applicable.',
  r10ID:
    'Late charge: {rate} per day of the overdue instalment; interest, fees and late charges together never above the loan amount. Early repayment: no charge.',
  extension: 'Extension of the due date: {fee} of the principal falling due.',
  extensionNone: 'Extension of the due date: not offered, so no extension fee.',
  recoveryClause:
    'Recovery agents (loan agreement, "Late repayment"): reminders come only from the lender or its agents named here, who must send you their particulars before they contact you.',
  recoveryAgents: 'Recovery agents engaged: {names}',
  noneEngaged: 'none engaged',
  grievanceClause:
    'Grievance redressal (loan agreement, "Your data and complaints"): complain in the app; if not resolved within 30 days, to the RBI Ombudsman (cms.rbi.org.in).',
  grievanceClauseID:
    'Complaints (loan agreement, "Data dan pengaduan"): in the app; if not resolved, to OJK (Kontak OJK 157) or LAPS SJK.',
  officer: 'Nodal grievance redressal officer: {name}, {phone}, {email}',
  coolingOff:
    'Cooling-off period: {days} {days|day|days} from disbursal, to exit the loan by repaying the principal and the interest for the days held, without penalty.',
  coolingOffID:
    'Cancellation: before disbursal, at no cost; after disbursal, within {days} {days|day|days} by repaying the principal and the interest for the days held.',
  coolingOffIDNone: 'Cancellation: before disbursal, at no cost.',
  coolingOffFeeKept:
    'On such an exit the lender keeps the one-time processing fee ({fee}); nothing else is charged.',
  lsp: 'Lending Service Provider (LSP): {platform}, the app through which this loan is offered; it is not a recovery agent.',
  period: 'Period',
  due: 'Due date',
  principal: 'Principal',
  interest: 'Interest',
  instalment: 'Instalment',
  outstanding: 'Outstanding after',
  kfsExpired:
    'This Key Fact Statement is no longer valid. Please read the fresh one and confirm again',
  kfsNotAcknowledged: 'please confirm that you have read the Key Fact Statement',
  riskNotAcknowledged: 'please confirm that you have read the risk statement',
  summaryTitleIN: 'Key facts in plain words',
  summaryTitleID: 'RIPLAY in plain words',
  summaryNotAcknowledged: 'please confirm that you have read the key facts in plain words',
  kfsUnknown: 'is not a Key Fact Statement of this loan',
  back: 'Back',
} as const;

export type KfsCopyKey = keyof typeof en;

const id: Record<KfsCopyKey, string> = {
  titleIN: 'Key Fact Statement',
  titleID: 'Ringkasan Informasi Produk dan Layanan Personal (RIPLAY Personal)',
  kfsNo: 'Nomor RIPLAY',
  issuedAt: 'Diterbitkan',
  validUntil: 'Berlaku sampai {date} ({zone}, waktu pasar)',
  validNote:
    'Pemberi pinjaman terikat pada angka ini jika Anda menyetujui pinjaman sebelum waktu tersebut. Setelahnya, minta ringkasan yang baru.',
  lenderLine: 'Pemberi pinjaman: {name} · {registration}',
  part1: 'Bagian 1 — Bunga, biaya dan denda',
  part2: 'Bagian 2 — Informasi lainnya',
  annexC: 'Lampiran — Jadwal pembayaran',
  r1: 'Nomor pengajuan dan jenis pinjaman',
  r1value: '{no} · pinjaman konsumtif, tanpa agunan, daring',
  r2: 'Jumlah pinjaman',
  r3: 'Jadwal pencairan',
  r3value: '100 % sekaligus ke rekening bank terdaftar Anda, dikurangi biaya layanan',
  r4: 'Tenor',
  r5: 'Rincian cicilan',
  r5single: 'Satu kali pembayaran {amount} pada {date}',
  r5many: '{n} cicilan bulanan sebesar {amount}, yang pertama pada {date}',
  r6: 'Suku bunga dan jenisnya',
  r6value: '{rate} per hari dari jumlah pinjaman, tetap',
  r7: 'Suku bunga mengambang',
  r7value: 'Tidak berlaku (bunga tetap)',
  r8: 'Biaya',
  r8value:
    '(A) kepada pemberi pinjaman: biaya layanan {fee}, sekali, dipotong di muka. (B) kepada pihak ketiga: tidak ada.',
  r9: 'Persentase biaya tahunan (APR)',
  r10: 'Biaya bersyarat',
  r10IN:
    'Denda keterlambatan: {newClient} (nasabah baru) atau {repeatClient} (nasabah lama), sekali per cicilan terlambat, tanpa bunga. Pelunasan dipercepat: tanpa biaya.',
  r10ID:
    'Denda keterlambatan: {rate} per hari dari cicilan yang terlambat; bunga, biaya dan denda bersama-sama tidak pernah melebihi jumlah pinjaman. Pelunasan dipercepat: tanpa biaya.',
  extension: 'Perpanjangan jatuh tempo: {fee} dari pokok yang jatuh tempo.',
  extensionNone: 'Perpanjangan jatuh tempo: tidak tersedia, jadi tidak ada biaya perpanjangan.',
  recoveryClause:
    'Penagihan (perjanjian pinjaman, "Keterlambatan"): pengingat hanya dari pemberi pinjaman atau agen yang disebut di sini, yang wajib memberi tahu identitasnya sebelum menghubungi Anda.',
  recoveryAgents: 'Agen penagihan: {names}',
  noneEngaged: 'tidak ada',
  grievanceClause:
    'Pengaduan (perjanjian pinjaman, "Your data and complaints"): melalui aplikasi; jika tidak selesai dalam 30 hari, ke Ombudsman RBI (cms.rbi.org.in).',
  grievanceClauseID:
    'Pengaduan (perjanjian pinjaman, "Data dan pengaduan"): melalui aplikasi; jika tidak selesai, ke OJK (Kontak OJK 157) atau LAPS SJK.',
  officer: 'Petugas pengaduan: {name}, {phone}, {email}',
  coolingOff:
    'Masa jeda: {days} hari sejak pencairan, untuk keluar dari pinjaman dengan mengembalikan pokok dan bunga harian, tanpa denda.',
  coolingOffID:
    'Pembatalan: sebelum pencairan, tanpa biaya; setelah pencairan, dalam {days} hari dengan mengembalikan pokok dan bunga harian.',
  coolingOffIDNone: 'Pembatalan: sebelum pencairan, tanpa biaya.',
  coolingOffFeeKept:
    'Jika keluar dengan cara ini, pemberi pinjaman menahan biaya layanan satu kali ({fee}); tidak ada biaya lain.',
  lsp: 'Penyelenggara: {platform}, aplikasi tempat pinjaman ini ditawarkan; bukan agen penagihan.',
  period: 'Periode',
  due: 'Jatuh tempo',
  principal: 'Pokok',
  interest: 'Bunga',
  instalment: 'Cicilan',
  outstanding: 'Sisa pokok',
  kfsExpired: 'Ringkasan ini sudah tidak berlaku. Baca ringkasan yang baru dan konfirmasi lagi',
  kfsNotAcknowledged: 'konfirmasikan bahwa Anda sudah membaca ringkasan ini',
  riskNotAcknowledged: 'konfirmasikan bahwa Anda sudah membaca pernyataan risiko',
  summaryTitleIN: 'Fakta utama dengan kata sederhana',
  summaryTitleID: 'RIPLAY dengan kata sederhana',
  summaryNotAcknowledged: 'konfirmasikan bahwa Anda sudah membaca ringkasan sederhananya',
  kfsUnknown: 'bukan ringkasan untuk pinjaman ini',
  back: 'Kembali',
};

const zh: Record<KfsCopyKey, string> = {
  titleIN: '关键事实声明 (KFS)',
  titleID: '个人产品与服务信息摘要 (RIPLAY Personal)',
  kfsNo: '声明编号',
  issuedAt: '出具时间',
  validUntil: '有效期至 {date}（{zone}，市场时间）',
  validNote: '在此时间前同意借款，贷款机构即受这些数字约束。过期后请获取新的声明。',
  lenderLine: '贷款机构：{name} · {registration}',
  part1: '第一部分 — 利率与费用',
  part2: '第二部分 — 其他定性信息',
  annexC: '附件 C — 还款计划',
  r1: '借款申请编号与借款类型',
  r1value: '{no} · 个人无抵押线上借款',
  r2: '批准借款金额',
  r3: '放款安排',
  r3value: '一次性全额放款至您登记的银行账户，扣除手续费',
  r4: '借款期限',
  r5: '分期详情',
  r5single: '{date} 一次性还款 {amount}',
  r5many: '共 {n} 期月供，每期 {amount}，首期 {date}',
  r6: '利率及类型',
  r6value: '按借款金额每日 {rate}，固定利率',
  r7: '浮动利率详情',
  r7value: '不适用（固定利率）',
  r8: '费用',
  r8value: '(A) 付给贷款机构：手续费 {fee}，一次性，预先扣除。(B) 经贷款机构付给第三方：无。',
  r9: '年化利率 (APR)',
  r10: '或有费用',
  r10IN:
    '逾期罚金：新客户 {newClient}，老客户 {repeatClient}，每期逾期收一次，不计利息。提前还款：无费用。',
  r10ID: '逾期费：逾期分期每日 {rate}；利息、费用与逾期费合计不超过借款金额。提前还款：无费用。',
  extension: '展期：到期本金的 {fee}。',
  extensionNone: '展期：不提供，因此没有展期费用。',
  recoveryClause:
    '催收（借款协议“逾期还款”条款）：仅由贷款机构或此处列明的代理催收，联系前须告知其身份。',
  recoveryAgents: '催收代理：{names}',
  noneEngaged: '未聘用',
  grievanceClause:
    '投诉处理（借款协议“数据与投诉”条款）：在应用内投诉；30 天内未解决可向 RBI 监察员投诉 (cms.rbi.org.in)。',
  grievanceClauseID:
    '投诉处理（借款协议“数据与投诉”条款）：在应用内投诉；未解决可向 OJK 或 LAPS SJK 投诉。',
  officer: '投诉处理专员：{name}，{phone}，{email}',
  coolingOff: '冷静期：放款后 {days} 天内可偿还本金及实际天数的利息退出借款，无罚金。',
  coolingOffID: '取消：放款前免费取消；放款后 {days} 天内偿还本金及实际天数的利息。',
  coolingOffIDNone: '取消：放款前免费取消。',
  coolingOffFeeKept: '如此退出时，贷款机构保留一次性手续费（{fee}），不收取其他任何费用。',
  lsp: '借贷服务提供方 (LSP)：{platform}，提供此借款的应用；不是催收代理。',
  period: '期数',
  due: '到期日',
  principal: '本金',
  interest: '利息',
  instalment: '应还',
  outstanding: '剩余本金',
  kfsExpired: '该关键事实声明已失效。请阅读新的声明后再次确认',
  kfsNotAcknowledged: '请确认您已阅读关键事实声明',
  riskNotAcknowledged: '请确认您已阅读风险声明',
  summaryTitleIN: '关键事实要点（通俗说明）',
  summaryTitleID: 'RIPLAY 要点（通俗说明）',
  summaryNotAcknowledged: '请确认您已阅读关键事实的通俗说明',
  kfsUnknown: '不是此笔借款的关键事实声明',
  back: '返回',
};

// Hindi as a borrower reads it (docs/hindi-glossary.md); the parts named as the circular names them.
const hi: Record<KfsCopyKey, string> = {
  titleIN: 'मुख्य तथ्य विवरण (KFS)',
  titleID: 'उत्पाद और सेवा की जानकारी का सारांश (RIPLAY personal)',
  kfsNo: 'KFS नंबर',
  issuedAt: 'जारी',
  validUntil: '{date} तक मान्य ({zone}, बाज़ार का समय)',
  validNote:
    'अगर आप इस समय से पहले लोन के लिए सहमति देते हैं, तो ऋणदाता इन आँकड़ों से बँधा है। इसके बाद नया विवरण माँगें।',
  lenderLine: 'ऋणदाता: {name} · {registration}',
  part1: 'भाग 1 — ब्याज दर और फ़ीस/शुल्क',
  part2: 'भाग 2 — दूसरी ज़रूरी जानकारी',
  annexC: 'अनुलग्नक C — भुगतान की योजना',
  r1: 'लोन प्रस्ताव नंबर और लोन का प्रकार',
  r1value: '{no} · पर्सनल लोन, बिना गिरवी, डिजिटल',
  r2: 'मंज़ूर लोन की रकम',
  r3: 'रकम भेजने की योजना',
  r3value: 'पूरी रकम एक साथ, आपके दर्ज बैंक खाते में, प्रोसेसिंग फ़ीस घटाकर',
  r4: 'लोन की अवधि',
  r5: 'किस्तों का ब्योरा',
  r5single: '{date} को {amount} का एक भुगतान',
  r5many: '{amount} की {n} मासिक किस्तें (EPI), पहली {date} को',
  r6: 'ब्याज दर और उसका प्रकार',
  r6value: 'लोन की रकम पर {rate} प्रति दिन, तय (फ़िक्स्ड)',
  r7: 'बदलने वाली दर का ब्योरा',
  r7value: 'लागू नहीं (तय दर)',
  r8: 'फ़ीस और शुल्क',
  r8value:
    '(A) ऋणदाता को देय: प्रोसेसिंग फ़ीस {fee}, एक बार, पहले ही काटी जाती है। (B) ऋणदाता के ज़रिए किसी और को देय: कुछ नहीं।',
  r9: 'सालाना प्रतिशत दर (APR)',
  r10: 'कुछ हालात में लगने वाले शुल्क',
  r10IN:
    'देर से भुगतान पर दंड शुल्क: {newClient} (नए ग्राहक) या {repeatClient} (पुराने ग्राहक), हर बकाया किस्त पर एक बार, इस पर कोई ब्याज नहीं। समय से पहले पूरा चुकाने पर: कोई शुल्क नहीं। दर बदलना: लागू नहीं।',
  r10ID:
    'देरी का शुल्क: बकाया किस्त का {rate} प्रति दिन; ब्याज, फ़ीस और देरी का शुल्क मिलाकर कभी लोन की रकम से ज़्यादा नहीं। समय से पहले चुकाने पर: कोई शुल्क नहीं।',
  extension: 'देय तारीख आगे बढ़ाना: देय मूलधन का {fee}।',
  extensionNone: 'देय तारीख आगे बढ़ाना: यह सुविधा नहीं है, इसलिए इसकी कोई फ़ीस नहीं।',
  recoveryClause:
    'वसूली एजेंट (लोन अनुबंध, "देर से भुगतान"): रिमाइंडर सिर्फ़ ऋणदाता या यहाँ नाम लिखे उसके एजेंट से आते हैं, जिन्हें आपसे संपर्क करने से पहले अपनी जानकारी आपको भेजनी होती है।',
  recoveryAgents: 'लगाए गए वसूली एजेंट: {names}',
  noneEngaged: 'कोई नहीं',
  grievanceClause:
    'शिकायत निवारण (लोन अनुबंध, "आपका डेटा और शिकायतें"): ऐप में शिकायत करें; 30 दिन में हल न हो तो RBI लोकपाल को (cms.rbi.org.in)।',
  grievanceClauseID:
    'शिकायतें (लोन अनुबंध, "Data dan pengaduan"): ऐप में; हल न हो तो OJK (Kontak OJK 157) या LAPS SJK को।',
  officer: 'नोडल शिकायत निवारण अधिकारी: {name}, {phone}, {email}',
  coolingOff:
    'कूलिंग-ऑफ़ (सोचने की) अवधि: रकम मिलने से {days} दिन, जिसमें मूलधन और जितने दिन पैसा पास रहा उतने दिन का ब्याज चुकाकर, बिना जुर्माने के लोन छोड़ा जा सकता है।',
  coolingOffID:
    'रद्द करना: रकम भेजे जाने से पहले, बिना किसी लागत के; रकम मिलने के बाद, {days} दिन के अंदर मूलधन और जितने दिन पैसा पास रहा उतने दिन का ब्याज चुकाकर।',
  coolingOffIDNone: 'रद्द करना: रकम भेजे जाने से पहले, बिना किसी लागत के।',
  coolingOffFeeKept:
    'इस तरह लोन छोड़ने पर ऋणदाता एक बार की प्रोसेसिंग फ़ीस ({fee}) रखता है; और कुछ नहीं लिया जाता।',
  lsp: 'लोन सेवा प्रदाता (LSP): {platform}, वह ऐप जिसके ज़रिए यह लोन दिया जाता है; यह वसूली एजेंट नहीं है।',
  period: 'किस्त',
  due: 'देय तारीख',
  principal: 'मूलधन',
  interest: 'ब्याज',
  instalment: 'किस्त की रकम',
  outstanding: 'इसके बाद बकाया',
  kfsExpired: 'यह मुख्य तथ्य विवरण अब मान्य नहीं है। कृपया नया विवरण पढ़ें और फिर से पुष्टि करें',
  kfsNotAcknowledged: 'कृपया पुष्टि करें कि आपने मुख्य तथ्य विवरण पढ़ लिया है',
  riskNotAcknowledged: 'कृपया पुष्टि करें कि आपने जोखिम की जानकारी पढ़ ली है',
  summaryTitleIN: 'मुख्य बातें आसान शब्दों में',
  summaryTitleID: 'RIPLAY आसान शब्दों में',
  summaryNotAcknowledged: 'कृपया पुष्टि करें कि आपने मुख्य बातें आसान शब्दों में पढ़ ली हैं',
  kfsUnknown: 'इस लोन का मुख्य तथ्य विवरण नहीं है',
  back: 'वापस',
};

export const kfsPacks: Record<Lang, Record<KfsCopyKey, string>> = { en, id, zh, hi };

export const kfsCopy = textsOf(withMessages(kfsPacks));
