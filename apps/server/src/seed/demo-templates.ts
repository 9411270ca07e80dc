/**
 * Demo landing templates of the promotion area (`/promo/#/?id=`), one per market; the only
 * place they are defined. Store links and ids are placeholders of the demo brand.
 */
import type { NewPromoTemplate } from '../db/schema.ts';
import { bannerPath } from '../content/banner-svg.ts';

type DemoTemplate = Omit<NewPromoTemplate, 'id' | 'created_at'>;

const inAgreement = [
  'By registering you ask Tenor to create an account for this mobile number so that you can apply for loans offered by our lending partners in the app.',
  'We use your number to send you one-time codes and messages about your account. Under the Digital Personal Data Protection Act 2023 you may ask us at any time what we hold about you, have it corrected or erased, and withdraw this consent.',
  'Loans are for adults resident in India only. Taking a code from someone else or registering another person’s number is not allowed.',
].join('\n\n');

const idAgreement = [
  'Dengan mendaftar, Anda meminta Tenor membuat akun untuk nomor ponsel ini agar Anda dapat mengajukan pinjaman dari mitra pemberi pinjaman kami di aplikasi.',
  'Nomor Anda kami gunakan untuk mengirim kode sekali pakai dan pesan tentang akun Anda. Sesuai Undang-Undang Pelindungan Data Pribadi (UU PDP 2022), Anda dapat sewaktu-waktu meminta data Anda, memperbaikinya atau menghapusnya, serta menarik persetujuan ini.',
  'Pinjaman hanya untuk orang dewasa yang tinggal di Indonesia. Dilarang memakai kode milik orang lain atau mendaftarkan nomor orang lain.',
].join('\n\n');

export const demoTemplates: DemoTemplate[] = [
  {
    code: 'in-main',
    region: 'IN',
    app_name: 'Tenor',
    title: 'Instant personal loans up to ₹80,000',
    subtitle:
      'From ₹2,000 to ₹80,000, in your bank account within 2 hours. For salaried people earning ₹12,000 a month or more.',
    banner_url: bannerPath('in-main'),
    background_color: '#0b5cad',
    button_text: 'Apply now',
    agreement_title: 'Registration agreement and privacy notice',
    agreement_text: inAgreement,
    download_url: 'https://tenor.example/in/download',
    android_url: 'https://play.google.com/store/apps/details?id=example.tenor.india',
    ios_url: 'https://apps.apple.com/in/app/id6450000001',
    links_id: 'in-ads-01',
    down_id: '',
  },
  {
    code: 'id-main',
    region: 'ID',
    app_name: 'Tenor',
    title: 'Pinjaman tunai cepat hingga Rp 15.000.000',
    subtitle:
      'Mulai Rp 1.000.000 hingga Rp 15.000.000, cair dalam 2 jam. Untuk karyawan dengan penghasilan Rp 5.000.000 per tahun ke atas.',
    banner_url: bannerPath('id-main'),
    background_color: '#0a7a5a',
    button_text: 'Ajukan sekarang',
    agreement_title: 'Perjanjian pendaftaran dan pemberitahuan privasi',
    agreement_text: idAgreement,
    download_url: 'https://tenor.example/id/download',
    android_url: 'https://play.google.com/store/apps/details?id=example.tenor.indonesia',
    ios_url: 'https://apps.apple.com/id/app/id6450000002',
    links_id: '',
    down_id: 'id-apk-01',
  },
];
