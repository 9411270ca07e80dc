/**
 * Complaint types of each market, seeded when a market has none (content/seed-care.ts); then
 * they are the operators' to edit in `complaint_types`. Son types belong to type '1',
 * collection (docs/screens.md "Complaint home": son types show only for value 1).
 */
import { COLLECTION_TYPE } from '@tenor/contract/rules';
import type { Region } from '../db/schema.ts';

export interface SeedType {
  value: string;
  title: string;
  sons?: { value: string; title: string }[];
}

export const careTypes: Record<Region, SeedType[]> = {
  IN: [
    {
      value: COLLECTION_TYPE,
      title: 'Collection calls and messages',
      sons: [
        { value: '11', title: 'Rude, abusive or threatening language' },
        { value: '12', title: 'My family, friends or employer were contacted' },
        { value: '13', title: 'Calls before 8 am or after 7 pm' },
        { value: '14', title: 'Caller did not say who they were' },
        { value: '15', title: 'Another collection problem' },
      ],
    },
    { value: '2', title: 'Payment made but not showing' },
    { value: '3', title: 'Fees, interest or charges' },
    { value: '4', title: 'Loan application or disbursement' },
    { value: '5', title: 'My account or personal data' },
    { value: '6', title: 'Something else or a suggestion' },
  ],
  ID: [
    {
      value: COLLECTION_TYPE,
      title: 'Penagihan',
      sons: [
        { value: '11', title: 'Bahasa kasar, menghina, atau mengancam' },
        { value: '12', title: 'Keluarga, teman, atau kantor saya dihubungi' },
        { value: '13', title: 'Ditelepon di luar pukul 08.00–20.00' },
        { value: '14', title: 'Penagih tidak menyebutkan identitas' },
        { value: '15', title: 'Masalah penagihan lainnya' },
      ],
    },
    { value: '2', title: 'Sudah bayar tetapi belum tercatat' },
    { value: '3', title: 'Biaya, bunga, atau denda' },
    { value: '4', title: 'Pengajuan atau pencairan pinjaman' },
    { value: '5', title: 'Akun atau data pribadi saya' },
    { value: '6', title: 'Lainnya atau saran' },
  ],
};
