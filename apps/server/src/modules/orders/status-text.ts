/**
 * The loan-details headline and description per order status (meanings: docs/order-statuses.md),
 * written for borrowers.
 */
import { orderStatus, type OrderStatus } from '@tenor/contract/orders';
import type { Lang } from '../../i18n.ts';

export interface StatusText {
  title: string;
  description: string;
}

const texts: Record<OrderStatus, Record<Lang, StatusText>> = {
  [orderStatus.underReview]: {
    en: {
      title: 'Under review',
      description:
        'We have received your application and are reviewing it. This usually takes less than a day; we will let you know as soon as it is decided.',
    },
    id: {
      title: 'Sedang ditinjau',
      description:
        'Pengajuan Anda sudah kami terima dan sedang ditinjau. Biasanya kurang dari satu hari; kami akan segera memberi tahu hasilnya.',
    },
  },
  [orderStatus.approved]: {
    en: {
      title: 'Approved, sending money',
      description:
        'Your loan is approved. The money is on its way to your bank account and usually arrives within 1 to 3 days.',
    },
    id: {
      title: 'Disetujui, dana sedang dikirim',
      description:
        'Pinjaman Anda disetujui. Dana sedang dikirim ke rekening bank Anda dan biasanya masuk dalam 1–3 hari.',
    },
  },
  [orderStatus.rejected]: {
    en: {
      title: 'Not approved',
      description:
        'We are sorry: this lender could not approve your application this time. You can apply to one of the products below.',
    },
    id: {
      title: 'Tidak disetujui',
      description:
        'Mohon maaf, pengajuan Anda belum dapat disetujui kali ini. Anda dapat mengajukan ke salah satu produk di bawah ini.',
    },
  },
  // Also the status after a paid extension (repay/extension.ts): the words fit a new loan
  // and a postponed one alike, never "money sent" for a loan the borrower has had for weeks.
  [orderStatus.disbursed]: {
    en: {
      title: 'Active, not yet due',
      description:
        'Your loan is active and the money is in your bank account. Please repay by the due date below to keep a good credit record.',
    },
    id: {
      title: 'Aktif, belum jatuh tempo',
      description:
        'Pinjaman Anda aktif dan dananya sudah ada di rekening Anda. Harap bayar sebelum tanggal jatuh tempo di bawah agar riwayat kredit Anda tetap baik.',
    },
  },
  [orderStatus.due]: {
    en: {
      title: 'Repayment due',
      description: 'Your repayment is due. Please repay today to avoid late charges.',
    },
    id: {
      title: 'Jatuh tempo',
      description:
        'Tagihan Anda sudah jatuh tempo. Harap bayar hari ini untuk menghindari denda keterlambatan.',
    },
  },
  [orderStatus.overdue]: {
    en: {
      title: 'Overdue',
      description:
        'Your repayment is overdue. Please repay as soon as possible to stop late charges and protect your credit record.',
    },
    id: {
      title: 'Terlambat',
      description:
        'Pembayaran Anda sudah lewat jatuh tempo. Harap segera bayar untuk menghentikan denda dan menjaga riwayat kredit Anda.',
    },
  },
  [orderStatus.settled]: {
    en: {
      title: 'Repaid',
      description: 'Your loan is fully repaid. Thank you! You can borrow again whenever you need.',
    },
    id: {
      title: 'Lunas',
      description:
        'Pinjaman Anda sudah lunas. Terima kasih! Anda dapat meminjam lagi kapan pun dibutuhkan.',
    },
  },
  [orderStatus.instalmentsInProgress]: {
    en: {
      title: 'Instalments in progress',
      description:
        'Your loan is being repaid in monthly instalments. Please pay each one by its due date.',
    },
    id: {
      title: 'Cicilan berjalan',
      description:
        'Pinjaman Anda sedang dibayar dengan cicilan bulanan. Harap bayar setiap cicilan sebelum jatuh tempo.',
    },
  },
  [orderStatus.instalmentSettled]: {
    en: {
      title: 'Repaid',
      description: 'All instalments are paid. Thank you! You can borrow again whenever you need.',
    },
    id: {
      title: 'Lunas',
      description:
        'Semua cicilan sudah dibayar. Terima kasih! Anda dapat meminjam lagi kapan pun dibutuhkan.',
    },
  },
  [orderStatus.instalmentOverdue]: {
    en: {
      title: 'Instalment overdue',
      description:
        'An instalment is overdue. Please pay it as soon as possible to stop late charges.',
    },
    id: {
      title: 'Cicilan terlambat',
      description:
        'Ada cicilan yang sudah lewat jatuh tempo. Harap segera bayar untuk menghentikan denda.',
    },
  },
};

export function statusText(status: OrderStatus, lang: Lang): StatusText {
  return texts[status][lang];
}
