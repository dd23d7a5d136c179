import type { SeedProduct, SeedWarranty } from '../types.ts';
import { art, attr, optionRun, para, review, richText, seo, variation } from './helpers.ts';

/** Industrial › hi-vis clothing, safety footwear and first aid. */

const BOOT_SIZES = ['us-7', 'us-8', 'us-9', 'us-10', 'us-11', 'us-12', 'us-13'];

const bootWarranty: SeedWarranty = {
  warrantyDuration: '6 months',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Outsole bond', itemWarrantyDuration: '6 months' },
    { itemName: 'Waterproof membrane', itemWarrantyDuration: '1 year' },
  ],
};

export const workwearProducts: SeedProduct[] = [
  // ── Hi-vis clothing ────────────────────────────────────────────────────────
  {
    slug: 'brightline-class-2-mesh-safety-vest',
    name: 'BrightLine Class 2 Mesh Safety Vest',
    sku: 'BL-V2',
    type: 'variable',
    categories: ['hi-vis-clothing', 'industrial'],
    tags: ['hi-vis', 'lightweight', 'best-seller'],
    regularPrice: 9.99,
    stockStatus: 'instock',
    totalSales: 4410,
    date: '2024-01-23T09:00:00Z',
    weight: '0.35',
    dimensions: { length: '12.0', width: '10.0', height: '1.5' },
    image: art('hi-vis-vest', 70, 'CLASS 2', 'Fluorescent yellow mesh vest with silver reflective stripes'),
    gallery: [
      art('hi-vis-vest', 25, 'CLASS 2', 'Orange version of the vest', 1),
      art('hi-vis-vest', 70, 'CLASS 2', 'Back of the vest with two vertical stripes', 2),
    ],
    shortDescription: para(
      'Breathable ANSI/ISEA 107-2020 Type R Class 2 vest with 2 in. reflective tape and five pockets.',
    ),
    description: richText(
      [
        'Type R Class 2 is the minimum for workers near traffic over 25 mph, as referenced by the MUTCD for highway work zones. This vest meets it with fluorescent polyester mesh and 2 in. silver retroreflective tape in the standard two-band, over-the-shoulder pattern.',
        'Zipper front, two chest pockets, a pen pocket and two lower pockets, plus a radio tab and a mic loop.',
      ],
      [
        'ANSI/ISEA 107-2020 Type R, Class 2',
        '2 in. silver reflective tape',
        'Breathable mesh',
        'Five pockets and mic tab',
      ],
    ),
    attributes: [
      attr('pa_color', ['hi-vis-yellow', 'hi-vis-orange'], true),
      attr('pa_size', ['m', 'l', 'xl', 'xxl'], true),
      attr('pa_standard', ['ansi-isea-107']),
    ],
    variations: [
      variation('BL-V2-HVY-M', { pa_color: 'hi-vis-yellow', pa_size: 'm' }, 9.99, 420),
      variation('BL-V2-HVY-L', { pa_color: 'hi-vis-yellow', pa_size: 'l' }, 9.99, 610),
      variation('BL-V2-HVY-XL', { pa_color: 'hi-vis-yellow', pa_size: 'xl' }, 9.99, 540),
      variation('BL-V2-HVY-XXL', { pa_color: 'hi-vis-yellow', pa_size: 'xxl' }, 10.99, 260),
      variation('BL-V2-HVO-M', { pa_color: 'hi-vis-orange', pa_size: 'm' }, 9.99, 180),
      variation('BL-V2-HVO-L', { pa_color: 'hi-vis-orange', pa_size: 'l' }, 9.99, 240),
      variation('BL-V2-HVO-XL', { pa_color: 'hi-vis-orange', pa_size: 'xl' }, 9.99, 'outofstock'),
      variation('BL-V2-HVO-XXL', { pa_color: 'hi-vis-orange', pa_size: 'xxl' }, 10.99, 90),
    ],
    defaultAttributes: { pa_color: 'hi-vis-yellow', pa_size: 'l' },
    reviews: [
      review(
        'Doug Farrell',
        5,
        '2024-03-01',
        'Cheap, bright, and the pockets are actually useful. Ordered 60 for our paving crew.',
      ),
      review('Irene Castellano', 4, '2024-09-17', 'Good vest. Runs large, order a size down.'),
    ],
    faqs: [
      {
        question: 'Class 2 or Class 3?',
        answer:
          'Class 2 for traffic up to about 45 mph or complex backgrounds in daylight. Class 3 adds sleeves for more coverage at higher speeds and at night.',
      },
      {
        question: 'Can I wash it?',
        answer:
          'Machine wash cold, hang dry. Reflective tape loses performance after roughly 25 washes or when visibly worn.',
      },
      {
        question: 'How does sizing work?',
        answer: 'Sized to fit over a jacket. If you wear it over a T-shirt only, order one size smaller.',
      },
    ],
    tabs: [
      {
        tabTitle: 'ANSI 107 classes',
        contentType: 'text',
        textContent:
          '<p><strong>Type O Class 1:</strong> off-road, e.g. warehouses and parking lots. <strong>Type R Class 2:</strong> roadway workers, minimum 775 sq in. of background material and 201 sq in. of reflective tape. <strong>Type R Class 3:</strong> high-speed traffic and nighttime, 1,240 sq in. background and 310 sq in. reflective, with sleeves.</p>',
      },
    ],
    seo: seo(
      'BrightLine Class 2 Mesh Safety Vest',
      'BrightLine ANSI/ISEA 107 Type R Class 2 mesh safety vest in hi-vis yellow or orange, sizes M–XXL.',
    ),
    metaData: [{ key: 'case_quantity', value: '100' }],
  },
  {
    slug: 'brightline-class-3-surveyor-vest',
    name: 'BrightLine Class 3 Surveyor Vest with Sleeves',
    sku: 'BL-V3S',
    type: 'variable',
    categories: ['hi-vis-clothing', 'industrial'],
    tags: ['hi-vis'],
    regularPrice: 24.99,
    stockStatus: 'instock',
    totalSales: 1020,
    date: '2024-04-16T09:00:00Z',
    weight: '0.60',
    dimensions: { length: '12.5', width: '10.2', height: '1.5' },
    image: art(
      'hi-vis-vest',
      65,
      'CLASS 3',
      'Hi-vis yellow surveyor vest with short sleeves and many pockets',
      3,
    ),
    shortDescription: para(
      'Type R Class 3 surveyor vest with sleeves, a plan pocket and 10 utility pockets.',
    ),
    description: richText(
      ['Class 3 requires sleeves; this vest adds them without the heat of a full jacket.'],
      [
        'ANSI/ISEA 107 Type R Class 3',
        'Plan pocket fits 11 x 17 in. sheets',
        'Two-tone solid front, mesh back',
      ],
    ),
    attributes: [
      attr('pa_size', ['l', 'xl', 'xxl', 'xxxl'], true),
      attr('pa_color', ['hi-vis-yellow']),
      attr('pa_standard', ['ansi-isea-107']),
    ],
    variations: optionRun(
      'BL-V3S',
      'pa_size',
      ['l', 'xl', 'xxl', 'xxxl'],
      [24.99, 24.99, 26.99, 26.99],
      [90, 120, 70, 30],
    ),
    defaultAttributes: { pa_size: 'xl' },
    reviews: [review('Ken Matsuda', 5, '2025-01-22', 'Survey crew favorite. Pockets for everything.')],
    seo: seo(
      'BrightLine Class 3 Surveyor Vest with Sleeves',
      'BrightLine ANSI/ISEA 107 Type R Class 3 surveyor vest with sleeves and plan pocket. Sizes L–3XL.',
    ),
    faqs: [
      {
        question: 'Why does Class 3 need sleeves?',
        answer:
          'Class 3 requires at least 1,240 sq in. of background material and 310 sq in. of reflective tape, which is not achievable on a sleeveless vest.',
      },
      {
        question: 'Can I wear it over a jacket?',
        answer: 'Yes. It is cut generously; most people wear their usual size over a light jacket.',
      },
    ],
  },
  {
    slug: 'brightline-class-3-rain-jacket',
    name: 'BrightLine Class 3 Waterproof Rain Jacket',
    sku: 'BL-J3R',
    type: 'variable',
    categories: ['hi-vis-clothing', 'industrial'],
    tags: ['hi-vis', 'waterproof'],
    regularPrice: 59.99,
    stockStatus: 'instock',
    totalSales: 340,
    date: '2026-06-21T16:05:00Z',
    weight: '1.40',
    dimensions: { length: '11.5', width: '10.0', height: '2.0' },
    image: art('hi-vis-shirt', 25, 'RAIN', 'Hi-vis orange rain jacket with reflective bands', 1),
    shortDescription: para(
      'Seam-sealed Class 3 rain jacket with a stowable hood for road crews in bad weather.',
    ),
    description: richText(
      ['Taped seams and a breathable coating keep crews dry and visible in storms.'],
      ['ANSI/ISEA 107 Type R Class 3', 'Seam-sealed, 10,000 mm waterproof rating', 'Stowable hood'],
    ),
    attributes: [
      attr('pa_size', ['m', 'l', 'xl', 'xxl'], true),
      attr('pa_color', ['hi-vis-orange']),
      attr('pa_standard', ['ansi-isea-107']),
    ],
    variations: optionRun('BL-J3R', 'pa_size', ['m', 'l', 'xl', 'xxl'], 59.99, [30, 45, 40, 'onbackorder'], {
      salePrice: 49.99,
    }),
    defaultAttributes: { pa_size: 'l' },
    seo: seo(
      'BrightLine Class 3 Waterproof Rain Jacket',
      'BrightLine ANSI Class 3 hi-vis orange waterproof rain jacket with taped seams and stowable hood. On sale.',
    ),
    reviews: [
      review(
        'Cole Harrington',
        4,
        '2026-09-14',
        'Kept me dry through a week of storms on a bridge deck. Runs a bit long in the sleeves.',
      ),
    ],
  },
  {
    slug: 'brightline-class-2-long-sleeve-shirt',
    name: 'BrightLine Class 2 Long-Sleeve Hi-Vis Shirt',
    sku: 'BL-T2LS',
    type: 'variable',
    categories: ['hi-vis-clothing', 'industrial'],
    tags: ['hi-vis', 'lightweight'],
    regularPrice: 17.99,
    stockStatus: 'instock',
    totalSales: 690,
    date: '2026-07-25T14:30:00Z',
    weight: '0.40',
    dimensions: { length: '13.0', width: '9.5', height: '1.8' },
    image: art('hi-vis-shirt', 70, 'SHIRT', 'Long-sleeve hi-vis yellow shirt with segmented tape', 2),
    shortDescription: para(
      'Moisture-wicking long-sleeve shirt with segmented reflective tape; UPF 50 sun protection.',
    ),
    description: richText(
      [
        'Segmented tape flexes and breathes better than solid stripes. Replaces vest plus sun sleeves in hot weather.',
      ],
      ['ANSI/ISEA 107 Type R Class 2', 'UPF 50', 'Moisture-wicking birdseye knit'],
    ),
    attributes: [
      attr('pa_color', ['hi-vis-yellow', 'hi-vis-orange'], true),
      attr('pa_size', ['m', 'l', 'xl', 'xxl'], true),
      attr('pa_standard', ['ansi-isea-107']),
    ],
    variations: [
      variation('BL-T2LS-HVY-M', { pa_color: 'hi-vis-yellow', pa_size: 'm' }, 17.99, 80),
      variation('BL-T2LS-HVY-L', { pa_color: 'hi-vis-yellow', pa_size: 'l' }, 17.99, 120),
      variation('BL-T2LS-HVY-XL', { pa_color: 'hi-vis-yellow', pa_size: 'xl' }, 17.99, 95),
      variation('BL-T2LS-HVO-L', { pa_color: 'hi-vis-orange', pa_size: 'l' }, 17.99, 60),
      variation('BL-T2LS-HVO-XL', { pa_color: 'hi-vis-orange', pa_size: 'xl' }, 17.99, 40),
      variation('BL-T2LS-XXL', { pa_color: '', pa_size: 'xxl' }, 19.99, 50),
    ],
    defaultAttributes: { pa_color: 'hi-vis-yellow', pa_size: 'l' },
    seo: seo(
      'BrightLine Class 2 Long-Sleeve Hi-Vis Shirt',
      'BrightLine ANSI Class 2 long-sleeve hi-vis shirt with UPF 50 and segmented reflective tape. M–XXL.',
    ),
  },
  {
    slug: 'brightline-arc-rated-class-2-vest',
    name: 'BrightLine Arc-Rated FR Class 2 Vest',
    sku: 'BL-V2FR',
    type: 'simple',
    categories: ['hi-vis-clothing', 'industrial'],
    tags: ['hi-vis', 'flame-resistant', 'electrical-hazard'],
    regularPrice: 34.99,
    stockStatus: 'instock',
    stockQuantity: 75,
    totalSales: 210,
    date: '2025-10-28T09:00:00Z',
    weight: '0.55',
    dimensions: { length: '12.2', width: '10.5', height: '1.2' },
    image: art(
      'hi-vis-vest',
      28,
      'FR 8 CAL',
      'Hi-vis orange flame-resistant vest with FR reflective tape',
      3,
    ),
    shortDescription: para(
      'Inherently flame-resistant modacrylic vest, arc rating 8 cal/cm², for utility and electrical work.',
    ),
    description: richText(
      [
        'Standard polyester vests can melt onto skin in an arc flash. This vest is made from FR fabric with FR reflective tape and hook-and-loop closures. One size fits L–XXL.',
      ],
      ['ATPV 8 cal/cm², NFPA 70E PPE Category 2', 'ANSI/ISEA 107 Type R Class 2', 'FR tape and thread'],
    ),
    attributes: [attr('pa_color', ['hi-vis-orange']), attr('pa_standard', ['ansi-isea-107'])],
    seo: seo(
      'BrightLine Arc-Rated FR Class 2 Vest',
      'BrightLine flame-resistant arc-rated hi-vis vest, 8 cal/cm², ANSI Class 2, for utility and electrical work.',
    ),
    reviews: [
      review(
        'Lonnie Graves',
        5,
        '2026-01-09',
        'Our utility approved these. Much lighter than I expected for an FR vest.',
      ),
    ],
  },

  // ── Safety footwear ────────────────────────────────────────────────────────
  {
    slug: 'treksafe-ts-6-composite-toe-work-boot',
    name: 'TrekSafe TS-6 Composite-Toe Work Boot, 6 in.',
    sku: 'TS-6CT',
    type: 'variable',
    categories: ['safety-footwear', 'industrial'],
    tags: ['electrical-hazard', 'waterproof', 'lightweight'],
    regularPrice: 149.99,
    stockStatus: 'instock',
    totalSales: 1260,
    featured: true,
    date: '2024-02-27T09:00:00Z',
    weight: '3.60',
    dimensions: { length: '13.0', width: '5.0', height: '7.0' },
    image: art('safety-boot', 28, 'F2413', 'Brown leather 6 in. composite-toe work boot'),
    gallery: [
      art('safety-boot', 28, 'EH', 'Slip-resistant rubber outsole', 1),
      art('safety-boot', 28, 'TS-6', 'Boot unlaced showing waterproof gusseted tongue', 2),
    ],
    shortDescription: para(
      'Waterproof leather boot with a metal-free composite toe, EH rated, that clears airport and plant metal detectors.',
    ),
    description: richText(
      [
        'The TS-6 meets ASTM F2413-18 for impact and compression (I/75, C/75) and electrical hazard (EH), with a composite toe cap that is lighter than steel and does not conduct cold.',
        'Full-grain waterproof leather, a gusseted tongue and a slip-resistant rubber outsole make it an all-day boot for construction, warehousing and maintenance.',
      ],
      [
        'ASTM F2413-18 M I/75 C/75 EH',
        'Composite toe, metal-free',
        'Waterproof membrane',
        'Oil- and slip-resistant outsole',
        'Sizes US 7–13, medium width',
      ],
    ),
    attributes: [attr('pa_size', BOOT_SIZES, true), attr('pa_standard', ['astm-f2413'])],
    variations: [
      variation('TS-6CT-7', { pa_size: 'us-7' }, 149.99, 12),
      variation('TS-6CT-8', { pa_size: 'us-8' }, 149.99, 28),
      variation('TS-6CT-9', { pa_size: 'us-9' }, 149.99, 41),
      variation('TS-6CT-10', { pa_size: 'us-10' }, 149.99, 46, { salePrice: 129.99 }),
      variation('TS-6CT-11', { pa_size: 'us-11' }, 149.99, 39),
      variation('TS-6CT-12', { pa_size: 'us-12' }, 149.99, 'onbackorder'),
      variation('TS-6CT-13', { pa_size: 'us-13' }, 154.99, 'outofstock'),
    ],
    defaultAttributes: { pa_size: 'us-10' },
    reviews: [
      review(
        'Dwayne Mercer',
        5,
        '2024-04-30',
        'Comfortable out of the box. Stood on concrete for 12 hours with no foot pain.',
      ),
      review(
        'Amanda Cross',
        4,
        '2024-10-26',
        'True to size. Waterproofing holds up in the mud; laces are cheap, replaced them.',
      ),
      review(
        'Gil Navarro',
        5,
        '2025-07-13',
        'Second pair. First lasted a year and a half of daily warehouse use.',
      ),
    ],
    faqs: [
      {
        question: 'Composite or steel toe?',
        answer:
          'Both meet the same ASTM F2413 impact and compression ratings. Composite is lighter, metal-free and does not conduct cold; steel is thinner for the same protection.',
      },
      {
        question: 'Do they run true to size?',
        answer: 'Yes, most customers order their usual sneaker size. If between sizes, go up a half size.',
      },
    ],
    tabs: [
      {
        tabTitle: 'Size chart',
        contentType: 'text',
        textContent:
          '<p>Measure your foot heel to longest toe in the evening. US 8 ≈ 10.0 in., US 9 ≈ 10.3 in., US 10 ≈ 10.7 in., US 11 ≈ 11.0 in., US 12 ≈ 11.3 in., US 13 ≈ 11.7 in.</p>',
      },
    ],
    warranty: bootWarranty,
    seo: seo(
      'TrekSafe TS-6 Composite-Toe Work Boot',
      'TrekSafe TS-6 waterproof composite-toe work boot, ASTM F2413-18 EH, slip resistant. Sizes US 7–13.',
    ),
    metaData: [{ key: 'country_of_origin', value: 'Vietnam' }],
    downloads: [
      { name: 'ASTM F2413 test certificate', file: '/downloads/treksafe-ts-6-astm-f2413-certificate.pdf' },
    ],
  },
  {
    slug: 'treksafe-ts-8-insulated-steel-toe-boot',
    name: 'TrekSafe TS-8 Insulated Waterproof Steel-Toe Boot, 8 in.',
    sku: 'TS-8ST',
    type: 'variable',
    categories: ['safety-footwear', 'industrial'],
    tags: ['electrical-hazard', 'waterproof', 'insulated'],
    regularPrice: 169.99,
    stockStatus: 'instock',
    totalSales: 580,
    date: '2024-10-01T09:00:00Z',
    weight: '4.20',
    dimensions: { length: '13.0', width: '8.0', height: '5.0' },
    image: art('safety-boot', 20, 'TS-8', 'Dark brown 8 in. insulated steel-toe boot', 3),
    shortDescription: para(
      '400 g insulated steel-toe boot with puncture-resistant plate for winter job sites.',
    ),
    description: richText(
      ['Rated to about −20 °F in active use. The puncture-resistant plate stops nails and rebar tie wire.'],
      ['ASTM F2413-18 M I/75 C/75 EH PR', '400 g insulation', 'Waterproof leather'],
    ),
    attributes: [
      attr('pa_size', ['us-8', 'us-9', 'us-10', 'us-11', 'us-12', 'us-13'], true),
      attr('pa_standard', ['astm-f2413', 'csa-z94-3']),
    ],
    variations: optionRun('TS-8ST', 'pa_size', ['us-8', 'us-9', 'us-10', 'us-11', 'us-12', 'us-13'], 169.99, [
      14,
      22,
      30,
      25,
      12,
      'outofstock',
    ]),
    defaultAttributes: { pa_size: 'us-10' },
    reviews: [
      review(
        'Lars Pedersen',
        5,
        '2025-01-02',
        'North Dakota winter tested. Warm, dry, and the PR plate already saved me from a nail.',
      ),
    ],
    warranty: bootWarranty,
    seo: seo(
      'TrekSafe TS-8 Insulated Steel-Toe Boot',
      'TrekSafe TS-8 8 in. insulated waterproof steel-toe boot with puncture plate, ASTM F2413-18 EH PR.',
    ),
  },
  {
    slug: 'treksafe-alloy-toe-athletic-safety-shoe',
    name: 'TrekSafe Alloy-Toe Athletic Safety Shoe',
    sku: 'TS-LOW',
    type: 'variable',
    categories: ['safety-footwear', 'industrial'],
    tags: ['lightweight'],
    regularPrice: 99.99,
    stockStatus: 'instock',
    totalSales: 1430,
    date: '2025-02-04T09:00:00Z',
    weight: '2.40',
    dimensions: { length: '13.5', width: '8.2', height: '5.0' },
    image: art('safety-boot', 'black', 'ALLOY', 'Black and gray athletic safety shoe with alloy toe', 1),
    shortDescription: para(
      'Sneaker-light safety shoe with an aluminum alloy toe and static-dissipative sole.',
    ),
    description: richText(
      [
        'For warehouses, electronics plants and logistics where you walk miles per shift. SD rating protects sensitive components from static discharge.',
      ],
      ['ASTM F2413-18 M I/75 C/75 SD', 'Aluminum alloy toe', 'Breathable knit upper'],
    ),
    attributes: [
      attr('pa_size', ['us-7', 'us-8', 'us-9', 'us-10', 'us-11', 'us-12'], true),
      attr('pa_color', ['black']),
      attr('pa_standard', ['astm-f2413']),
    ],
    variations: optionRun(
      'TS-LOW',
      'pa_size',
      ['us-7', 'us-8', 'us-9', 'us-10', 'us-11', 'us-12'],
      99.99,
      [30, 52, 68, 71, 49, 22],
    ),
    defaultAttributes: { pa_size: 'us-10' },
    reviews: [
      review(
        'Keisha Monroe',
        5,
        '2025-04-15',
        'Feels like a running shoe. I hit 20,000 steps a shift and my feet are fine.',
      ),
      review(
        'Owen Gallagher',
        3,
        '2025-08-30',
        'Comfortable but the knit upper got a hole near the toe in three months.',
      ),
    ],
    warranty: bootWarranty,
    seo: seo(
      'TrekSafe Alloy-Toe Athletic Safety Shoe',
      'TrekSafe lightweight alloy-toe athletic safety shoe, ASTM F2413-18 SD, for warehouse and logistics.',
    ),
    faqs: [
      {
        question: 'What does SD mean?',
        answer:
          'Static dissipative: the sole drains static charge in a controlled way to protect electronics and reduce sparks.',
      },
      {
        question: 'Are they rated for electrical hazard?',
        answer:
          'No. SD and EH are different ratings. For electrical hazard protection choose the TS-6 or TS-8.',
      },
    ],
  },
  {
    slug: 'treksafe-16-in-steel-toe-rubber-boot',
    name: 'TrekSafe 16 in. Steel-Toe Rubber Boot',
    sku: 'TS-RB16',
    type: 'variable',
    categories: ['safety-footwear', 'industrial'],
    tags: ['waterproof', 'chemical-resistant', 'food-safe'],
    regularPrice: 59.99,
    stockStatus: 'instock',
    totalSales: 760,
    date: '2026-05-05T08:06:00Z',
    weight: '4.80',
    dimensions: { length: '17.0', width: '12.0', height: '6.0' },
    image: art('safety-boot', 120, 'RUBBER', 'Tall green rubber boot with steel toe', 2),
    shortDescription: para(
      'Tall PVC/nitrile rubber boot with steel toe and midsole for wash-down, farm and concrete work.',
    ),
    description: richText(
      ['Resists animal fats, fertilizers and mild chemicals. Cleated outsole self-cleans in mud.'],
      ['ASTM F2413-18 M I/75 C/75 PR', '16 in. height', 'Steel toe and midsole'],
    ),
    attributes: [
      attr('pa_size', ['us-8', 'us-9', 'us-10', 'us-11', 'us-12', 'us-13'], true),
      attr('pa_color', ['green']),
      attr('pa_standard', ['astm-f2413']),
    ],
    variations: optionRun(
      'TS-RB16',
      'pa_size',
      ['us-8', 'us-9', 'us-10', 'us-11', 'us-12', 'us-13'],
      59.99,
      [20, 35, 0, 26, 18, 9],
    ),
    defaultAttributes: { pa_size: 'us-11' },
    seo: seo(
      'TrekSafe 16 in. Steel-Toe Rubber Boot',
      'TrekSafe 16 in. steel-toe rubber boot with puncture-resistant midsole for farm, food and concrete work.',
    ),
    reviews: [
      review(
        'Wendy Albers',
        5,
        '2026-07-19',
        'Dairy farm boots that finally last. No cracks at the ankle after three months of daily washdowns.',
      ),
    ],
  },
  {
    slug: 'treksafe-strap-on-metatarsal-guards',
    name: 'TrekSafe Strap-On Metatarsal Guards (Pair)',
    sku: 'TS-MET',
    type: 'simple',
    categories: ['safety-footwear', 'industrial'],
    tags: ['impact-resistant'],
    regularPrice: 29.99,
    stockStatus: 'instock',
    stockQuantity: 140,
    totalSales: 310,
    date: '2026-09-30T10:20:00Z',
    weight: '0.70',
    dimensions: { length: '10.0', width: '6.0', height: '4.0' },
    image: art('safety-boot', 'black', 'MET', 'Black metatarsal guard strapped over a work boot', 3),
    shortDescription: para('Add metatarsal protection to any safety-toe boot for pipe yards and foundries.'),
    description: richText(
      [
        'Molded guards cover the top of the foot where dropped loads cause fractures that toe caps miss. Fits over laces of boots and shoes.',
      ],
      ['Strap-on, one size', 'Molded polymer shield'],
    ),
    attributes: [attr('pa_size', ['one-size'])],
    seo: seo(
      'TrekSafe Strap-On Metatarsal Guards',
      'Strap-on metatarsal guards add top-of-foot protection to any safety-toe boot. One size, sold in pairs.',
    ),
  },

  // ── First aid ──────────────────────────────────────────────────────────────
  {
    slug: 'mediready-class-a-first-aid-kit-25-person',
    name: 'MediReady ANSI Class A First Aid Kit, 25 Person',
    sku: 'MR-KIT-A25',
    type: 'simple',
    categories: ['first-aid', 'industrial'],
    tags: ['made-in-usa'],
    regularPrice: 49.99,
    stockStatus: 'instock',
    stockQuantity: 190,
    lowStockAmount: 25,
    totalSales: 1670,
    date: '2024-01-30T09:00:00Z',
    weight: '3.10',
    dimensions: { length: '11.0', width: '8.0', height: '3.0' },
    image: art('first-aid', 0, 'CLASS A', 'Red plastic first aid case with white cross'),
    gallery: [art('first-aid', 0, 'CLASS A', 'Open kit showing labeled compartments', 1)],
    shortDescription: para('ANSI/ISEA Z308.1-2021 Class A kit in a Type III wall-mountable case.'),
    description: richText(
      [
        'OSHA 1910.151(b) requires adequate first aid supplies to be readily available, and points to ANSI Z308.1 as the reference. Class A covers common workplace injuries such as cuts, scrapes and minor burns for up to 25 people.',
        'Color-coded compartments make refilling fast: blue for antiseptics, red for bleeding control, yellow for burns.',
      ],
      ['ANSI/ISEA Z308.1-2021 Class A, Type III', 'Wall mount or carry', 'Assembled in the USA'],
    ),
    attributes: [attr('pa_standard', ['ansi-z308-1'])],
    metaData: [{ key: 'country_of_origin', value: 'USA' }],
    reviews: [
      review(
        'Patty Lowell',
        5,
        '2024-03-22',
        'Well organized. Passed our insurance audit without a single note.',
      ),
      review('Gordon Wells', 4, '2024-11-18', 'Good kit. Wish it had more large bandages.'),
    ],
    faqs: [
      {
        question: 'Class A or Class B?',
        answer:
          'Class A covers common injuries. Class B adds more and broader supplies, such as a splint and tourniquet, for higher-risk or more complex workplaces.',
      },
      {
        question: 'Are refills available?',
        answer:
          'Yes, every item uses standard refill sizes and our burn and bleeding refill kits match the color coding.',
      },
    ],
    seo: seo(
      'MediReady ANSI Class A First Aid Kit, 25 Person',
      'MediReady ANSI/ISEA Z308.1-2021 Class A first aid kit, Type III wall-mount case for 25 people.',
    ),
    downloads: [{ name: 'Class A contents list', file: '/downloads/mediready-class-a-contents.pdf' }],
    tabs: [
      {
        tabTitle: 'Contents',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Class A contents list',
            file: '/downloads/mediready-class-a-contents.pdf',
            fileDescription: 'Every item with its ANSI Z308.1 minimum quantity and refill part number.',
          },
        ],
      },
    ],
  },
  {
    slug: 'mediready-class-b-first-aid-cabinet-50-person',
    name: 'MediReady ANSI Class B First Aid Cabinet, 50 Person',
    sku: 'MR-KIT-B50',
    type: 'simple',
    categories: ['first-aid', 'industrial'],
    tags: ['made-in-usa'],
    regularPrice: 129.99,
    salePrice: 114.99,
    stockStatus: 'instock',
    stockQuantity: 42,
    totalSales: 540,
    date: '2026-04-22T16:32:00Z',
    weight: '11.50',
    dimensions: { length: '15.0', width: '11.0', height: '5.5' },
    image: art('first-aid', 355, 'CLASS B', 'Metal wall-mount first aid cabinet with swing door', 2),
    shortDescription: para(
      'Metal cabinet stocked to ANSI Class B for high-risk workplaces and larger crews.',
    ),
    description: richText(
      ['Includes a tourniquet, splint, burn dressings and eyewash in a lockable metal cabinet.'],
      ['ANSI/ISEA Z308.1-2021 Class B, Type II', 'Metal cabinet with door', 'Tourniquet and splint included'],
    ),
    attributes: [attr('pa_standard', ['ansi-z308-1'])],
    tabs: [
      {
        tabTitle: 'Contents list',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Class B contents',
            file: '/downloads/mediready-class-b-contents.pdf',
            fileDescription: 'Itemized contents and refill part numbers.',
          },
        ],
      },
    ],
    seo: seo(
      'MediReady ANSI Class B First Aid Cabinet',
      'MediReady ANSI Z308.1 Class B first aid cabinet for 50 people, with tourniquet and splint. On sale.',
    ),
  },
  {
    slug: 'mediready-personal-eyewash-32-oz',
    name: 'MediReady Personal Eyewash Station, 32 oz (2 Bottles)',
    sku: 'MR-EYE-32',
    type: 'simple',
    categories: ['first-aid', 'industrial'],
    tags: ['chemical-resistant'],
    regularPrice: 19.99,
    stockStatus: 'instock',
    stockQuantity: 260,
    totalSales: 820,
    date: '2026-06-08T15:31:00Z',
    weight: '4.60',
    dimensions: { length: '12.0', width: '8.5', height: '4.0' },
    image: art('first-aid', 140, 'EYEWASH', 'Wall bracket with two green eyewash bottles', 3),
    shortDescription: para('Two 32 oz buffered saline bottles in a wall bracket for immediate eye flushing.'),
    description: richText(
      [
        'Personal eyewash supports, but does not replace, a plumbed or gravity-fed station meeting ANSI Z358.1, which OSHA requires where corrosives are used. Use these to start flushing on the way to the main station.',
      ],
      ['Two 32 oz bottles', 'Buffered isotonic saline', 'Wall bracket with dust cover'],
    ),
    attributes: [],
    seo: seo(
      'MediReady Personal Eyewash Station, 32 oz',
      'MediReady personal eyewash station with two 32 oz buffered saline bottles and wall bracket.',
    ),
  },
  {
    slug: 'mediready-burn-care-refill-kit',
    name: 'MediReady Burn Care Refill Kit',
    sku: 'MR-BURN',
    type: 'simple',
    categories: ['first-aid', 'industrial'],
    tags: ['welding', 'replacement-part'],
    regularPrice: 18.99,
    stockStatus: 'instock',
    stockQuantity: 170,
    totalSales: 460,
    date: '2025-03-04T09:00:00Z',
    weight: '0.60',
    dimensions: { length: '10.0', width: '8.0', height: '3.0' },
    image: art('first-aid', 50, 'BURN', 'Yellow-coded burn gel packets and dressings', 1),
    shortDescription: para(
      'Burn gel, gel-soaked dressings and gauze to restock kits in welding and kitchen areas.',
    ),
    description: richText(
      ['Color-coded yellow to match MediReady kits.'],
      ['Six burn gel packets', 'Two 4 x 4 in. burn dressings', 'Gauze roll'],
    ),
    attributes: [],
    seo: seo(
      'MediReady Burn Care Refill Kit',
      'MediReady burn care refill with burn gel and dressings for welding shops and kitchens.',
    ),
    reviews: [
      review(
        'Angela Price',
        5,
        '2025-04-29',
        'Restocked the kit in our welding shop. Matches the MediReady color coding.',
      ),
    ],
  },
  {
    slug: 'mediready-aed-defibrillator',
    name: 'MediReady Workplace AED Package',
    sku: 'MR-AED',
    type: 'external',
    categories: ['first-aid', 'industrial'],
    tags: ['healthcare'],
    regularPrice: 1499,
    stockStatus: 'instock',
    totalSales: 0,
    date: '2026-01-20T09:00:00Z',
    externalUrl: 'https://www.example.com/mediready/workplace-aed',
    buttonText: 'Buy from manufacturer',
    image: art('first-aid', 10, 'AED', 'Wall cabinet with automated external defibrillator'),
    shortDescription: para(
      'AED with cabinet, signage and CPR kit; sold by the manufacturer with medical direction included.',
    ),
    description: richText(
      [
        'AED sales require a physician prescription in the US. The manufacturer provides medical direction, registration and battery reminders.',
      ],
      ['FDA-approved AED', 'Wall cabinet with alarm', 'Five-year battery'],
    ),
    attributes: [],
    seo: seo(
      'MediReady Workplace AED Package',
      'Workplace AED package with cabinet, signage and medical direction, purchased from the manufacturer.',
    ),
  },
];
