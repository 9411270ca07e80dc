/**
 * The privacy notice as data (decision 063): per market an itemised list of the personal data
 * Tenor asks for, each with its purpose and what it enables, the rights and where to complain,
 * in each language the market's pages speak, under one version. Every consent the ledger
 * records carries the version it was given under (`consent_events.privacy_version`). A change
 * of wording is a new version: the ledger then tells which text a borrower agreed to.
 */
import type { Region } from '@tenor/contract/launch';
import type { Lang } from '../i18n.ts';

export interface NoticeItem {
  data: string;
  purpose: string;
}

export interface PrivacyNotice {
  version: string;
  effective: string;
  title: string;
  intro: string;
  itemsTitle: string;
  dataHead: string;
  purposeHead: string;
  items: NoticeItem[];
  rightsTitle: string;
  rights: string[];
  complaint: string;
}

/** Each market's current version: the one new consents record. */
export const privacyNoticeVersions: Record<Region, string> = {
  IN: 'IN-2026-11-29',
  ID: 'ID-2026-11-29',
};

const inEn: PrivacyNotice = {
  version: privacyNoticeVersions.IN,
  effective: '2026-11-29',
  title: 'Privacy notice',
  intro:
    'Under the Digital Personal Data Protection Act, 2023, this is each item of personal data we ask you for, what we use it for and what it lets you do. You may withdraw a consent as easily as you gave it, in the app under My data.',
  itemsTitle: 'What we ask for and why',
  dataHead: 'Personal data',
  purposeHead: 'Purpose, and what it enables',
  items: [
    {
      data: 'Mobile number',
      purpose: 'To sign you in with a one-time code and send loan messages (KFS, reminders).',
    },
    {
      data: 'Name, date of birth, PAN and address',
      purpose: "Identity checks (KYC) the lender's rules require before a loan.",
    },
    {
      data: 'Occupation and income',
      purpose: 'To assess whether a loan is affordable, as the RBI requires before lending.',
    },
    {
      data: 'Bank account and UPI ID',
      purpose: 'To pay the loan out to you and to take repayments you make.',
    },
    {
      data: 'Device identifier',
      purpose: 'To record on which device you agreed to a loan, and to stop fraud.',
    },
    {
      data: 'Complaints and chat messages',
      purpose: 'To answer you and keep the record the regulator can ask for.',
    },
  ],
  rightsTitle: 'Your rights',
  rights: [
    'See what we hold and get a copy.',
    'Correct or update your details.',
    'Withdraw a consent; what was done before stays lawful.',
    'Ask us to erase your data once no law requires us to keep it.',
    'Nominate someone to act for you.',
  ],
  complaint:
    'Write to our grievance officer first; if the answer does not resolve it, you may complain to the Data Protection Board of India.',
};

// Hindi, one of the Eighth Schedule's languages the DPDP Act lets a notice be read in (decision
// 068; words from docs/hindi-glossary.md).
const inHi: PrivacyNotice = {
  ...inEn,
  title: 'गोपनीयता सूचना',
  intro:
    'डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के अनुसार, यहाँ हर वह निजी जानकारी लिखी है जो हम आपसे माँगते हैं, हम उसका क्या इस्तेमाल करते हैं और उससे आप क्या कर पाते हैं। आप कोई भी सहमति उतनी ही आसानी से वापस ले सकते हैं जितनी आसानी से दी थी, ऐप में मेरा डेटा में जाकर।',
  itemsTitle: 'हम क्या माँगते हैं और क्यों',
  dataHead: 'निजी जानकारी',
  purposeHead: 'इस्तेमाल, और उससे क्या होता है',
  items: [
    {
      data: 'मोबाइल नंबर',
      purpose: 'एक बार के कोड से आपको लॉग इन कराने और लोन के संदेश (KFS, रिमाइंडर) भेजने के लिए।',
    },
    {
      data: 'नाम, जन्म तारीख, PAN और पता',
      purpose: 'पहचान की जाँच (KYC), जो लोन से पहले ऋणदाता के नियमों के अनुसार ज़रूरी है।',
    },
    {
      data: 'काम-धंधा और आमदनी',
      purpose: 'यह देखने के लिए कि आप लोन चुका पाएँगे या नहीं, जैसा RBI लोन देने से पहले कहता है।',
    },
    {
      data: 'बैंक खाता और UPI आईडी',
      purpose: 'लोन की रकम आपको भेजने और आपके भुगतान लेने के लिए।',
    },
    {
      data: 'डिवाइस की पहचान',
      purpose: 'यह दर्ज करने के लिए कि आपने किस डिवाइस पर लोन के लिए सहमति दी, और धोखाधड़ी रोकने के लिए।',
    },
    {
      data: 'शिकायतें और चैट के संदेश',
      purpose: 'आपको जवाब देने और वह रिकॉर्ड रखने के लिए जो नियामक माँग सकता है।',
    },
  ],
  rightsTitle: 'आपके अधिकार',
  rights: [
    'देखें कि हमारे पास क्या है और उसकी कॉपी लें।',
    'अपनी जानकारी ठीक या अपडेट करें।',
    'सहमति वापस लें; उससे पहले जो हुआ वह कानूनी रहता है।',
    'जब कोई कानून रखने को न कहे, तब अपना डेटा मिटाने को कहें।',
    'अपनी ओर से काम करने के लिए किसी को नामित करें।',
  ],
  complaint:
    'पहले हमारे शिकायत निवारण अधिकारी को लिखें; अगर जवाब से हल नहीं होता, तो आप भारतीय डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।',
};

