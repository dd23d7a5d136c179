import { type ComplianceEntry, docs, EU, packOf, US, unitsIn } from './product-compliance-shared.ts';

/** Rated to ANSI/ISEA 105 and EN 388: US leaflets plus the EU papers of a category II glove. */
const usAndEu = docs(US, 'declaration', 'certificate');
/** Rated to EN standards only: the EU leaflets and papers. */
const euOnly = docs(EU, 'declaration', 'certificate');
/** Nitrile, neoprene and PVC gloves ship with the compound's safety data sheet. */
const euWithSds = docs(EU, 'declaration', 'certificate', 'sds');

/**
 * ArmorGrip cut, chemical, disposable, welding and mechanics gloves. Every work glove is rated
 * to EN 388 for abrasion, tear and puncture, cut glove or not, so the mechanics gloves that
 * leave it out get it here.
 */
export const GLOVES_COMPLIANCE: Record<string, ComplianceEntry> = {
  'armorgrip-cr-4-hppe-foam-nitrile-gloves': usAndEu,
  'armorgrip-cr-2-pu-palm-gloves-12-pairs': { ...usAndEu, packaging: packOf(12, 'pair', 'pack') },
  'armorgrip-cr-9-heavy-duty-cut-gloves': usAndEu,
  'armorgrip-cr-5-impact-cut-gloves': usAndEu,
  'armorgrip-cr-4-insulated-touchscreen-gloves': usAndEu,
  'armorgrip-cr-3-food-processing-gloves': usAndEu,
  'armorgrip-cr-4-cut-resistant-sleeves-18-in': docs(US),
  'armorgrip-cr-7-glass-handling-gloves': usAndEu,

  // Chemical gloves: category III, EN ISO 374.
  'armorgrip-chemguard-nitrile-15-mil-gloves': euWithSds,
  'armorgrip-chemguard-butyl-14-mil-gloves': euOnly,
  'armorgrip-chloroprene-lined-gloves-28-mil': euWithSds,
  'armorgrip-pvc-gauntlet-18-in': euWithSds,
  'armorgrip-laminate-film-chemical-liner': euOnly,
  'armorgrip-double-dipped-nitrile-oil-gloves': euWithSds,

  // Disposable gloves, 100 to a box unless the name says otherwise. The heavy nitrile gloves
  // meet EN ISO 374 for splashes; vinyl and polyethylene are hygiene gloves for food handling.
  'armorgrip-5-mil-nitrile-exam-gloves-100': {
    ...docs(US, 'declaration', 'certificate', 'sds'),
    packaging: packOf(100, 'glove'),
  },
  'armorgrip-8-mil-black-nitrile-gloves-100': {
    standards: ['en-374'],
    ...euWithSds,
    packaging: packOf(100, 'glove'),
  },
  'armorgrip-vinyl-powder-free-gloves-100': { accessory: true, ...docs(US), packaging: packOf(100, 'glove') },
  'armorgrip-poly-food-service-gloves-500': { accessory: true, ...docs(US), packaging: packOf(500, 'glove') },
  'armorgrip-orange-diamond-grip-nitrile-gloves': {
    standards: ['en-374'],
    ...euWithSds,
    packaging: packOf(100, 'glove'),
  },
  'armorgrip-chemo-rated-nitrile-exam-gloves-12-in': {
    ...docs(US, 'sds'),
    packaging: packOf(50, 'glove'),
  },

  // Welding gloves.
  'armorgrip-tig-goatskin-welding-gloves': euOnly,
  'armorgrip-mig-cowhide-welding-gloves': euOnly,
  'armorgrip-stick-welding-gauntlet-14-in': euOnly,
  'armorgrip-aluminized-heat-reflective-gloves': euOnly,
  'armorgrip-cut-resistant-welding-gloves': usAndEu,

  // Mechanics and general-purpose gloves.
  'armorgrip-mechanics-pro-gloves': { standards: ['en-388'], ...euOnly },
  'armorgrip-impact-mechanics-gloves': { standards: ['en-388'], ...usAndEu },
  'armorgrip-touchscreen-utility-gloves': { standards: ['en-388'], ...euOnly },
  'armorgrip-insulated-winter-work-gloves': { standards: ['en-388'], ...euOnly },
  'armorgrip-leather-driver-gloves': { standards: ['en-388'], ...euOnly },
  'armorgrip-nitrile-coated-nylon-gloves-12-pairs': { ...euOnly, packaging: packOf(12, 'pair', 'pack') },
  // Quoted per pair and produced by the case: "Minimum 144 pairs".
  'armorgrip-custom-logo-glove-program': {
    standards: ['en-388', 'ansi-isea-105'],
    ...usAndEu,
    packaging: unitsIn(144, 'pair', 'case'),
  },
};
