/**
 * The protection finder's rules: from a hazard, how much of it there is and who wears the
 * protection, to the catalogue filters that list what protects and the reasons to show.
 *
 * Sources, named again beside the rule they give:
 * - OSHA 29 CFR 1910.134 Table 1, assigned protection factors (APF): filtering facepiece and
 *   elastomeric half mask 10, full facepiece 50, powered air with a helmet or hood 25, or 1,000
 *   where the maker's testing shows it (note 4); the same for supplied air.
 * - 29 CFR 1910.134(g)(1)(i)(A): no tight-fitting facepiece over facial hair in the seal.
 * - 29 CFR 1910.134(g)(1)(ii): corrective glasses must not break a facepiece's seal.
 * - 29 CFR 1910.134(d)(2)(ii): atmospheres immediately dangerous to life or health (IDLH) need
 *   pressure-demand SCBA or supplied air with an escape bottle, which no product here is.
 * - 42 CFR 84.170: N-series filters are for non-oil aerosols; R and P series for oil.
 * - EN 149 and EN 143: FFP and P classes are tested with paraffin-oil aerosol.
 * - EN 14387 gas filter types: A organic vapours, B inorganic, E acid gases, K ammonia.
 * - NIOSH 42 CFR 84 cartridge approvals: OV, OV/AG, multi-gas (ammonia and methylamine among them).
 * - ANSI Z87.1 and EN 166: a face shield is worn over safety glasses or goggles.
 * - DGUV Regel 112-190: wear-time limits between breaks, shortest for unpowered tight-fitting
 *   masks (disposables above all), longer for powered helmets and hoods.
 *
 * Pure code: no React, no backend. The category and term slugs are the store's own
 * (apps/commerce/src/seed/catalog: categories.ts, attributes.ts).
 */
import { EMPTY_FILTERS, type ProductFilters } from '@/features/catalog/filters';

export const HAZARDS = [
  'dust',
  'oil-mist',
  'organic-vapour',
  'acid-gas',
  'ammonia',
  'welding-fume',
  'grinding',
] as const;
export type Hazard = (typeof HAZARDS)[number];

/** How much of the hazard, as a multiple of its exposure limit (OSHA Table 1 steps). */
export const LEVELS = ['below-limit', 'up-to-10', 'up-to-50', 'above-50'] as const;
export type Level = (typeof LEVELS)[number];

export const SIZES = ['any', 's', 'm', 'l'] as const;
export type Size = (typeof SIZES)[number];

export const SHIFTS = ['short', 'long'] as const;
export type Shift = (typeof SHIFTS)[number];

export interface Wearer {
  beard: boolean;
  glasses: boolean;
  size: Size;
  shift: Shift;
}

/** A reason to show with the listing: a message key under `finder.reasons`. */
export type Reason =
  | 'particles'
  | 'oilMist'
  | 'weldingFume'
  | 'ffpNoVapour'
  | 'organicVapour'
  | 'acidGas'
  | 'ammonia'
  | 'grinding'
  | 'belowLimitParticles'
  | 'belowLimitGas'
  | 'halfMask'
  | 'fullFacepiece'
  | 'poweredAir'
  | 'beard'
  | 'glassesFullFacepiece'
  | 'glassesHood'
  | 'glassesGrinding'
  | 'size'
  | 'longShift';

export interface Recommendation {
  /** What the listing shows: categories (any of) and filter classes (any of). */
  filters: ProductFilters;
  reasons: Reason[];
  /** Categories that also protect but cannot share the listing's filters (supplied air has no filter class). */
  alsoSee: string[];
  /** Above 50 times the limit the air may be IDLH, which nothing in the shop covers. */
  idlhWarning: boolean;
}

type HazardKind = 'particles' | 'gas' | 'impact';

