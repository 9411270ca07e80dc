/**
 * The payment channels of the sandbox provider, per market. Indonesia: bank virtual
 * accounts (BCA, BNI, BRI, Mandiri, Permata), each payable by ATM, mobile banking and
 * internet banking, and the ALFAMART and INDOMARET mini markets. India: UPI addresses
 * (one per payment) and the hosted page's net-banking banks. Steps are in Indonesian,
 * English and the staff's Chinese, with the menu paths of each bank; `{number}` (the virtual account number,
 * payment code or UPI address), `{amount}` and `{merchant}` are filled in when an account
 * is issued.
 */
import type { Lang } from '../i18n.ts';
import type { PaySteps, StepsRequest } from './payment-provider.ts';

export const bankMethods = ['ATM', 'MobileBank', 'InternetBank'] as const;
export type BankMethod = (typeof bankMethods)[number];

interface Menus {
  atm: string;
  mobileApp: string;
  mobile: string;
  internetApp: string;
  internet: string;
}

/** The languages a bank's own screens (ATM, app, website) can be set to. */
type ScreenLang = 'en' | 'id';

/**
 * Whose menu names each language's steps quote. A menu is named as the screen shows it, and
 * no Indonesian bank's screen is in Chinese: the staff's steps quote the Indonesian names the
 * borrower sees (and Hindi's, were they ever shown, the English ones).
 */
const screenLangOf: Record<Lang, ScreenLang> = { en: 'en', id: 'id', zh: 'id', hi: 'en' };

export interface Bank {
  payCode: string;
  bankName: string;
  /** First digits of the bank's virtual account numbers (the sandbox's company code). */
  prefix: string;
  menus: Record<ScreenLang, Menus>;
}

export interface Market {
  payCode: string;
  name: string;
  /** Where the market's cashiers take the code. */
  stores: string;
  prefix: string;
}

export const banks: readonly Bank[] = [
  {
    payCode: 'BCA',
    bankName: 'BCA',
    prefix: '39358',
    menus: {
      id: {
        atm: 'Transaksi Lainnya > Transfer > ke Rek BCA Virtual Account',
        mobileApp: 'BCA mobile (m-BCA)',
        mobile: 'm-Transfer > BCA Virtual Account',
        internetApp: 'KlikBCA Individual (klikbca.com)',
        internet: 'Transfer Dana > Transfer ke BCA Virtual Account',
      },
      en: {
        atm: 'Other Transactions > Transfer > To BCA Virtual Account',
        mobileApp: 'BCA mobile (m-BCA)',
        mobile: 'm-Transfer > BCA Virtual Account',
        internetApp: 'KlikBCA Individual (klikbca.com)',
        internet: 'Fund Transfer > Transfer to BCA Virtual Account',
      },
    },
  },
  {
    payCode: 'BNI',
    bankName: 'BNI',
    prefix: '8808',
    menus: {
      id: {
        atm: 'Menu Lainnya > Transfer > Virtual Account Billing',
        mobileApp: 'BNI Mobile Banking',
        mobile: 'Transfer > Virtual Account Billing',
        internetApp: 'BNI Internet Banking (ibank.bni.co.id)',
        internet: 'Transfer > Virtual Account Billing',
      },
      en: {
        atm: 'Other Menu > Transfer > Virtual Account Billing',
        mobileApp: 'BNI Mobile Banking',
        mobile: 'Transfer > Virtual Account Billing',
        internetApp: 'BNI Internet Banking (ibank.bni.co.id)',
        internet: 'Transfer > Virtual Account Billing',
      },
    },
  },
  {
    payCode: 'BRI',
    bankName: 'BRI',
    prefix: '26215',
    menus: {
      id: {
        atm: 'Transaksi Lain > Pembayaran > Lainnya > BRIVA',
        mobileApp: 'BRImo',
        mobile: 'Pembayaran > BRIVA',
        internetApp: 'Internet Banking BRI (ib.bri.co.id)',
        internet: 'Pembayaran > BRIVA',
      },
      en: {
        atm: 'Other Transactions > Payment > Others > BRIVA',
        mobileApp: 'BRImo',
        mobile: 'Payment > BRIVA',
        internetApp: 'BRI Internet Banking (ib.bri.co.id)',
        internet: 'Payment > BRIVA',
      },
    },
  },
  {
    payCode: 'MANDIRI',
    bankName: 'Mandiri',
    prefix: '89508',
    menus: {
      id: {
        atm: 'Bayar/Beli > Lainnya > Multi Payment',
        mobileApp: "Livin' by Mandiri",
        mobile: 'Bayar > Buat Pembayaran Baru > Multipayment',
        internetApp: 'Mandiri Internet Banking',
        internet: 'Pembayaran > Multi Payment',
      },
      en: {
        atm: 'Pay/Buy > Others > Multi Payment',
        mobileApp: "Livin' by Mandiri",
        mobile: 'Pay > New Payment > Multipayment',
        internetApp: 'Mandiri Internet Banking',
        internet: 'Payment > Multi Payment',
      },
    },
  },
  {
    payCode: 'PERMATA',
    bankName: 'Permata',
    prefix: '8625',
    menus: {
      id: {
        atm: 'Transaksi Lainnya > Pembayaran > Pembayaran Lainnya > Virtual Account',
        mobileApp: 'PermataMobile X',
        mobile: 'Bayar Tagihan > Virtual Account',
        internetApp: 'PermataNet',
        internet: 'Pembayaran > Pembayaran Tagihan > Virtual Account',
      },
      en: {
        atm: 'Other Transactions > Payment > Other Payments > Virtual Account',
        mobileApp: 'PermataMobile X',
        mobile: 'Pay Bills > Virtual Account',
        internetApp: 'PermataNet',
        internet: 'Payment > Bill Payment > Virtual Account',
      },
    },
  },
];

