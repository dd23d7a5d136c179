import type { SeedProductLinks } from '../types.ts';

const outsidePlates = 'speedglas-9100-outside-protection-plates';
const insidePlates = 'speedglas-9100-inside-protection-plates';
const sweatband = 'speedglas-sweatband-3-pack';
const headband9100 = 'speedglas-9100-headband';
const headbandG5 = 'speedglas-g5-01-headband';
const cr2032 = 'speedglas-adf-battery-cr2032-2-pack';
const magnifier = 'speedglas-magnifying-lens';
const fxVisor = 'speedglas-9100-fx-replacement-clear-visor';
const neckCover = 'speedglas-flame-resistant-head-neck-cover';

/** Speedglas welding helmets, their filters and the spare parts that fit each series. */
export const SPEEDGLAS_LINKS: readonly SeedProductLinks[] = [
  // 9100 series helmets: 9100 cover plates, 9100 headband and sweatbands, CR2032 cells, readers.
  {
    product: 'speedglas-9100-fx-welding-helmet',
    crossSells: [outsidePlates, insidePlates, fxVisor, sweatband, cr2032, magnifier],
    upsells: ['speedglas-9100-fx-air-welding-helmet-papr', 'speedglas-9100-mp-welding-helmet'],
  },
  {
    product: 'speedglas-9100-welding-helmet-9100xx',
    crossSells: [outsidePlates, insidePlates, sweatband, headband9100, cr2032, magnifier],
    upsells: ['speedglas-9100-fx-welding-helmet'],
  },
  {
    product: 'speedglas-9100-welding-helmet-9100v',
    crossSells: [outsidePlates, insidePlates, sweatband, headband9100, cr2032, magnifier],
    upsells: ['speedglas-9100-welding-helmet-9100xx', 'speedglas-9100-fx-welding-helmet'],
  },
  {
    product: 'speedglas-9100-mp-welding-helmet',
    crossSells: [outsidePlates, insidePlates, cr2032, magnifier, neckCover],
  },
  {
    product: 'speedglas-9100-mp-lite-welding-helmet',
    crossSells: [outsidePlates, insidePlates, sweatband, cr2032, magnifier],
    upsells: ['speedglas-9100-mp-welding-helmet'],
  },
  {
    product: 'speedglas-9100-fx-grinding-helmet',
    crossSells: [fxVisor, sweatband, headband9100, 'speedglas-9100v-auto-darkening-filter'],
    upsells: ['speedglas-9100-fx-welding-helmet'],
  },
  {
    product: 'speedglas-9100-fx-helmet-shell',
    crossSells: [
      'speedglas-9100xx-auto-darkening-filter',
      'speedglas-9100v-auto-darkening-filter',
      outsidePlates,
      insidePlates,
      sweatband,
    ],
  },
  // G5-01 and G5-02 helmets: G5 headband, sweatbands, readers and the neck cover.
  {
    product: 'speedglas-g5-01-welding-helmet',
    crossSells: [headbandG5, sweatband, magnifier, neckCover],
    upsells: ['speedglas-g5-02-curved-welding-helmet'],
  },
  {
    product: 'speedglas-g5-02-curved-welding-helmet',
    crossSells: [headbandG5, sweatband, magnifier, neckCover],
  },
  // Speedglas 100 and 9002NC: the parts their shells share with the range, and welding gloves.
  {
    product: 'speedglas-100-welding-helmet',
    crossSells: [cr2032, sweatband, 'armorgrip-mig-cowhide-welding-gloves'],
    upsells: ['speedglas-9100-welding-helmet-9100v'],
  },
  {
    product: 'speedglas-9002nc-welding-helmet',
    crossSells: [sweatband, 'armorgrip-mig-cowhide-welding-gloves', 'armorgrip-stick-welding-gauntlet-14-in'],
    upsells: ['speedglas-9100-welding-helmet-9100v', 'speedglas-9100-fx-welding-helmet'],
  },
  // 9100 auto-darkening filters: the plates on either side of them and their cells.
  {
    product: 'speedglas-9100xxi-auto-darkening-filter',
    crossSells: [insidePlates, outsidePlates, cr2032, magnifier],
  },
  {
    product: 'speedglas-9100xx-auto-darkening-filter',
    crossSells: [insidePlates, outsidePlates, cr2032, magnifier],
    upsells: ['speedglas-9100xxi-auto-darkening-filter'],
  },
  {
    product: 'speedglas-9100x-auto-darkening-filter',
    crossSells: [insidePlates, outsidePlates, cr2032, magnifier],
    upsells: ['speedglas-9100xx-auto-darkening-filter', 'speedglas-9100xxi-auto-darkening-filter'],
  },
  {
    product: 'speedglas-9100v-auto-darkening-filter',
    crossSells: [insidePlates, outsidePlates, cr2032, magnifier],
    upsells: ['speedglas-9100x-auto-darkening-filter', 'speedglas-9100xx-auto-darkening-filter'],
  },
  // G5-01 filters: rechargeable, so readers and the G5 headband rather than cells.
  {
    product: 'speedglas-g5-01tw-auto-darkening-filter',
    crossSells: [magnifier, headbandG5, sweatband],
    upsells: ['speedglas-g5-01vc-auto-darkening-filter'],
  },
  {
    product: 'speedglas-g5-01vc-auto-darkening-filter',
    crossSells: [magnifier, headbandG5, sweatband],
  },
  // Speedglas 100 filters: CR2032 cells and sweatbands.
  {
    product: 'speedglas-100v-auto-darkening-filter',
    crossSells: [cr2032, sweatband],
  },
  {
    product: 'speedglas-100s-11-auto-darkening-filter',
    crossSells: [cr2032, sweatband],
    upsells: ['speedglas-100v-auto-darkening-filter'],
  },
  // 9100 plates, headbands, cells and lenses: the other consumables of the same helmet.
  {
    product: outsidePlates,
    crossSells: [insidePlates, sweatband, cr2032],
  },
  {
    product: insidePlates,
    crossSells: [outsidePlates, cr2032, sweatband],
  },
  {
    product: cr2032,
    crossSells: [insidePlates, outsidePlates],
  },
  {
    product: headband9100,
    crossSells: [sweatband, outsidePlates, insidePlates],
  },
  {
    product: headbandG5,
    crossSells: [sweatband, magnifier],
  },
  {
    product: sweatband,
    crossSells: [outsidePlates, insidePlates, headband9100, headbandG5],
  },
  {
    product: fxVisor,
    crossSells: [outsidePlates, insidePlates, sweatband],
  },
  {
    product: magnifier,
    crossSells: [insidePlates, outsidePlates, sweatband],
  },
  {
    product: neckCover,
    crossSells: [sweatband, 'armorgrip-stick-welding-gauntlet-14-in'],
  },
  {
    product: 'speedglas-9100-passive-welding-filter',
    crossSells: [outsidePlates, sweatband],
    upsells: ['speedglas-9100v-auto-darkening-filter'],
  },
  // Standard 4.5 x 5.25 in. passive lenses and their cover lenses.
  {
    product: 'shieldpro-gold-coated-passive-lens',
    crossSells: ['shieldpro-clear-cover-lens-10-pack', 'armorgrip-stick-welding-gauntlet-14-in'],
  },
  {
    product: 'shieldpro-clear-cover-lens-10-pack',
    crossSells: ['shieldpro-gold-coated-passive-lens', 'armorgrip-stick-welding-gauntlet-14-in'],
  },
  // Grinding and cutting face shields: safety glasses to wear underneath.
  {
    product: 'shieldpro-clear-face-shield-ratchet',
    crossSells: ['clearview-cv-100-wraparound-safety-glasses', 'clearview-cv-400-sealed-safety-glasses'],
    upsells: ['speedglas-9100-fx-grinding-helmet'],
  },
  {
    product: 'shieldpro-grinding-face-shield-shade-5',
    crossSells: ['clearview-cv-100-wraparound-safety-glasses', 'armorgrip-mig-cowhide-welding-gloves'],
  },
];