const KIND: Record<Hazard, HazardKind> = {
  dust: 'particles',
  'oil-mist': 'particles',
  'welding-fume': 'particles',
  'organic-vapour': 'gas',
  'acid-gas': 'gas',
  ammonia: 'gas',
  grinding: 'impact',
};

/** Whether the hazard has a "how much" step: eye and face protection does not depend on it. */
export const needsLevel = (hazard: Hazard): boolean => KIND[hazard] !== 'impact';

export const isGas = (hazard: Hazard): boolean => KIND[hazard] === 'gas';

/** Particle filter classes that stop solid and water-based particles (welding fume is one). */
const PARTICLE_CLASSES = [
  'ffp2',
  'ffp3',
  'n95',
  'n99',
  'n100',
  'r95',
  'p95',
  'p100',
  'p2',
  'p3',
  'he',
  'th3',
];
/** Combined gas and particle filters stop particles too. */
const COMBINED_CLASSES = ['a2p3', 'abek1p3'];

/**
 * The pa_filterclass terms that stop each hazard.
 * - Oil mist: no N series (42 CFR 84.170); FFP and P classes are tested with oil (EN 149, EN 143).
 * - Organic vapours: OV cartridges and EN 14387 type A, alone or combined.
 * - Acid gases: OV/AG and multi-gas (NIOSH), type B and E within ABEK (EN 14387).
 * - Ammonia: multi-gas (NIOSH), type K within ABEK (EN 14387).
 * No particle class (FFP2, N95…) is ever in a gas list: particle filters let vapours through.
 */
const FILTER_CLASSES: Record<Exclude<Hazard, 'grinding'>, string[]> = {
  dust: [...PARTICLE_CLASSES, ...COMBINED_CLASSES],
  'welding-fume': [...PARTICLE_CLASSES, ...COMBINED_CLASSES],
  'oil-mist': [...PARTICLE_CLASSES.filter((name) => !name.startsWith('n')), ...COMBINED_CLASSES],
  'organic-vapour': ['ov', 'ov-ag', 'multi-gas', 'a1', 'a2', 'abek1', ...COMBINED_CLASSES],
  'acid-gas': ['ov-ag', 'multi-gas', 'abek1', 'abek1p3'],
  ammonia: ['multi-gas', 'abek1', 'abek1p3'],
};

/** Kinds of respirator, by how they fit and what OSHA Table 1 allows them. */
type Respirator = 'disposable' | 'half' | 'full' | 'powered';

/**
 * What each level allows (OSHA Table 1). Below the limit a respirator is voluntary (1910.134
 * Appendix D): a disposable mask for particles, a half mask with cartridges for vapours, since
 * a disposable one has no cartridge. Up to 10 times: APF 10 (half masks; a full facepiece gives
 * more). Up to 50: APF 50 (full facepiece) or powered air. Above 50: powered air with a helmet
 * or hood rated APF 1,000 by its maker, or supplied air.
 */
function respiratorsFor(kind: 'particles' | 'gas', level: Level): Respirator[] {
  switch (level) {
    case 'below-limit':
      return kind === 'particles' ? ['disposable'] : ['half'];
    case 'up-to-10':
      return kind === 'particles' ? ['disposable', 'half', 'full'] : ['half', 'full'];
    case 'up-to-50':
      return ['full', 'powered'];
    case 'above-50':
      return ['powered'];
  }
}

/**
 * The wearer's say. A beard leaves only loose-fitting powered air (1910.134(g)(1)(i)(A)). A long
 * shift trades disposables for reusable half masks and adds powered air (DGUV Regel 112-190
 * wear-time limits; powered air has no breathing resistance to tire the wearer).
 */
function fitWearer(respirators: Respirator[], wearer: Wearer, level: Level): Respirator[] {
  if (wearer.beard) return ['powered'];
  if (wearer.shift === 'short') return respirators;
  const reusable = respirators.filter((kind) => kind !== 'disposable');
  if (respirators.includes('disposable') && level !== 'above-50' && !reusable.includes('half')) {
    reusable.unshift('half');
  }
  return reusable.includes('powered') ? reusable : [...reusable, 'powered'];
}