export const markets: readonly Market[] = [
  { payCode: 'ALFAMART', name: 'ALFAMART', stores: 'Alfamart, Alfamidi, Dan+Dan', prefix: '7701' },
  { payCode: 'INDOMARET', name: 'INDOMARET', stores: 'Indomaret, Indomaret Point', prefix: '7702' },
];

/** The sandbox's UPI handle: each payment gets `tenor.<digits>@sbox`. */
export const UPI_HANDLE = 'sbox';

/** Banks of the hosted page's net banking (India). */
export const netBanks: readonly { code: string; name: string }[] = [
  { code: 'SBI', name: 'State Bank of India' },
  { code: 'HDFC', name: 'HDFC Bank' },
  { code: 'ICICI', name: 'ICICI Bank' },
  { code: 'AXIS', name: 'Axis Bank' },
  { code: 'KOTAK', name: 'Kotak Mahindra Bank' },
];

export const upiSteps: Record<Lang, string[]> = {
  en: [
    'Tap "Pay with a UPI app" and choose your UPI app (Google Pay, PhonePe, Paytm, BHIM or your bank\'s app), or scan the QR code with it from another phone.',
    'Check that the payee is {merchant}, the UPI ID is {number} and the amount is {amount}.',
    'Enter your UPI PIN to pay.',
    'Come back here and tap "I have paid": the receipt shows once the payment has arrived.',
  ],
  id: [
    'Ketuk "Bayar dengan aplikasi UPI" dan pilih aplikasi UPI Anda, atau pindai kode QR dari ponsel lain.',
    'Pastikan penerimanya {merchant}, ID UPI {number}, dan jumlahnya {amount}.',
    'Masukkan PIN UPI Anda untuk membayar.',
    'Kembali ke sini dan ketuk "Saya sudah membayar": bukti pembayaran muncul setelah pembayaran diterima.',
  ],
  // The buttons as the web's Chinese pack labels them
  // (apps/web/src/features/repay/locales/zh-CN.ts).
  zh: [
    '点击“用 UPI 应用付款”并选择您的 UPI 应用（Google Pay、PhonePe、Paytm、BHIM 或您银行的应用），或在另一部手机上用它扫描二维码。',
    '核对收款方为 {merchant}、UPI ID 为 {number}、金额为 {amount}。',
    '输入您的 UPI PIN 完成付款。',
    '回到这里点击“我已付款”：款项到账后会显示付款凭证。',
  ],
  // The buttons as the web's Hindi pack labels them (apps/web/src/features/repay/locales/hi-IN.ts).
  hi: [
    '"UPI ऐप से भुगतान करें" दबाएँ और अपना UPI ऐप (Google Pay, PhonePe, Paytm, BHIM या अपने बैंक का ऐप) चुनें, या किसी दूसरे फ़ोन से उसी ऐप से क्यूआर कोड स्कैन करें।',
    'जाँच लें कि पैसा पाने वाला {merchant} है, UPI आईडी {number} है और रकम {amount} है।',
    'भुगतान के लिए अपना UPI पिन डालें।',
    'यहाँ वापस आकर "मैंने भुगतान कर दिया है" दबाएँ: पैसा पहुँचते ही रसीद दिखेगी।',
  ],
};