const inZh: PrivacyNotice = {
  ...inEn,
  title: '隐私声明',
  intro:
    '根据《2023 年数字个人数据保护法》，以下逐项列出我们向您收集的个人数据、用途及其使您能够使用的服务。您可以在应用的“我的数据”中，像给予同意一样方便地撤回同意。',
  itemsTitle: '我们收集什么、为什么',
  dataHead: '个人数据',
  purposeHead: '用途及其作用',
  items: [
    { data: '手机号码', purpose: '用一次性验证码登录，并发送贷款信息（KFS、提醒）。' },
    { data: '姓名、出生日期、PAN 和地址', purpose: '放款前按出借方规则进行身份核验（KYC）。' },
    { data: '职业和收入', purpose: '按 RBI 要求在放款前评估您的还款能力。' },
    { data: '银行账户和 UPI ID', purpose: '向您放款并收取您的还款。' },
    { data: '设备标识', purpose: '记录您在哪台设备上同意贷款，并防止欺诈。' },
    { data: '投诉和聊天记录', purpose: '答复您，并保留监管机构可调阅的记录。' },
  ],
  rightsTitle: '您的权利',
  rights: [
    '查看我们持有的数据并获取副本。',
    '更正或更新您的信息。',
    '撤回同意；撤回前的处理仍然合法。',
    '在法律不再要求保留时要求删除您的数据。',
    '指定他人代您行使权利。',
  ],
  complaint: '请先联系我们的投诉专员；如未解决，您可以向印度数据保护委员会投诉。',
};

const idId: PrivacyNotice = {
  version: privacyNoticeVersions.ID,
  effective: '2026-11-29',
  title: 'Pemberitahuan privasi',
  intro:
    'Berdasarkan UU Pelindungan Data Pribadi (UU 27/2022), berikut setiap data pribadi yang kami minta, tujuannya, dan layanan yang dimungkinkannya. Anda dapat menarik persetujuan semudah memberikannya, di aplikasi pada Data saya.',
  itemsTitle: 'Data yang kami minta dan alasannya',
  dataHead: 'Data pribadi',
  purposeHead: 'Tujuan dan kegunaannya',
  items: [
    {
      data: 'Nomor ponsel',
      purpose:
        'Untuk masuk dengan kode sekali pakai dan mengirim pesan pinjaman (RIPLAY, pengingat).',
    },
    {
      data: 'Nama, tanggal lahir, NIK dan alamat',
      purpose: 'Verifikasi identitas (e-KYC) yang diwajibkan sebelum pinjaman.',
    },
    {
      data: 'Pekerjaan dan penghasilan',
      purpose: 'Untuk menilai kemampuan bayar sebelum pinjaman diberikan.',
    },
    {
      data: 'Rekening bank dan akun pembayaran',
      purpose: 'Untuk mencairkan pinjaman kepada Anda dan menerima pembayaran Anda.',
    },
    {
      data: 'Pengenal perangkat',
      purpose: 'Untuk mencatat perangkat tempat Anda menyetujui pinjaman, dan mencegah penipuan.',
    },
    {
      data: 'Pengaduan dan pesan obrolan',
      purpose: 'Untuk menjawab Anda dan menyimpan catatan yang dapat diminta OJK.',
    },
  ],
  rightsTitle: 'Hak Anda',
  rights: [
    'Mengakses dan mendapatkan salinan data Anda (dijawab dalam 3 × 24 jam).',
    'Memperbaiki atau memperbarui data Anda.',
    'Menarik persetujuan; pemrosesan sebelumnya tetap sah.',
    'Meminta penghapusan data bila tidak lagi wajib disimpan menurut hukum.',
    'Mengajukan keberatan atas keputusan otomatis.',
  ],
  complaint:
    'Hubungi petugas pengaduan kami terlebih dahulu; bila tidak terselesaikan, Anda dapat mengadu ke OJK.',
};

