import type { SeedProductLinks } from '../types.ts';

const ovCartridges = 'safeair-organic-vapor-cartridges';
const ovAgCartridges = 'safeair-ov-ag-cartridges';
const multiGasCartridges = 'safeair-multi-gas-vapor-cartridges';
const abekBayonet = 'safeair-abek-filters-bayonet';
const p100Pancake = 'safeair-p100-pancake-filters';
const n95Prefilters = 'safeair-n95-prefilters-and-retainers';
const a2p3Rd40 = 'safeair-a2p3-combination-filter-rd40';
const p3Rd40 = 'safeair-p3-r-filter-rd40';
const goggles = 'clearview-cv-200-anti-fog-goggles';
const glasses = 'clearview-cv-100-wraparound-safety-glasses';
const sealedGlasses = 'clearview-cv-400-sealed-safety-glasses';
const foamPlugs = 'hushline-hl-33-foam-ear-plugs-200-pairs';

/** SafeAir reusable respirators with the bayonet or Rd40 filters that fit them, and disposable masks. */
export const RESPIRATOR_LINKS: readonly SeedProductLinks[] = [
  // Bayonet half masks: gas/vapour cartridges first, then P100 filters and N95 prefilters.
  {
    product: 'safeair-hf-200-reusable-half-mask',
    crossSells: [ovAgCartridges, multiGasCartridges, p100Pancake, n95Prefilters],
    upsells: ['safeair-hf-800-silicone-half-mask', 'safeair-ff-600-full-face-respirator'],
  },
  {
    product: 'safeair-hf-800-silicone-half-mask',
    crossSells: [ovCartridges, ovAgCartridges, p100Pancake, n95Prefilters],
    upsells: ['safeair-ff-600-full-face-respirator'],
  },
  {
    product: 'safeair-hf-300-low-profile-p100-half-mask',
    crossSells: [p100Pancake, glasses],
    upsells: ['safeair-hf-800-silicone-half-mask'],
  },
  {
    product: 'safeair-hf-200-paint-respirator-kit',
    crossSells: [ovCartridges, n95Prefilters, 'armorgrip-8-mil-black-nitrile-gloves-100', goggles],
    upsells: ['versaflo-tr-600-painting-kit-s-655'],
  },
  // Bayonet full faces: the same cartridges and filters as the half masks.
  {
    product: 'safeair-ff-600-full-face-respirator',
    crossSells: [ovCartridges, ovAgCartridges, multiGasCartridges, abekBayonet, p100Pancake, n95Prefilters],
    upsells: ['safeair-ff-800-silicone-full-face', 'versaflo-tr-600-papr-starter-kit-m-306'],
  },
  {
    product: 'safeair-ff-800-silicone-full-face',
    crossSells: [ovCartridges, multiGasCartridges, p100Pancake, n95Prefilters],
    upsells: ['versaflo-tr-600-papr-starter-kit-m-306'],
  },
  {
    product: 'safeair-ff-600-asbestos-kit',
    crossSells: [p100Pancake, 'armorgrip-5-mil-nitrile-exam-gloves-100'],
    upsells: ['versaflo-tr-600-papr-starter-kit-m-306'],
  },
  // Rd40 (EN 148-1) masks: only Rd40 filters.
  {
    product: 'safeair-hf-500-en-140-half-mask-rd40',
    crossSells: [a2p3Rd40, p3Rd40, goggles],
    upsells: ['safeair-ff-400-en-136-full-face-rd40'],
  },
  {
    product: 'safeair-ff-400-en-136-full-face-rd40',
    crossSells: [a2p3Rd40, p3Rd40],
  },
  // Bayonet cartridges and filters: prefilters, P100 filters and the other cartridges of the same masks.
  {
    product: ovCartridges,
    crossSells: [n95Prefilters, p100Pancake, 'armorgrip-chemguard-nitrile-15-mil-gloves'],
    upsells: [ovAgCartridges],
  },
  {
    product: ovAgCartridges,
    crossSells: [n95Prefilters, p100Pancake, goggles],
    upsells: [multiGasCartridges],
  },
  {
    product: multiGasCartridges,
    crossSells: [p100Pancake, goggles, 'armorgrip-chemguard-nitrile-15-mil-gloves'],
  },
  {
    product: abekBayonet,
    crossSells: [p100Pancake, goggles],
  },
  {
    product: p100Pancake,
    crossSells: [ovAgCartridges, ovCartridges, n95Prefilters],
  },
  {
    product: n95Prefilters,
    crossSells: [ovAgCartridges, ovCartridges, p100Pancake],
  },
  // Rd40 filters: the other Rd40 filter.
  {
    product: a2p3Rd40,
    crossSells: [p3Rd40, goggles],
  },
  {
    product: p3Rd40,
    crossSells: [a2p3Rd40, sealedGlasses],
  },
  // Disposable masks: eye and hearing protection worn alongside, the next class up as upsell.
  {
    product: 'safeair-ffp2-folding-mask-unvalved',
    crossSells: [glasses, foamPlugs],
    upsells: ['safeair-ffp3-fluid-resistant-mask-20'],
  },
  {
    product: 'safeair-ffp2-valved-folding-mask-10',
    crossSells: [glasses, foamPlugs],
    upsells: ['safeair-ffp3-folding-valved-mask-10'],
  },
  {
    product: 'safeair-ffp2-cup-mask-valve-10',
    crossSells: [sealedGlasses, foamPlugs],
    upsells: ['safeair-ffp3-cup-mask-valve-5'],
  },
  {
    product: 'safeair-ffp2-mask-nose-foam-sized',
    crossSells: [glasses, foamPlugs],
    upsells: ['safeair-ffp3-fluid-resistant-mask-20'],
  },
  {
    product: 'safeair-construction-dust-mask-ffp2-ffp3',
    crossSells: [sealedGlasses, 'hushline-hl-32-corded-foam-ear-plugs', 'shieldpro-hh-10-cap-style-hard-hat'],
    upsells: ['safeair-hf-300-low-profile-p100-half-mask'],
  },
  {
    product: 'safeair-ffp3-folding-valved-mask-10',
    crossSells: [sealedGlasses, foamPlugs],
    upsells: ['safeair-ffp3-reusable-mask-silicone-seal', 'safeair-hf-300-low-profile-p100-half-mask'],
  },
  {
    product: 'safeair-n95-cup-respirator-20',
    crossSells: [glasses, foamPlugs],
    upsells: ['safeair-n95-valved-respirator-10', 'safeair-hf-300-low-profile-p100-half-mask'],
  },
  {
    product: 'safeair-p100-disposable-respirator-carbon',
    crossSells: ['armorgrip-mig-cowhide-welding-gloves', glasses],
    upsells: ['safeair-hf-300-low-profile-p100-half-mask'],
  },
  {
    product: 'safeair-astm-level-3-procedure-masks-50',
    crossSells: ['armorgrip-5-mil-nitrile-exam-gloves-100', 'safeair-face-mask-eye-shield-25'],
    upsells: ['safeair-surgical-n95-respirator-20'],
  },
];
