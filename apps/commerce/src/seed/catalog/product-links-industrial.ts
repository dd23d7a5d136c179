import type { SeedProductLinks } from '../types.ts';

const capMuffs = 'hushline-hl-24c-cap-mounted-ear-muffs';
const coolingLiner = 'shieldpro-hard-hat-cooling-liner';
const glasses = 'clearview-cv-100-wraparound-safety-glasses';
const goggles = 'clearview-cv-200-anti-fog-goggles';
const foamPlugs = 'hushline-hl-33-foam-ear-plugs-200-pairs';

/** Hard hats, eye and hearing protection, gloves, footwear and first aid with their accessories. */
export const INDUSTRIAL_LINKS: readonly SeedProductLinks[] = [
  // Hard hats: cap-mounted ear muffs (HH-10 and HH-20 slots) and the cooling liner.
  {
    product: 'shieldpro-hh-10-cap-style-hard-hat',
    crossSells: [capMuffs, coolingLiner, glasses],
    upsells: ['shieldpro-hh-50-type-ii-safety-helmet'],
  },
  {
    product: 'shieldpro-hh-20-full-brim-hard-hat',
    crossSells: [capMuffs, coolingLiner, glasses],
    upsells: ['shieldpro-hh-50-type-ii-safety-helmet'],
  },
  {
    product: 'shieldpro-hh-50-type-ii-safety-helmet',
    crossSells: [coolingLiner, glasses],
  },
  {
    product: coolingLiner,
    crossSells: [capMuffs, 'brightline-class-2-long-sleeve-shirt'],
  },
  {
    product: capMuffs,
    crossSells: ['shieldpro-hh-10-cap-style-hard-hat', coolingLiner],
  },
  // Safety glasses: hearing protection and a face shield to wear with them, goggles as upsell.
  {
    product: glasses,
    crossSells: [foamPlugs, 'shieldpro-clear-face-shield-ratchet'],
    upsells: [goggles, 'clearview-cv-400-sealed-safety-glasses'],
  },
  {
    product: 'clearview-cv-120-safety-glasses-12-pack',
    crossSells: [foamPlugs, 'safeair-ffp2-mask-individually-wrapped'],
    upsells: [glasses, goggles],
  },
  {
    product: 'clearview-cv-300-over-the-glasses',
    crossSells: [foamPlugs, 'safeair-ffp2-mask-individually-wrapped'],
    upsells: [goggles],
  },
  // Hearing protection: plugs under muffs for double protection, electronic muffs as upsell.
  {
    product: 'hushline-hl-30-over-head-ear-muffs',
    crossSells: [foamPlugs, glasses],
    upsells: ['hushline-hl-25e-electronic-ear-muffs'],
  },
  {
    product: foamPlugs,
    crossSells: [glasses, 'hushline-hl-27f-folding-ear-muffs'],
  },
  // Gloves: sleeves for cut gloves, a nitrile outer glove over the laminate liner.
  {
    product: 'armorgrip-cr-4-hppe-foam-nitrile-gloves',
    crossSells: ['armorgrip-cr-4-cut-resistant-sleeves-18-in', glasses],
    upsells: ['armorgrip-cr-5-impact-cut-gloves'],
  },
  {
    product: 'armorgrip-laminate-film-chemical-liner',
    crossSells: ['armorgrip-chemguard-nitrile-15-mil-gloves', goggles],
  },
  // Footwear: metatarsal guards for any safety-toe boot.
  {
    product: 'treksafe-ts-6-composite-toe-work-boot',
    crossSells: ['treksafe-strap-on-metatarsal-guards', 'brightline-class-2-mesh-safety-vest'],
    upsells: ['treksafe-ts-8-insulated-steel-toe-boot'],
  },
  // First aid: refills and eyewash for the kit, the Class B cabinet as upsell.
  {
    product: 'mediready-class-a-first-aid-kit-25-person',
    crossSells: ['mediready-burn-care-refill-kit', 'mediready-personal-eyewash-32-oz'],
    upsells: ['mediready-class-b-first-aid-cabinet-50-person'],
  },
  {
    product: 'mediready-class-b-first-aid-cabinet-50-person',
    crossSells: ['mediready-burn-care-refill-kit', 'mediready-personal-eyewash-32-oz'],
  },
];