const idEn: PrivacyNotice = {
  ...idId,
  title: 'Privacy notice',
  intro:
    'Under the Personal Data Protection Law (UU 27/2022), this is each item of personal data we ask you for, what we use it for and what it lets you do. You may withdraw a consent as easily as you gave it, in the app under My data.',
  itemsTitle: 'What we ask for and why',
  dataHead: 'Personal data',
  purposeHead: 'Purpose, and what it enables',
  items: [
    {
      data: 'Mobile number',
      purpose: 'To sign you in with a one-time code and send loan messages (RIPLAY, reminders).',
    },
    {
      data: 'Name, date of birth, NIK and address',
      purpose: 'Identity checks (e-KYC) required before a loan.',
    },
    { data: 'Occupation and income', purpose: 'To assess whether you can repay before lending.' },
    {
      data: 'Bank account and payment account',
      purpose: 'To pay the loan out to you and to take your repayments.',
    },
    {
      data: 'Device identifier',
      purpose: 'To record on which device you agreed to a loan, and to stop fraud.',
    },
    {
      data: 'Complaints and chat messages',
      purpose: 'To answer you and keep the record OJK can ask for.',
    },
  ],
  rightsTitle: 'Your rights',
  rights: [
    'See and get a copy of your data (answered within 3 × 24 hours).',
    'Correct or update your details.',
    'Withdraw a consent; what was done before stays lawful.',
    'Ask us to erase your data once no law requires us to keep it.',
    'Object to a decision made only by automated processing.',
  ],
  complaint:
    'Write to our grievance officer first; if the answer does not resolve it, you may complain to OJK.',
};

const idZh: PrivacyNotice = {
  ...idEn,
  title: '隐私声明',
  intro:
    '根据印尼《个人数据保护法》（UU 27/2022），以下逐项列出我们向您收集的个人数据、用途及其作用。您可以在应用的“我的数据”中，像给予同意一样方便地撤回同意。',
  itemsTitle: '我们收集什么、为什么',
  dataHead: '个人数据',
  purposeHead: '用途及其作用',
  items: [
    { data: '手机号码', purpose: '用一次性验证码登录，并发送贷款信息（RIPLAY、提醒）。' },
    { data: '姓名、出生日期、NIK 和地址', purpose: '放款前必需的身份核验（e-KYC）。' },
    { data: '职业和收入', purpose: '放款前评估您的还款能力。' },
    { data: '银行账户和支付账户', purpose: '向您放款并收取您的还款。' },
    { data: '设备标识', purpose: '记录您在哪台设备上同意贷款，并防止欺诈。' },
    { data: '投诉和聊天记录', purpose: '答复您，并保留 OJK 可调阅的记录。' },
  ],
  rightsTitle: '您的权利',
  rights: [
    '查看并获取您的数据副本（3 × 24 小时内答复）。',
    '更正或更新您的信息。',
    '撤回同意；撤回前的处理仍然合法。',
    '在法律不再要求保留时要求删除您的数据。',
    '对仅由自动化处理作出的决定提出异议。',
  ],
  complaint: '请先联系我们的投诉专员；如未解决，您可以向 OJK 投诉。',
};

const notices: Record<Region, Record<Lang, PrivacyNotice>> = {
  // India's pages speak English and Hindi; Indonesian is not one of them, so an Indonesian
  // reader of an Indian notice gets English. Hindi is India's only (decision 068): a Hindi
  // reader of Indonesia's notice gets its English.
  IN: { en: inEn, id: inEn, zh: inZh, hi: inHi },
  ID: { id: idId, en: idEn, zh: idZh, hi: idEn },
};

export const privacyNotice = (region: Region, lang: Lang): PrivacyNotice => notices[region][lang];
