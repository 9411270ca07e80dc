/**
 * The demo's lenders (decision 055): invented companies with registration numbers marked as
 * demo ones, and the demo products each lends. A real deployment writes its own rows (the
 * start check, domain/products/lender-check.ts, refuses one that is incomplete).
 */
import type { Lender } from '../db/schema.ts';

export type DemoLender = Omit<Lender, 'id' | 'created_at' | 'recovery_agents'> & {
  recoveryAgents: string[];
  /** The demo products it lends (content/demo-products.ts codes). */
  products: string[];
};

export const demoLenders: DemoLender[] = [
  {
    code: 'in-kaveri-demo',
    region: 'IN',
    legal_name: 'Kaveri Demo Finance Private Limited',
    registration: 'N-00.00001 (demo)',
    grievance_name: 'Meera Raghavan',
    grievance_phone: '+91 80 4718 2301',
    grievance_email: 'grievance@kaveri-demo.example',
    recoveryAgents: [],
    directory_url: 'https://rbi-dla-directory.example/kaveri-demo',
    cooling_off_days: 3,
    // The demo KFS: "repaying the loan amount and the interest for the days used" (decision 058).
    cooling_off_keeps_fee: 1,
    kfs_validity_days: 3,
    website_url: 'https://kaveri-demo.example/digital-lending',
    care_url: 'https://kaveri-demo.example/grievance',
    privacy_url: 'https://kaveri-demo.example/privacy',
    products: ['in-rupeeflow', 'in-salarynest', 'in-lendleaf'],
  },
  {
    code: 'in-deccan-demo',
    region: 'IN',
    legal_name: 'Deccan Sample Credit Limited',
    registration: 'N-00.00002 (demo)',
    grievance_name: 'Arjun Menon',
    grievance_phone: '+91 40 6612 0402',
    grievance_email: 'nodal.officer@deccan-demo.example',
    recoveryAgents: ['Sahyadri Demo Collections LLP'],
    directory_url: 'https://rbi-dla-directory.example/deccan-demo',
    cooling_off_days: 3,
    // The demo KFS: "repaying the loan amount and the interest for the days used" (decision 058).
    cooling_off_keeps_fee: 1,
    kfs_validity_days: 3,
    website_url: 'https://deccan-demo.example/digital-lending',
    care_url: 'https://deccan-demo.example/grievance',
    privacy_url: 'https://deccan-demo.example/privacy',
    products: ['in-cashtree', 'in-quickmitra', 'in-paisapal'],
  },
  {
    code: 'id-nusantara-demo',
    region: 'ID',
    legal_name: 'PT Nusantara Dana Contoh',
    registration: 'KEP-000/DEMO/2026',
    grievance_name: 'Rina Kusuma',
    grievance_phone: '+62 21 5088 7101',
    grievance_email: 'pengaduan@nusantara-contoh.example',
    recoveryAgents: [],
    directory_url: '',
    cooling_off_days: 0,
    cooling_off_keeps_fee: 0,
    kfs_validity_days: 1,
    website_url: 'https://nusantara-contoh.example/produk',
    care_url: 'https://nusantara-contoh.example/pengaduan',
    privacy_url: 'https://nusantara-contoh.example/privasi',
    products: ['id-danakilat', 'id-cicilanmudah', 'id-modalwarung'],
  },
  {
    code: 'id-merapi-demo',
    region: 'ID',
    legal_name: 'PT Merapi Pendanaan Contoh',
    registration: 'KEP-001/DEMO/2026',
    grievance_name: 'Budi Santoso',
    grievance_phone: '+62 274 512 0202',
    grievance_email: 'pengaduan@merapi-contoh.example',
    recoveryAgents: ['PT Contoh Penagihan Sejahtera'],
    directory_url: '',
    cooling_off_days: 0,
    cooling_off_keeps_fee: 0,
    kfs_validity_days: 1,
    website_url: 'https://merapi-contoh.example/produk',
    care_url: 'https://merapi-contoh.example/pengaduan',
    privacy_url: 'https://merapi-contoh.example/privasi',
    products: ['id-rupiahcepat', 'id-tunaiplus', 'id-dompetkita'],
  },
];