export const bankSteps: Record<Lang, Record<BankMethod, string[]>> = {
  id: {
    ATM: [
      'Masukkan kartu ATM {bank} dan PIN Anda.',
      'Pilih menu {menu}.',
      'Masukkan nomor Virtual Account {number}, lalu pilih Benar.',
      'Pastikan nama {merchant} dan jumlah {amount} sudah sesuai, lalu pilih Ya.',
      'Simpan struk ATM sebagai bukti pembayaran.',
    ],
    MobileBank: [
      'Buka aplikasi {app} dan masuk ke akun Anda.',
      'Pilih menu {menu}.',
      'Masukkan nomor Virtual Account {number}.',
      'Pastikan nama {merchant} dan jumlah {amount} sudah sesuai, lalu lanjutkan.',
      'Masukkan PIN transaksi Anda. Simpan bukti transaksi yang muncul.',
    ],
    InternetBank: [
      'Masuk ke {app}.',
      'Pilih menu {menu}.',
      'Masukkan nomor Virtual Account {number}, lalu lanjutkan.',
      'Pastikan nama {merchant} dan jumlah {amount} sudah sesuai.',
      'Konfirmasi dengan token atau kode OTP dari bank Anda, lalu simpan bukti transaksi.',
    ],
  },
  en: {
    ATM: [
      'Insert your {bank} ATM card and enter your PIN.',
      'Choose {menu}.',
      'Enter the virtual account number {number}, then choose Correct.',
      'Check that the name {merchant} and the amount {amount} are right, then choose Yes.',
      'Keep the ATM receipt as proof of payment.',
    ],
    MobileBank: [
      'Open the {app} app and sign in.',
      'Choose {menu}.',
      'Enter the virtual account number {number}.',
      'Check that the name {merchant} and the amount {amount} are right, then continue.',
      'Enter your transaction PIN. Keep the confirmation that appears.',
    ],
    InternetBank: [
      'Sign in to {app}.',
      'Choose {menu}.',
      'Enter the virtual account number {number}, then continue.',
      'Check that the name {merchant} and the amount {amount} are right.',
      "Confirm with your bank's token or OTP code, then keep the confirmation.",
    ],
  },
  zh: {
    ATM: [
      '插入您的 {bank} ATM 卡并输入密码。',
      '选择菜单 {menu}。',
      '输入虚拟账号 {number}，然后选择 Benar（正确）。',
      '核对收款方名称 {merchant} 和金额 {amount} 无误后，选择 Ya（是）。',
      '保留 ATM 凭条作为付款凭证。',
    ],
    MobileBank: [
      '打开 {app} 应用并登录。',
      '选择菜单 {menu}。',
      '输入虚拟账号 {number}。',
      '核对收款方名称 {merchant} 和金额 {amount} 无误后继续。',
      '输入交易密码，并保留显示的交易凭证。',
    ],
    InternetBank: [
      '登录 {app}。',
      '选择菜单 {menu}。',
      '输入虚拟账号 {number}，然后继续。',
      '核对收款方名称 {merchant} 和金额 {amount} 无误。',
      '用银行的令牌或 OTP 验证码确认，然后保留交易凭证。',
    ],
  },
  hi: {
    ATM: [
      'अपना {bank} ATM कार्ड डालें और पिन डालें।',
      '{menu} चुनें।',
      'वर्चुअल खाता नंबर {number} डालें, फिर सही चुनें।',
      'जाँच लें कि नाम {merchant} और रकम {amount} सही है, फिर हाँ चुनें।',
      'ATM की पर्ची भुगतान के सबूत के तौर पर रखें।',
    ],
    MobileBank: [
      '{app} ऐप खोलें और लॉग इन करें।',
      '{menu} चुनें।',
      'वर्चुअल खाता नंबर {number} डालें।',
      'जाँच लें कि नाम {merchant} और रकम {amount} सही है, फिर आगे बढ़ें।',
      'अपना लेन-देन पिन डालें। जो पुष्टि दिखे उसे रखें।',
    ],
    InternetBank: [
      '{app} में लॉग इन करें।',
      '{menu} चुनें।',
      'वर्चुअल खाता नंबर {number} डालें, फिर आगे बढ़ें।',
      'जाँच लें कि नाम {merchant} और रकम {amount} सही है।',
      'अपने बैंक के टोकन या OTP कोड से पुष्टि करें, फिर पुष्टि संभालकर रखें।',
    ],
  },
};