/** The store's categories for each respirator, with the filters or cartridges it takes. */
function categoriesFor(respirator: Respirator, hazard: Hazard): string[] {
  const cartridges = isGas(hazard) ? 'gas-vapour-filters' : 'particulate-filters';
  switch (respirator) {
    case 'disposable':
      return ['ffp2-masks', 'ffp3-masks', 'n95-respirators'];
    case 'half':
      return ['half-face-respirators', cartridges];
    case 'full':
      return ['full-face-respirators', cartridges];
    case 'powered':
      // A welder needs the welding helmet with powered air (its HE filter class picks it out of
      // the helmets); gas needs the blower's gas cartridges as well as the kits.
      if (hazard === 'welding-fume') return ['welding-helmets'];
      return isGas(hazard) ? ['papr-systems', 'papr-filters'] : ['papr-systems'];
  }
}

const HAZARD_REASONS: Record<Hazard, Reason[]> = {
  dust: ['particles'],
  'oil-mist': ['oilMist'],
  'welding-fume': ['weldingFume'],
  'organic-vapour': ['ffpNoVapour', 'organicVapour'],
  'acid-gas': ['ffpNoVapour', 'acidGas'],
  ammonia: ['ffpNoVapour', 'ammonia'],
  grinding: ['grinding'],
};

const LEVEL_REASON: Record<Level, (gas: boolean) => Reason> = {
  'below-limit': (gas) => (gas ? 'belowLimitGas' : 'belowLimitParticles'),
  'up-to-10': () => 'halfMask',
  'up-to-50': () => 'fullFacepiece',
  'above-50': () => 'poweredAir',
};

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** Sparks and flying chips: a face shield or grinding visor over safety glasses (ANSI Z87.1, EN 166). */
function recommendEyeAndFace(wearer: Wearer): Recommendation {
  return {
    filters: { ...EMPTY_FILTERS, categories: ['grinding-shields', 'safety-glasses'] },
    reasons: wearer.glasses ? ['grinding', 'glassesGrinding'] : ['grinding'],
    alsoSee: [],
    idlhWarning: false,
  };
}

/**
 * What protects against `hazard` at `level` for this wearer. `level` is ignored for eye and face
 * hazards (needsLevel).
 */
export function recommend(hazard: Hazard, level: Level, wearer: Wearer): Recommendation {
  if (hazard === 'grinding') return recommendEyeAndFace(wearer);
  const kind = KIND[hazard] === 'gas' ? 'gas' : 'particles';

  const respirators = fitWearer(respiratorsFor(kind, level), wearer, level);
  const reasons: Reason[] = [...HAZARD_REASONS[hazard], LEVEL_REASON[level](kind === 'gas')];
  if (wearer.beard) reasons.push('beard');
  if (wearer.glasses && respirators.includes('full')) reasons.push('glassesFullFacepiece');
  if (wearer.glasses && respirators.includes('powered')) reasons.push('glassesHood');
  const tightFitting = respirators.some((respirator) => respirator !== 'powered');
  if (wearer.size !== 'any' && tightFitting) reasons.push('size');
  if (wearer.shift === 'long' && !wearer.beard) reasons.push('longShift');

  return {
    filters: {
      ...EMPTY_FILTERS,
      categories: unique(respirators.flatMap((respirator) => categoriesFor(respirator, hazard))),
      attributes: { filterclass: [...FILTER_CLASSES[hazard]] },
    },
    reasons,
    // Supplied air covers every gas and particle but carries no filter class, so it cannot share
    // the listing's filters; above 50 times the limit it is the other choice (OSHA Table 1).
    alsoSee: level === 'above-50' ? ['supplied-air'] : [],
    idlhWarning: level === 'above-50',
  };
}
