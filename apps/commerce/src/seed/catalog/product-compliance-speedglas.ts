import { type ComplianceEntry, docs, EU, packOf, US } from './product-compliance-shared.ts';

/** A welding helmet or filter made to EN 175/EN 379 as well as ANSI Z87.1: EU papers besides. */
const welding = docs(US, 'declaration', 'certificate');
/**
 * A part listed in an EN-certified helmet's instructions, covered by the helmet's declaration.
 * Parts are packed with the Swedish maker's multilingual leaflet, so German and French too.
 */
const listedPart = docs(EU, 'declaration');

/**
 * Speedglas helmets, auto-darkening filters, their spare parts, lenses and face shields. Spare
 * parts are certified as parts of the helmet they fit, so they carry its standards.
 */
export const SPEEDGLAS_COMPLIANCE: Record<string, ComplianceEntry> = {
  'speedglas-9100-fx-welding-helmet': welding,
  // The 9100 FX shell and filter on a TR-600 blower: welding standards and the PAPR approval.
  'speedglas-9100-fx-air-welding-helmet-papr': {
    approvals: ['TC-21C-0810'],
    standards: ['en-175', 'en-379'],
    ...docs(US, 'declaration', 'certificate', 'label'),
  },
  // The MP carries a hard hat, type-examined to EN 397 with the helmet.
  'speedglas-9100-mp-welding-helmet': { standards: ['en-175', 'en-379', 'en-397'], ...welding },
  'speedglas-g5-01-welding-helmet': welding,
  'speedglas-g5-02-curved-welding-helmet': welding,
  'speedglas-100-welding-helmet': welding,
  'speedglas-9002nc-welding-helmet': welding,
  'speedglas-9100-welding-helmet-9100xx': welding,
  'speedglas-9100-welding-helmet-9100v': welding,
  'speedglas-9100-mp-lite-welding-helmet': welding,
  'speedglas-9100xxi-auto-darkening-filter': welding,
  'speedglas-9100xx-auto-darkening-filter': welding,
  'speedglas-9100x-auto-darkening-filter': welding,
  'speedglas-9100v-auto-darkening-filter': welding,
  'speedglas-g5-01tw-auto-darkening-filter': welding,
  'speedglas-g5-01vc-auto-darkening-filter': welding,
  'speedglas-100v-auto-darkening-filter': welding,
  'speedglas-100s-11-auto-darkening-filter': welding,

  // Spare parts. Outside plates come in 10- and 50-packs chosen by variation.
  'speedglas-9100-outside-protection-plates': { standards: ['en-166'], ...listedPart },
  'speedglas-9100-inside-protection-plates': {
    standards: ['en-166'],
    ...listedPart,
    packaging: packOf(5, 'piece', 'pack'),
  },
  'speedglas-9100-headband': { standards: ['en-175'], ...listedPart },
  'speedglas-g5-01-headband': { standards: ['en-175'], ...listedPart },
  'speedglas-9100-fx-helmet-shell': { standards: ['en-175', 'ansi-z87-1'], ...listedPart },
  'speedglas-flame-resistant-head-neck-cover': { standards: ['en-175'], ...listedPart },
  // Comfort parts and cells protect nothing themselves; the cells ship with a safety data sheet.
  'speedglas-sweatband-3-pack': { accessory: true, ...docs(US), packaging: packOf(3, 'piece', 'pack') },
  'speedglas-adf-battery-cr2032-2-pack': {
    accessory: true,
    ...docs(US, 'sds'),
    packaging: packOf(2, 'piece', 'pack'),
  },
  'speedglas-magnifying-lens': { accessory: true, ...docs(US) },

  // Lenses and face shields.
  'speedglas-9100-passive-welding-filter': listedPart,
  'shieldpro-gold-coated-passive-lens': docs(US),
  'shieldpro-shade-5-gas-welding-lens-2-pack': { ...docs(US), packaging: packOf(2, 'piece', 'pack') },
  'shieldpro-clear-cover-lens-10-pack': {
    standards: ['ansi-z87-1'],
    ...docs(US),
    packaging: packOf(10, 'piece', 'pack'),
  },
  'speedglas-9100-fx-replacement-clear-visor': listedPart,
  'shieldpro-clear-face-shield-ratchet': docs(US),
  'shieldpro-grinding-face-shield-shade-5': docs(US),
  'speedglas-9100-fx-grinding-helmet': listedPart,
};
