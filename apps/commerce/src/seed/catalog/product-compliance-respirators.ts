import { type ComplianceEntry, docs, EU, packOf, US, unitsIn } from './product-compliance-shared.ts';

/**
 * NIOSH approves a reusable facepiece together with its filters, so each filter and cartridge
 * carries the approval numbers of the facepieces it is listed with ("Bayonet mount for all
 * SafeAir facepieces"), and each facepiece those of its own texts.
 */
const HF_200 = { particulate: 'TC-84A-1432', cartridge: 'TC-23C-2210' };
const HF_300 = { particulate: 'TC-84A-1455' };
const HF_800 = { particulate: 'TC-84A-1468', cartridge: 'TC-23C-2252' };
const FF_600 = { particulate: 'TC-84A-1501', cartridge: 'TC-23C-2240' };
const FF_800 = { particulate: 'TC-84A-1520', cartridge: 'TC-23C-2263' };

const particulateApprovals = [
  HF_200.particulate,
  HF_300.particulate,
  HF_800.particulate,
  FF_600.particulate,
  FF_800.particulate,
];
const cartridgeApprovals = [HF_200.cartridge, HF_800.cartridge, FF_600.cartridge, FF_800.cartridge];

/** Disposable masks (EN 149, NIOSH, ASTM F2100), reusable facepieces and their filters. */
export const RESPIRATOR_COMPLIANCE: Record<string, ComplianceEntry> = {
  // EN 149 filtering half masks: made for the EU market, type-examined by a notified body.
  // The unvalved folding mask and the construction mask come in boxes chosen by variation.
  'safeair-ffp2-folding-mask-unvalved': { ...docs(EU, 'declaration', 'certificate') },
  'safeair-ffp2-valved-folding-mask-10': {
    ...docs(EU, 'declaration', 'certificate'),
    packaging: packOf(10, 'mask'),
  },
  'safeair-ffp2-cup-mask-valve-10': {
    ...docs(EU, 'declaration', 'certificate'),
    packaging: packOf(10, 'mask'),
  },
  'safeair-ffp2-colored-mask-20': {
    ...docs(EU, 'declaration', 'certificate'),
    packaging: packOf(20, 'mask'),
  },
  // Priced per pouched mask for reception desks and vending; shipped in dispenser boxes of 10.
  'safeair-ffp2-mask-individually-wrapped': {
    ...docs(EU, 'declaration', 'certificate'),
    packaging: unitsIn(10, 'mask'),
  },
  'safeair-ffp2-mask-nose-foam-sized': {
    ...docs(EU, 'declaration', 'certificate'),
    packaging: packOf(10, 'mask'),
  },
  'safeair-ffp3-folding-valved-mask-10': {
    ...docs(EU, 'declaration', 'certificate'),
    packaging: packOf(10, 'mask'),
  },
  'safeair-ffp3-cup-mask-valve-5': {
    ...docs(EU, 'declaration', 'certificate'),
    packaging: packOf(5, 'mask'),
  },
  // An "R" mask is worn for several shifts and sold singly.
  'safeair-ffp3-reusable-mask-silicone-seal': { ...docs(EU, 'declaration', 'certificate') },
  'safeair-ffp3-fluid-resistant-mask-20': {
    ...docs(EU, 'declaration', 'certificate'),
    packaging: packOf(20, 'mask'),
  },
  'safeair-ffp3-carbon-layer-mask-10': {
    ...docs(EU, 'declaration', 'certificate'),
    packaging: packOf(10, 'mask'),
  },
  'safeair-construction-dust-mask-ffp2-ffp3': { ...docs(EU, 'declaration', 'certificate') },

  // NIOSH filtering facepieces: the numbers their own texts print.
  'safeair-n95-cup-respirator-20': {
    approvals: ['TC-84A-9315'],
    ...docs(US, 'label'),
    packaging: packOf(20, 'mask'),
  },
  'safeair-flat-fold-respirator-n95-n99': {
    approvals: ['TC-84A-9402', 'TC-84A-9417'],
    ...docs(US, 'label'),
    packaging: packOf(50, 'mask'),
  },
  'safeair-n95-valved-respirator-10': {
    approvals: ['TC-84A-9318'],
    ...docs(US, 'label'),
    packaging: packOf(10, 'mask'),
  },
  'safeair-surgical-n95-respirator-20': {
    approvals: ['TC-84A-9354'],
    ...docs(US, 'label'),
    packaging: packOf(20, 'mask'),
  },
  'safeair-p100-disposable-respirator-carbon': {
    approvals: ['TC-84A-9201'],
    ...docs(US, 'label'),
    packaging: packOf(2, 'mask', 'pack'),
  },
  'safeair-n95-bulk-case-120': {
    approvals: ['TC-84A-9402'],
    ...docs(US, 'label'),
    packaging: packOf(120, 'mask', 'case'),
  },

  // Procedure and surgical masks are medical devices; EN 14683 ones carry an EU declaration too.
  'safeair-astm-level-3-procedure-masks-50': { ...docs(US), packaging: packOf(50, 'mask') },
  // Children's and black three-ply masks are face coverings: made to no protective standard.
  'safeair-kids-3-ply-masks-50': { accessory: true, ...docs(US), packaging: packOf(50, 'mask') },
  'safeair-surgical-masks-ties-level-2-50': { ...docs(US, 'declaration'), packaging: packOf(50, 'mask') },
  'safeair-face-mask-eye-shield-25': { ...docs(US), packaging: packOf(25, 'mask') },
  'safeair-black-3-ply-masks-50': { accessory: true, ...docs(US), packaging: packOf(50, 'mask') },

  // Reusable facepieces.
  'safeair-hf-200-reusable-half-mask': {
    approvals: [HF_200.particulate, HF_200.cartridge],
    ...docs(US, 'label'),
  },
  'safeair-hf-800-silicone-half-mask': {
    approvals: [HF_800.particulate, HF_800.cartridge],
    ...docs(US, 'label'),
  },
  // An HF-200 with OV cartridges and P95 prefilters: the HF-200's cartridge approval.
  'safeair-hf-200-paint-respirator-kit': {
    approvals: [HF_200.cartridge],
    ...docs(US, 'label', 'sds'),
  },
  'safeair-hf-500-en-140-half-mask-rd40': { ...docs(EU, 'declaration', 'certificate') },
  'safeair-hf-300-low-profile-p100-half-mask': {
    approvals: [HF_300.particulate],
    ...docs(US, 'label'),
  },
  'safeair-ff-600-full-face-respirator': {
    approvals: [FF_600.particulate, FF_600.cartridge],
    ...docs(US, 'label'),
  },
  'safeair-ff-800-silicone-full-face': {
    approvals: [FF_800.particulate, FF_800.cartridge],
    ...docs(US, 'label'),
  },
  'safeair-ff-400-en-136-full-face-rd40': { ...docs(EU, 'declaration', 'certificate') },
  'safeair-ff-600-asbestos-kit': { approvals: [FF_600.particulate], ...docs(US, 'label') },
  // CBRN air-purifying respirators are approved under their own schedule (TC-14G).
  'safeair-ff-900-cbrn-full-face': { approvals: ['TC-14G-0321'], ...docs(US, 'label') },

  // Filters and cartridges. Pairs and ten-packs ship as sold; "Pack size" variations do not.
  'safeair-p100-pancake-filters': { approvals: particulateApprovals, ...docs(US, 'label') },
  'safeair-n95-prefilters-and-retainers': {
    approvals: cartridgeApprovals,
    ...docs(US, 'label'),
    packaging: packOf(10, 'filter', 'pack'),
  },
  'safeair-p100-filter-nuisance-ov': {
    approvals: particulateApprovals,
    ...docs(US, 'label', 'sds'),
    packaging: packOf(2, 'filter', 'pack'),
  },
  'safeair-p3-r-filter-rd40': { ...docs(EU, 'declaration', 'certificate') },
  // Activated carbon cartridges ship with a safety data sheet.
  'safeair-organic-vapor-cartridges': { approvals: cartridgeApprovals, ...docs(US, 'label', 'sds') },
  'safeair-ov-ag-cartridges': {
    approvals: cartridgeApprovals,
    ...docs(US, 'label', 'sds'),
    packaging: packOf(2, 'filter', 'pack'),
  },
  'safeair-multi-gas-vapor-cartridges': {
    approvals: cartridgeApprovals,
    ...docs(US, 'label', 'sds'),
    packaging: packOf(2, 'filter', 'pack'),
  },
  'safeair-a2p3-combination-filter-rd40': { ...docs(EU, 'declaration', 'certificate', 'sds') },
  'safeair-abek-filters-bayonet': {
    ...docs(EU, 'declaration', 'certificate', 'sds'),
    packaging: packOf(2, 'filter', 'pack'),
  },
};