export const marketSteps: Record<Lang, string[]> = {
  id: [
    'Kunjungi gerai {stores} terdekat.',
    'Sampaikan kepada kasir bahwa Anda ingin membayar tagihan {merchant}.',
    'Tunjukkan kode pembayaran {number} kepada kasir.',
    'Pastikan jumlah tagihan {amount} sudah sesuai, lalu bayar tunai. Kasir dapat mengenakan biaya layanan.',
    'Simpan struk sebagai bukti pembayaran yang sah.',
  ],
  en: [
    'Go to the nearest {stores} store.',
    'Tell the cashier you want to pay a {merchant} bill.',
    'Show the payment code {number} to the cashier.',
    'Check that the amount {amount} is right, then pay in cash. The store may charge a service fee.',
    'Keep the receipt as proof of payment.',
  ],
  zh: [
    '前往最近的 {stores} 门店。',
    '告诉收银员您要支付 {merchant} 的账单。',
    '向收银员出示付款码 {number}。',
    '核对账单金额 {amount} 无误后用现金付款。门店可能收取服务费。',
    '保留收据作为有效的付款凭证。',
  ],
  hi: [
    'सबसे पास के {stores} स्टोर पर जाएँ।',
    'कैशियर को बताएँ कि आप {merchant} का बिल चुकाना चाहते हैं।',
    'कैशियर को भुगतान कोड {number} दिखाएँ।',
    'जाँच लें कि रकम {amount} सही है, फिर नकद भुगतान करें। स्टोर सेवा शुल्क ले सकता है।',
    'रसीद भुगतान के सबूत के तौर पर रखें।',
  ],
};

export interface StepValues {
  number: string;
  amount: string;
  merchant: string;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, name: string) => values[name] ?? m);

const menuOf = (bank: Bank, lang: Lang, method: BankMethod) => {
  const menus = bank.menus[screenLangOf[lang]];
  if (method === 'ATM') return { menu: menus.atm, app: '' };
  if (method === 'MobileBank') return { menu: menus.mobile, app: menus.mobileApp };
  return { menu: menus.internet, app: menus.internetApp };
};

export const bankOf = (payCode: string): Bank | undefined =>
  banks.find((b) => b.payCode === payCode);

export const marketOf = (payCode: string): Market | undefined =>
  markets.find((m) => m.payCode === payCode);

export function bankMethodSteps(
  bank: Bank,
  method: BankMethod,
  lang: Lang,
  values: StepValues,
): string[] {
  const vars = { ...values, ...menuOf(bank, lang, method), bank: bank.bankName };
  return bankSteps[lang][method].map((step) => fill(step, vars));
}

export function marketPaySteps(market: Market, lang: Lang, values: StepValues): string[] {
  return marketSteps[lang].map((step) => fill(step, { ...values, stores: market.stores }));
}

const stepValues = (request: StepsRequest): StepValues => ({
  number: request.accountNo,
  amount: request.amountText,
  merchant: request.merchant,
});

/** The sandbox's UPI address steps (the address is the account number). */
export function upiPaySteps(request: StepsRequest): string[] {
  return upiSteps[request.lang].map((step) => fill(step, { ...stepValues(request) }));
}

/**
 * A bank virtual account's (`payType` 1) or mini-market code's (2) steps from this catalogue,
 * whoever issued it: a BCA account is paid the same way from the sandbox or Xendit. Every
 * method of the bank, or the chosen one (`specificNum`); none for another pay type or a bank or
 * market not in the catalogue.
 */
export function catalogueSteps(request: StepsRequest): PaySteps {
  const values = stepValues(request);
  if (request.payType === 2) {
    const market = marketOf(request.payCode);
    return { bank: [], market: market ? marketPaySteps(market, request.lang, values) : [] };
  }
  const bank = request.payType === 1 ? bankOf(request.payCode) : undefined;
  if (bank === undefined) return { bank: [], market: [] };
  const chosen = bankMethods[request.specificNum - 1];
  return {
    bank: (chosen ? [chosen] : bankMethods).map((method) => ({
      name: method,
      steps: bankMethodSteps(bank, method, request.lang, values),
    })),
    market: [],
  };
}
