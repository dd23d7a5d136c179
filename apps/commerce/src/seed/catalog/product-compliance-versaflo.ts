import { type ComplianceEntry, docs, packOf, US } from './product-compliance-shared.ts';

/**
 * A PAPR or supplied-air respirator is approved as an assembly: blower, battery, filter, tube and
 * headtop. Each listed component carries the approvals of the assemblies it belongs to, the
 * numbers the kits' own texts print; the components are type-examined with the system to EN 12941
 * (blowers) or EN 14594 (supplied air).
 */
const TR_600 = 'TC-21C-0746';
const TR_300 = 'TC-21C-0898';
const TR_800 = 'TC-21C-0935';
/** The TR-600 with the TR-6580N OV/AG/HE cartridge: a chemical cartridge approval. */
const TR_600_CARTRIDGE = 'TC-23C-2295';
const V_500E = 'TC-19C-0442';

const papr = ['niosh-papr-he', 'en-12941'];
const suppliedAir = ['niosh-supplied-air', 'en-14594'];

/** A complete system or a listed part: EU and NIOSH papers. */
const system = docs(US, 'declaration', 'certificate', 'label');
/** Lithium-ion batteries and carbon cartridges also ship with a safety data sheet. */
const withSds = docs(US, 'declaration', 'certificate', 'label', 'sds');

/** Versaflo PAPR kits, headtops, filters, batteries, chargers and supplied-air equipment. */
export const VERSAFLO_COMPLIANCE: Record<string, ComplianceEntry> = {
  // Kits ship with a battery, so with its safety data sheet.
  'versaflo-tr-600-papr-starter-kit-m-306': { approvals: [TR_600], ...withSds },
  'versaflo-tr-600-papr-kit-hik': { approvals: [TR_600], ...withSds },
  'versaflo-tr-300-plus-papr-kit-s-433': { approvals: [TR_300], ...withSds },
  'versaflo-tr-800-intrinsically-safe-papr-kit': { approvals: [TR_800], ...withSds },
  'versaflo-tr-600-painting-kit-s-655': {
    approvals: [TR_600_CARTRIDGE],
    standards: ['niosh-cartridge'],
    ...withSds,
  },
  'versaflo-tr-300-plus-healthcare-papr-kit': { approvals: [TR_300], ...withSds },
  'versaflo-tr-600-grinding-kit-m-407': { approvals: [TR_600], standards: ['en-12941'], ...withSds },

  // Headtops: approved on the blowers their texts name; the M-306 on supplied air too.
  'versaflo-m-306-respiratory-helmet': {
    approvals: [TR_600, TR_300, V_500E],
    standards: ['en-12941', ...suppliedAir],
    ...system,
  },
  'versaflo-m-407-respiratory-helmet': { approvals: [TR_600, TR_300], standards: ['en-12941'], ...system },
  'versaflo-s-433-hood': { approvals: [TR_600, TR_300], standards: papr, ...system },
  // Sold singly or by the case of 10 through a "Pack size" variation.
  'versaflo-s-133-single-use-hood': { approvals: [TR_600, TR_300], standards: papr, ...system },
  'versaflo-s-655-hood-paint': {
    approvals: [TR_600, TR_600_CARTRIDGE],
    standards: [...papr, 'niosh-cartridge'],
    ...system,
  },
  'versaflo-s-855-hood-extended-bib': { approvals: [TR_600, TR_300], standards: papr, ...system },
  'versaflo-m-107-faceshield-headtop': { approvals: [TR_600, TR_300], standards: papr, ...system },

  // Filters and cartridges.
  'versaflo-tr-6710n-he-filter': { approvals: [TR_600], ...system },
  'versaflo-tr-6580n-ov-ag-he-cartridge': {
    approvals: [TR_600_CARTRIDGE],
    standards: ['niosh-cartridge'],
    ...withSds,
  },
  'versaflo-tr-3712n-he-filter': { approvals: [TR_300], ...system },
  'versaflo-tr-6600-prefilter-10-pack': {
    approvals: [TR_600, TR_800],
    standards: papr,
    ...system,
    packaging: packOf(10, 'filter', 'pack'),
  },
  'versaflo-tr-662-spark-arrestor-10-pack': {
    approvals: [TR_600],
    standards: papr,
    ...system,
    packaging: packOf(10, 'piece', 'pack'),
  },

  // Batteries are listed components; chargers are not part of the respirator.
  'versaflo-tr-630-standard-battery': { approvals: [TR_600], standards: papr, ...withSds },
  'versaflo-tr-632-high-capacity-battery': { approvals: [TR_600], standards: papr, ...withSds },
  'versaflo-tr-332-high-capacity-battery': { approvals: [TR_300], standards: papr, ...withSds },
  'versaflo-tr-641n-4-station-charger': { accessory: true, ...docs(US) },
  'versaflo-tr-341n-charger-kit': { accessory: true, ...docs(US) },

  // Supplied air: the V-500E approval lists the regulator, climate tubes and hoses.
  'versaflo-v-500e-supplied-air-regulator': { approvals: [V_500E], ...system },
  'versaflo-v-100-vortex-cooling-tube': { approvals: [V_500E], standards: suppliedAir, ...system },
  'versaflo-v-200-heating-tube': { approvals: [V_500E], standards: suppliedAir, ...system },
  'safeair-grade-d-breathing-air-hose': { approvals: [V_500E], ...docs(US, 'label') },
  'versaflo-v-500e-supplied-air-system-m-307': {
    approvals: [V_500E],
    standards: ['en-14594', 'ansi-z87-1'],
    ...system,
  },
};
