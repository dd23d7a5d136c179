import type { SeedCategory } from '../types.ts';
import { art } from './helpers.ts';

/**
 * Category tree: five main categories with fixed ids, subcategories in 600–799 and two
 * third-level branches (respirator filters, hearing protection) for the mega-menu.
 */
export const categories: SeedCategory[] = [
  // ── Speedglas ──────────────────────────────────────────────────────────────
  {
    id: 510,
    slug: 'speedglas',
    name: 'Speedglas',
    description:
      'Speedglas auto-darkening welding helmets, filters and genuine spare parts for MIG, TIG, stick and plasma work. Everything here meets ANSI Z87.1 and CSA Z94.3.',
    menuOrder: 1,
    image: art(
      'welding-helmet',
      215,
      'SPEEDGLAS',
      'Black Speedglas welding helmet with a dark auto-darkening filter',
    ),
  },
  {
    id: 601,
    slug: 'welding-helmets',
    name: 'Welding Helmets',
    description:
      'Complete Speedglas welding helmets with auto-darkening filters, from the entry-level 100 series to the G5 heavy-duty line.',
    parentSlug: 'speedglas',
    menuOrder: 1,
    image: art(
      'welding-helmet',
      205,
      '9100 FX',
      'Speedglas 9100 FX helmet with the clear grinding visor flipped up',
      1,
    ),
  },
  {
    id: 602,
    slug: 'auto-darkening-filters',
    name: 'Auto-Darkening Filters',
    description:
      'Replacement and upgrade auto-darkening filters (ADFs) with variable shades, adjustable sensitivity and delay.',
    parentSlug: 'speedglas',
    menuOrder: 2,
    image: art('welding-lens', 48, 'ADF', 'Auto-darkening welding filter cartridge with shade keypad'),
  },
  {
    id: 603,
    slug: 'helmet-spare-parts',
    name: 'Helmet Spare Parts',
    description:
      'Protection plates, headbands, sweatbands, batteries and hoods that keep a welding helmet working like new.',
    parentSlug: 'speedglas',
    menuOrder: 3,
    image: art(
      'welding-helmet',
      30,
      'PARTS',
      'Welding helmet headband and protection plates laid out on a bench',
      2,
    ),
  },
  {
    id: 604,
    slug: 'welding-lenses',
    name: 'Welding Lenses',
    description: 'Passive shade lenses, magnifying readers and cover lenses for welding and cutting helmets.',
    parentSlug: 'speedglas',
    menuOrder: 4,
    image: art('welding-lens', 130, 'SHADE 10', 'Green passive welding lens marked shade 10', 1),
  },
  {
    id: 605,
    slug: 'grinding-shields',
    name: 'Grinding Shields',
    description:
      'Clear and tinted face shields and visors for grinding, chipping and cutting, rated ANSI Z87.1+ for high impact.',
    parentSlug: 'speedglas',
    menuOrder: 5,
    image: art(
      'safety-glasses',
      190,
      'GRIND',
      'Clear polycarbonate grinding face shield on a ratchet headgear',
      2,
    ),
  },

  // ── Versaflo ───────────────────────────────────────────────────────────────
  {
    id: 523,
    slug: 'versaflo',
    name: 'Versaflo',
    description:
      'Versaflo powered air-purifying respirators (PAPR) and supplied-air systems: NIOSH-approved, loose-fitting, beard-friendly protection with no fit test required.',
    menuOrder: 2,
    image: art('papr', 200, 'VERSAFLO', 'Versaflo PAPR blower unit on a belt with breathing tube and helmet'),
  },
  {
    id: 621,
    slug: 'papr-systems',
    name: 'PAPR Systems',
    description:
      'Ready-to-wear PAPR kits with blower, battery, charger, breathing tube and headtop for industry, healthcare and welding.',
    parentSlug: 'versaflo',
    menuOrder: 1,
    image: art('papr', 210, 'TR-600', 'Versaflo TR-600 PAPR starter kit with battery and hood', 1),
  },
  {
    id: 622,
    slug: 'papr-headtops',
    name: 'PAPR Headtops',
    description:
      'Hoods, helmets and faceshield headtops that connect to Versaflo PAPR and supplied-air systems.',
    parentSlug: 'versaflo',
    menuOrder: 2,
    image: art('papr-hood', 220, 'M-306', 'White Versaflo respiratory helmet with clear faceshield'),
  },
  {
    id: 623,
    slug: 'papr-filters',
    name: 'PAPR Filters',
    description:
      'HE particulate filters, combination cartridges, prefilters and spark arrestors for Versaflo blowers.',
    parentSlug: 'versaflo',
    menuOrder: 3,
    image: art('filter-cartridge', 300, 'HE', 'Magenta HE particulate filter for a PAPR blower'),
  },
  {
    id: 624,
    slug: 'papr-batteries',
    name: 'PAPR Batteries & Chargers',
    description:
      'Lithium-ion batteries and single or multi-station chargers for Versaflo TR-300+ and TR-600 units.',
    parentSlug: 'versaflo',
    menuOrder: 4,
    image: art('battery', 95, 'LI-ION', 'Versaflo lithium-ion PAPR battery pack with charge indicator'),
  },
  {
    id: 625,
    slug: 'supplied-air',
    name: 'Supplied Air',
    description:
      'Continuous-flow supplied-air regulators, climate-control tubes and hoses that run Versaflo headtops from plant air.',
    parentSlug: 'versaflo',
    menuOrder: 5,
    image: art('papr-hood', 180, 'V-500E', 'Supplied-air regulator on a belt with a hood and air hose', 2),
  },

  // ── Masks & Respirators ────────────────────────────────────────────────────
  {
    id: 513,
    slug: 'masks-respirators',
    name: 'Masks & Respirators',
    description:
      'Disposable FFP2, FFP3 and NIOSH N95 respirators, reusable half and full facepieces, and the cartridges and filters that go with them.',
    menuOrder: 3,
    image: art('mask-ffp3', 10, 'FFP3', 'White FFP3 valved folding respirator'),
  },
  {
    id: 631,
    slug: 'ffp2-masks',
    name: 'FFP2 Masks',
    description: 'EN 149 FFP2 filtering facepieces with at least 94% filtration for dust, mists and fumes.',
    parentSlug: 'masks-respirators',
    menuOrder: 1,
    image: art('mask-ffp2', 205, 'FFP2', 'White FFP2 folding mask with head straps'),
  },
  {
    id: 632,
    slug: 'ffp3-masks',
    name: 'FFP3 Masks',
    description:
      'EN 149 FFP3 respirators, the highest European disposable class with at least 99% filtration and under 2% total inward leakage.',
    parentSlug: 'masks-respirators',
    menuOrder: 2,
    image: art('mask-ffp3', 0, 'FFP3', 'FFP3 cup respirator with red exhalation valve', 1),
  },
  {
    id: 633,
    slug: 'n95-respirators',
    name: 'N95 Respirators',
    description:
      'NIOSH-approved N95, N99 and P100 disposable respirators for construction, healthcare and wildfire smoke.',
    parentSlug: 'masks-respirators',
    menuOrder: 3,
    image: art('mask-n95', 40, 'N95', 'NIOSH N95 cup-style respirator with approval printing'),
  },
  {
    id: 634,
    slug: 'half-face-respirators',
    name: 'Half-Face Respirators',
    description:
      'Reusable elastomeric half masks that take twin cartridges or filters; assigned protection factor 10 under OSHA.',
    parentSlug: 'masks-respirators',
    menuOrder: 4,
    image: art('half-mask', 0, 'HALF', 'Gray reusable half-face respirator with two pink filters'),
  },
  {
    id: 635,
    slug: 'full-face-respirators',
    name: 'Full-Face Respirators',
    description:
      'Full-facepiece respirators with wide polycarbonate lenses for eye and lung protection; assigned protection factor 50.',
    parentSlug: 'masks-respirators',
    menuOrder: 5,
    image: art('full-face-mask', 210, 'FULL', 'Black full-face respirator with twin cartridges'),
  },
  {
    id: 636,
    slug: 'respirator-filters',
    name: 'Respirator Filters & Cartridges',
    description:
      'Replacement particulate filters and gas/vapor cartridges for reusable half and full facepieces.',
    parentSlug: 'masks-respirators',
    menuOrder: 6,
    image: art('filter-cartridge', 25, 'OV/P100', 'Pair of organic vapor respirator cartridges'),
  },
  {
    id: 637,
    slug: 'particulate-filters',
    name: 'Particulate Filters',
    description:
      'N95, P100 and P3 particulate filters, pancake filters and prefilters for dust, fumes and mists.',
    parentSlug: 'respirator-filters',
    menuOrder: 1,
    image: art('filter-cartridge', 320, 'P100', 'Magenta P100 pancake filters for a half mask', 1),
  },
  {
    id: 638,
    slug: 'gas-vapour-filters',
    name: 'Gas & Vapor Cartridges',
    description:
      'Organic vapor, acid gas, ammonia and multi-gas cartridges, plus EN 14387 A, ABEK and combination filters.',
    parentSlug: 'respirator-filters',
    menuOrder: 2,
    image: art('filter-cartridge', 45, 'OV/AG', 'Black and yellow organic vapor and acid gas cartridges', 2),
  },
  {
    id: 639,
    slug: 'disposable-face-masks',
    name: 'Disposable Face Masks',
    description:
      'Three-ply procedure and surgical masks rated to ASTM F2100 and EN 14683 for clinics, labs and food service. Not respirators.',
    parentSlug: 'masks-respirators',
    menuOrder: 7,
    image: art('mask-ffp2', 195, '3-PLY', 'Blue three-ply procedure mask with ear loops', 2),
  },

  // ── Gloves ─────────────────────────────────────────────────────────────────
  {
    id: 534,
    slug: 'gloves',
    name: 'Gloves',
    description:
      'Work gloves rated to ANSI/ISEA 105 and EN 388: cut-resistant, chemical, disposable, welding and mechanics gloves in sizes XS to XXL.',
    menuOrder: 4,
    image: art('glove', 60, 'A4', 'Yellow cut-resistant work glove with black foam nitrile palm'),
  },
  {
    id: 651,
    slug: 'cut-resistant-gloves',
    name: 'Cut-Resistant Gloves',
    description:
      'HPPE, para-aramid and steel-core gloves from ANSI A2 to A9 for sheet metal, glass and blade handling.',
    parentSlug: 'gloves',
    menuOrder: 1,
    image: art('glove', 55, 'A6', 'Gray cut-resistant glove with nitrile-dipped palm', 1),
  },
  {
    id: 652,
    slug: 'chemical-gloves',
    name: 'Chemical-Resistant Gloves',
    description:
      'Nitrile, butyl, chloroprene, PVC and laminate gloves tested to EN ISO 374 with published permeation data.',
    parentSlug: 'gloves',
    menuOrder: 2,
    image: art('glove', 140, 'CHEM', 'Long green nitrile chemical-resistant gauntlet glove', 2),
  },
  {
    id: 653,
    slug: 'disposable-gloves',
    name: 'Disposable Gloves',
    description:
      'Powder-free nitrile, vinyl and poly gloves in boxes and cases for exam rooms, labs, food prep and auto shops.',
    parentSlug: 'gloves',
    menuOrder: 3,
    image: art('glove', 220, 'NITRILE', 'Box of blue powder-free nitrile disposable gloves'),
  },
  {
    id: 654,
    slug: 'welding-gloves',
    name: 'Welding Gloves',
    description:
      'Goatskin TIG, cowhide MIG and lined stick welding gauntlets tested to EN 12477 and EN 407 for heat and spatter.',
    parentSlug: 'gloves',
    menuOrder: 4,
    image: art('glove', 28, 'MIG', 'Tan leather welding gauntlet with long cuff', 1),
  },
  {
    id: 655,
    slug: 'mechanics-gloves',
    name: 'Mechanics Gloves',
    description:
      'Form-fitting synthetic leather and coated-knit gloves with touchscreen fingertips for assembly, maintenance and auto work.',
    parentSlug: 'gloves',
    menuOrder: 5,
    image: art('glove', 0, 'MECH', 'Black and red mechanics glove with padded knuckles', 3),
  },

  // ── Industrial ─────────────────────────────────────────────────────────────
  {
    id: 562,
    slug: 'industrial',
    name: 'Industrial',
    description:
      'Everyday site safety: ANSI Z87.1 eyewear, hard hats, hearing protection, ANSI/ISEA 107 hi-vis, safety footwear, first aid and training.',
    menuOrder: 5,
    image: art('hard-hat', 50, 'Z89.1', 'Yellow hard hat resting on safety glasses and ear muffs'),
  },
  {
    id: 671,
    slug: 'safety-glasses',
    name: 'Safety Glasses & Goggles',
    description:
      'ANSI Z87.1+ impact-rated safety glasses, over-the-glasses frames and anti-fog goggles in clear, gray and amber.',
    parentSlug: 'industrial',
    menuOrder: 1,
    image: art('safety-glasses', 200, 'Z87+', 'Wraparound clear safety glasses with blue temples'),
  },
  {
    id: 672,
    slug: 'hard-hats',
    name: 'Hard Hats',
    description:
      'Type I and Type II hard hats, full-brim and cap-style, with ratchet suspensions and ANSI/ISEA Z89.1 Class E ratings.',
    parentSlug: 'industrial',
    menuOrder: 2,
    image: art('hard-hat', 45, 'CLASS E', 'White cap-style hard hat with ratchet suspension', 1),
  },
  {
    id: 673,
    slug: 'hearing-protection',
    name: 'Hearing Protection',
    description:
      'Ear muffs and ear plugs with EPA-labeled noise reduction ratings to help keep workers under the OSHA action level.',
    parentSlug: 'industrial',
    menuOrder: 3,
    image: art('ear-muffs', 5, 'NRR 30', 'Red over-the-head ear muffs'),
  },
  {
    id: 674,
    slug: 'ear-muffs',
    name: 'Ear Muffs',
    description: 'Passive, cap-mounted and electronic ear muffs with NRR 21 to 31 dB.',
    parentSlug: 'hearing-protection',
    menuOrder: 1,
    image: art('ear-muffs', 100, 'NRR 27', 'Green electronic ear muffs with volume knob', 1),
  },
  {
    id: 675,
    slug: 'ear-plugs',
    name: 'Ear Plugs',
    description: 'Foam, reusable flanged and corded ear plugs in dispensers and bulk boxes, NRR up to 33 dB.',
    parentSlug: 'hearing-protection',
    menuOrder: 2,
    image: art('ear-muffs', 30, 'NRR 33', 'Orange foam ear plugs on a blue cord', 2),
  },
  {
    id: 676,
    slug: 'hi-vis-clothing',
    name: 'Hi-Vis Clothing',
    description:
      'ANSI/ISEA 107 Type R Class 2 and Class 3 vests, shirts and jackets in fluorescent yellow-green and orange-red.',
    parentSlug: 'industrial',
    menuOrder: 4,
    image: art('hi-vis-vest', 70, 'CLASS 2', 'Fluorescent yellow safety vest with silver reflective stripes'),
  },
  {
    id: 677,
    slug: 'safety-footwear',
    name: 'Safety Footwear',
    description:
      'ASTM F2413 safety-toe boots and shoes with electrical hazard, puncture and slip-resistant options.',
    parentSlug: 'industrial',
    menuOrder: 5,
    image: art('safety-boot', 28, 'F2413', 'Brown leather composite-toe work boot'),
  },
  {
    id: 678,
    slug: 'first-aid',
    name: 'First Aid',
    description:
      'ANSI/ISEA Z308.1 Class A and Class B first aid kits, eyewash stations and refills for the workplace.',
    parentSlug: 'industrial',
    menuOrder: 6,
    image: art('first-aid', 0, 'CLASS A', 'Red wall-mount first aid cabinet with white cross'),
  },
  {
    id: 679,
    slug: 'safety-training',
    name: 'Safety Training',
    description:
      'Online courses, eBooks and program templates for respiratory protection, welding safety and OSHA compliance.',
    parentSlug: 'industrial',
    menuOrder: 7,
    image: art(
      'blog-scene',
      260,
      'TRAINING',
      'Safety trainer presenting a respirator fit-test to a small group',
    ),
  },
];
