/**
 * Payment steps for a Razorpay UPI QR. Unlike the sandbox's UPI address, the account number
 * here is the QR's id, which no UPI app accepts typed in: the steps speak of the QR code
 * Razorpay draws, never of an address. India only, so no bank or market steps.
 */
import type { Lang } from '../../i18n.ts';
import { UPI_PAY_CODE } from '@tenor/contract/pay-codes';
import type { PaySteps, StepsRequest } from '../payment-provider.ts';

const qrSteps: Record<Lang, string[]> = {
  en: [
    'Open any UPI app (Google Pay, PhonePe, Paytm, BHIM or your bank’s app) and scan the QR code shown here.',
    'Check that the payee is {merchant} and the amount is {amount}: the code takes exactly that amount, once.',
    'Enter your UPI PIN to pay.',
    'Come back here and tap "I have paid": the receipt shows once the payment has arrived.',
  ],
  id: [
    'Buka aplikasi UPI dan pindai kode QR yang ditampilkan di sini.',
    'Pastikan penerimanya {merchant} dan jumlahnya {amount}: kode ini hanya menerima jumlah tersebut, satu kali.',
    'Masukkan PIN UPI Anda untuk membayar.',
    'Kembali ke sini dan ketuk "Saya sudah membayar": bukti pembayaran muncul setelah pembayaran diterima.',
  ],
  zh: [
    '打开任一 UPI 应用（Google Pay、PhonePe、Paytm、BHIM 或您银行的应用），扫描此处显示的二维码。',
    '核对收款方为 {merchant}、金额为 {amount}：此二维码只收取该金额，且仅限一次。',
    '输入您的 UPI PIN 完成付款。',
    '回到这里点击“我已付款”：款项到账后会显示付款凭证。',
  ],
  hi: [
    'कोई भी UPI ऐप (Google Pay, PhonePe, Paytm, BHIM या अपने बैंक का ऐप) खोलें और यहाँ दिखाया गया क्यूआर कोड स्कैन करें।',
    'जाँच लें कि पैसा पाने वाला {merchant} है और रकम {amount} है: यह कोड सिर्फ़ इतनी ही रकम, एक ही बार लेता है।',
    'भुगतान के लिए अपना UPI पिन डालें।',
    'यहाँ वापस आकर "मैंने भुगतान कर दिया है" दबाएँ: पैसा पहुँचते ही रसीद दिखेगी।',
  ],
};

export function razorpaySteps(request: StepsRequest): PaySteps {
  if (request.payType !== 3) return { bank: [], market: [] };
  const values: Record<string, string> = { merchant: request.merchant, amount: request.amountText };
  const steps = qrSteps[request.lang].map((s) =>
    s.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m),
  );
  return { bank: [{ name: UPI_PAY_CODE, steps }], market: [] };
}
