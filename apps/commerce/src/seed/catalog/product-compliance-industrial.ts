import { type ComplianceEntry, docs, packOf, US } from './product-compliance-shared.ts';

/** Rated to an EN standard as well as the US one: EU papers besides. */
const usAndEu = docs(US, 'declaration', 'certificate');
const us = docs(US);

/**
 * Eyewear, hard hats, hearing protection, hi-vis clothing, safety footwear and first aid. Of
 * the first-aid range only the ANSI/ISEA Z308.1 kits are safety equipment; eyewash bottles, refills
 * and the AED come with instructions but claim no standard.
 */
export const INDUSTRIAL_COMPLIANCE: Record<string, ComplianceEntry> = {
  'clearview-cv-100-wraparound-safety-glasses': us,
  'clearview-cv-200-anti-fog-goggles': usAndEu,
  'clearview-cv-300-over-the-glasses': us,
  'clearview-cv-150-bifocal-safety-readers': us,
  'clearview-cv-120-safety-glasses-12-pack': { ...us, packaging: packOf(12, 'piece') },
  'clearview-cv-400-sealed-safety-glasses': us,

  'shieldpro-hh-10-cap-style-hard-hat': us,
  'shieldpro-hh-20-full-brim-hard-hat': us,
  'shieldpro-hh-50-type-ii-safety-helmet': usAndEu,
  // A comfort liner that clips into the suspension; the hard hat does the protecting.
  'shieldpro-hard-hat-cooling-liner': { accessory: true, ...us },
  'shieldpro-custom-logo-hard-hats': us,

  'hushline-hl-30-over-head-ear-muffs': usAndEu,
  'hushline-hl-25e-electronic-ear-muffs': us,
  'hushline-hl-24c-cap-mounted-ear-muffs': us,
  'hushline-hl-27f-folding-ear-muffs': us,
  // Ear plugs are used by the box; the HL-32's box size is a "Pack size" variation.
  'hushline-hl-33-foam-ear-plugs-200-pairs': { ...usAndEu, packaging: packOf(200, 'pair') },
  'hushline-hl-27r-reusable-corded-ear-plugs': { ...us, packaging: packOf(100, 'pair') },
  'hushline-hl-32-corded-foam-ear-plugs': us,
  'hushline-metal-detectable-ear-plugs': { ...us, packaging: packOf(100, 'pair') },

  'brightline-class-2-mesh-safety-vest': us,
  'brightline-class-3-surveyor-vest': us,
  'brightline-class-3-rain-jacket': us,
  'brightline-class-2-long-sleeve-shirt': us,
  'brightline-arc-rated-class-2-vest': us,

  'treksafe-ts-6-composite-toe-work-boot': us,
  'treksafe-ts-8-insulated-steel-toe-boot': us,
  'treksafe-alloy-toe-athletic-safety-shoe': us,
  'treksafe-16-in-steel-toe-rubber-boot': us,
  // Strap-on guards are impact-tested over a safety-toe boot to the ASTM F2413 metatarsal test.
  'treksafe-strap-on-metatarsal-guards': { standards: ['astm-f2413'], ...us },

  'mediready-class-a-first-aid-kit-25-person': us,
  'mediready-class-b-first-aid-cabinet-50-person': us,
  'mediready-personal-eyewash-32-oz': { accessory: true, ...us },
  'mediready-burn-care-refill-kit': { accessory: true, ...us },
  'mediready-aed-defibrillator': { accessory: true, ...us },
};
