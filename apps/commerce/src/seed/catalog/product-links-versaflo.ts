import type { SeedProductLinks } from '../types.ts';

const he6710 = 'versaflo-tr-6710n-he-filter';
const ovAgHe6580 = 'versaflo-tr-6580n-ov-ag-he-cartridge';
const prefilter6600 = 'versaflo-tr-6600-prefilter-10-pack';
const sparkArrestor662 = 'versaflo-tr-662-spark-arrestor-10-pack';
const battery630 = 'versaflo-tr-630-standard-battery';
const battery632 = 'versaflo-tr-632-high-capacity-battery';
const charger641 = 'versaflo-tr-641n-4-station-charger';
const he3712 = 'versaflo-tr-3712n-he-filter';
const battery332 = 'versaflo-tr-332-high-capacity-battery';
const charger341 = 'versaflo-tr-341n-charger-kit';
const hood433 = 'versaflo-s-433-hood';
const hood133 = 'versaflo-s-133-single-use-hood';
const helmet306 = 'versaflo-m-306-respiratory-helmet';
const regulator = 'versaflo-v-500e-supplied-air-regulator';
const airHose = 'safeair-grade-d-breathing-air-hose';

/** Versaflo PAPR kits, headtops and supplied air with the filters, batteries and chargers of each blower. */
export const VERSAFLO_LINKS: readonly SeedProductLinks[] = [
  // TR-600 kits: TR-6710N filter, TR-6600 prefilter, TR-662 spark arrestor, TR-630/632 batteries, TR-641N.
  {
    product: 'versaflo-tr-600-papr-starter-kit-m-306',
    crossSells: [he6710, prefilter6600, sparkArrestor662, battery630, battery632, charger641],
    upsells: ['versaflo-tr-600-grinding-kit-m-407'],
  },
  {
    product: 'versaflo-tr-600-papr-kit-hik',
    crossSells: [helmet306, hood433, he6710, prefilter6600, sparkArrestor662, charger641],
  },
  {
    product: 'versaflo-tr-600-grinding-kit-m-407',
    crossSells: [sparkArrestor662, he6710, prefilter6600, battery632, charger641],
  },
  {
    product: 'versaflo-tr-600-painting-kit-s-655',
    crossSells: [ovAgHe6580, 'versaflo-s-655-hood-paint', battery632, charger641, prefilter6600],
  },
  // TR-300+ kits: TR-3712N filter, TR-332 battery, TR-341N charger and the hoods approved on it.
  {
    product: 'versaflo-tr-300-plus-papr-kit-s-433',
    crossSells: [he3712, battery332, charger341, hood133, helmet306],
    upsells: ['versaflo-tr-600-papr-starter-kit-m-306'],
  },
  {
    product: 'versaflo-tr-300-plus-healthcare-papr-kit',
    crossSells: [hood133, he3712, battery332, charger341, hood433],
  },
  // Headtops: the blower kit and supplied-air regulator they run on.
  {
    product: helmet306,
    crossSells: ['versaflo-tr-600-papr-kit-hik', regulator],
    upsells: ['versaflo-m-407-respiratory-helmet'],
  },
  {
    product: 'versaflo-m-407-respiratory-helmet',
    crossSells: ['versaflo-tr-600-papr-kit-hik', sparkArrestor662],
  },
  {
    product: hood433,
    crossSells: ['versaflo-tr-600-papr-kit-hik', hood133],
  },
  {
    product: hood133,
    crossSells: [he3712, battery332, hood433],
  },
  {
    product: 'versaflo-s-655-hood-paint',
    crossSells: ['versaflo-tr-600-papr-kit-hik', ovAgHe6580],
  },
  // TR-600 filters, batteries and charger: the other consumables of the same blower.
  {
    product: he6710,
    crossSells: [prefilter6600, sparkArrestor662, battery630],
    upsells: [ovAgHe6580],
  },
  {
    product: ovAgHe6580,
    crossSells: [prefilter6600, battery632, 'versaflo-s-655-hood-paint'],
  },
  {
    product: prefilter6600,
    crossSells: [he6710, sparkArrestor662, ovAgHe6580],
  },
  {
    product: sparkArrestor662,
    crossSells: [he6710, prefilter6600],
  },
  {
    product: battery630,
    crossSells: [charger641, he6710, prefilter6600],
    upsells: [battery632],
  },
  {
    product: battery632,
    crossSells: [charger641, he6710, prefilter6600],
  },
  {
    product: charger641,
    crossSells: [battery630, battery632],
  },
  // TR-300+ filter, battery and charger.
  {
    product: he3712,
    crossSells: [battery332, charger341, hood133],
  },
  {
    product: battery332,
    crossSells: [charger341, he3712],
  },
  {
    product: charger341,
    crossSells: [battery332, he3712],
  },
  // Supplied air: the V-500E regulator, its approved hose and the climate tubes.
  {
    product: regulator,
    crossSells: [airHose, 'versaflo-v-100-vortex-cooling-tube', 'versaflo-v-200-heating-tube', helmet306],
    upsells: ['versaflo-v-500e-supplied-air-system-m-307'],
  },
  {
    product: airHose,
    crossSells: [regulator, 'versaflo-v-100-vortex-cooling-tube', 'versaflo-v-200-heating-tube'],
  },
  {
    product: 'versaflo-v-100-vortex-cooling-tube',
    crossSells: [airHose, regulator],
  },
  {
    product: 'versaflo-v-200-heating-tube',
    crossSells: [airHose, regulator],
  },
];
