import type { SeedProduct, SeedWarranty } from '../types.ts';
import { art, attr, optionRun, para, review, richText, seo, variation } from './helpers.ts';

/** Reusable half and full facepieces plus their particulate filters and gas/vapor cartridges. */

const facepieceWarranty: SeedWarranty = {
  warrantyDuration: '1 year',
  useCustomWarranty: false,
  customWarrantyItems: [],
};

const fullFaceWarranty: SeedWarranty = {
  warrantyDuration: '2 years',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Facepiece body', itemWarrantyDuration: '2 years' },
    { itemName: 'Lens', itemWarrantyDuration: '1 year' },
    { itemName: 'Head harness and valves', itemWarrantyDuration: '6 months' },
  ],
};

const filterLocation = (leaf: string): string[] => [leaf, 'respirator-filters', 'masks-respirators'];

export const respiratorProducts: SeedProduct[] = [
  // ── Half-face respirators ──────────────────────────────────────────────────
  {
    slug: 'safeair-hf-200-reusable-half-mask',
    name: 'SafeAir HF-200 Reusable Half-Mask Respirator',
    sku: 'SA-HF200',
    type: 'variable',
    categories: ['half-face-respirators', 'masks-respirators'],
    tags: ['reusable', 'niosh-approved', 'painting', 'asbestos-lead', 'best-seller'],
    regularPrice: 18.99,
    stockStatus: 'instock',
    totalSales: 2760,
    featured: true,
    date: '2024-01-23T09:00:00Z',
    weight: '0.25',
    dimensions: { length: '5.5', width: '5.0', height: '4.0' },
    image: art(
      'half-mask',
      'gray',
      'HF-200',
      'Gray HF-200 half-mask respirator with bayonet cartridge mounts',
    ),
    gallery: [
      art('half-mask', 0, 'HF-200', 'Half mask fitted with pink P100 filters', 1),
      art('half-mask', 'black', 'HF-200', 'Half mask fitted with black organic vapor cartridges', 2),
    ],
    shortDescription: para(
      'Lightweight thermoplastic half mask with twin bayonet mounts for SafeAir filters and cartridges.',
    ),
    description: richText(
      [
        'The HF-200 is the half mask we recommend most: light, inexpensive and easy to fit. It accepts every SafeAir bayonet cartridge and filter, so one facepiece covers dust, paint, solvents and ammonia.',
        'A half-facepiece respirator has an OSHA assigned protection factor of 10: it can be used up to ten times the permissible exposure limit, provided the wearer has been fit tested. Order the size that passes your fit test; most adults wear Medium.',
        'The facepiece alone is not a complete respirator. NIOSH approval (TC-84A-1432 with particulate filters, TC-23C-2210 with cartridges) applies only with SafeAir filters.',
      ],
      [
        'Sizes Small, Medium and Large',
        'Bayonet mounts for all SafeAir filters and cartridges',
        'Low-profile design fits under welding helmets and faceshields',
        'Weighs 3.2 oz without cartridges',
        'Replaceable inhalation and exhalation valves',
      ],
    ),
    attributes: [
      attr('pa_size', ['s', 'm', 'l'], true),
      attr('pa_filterclass', ['p100', 'ov', 'ov-ag', 'multi-gas']),
      attr('pa_standard', ['niosh-p100', 'niosh-cartridge']),
      attr('Assigned protection factor', ['10 (OSHA)']),
    ],
    variations: optionRun('SA-HF200', 'pa_size', ['s', 'm', 'l'], 18.99, [140, 460, 210]),
    defaultAttributes: { pa_size: 'm' },
    metaData: [{ key: '_niosh_approval', value: 'TC-84A-1432; TC-23C-2210' }],
    reviews: [
      review(
        'Phil Decker',
        5,
        '2024-03-15',
        'Medium fits me perfectly. With the OV cartridges I can varnish cabinets all day with no smell.',
      ),
      review(
        'Alicia Romero',
        4,
        '2024-06-01',
        'Comfortable, but the head harness clip is a little flimsy. Otherwise great value.',
      ),
      review(
        'Steve Kowalczyk',
        5,
        '2025-04-22',
        'Bought five for our crew. Everyone passed the fit test in M or L.',
      ),
    ],
    faqs: [
      {
        question: 'Which size do I need?',
        answer:
          'Medium fits most adults. If you cannot pass a fit test in Medium, try Small for narrow faces or Large for wide faces and long chins.',
      },
      {
        question: 'Are cartridges included?',
        answer:
          'No. Add P100 filters for dust and lead, OV cartridges for solvents and paint, or the multi-gas cartridge for ammonia and formaldehyde.',
      },
      {
        question: 'How do I clean it?',
        answer:
          'Remove filters, wash the facepiece in warm water with mild soap or a respirator cleaner, rinse and air dry. Do not use solvents.',
      },
    ],
    tabs: [
      {
        tabTitle: 'Filter guide',
        contentType: 'accordion',
        accordionItems: [
          { question: 'Dust, silica, lead, asbestos', answer: 'P100 filters or P100 pancake filters.' },
          {
            question: 'Paint, varnish, solvents',
            answer: 'OV cartridges, with N95 prefilters for spray painting.',
          },
          { question: 'Bleach, chlorine, acid fumes', answer: 'OV/AG cartridges.' },
          { question: 'Ammonia, formaldehyde, mixed chemicals', answer: 'Multi-gas/vapor cartridges.' },
        ],
      },
      {
        tabTitle: 'Videos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Fitting a half-mask respirator',
            youtubeUrl: 'https://www.youtube.com/watch?v=Lk2mP8sVd3w',
            videoDescription: 'Positive and negative pressure user seal checks.',
          },
        ],
      },
    ],
    warranty: facepieceWarranty,
    seo: seo(
      'SafeAir HF-200 Reusable Half-Mask Respirator',
      'SafeAir HF-200 reusable half mask with bayonet mounts for P100, OV and multi-gas cartridges. Sizes S, M, L.',
    ),
  },
  {
    slug: 'safeair-hf-800-silicone-half-mask',
    name: 'SafeAir HF-800 Silicone Half Mask with Drop-Down Harness',
    sku: 'SA-HF800',
    type: 'variable',
    categories: ['half-face-respirators', 'masks-respirators'],
    tags: ['reusable', 'niosh-approved', 'welding'],
    regularPrice: 34.99,
    stockStatus: 'instock',
    totalSales: 890,
    date: '2024-06-11T09:00:00Z',
    weight: '0.30',
    dimensions: { length: '6.0', width: '5.5', height: '4.5' },
    image: art('half-mask', 210, 'HF-800', 'Blue silicone half mask with drop-down buckle', 3),
    shortDescription: para(
      'Premium silicone half mask with a drop-down harness, so you can lower it between tasks without removing your helmet.',
    ),
    description: richText(
      [
        'Soft medical-grade silicone seals comfortably for hours and resists distortion from heat. The drop-down latch lets you lower the mask to talk or take a drink without taking off your hard hat or welding helmet.',
        'A large center exhalation valve cuts heat and moisture build-up, and the low nose bridge improves compatibility with safety glasses.',
      ],
      ['Silicone face seal', 'One-hand drop-down latch', 'Large exhalation valve', 'Sizes S, M, L'],
    ),
    attributes: [
      attr('pa_size', ['s', 'm', 'l'], true),
      attr('pa_filterclass', ['p100', 'ov', 'ov-ag']),
      attr('pa_standard', ['niosh-p100', 'niosh-cartridge']),
    ],
    variations: [
      variation('SA-HF800-S', { pa_size: 's' }, 34.99, 48),
      variation('SA-HF800-M', { pa_size: 'm' }, 34.99, 122, { salePrice: 31.49 }),
      variation('SA-HF800-L', { pa_size: 'l' }, 34.99, 'onbackorder'),
    ],
    defaultAttributes: { pa_size: 'm' },
    reviews: [
      review(
        'Marcus Lee',
        5,
        '2024-09-03',
        'The drop-down latch is worth every penny when you wear a welding hood all day.',
      ),
      review(
        'Dennis Albright',
        5,
        '2025-05-10',
        'Silicone is so much more comfortable than the rubber masks I used to wear.',
      ),
    ],
    warranty: facepieceWarranty,
    seo: seo(
      'SafeAir HF-800 Silicone Half Mask, Drop-Down',
      'SafeAir HF-800 silicone half-mask respirator with drop-down harness and large exhalation valve. Sizes S, M, L.',
    ),
  },
  {
    slug: 'safeair-hf-200-paint-respirator-kit',
    name: 'SafeAir HF-200 Paint Project Respirator Kit (OV/P95)',
    sku: 'SA-HF200-PK',
    type: 'simple',
    categories: ['half-face-respirators', 'masks-respirators'],
    tags: ['reusable', 'niosh-approved', 'painting'],
    regularPrice: 39.99,
    salePrice: 34.99,
    stockStatus: 'instock',
    stockQuantity: 210,
    totalSales: 1640,
    date: '2024-03-19T09:00:00Z',
    weight: '0.60',
    dimensions: { length: '6.5', width: '5.8', height: '4.5' },
    image: art('half-mask', 30, 'OV/P95', 'Half mask kit with organic vapor cartridges and prefilters', 1),
    shortDescription: para(
      'Medium HF-200 with organic vapor cartridges, P95 prefilters and retainers, ready for spray painting.',
    ),
    description: richText(
      [
        'Everything a DIY painter or cabinet shop needs to start: the mask, a pair of OV cartridges and four P95 prefilters for overspray. Replace cartridges when you smell or taste solvent, or per your change schedule.',
      ],
      [
        'Medium HF-200 facepiece',
        'Two OV cartridges, four P95 prefilters, two retainers',
        'Resealable storage bag',
      ],
    ),
    attributes: [attr('pa_filterclass', ['ov', 'p95']), attr('pa_standard', ['niosh-cartridge'])],
    reviews: [
      review(
        'Kim Nguyen',
        4,
        '2024-05-21',
        'Sprayed lacquer in the garage with zero smell. Wish it came with a size option.',
      ),
    ],
    seo: seo(
      'SafeAir Paint Respirator Kit, OV/P95',
      'SafeAir HF-200 half-mask paint respirator kit with organic vapor cartridges and P95 prefilters. On sale.',
    ),
  },
  {
    slug: 'safeair-hf-500-en-140-half-mask-rd40',
    name: 'SafeAir HF-500 EN 140 Half Mask, Rd40 Thread',
    sku: 'SA-HF500',
    type: 'simple',
    categories: ['half-face-respirators', 'masks-respirators'],
    tags: ['reusable'],
    regularPrice: 29.99,
    stockStatus: 'instock',
    stockQuantity: 65,
    totalSales: 240,
    date: '2026-08-27T12:55:00Z',
    weight: '0.35',
    dimensions: { length: '5.5', width: '5.5', height: '5.0' },
    image: art('half-mask', 120, 'HF-500', 'Half mask with a single front Rd40 filter port', 2),
    shortDescription: para(
      'EN 140 half mask with a single Rd40 standard thread, for European A2P3 and ABEK filters.',
    ),
    description: richText(
      [
        'Designed for international crews and contractors working to European specs. The single Rd40 port takes any EN 148-1 filter, including our A2P3 and P3 R filters.',
      ],
      ['EN 140:1998', 'Single Rd40 (EN 148-1) thread', 'Not NIOSH approved'],
    ),
    attributes: [attr('pa_filterclass', ['p3', 'a2p3']), attr('pa_standard', ['en-140'])],
    seo: seo(
      'SafeAir HF-500 EN 140 Half Mask, Rd40',
      'SafeAir HF-500 EN 140 half mask with single Rd40 thread for A2P3, ABEK and P3 filters.',
    ),
  },
  {
    slug: 'safeair-hf-300-low-profile-p100-half-mask',
    name: 'SafeAir HF-300 Low-Profile P100 Half Mask',
    sku: 'SA-HF300-P100',
    type: 'simple',
    categories: ['half-face-respirators', 'masks-respirators'],
    tags: ['reusable', 'niosh-approved', 'p100', 'asbestos-lead', 'welding'],
    regularPrice: 27.99,
    stockStatus: 'instock',
    stockQuantity: 175,
    totalSales: 1310,
    date: '2024-10-01T09:00:00Z',
    weight: '0.28',
    dimensions: { length: '7.0', width: '5.0', height: '4.8' },
    image: art('half-mask', 320, 'P100', 'Low-profile half mask with two magenta pancake filters', 1),
    shortDescription: para('Slim half mask with P100 pancake filters that fits under welding helmets.'),
    description: richText(
      [
        'Pancake filters sit flat against the cheeks, leaving room inside a welding helmet or under a faceshield. P100 is the right choice for lead, cadmium and manganese fume and for asbestos abatement under OSHA 1926.1101.',
      ],
      [
        'Includes one pair of P100 pancake filters',
        'NIOSH TC-84A-1455',
        'Sizes fit most adults (M/L facepiece)',
      ],
    ),
    attributes: [attr('pa_filterclass', ['p100']), attr('pa_standard', ['niosh-p100'])],
    reviews: [
      review(
        'Leroy Jackson',
        5,
        '2024-12-09',
        'Fits under my welding hood, which is the whole point. Good seal.',
      ),
      review(
        'Tara Milligan',
        5,
        '2025-09-18',
        'Used for lead paint removal on our 1920s house. Easy to breathe through.',
      ),
    ],
    warranty: facepieceWarranty,
    seo: seo(
      'SafeAir HF-300 Low-Profile P100 Half Mask',
      'SafeAir HF-300 low-profile half mask with P100 pancake filters. Fits under welding helmets. NIOSH approved.',
    ),
    metaData: [{ key: '_niosh_approval', value: 'TC-84A-1455' }],
  },

  // ── Full-face respirators ──────────────────────────────────────────────────
  {
    slug: 'safeair-ff-600-full-face-respirator',
    name: 'SafeAir FF-600 Full-Facepiece Respirator',
    sku: 'SA-FF600',
    type: 'variable',
    categories: ['full-face-respirators', 'masks-respirators'],
    tags: ['reusable', 'niosh-approved', 'impact-resistant', 'anti-fog'],
    regularPrice: 139.99,
    stockStatus: 'instock',
    totalSales: 612,
    date: '2024-02-27T09:00:00Z',
    weight: '1.10',
    dimensions: { length: '8.5', width: '6.5', height: '5.5' },
    image: art(
      'full-face-mask',
      'black',
      'FF-600',
      'Black full-face respirator with wide lens and two cartridges',
    ),
    gallery: [
      art('full-face-mask', 'black', 'FF-600', 'Side view showing the four-point head harness', 1),
      art('full-face-mask', 'black', 'FF-600', 'Mask with organic vapor cartridges installed', 3),
    ],
    shortDescription: para(
      'Full-facepiece respirator with a wide, impact-resistant lens; APF 50 with a quantitative fit test.',
    ),
    description: richText(
      [
        'The FF-600 protects the eyes, face and lungs together, which matters with irritating vapors such as ammonia or formaldehyde that also attack the eyes. Its polycarbonate lens meets ANSI Z87.1 high-impact requirements and has an anti-fog, anti-scratch coating.',
        'A full facepiece has an OSHA assigned protection factor of 50 when quantitatively fit tested (10 with a qualitative test). It uses the same bayonet filters and cartridges as our half masks.',
        'Six-point head harness, silicone face seal and a nose cup that directs exhaled air away from the lens to prevent fogging.',
      ],
      [
        'NIOSH TC-84A-1501 (particulate) and TC-23C-2240 (cartridges)',
        'Lens rated ANSI Z87.1 high impact',
        'Silicone face seal, six-point harness',
        'Speaking diaphragm for clearer communication',
        'Sizes S, M, L',
      ],
    ),
    attributes: [
      attr('pa_size', ['s', 'm', 'l'], true),
      attr('pa_filterclass', ['p100', 'ov', 'ov-ag', 'multi-gas']),
      attr('pa_standard', ['niosh-p100', 'niosh-cartridge', 'ansi-z87-1']),
      attr('Assigned protection factor', ['50 (OSHA, quantitative fit test)']),
    ],
    variations: [
      variation('SA-FF600-S', { pa_size: 's' }, 139.99, 'outofstock'),
      variation('SA-FF600-M', { pa_size: 'm' }, 139.99, 36),
      variation('SA-FF600-L', { pa_size: 'l' }, 139.99, 21),
    ],
    defaultAttributes: { pa_size: 'm' },
    reviews: [
      review(
        'Victor Osterman',
        5,
        '2024-05-17',
        'Lens is huge and clear. Used it for a mold remediation job and forgot I was wearing it.',
      ),
      review(
        'Dana Whitfield',
        4,
        '2024-11-08',
        'Great mask. Spectacle kit is a must if you wear glasses, order it at the same time.',
      ),
      review(
        'Hector Ruiz',
        3,
        '2025-07-01',
        'Fits well but the harness straps pull my hair. Shaved my head, problem solved.',
      ),
    ],
    faqs: [
      {
        question: 'Can I wear glasses inside?',
        answer:
          'Regular eyeglass temples break the seal. Use the FF-series spectacle kit, which mounts your prescription lenses inside the mask.',
      },
      {
        question: 'What APF does it have?',
        answer:
          'OSHA assigns APF 50 to full facepieces when users pass a quantitative fit test; with a qualitative test, the APF is limited to 10.',
      },
      {
        question: 'Does it work with a PAPR?',
        answer: 'No, this is a negative-pressure respirator. For powered air use a Versaflo headtop.',
      },
    ],
    tabs: [
      {
        tabTitle: 'Downloads',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'FF-600 user instructions',
            file: '/downloads/safeair-ff-600-instructions.pdf',
            fileDescription: 'Assembly, seal checks, cleaning and storage.',
          },
          {
            fileTitle: 'NIOSH approval matrix',
            file: '/downloads/safeair-ff-600-niosh-matrix.pdf',
            fileDescription: 'Approved filter and cartridge combinations.',
          },
        ],
      },
    ],
    warranty: fullFaceWarranty,
    seo: seo(
      'SafeAir FF-600 Full-Face Respirator',
      'SafeAir FF-600 full-facepiece respirator with impact-rated lens, silicone seal and APF 50. Sizes S, M, L.',
    ),
    metaData: [{ key: '_niosh_approval', value: 'TC-84A-1501; TC-23C-2240' }],
  },
  {
    slug: 'safeair-ff-800-silicone-full-face',
    name: 'SafeAir FF-800 Silicone Full Face with Spectacle Kit',
    sku: 'SA-FF800',
    type: 'simple',
    categories: ['full-face-respirators', 'masks-respirators'],
    tags: ['reusable', 'niosh-approved', 'anti-fog'],
    regularPrice: 229,
    stockStatus: 'instock',
    stockQuantity: 14,
    totalSales: 188,
    date: '2025-01-28T09:00:00Z',
    weight: '1.25',
    dimensions: { length: '9.2', width: '7.5', height: '5.8' },
    image: art('full-face-mask', 0, 'FF-800', 'Full-face respirator with spectacle insert frame', 2),
    shortDescription: para(
      'Premium silicone full face that ships with a spectacle kit for prescription wearers.',
    ),
    description: richText(
      [
        'The FF-800 adds a softer silicone seal, a scratch-resistant hard-coated lens and a spectacle kit your optician can glaze. One size fits most adult faces.',
      ],
      ['NIOSH approved with SafeAir filters', 'Spectacle kit included', 'Hard-coated polycarbonate lens'],
    ),
    attributes: [
      attr('pa_filterclass', ['p100', 'ov', 'multi-gas']),
      attr('pa_standard', ['niosh-p100', 'niosh-cartridge', 'ansi-z87-1']),
    ],
    warranty: fullFaceWarranty,
    seo: seo(
      'SafeAir FF-800 Silicone Full Face Respirator',
      'SafeAir FF-800 silicone full-face respirator with spectacle kit and hard-coated lens. NIOSH approved.',
    ),
    reviews: [
      review(
        'Brent Caldwell',
        5,
        '2025-04-24',
        'The spectacle kit is what sold me. My optometrist glazed it in a day.',
      ),
    ],
  },
  {
    slug: 'safeair-ff-400-en-136-full-face-rd40',
    name: 'SafeAir FF-400 EN 136 Class 2 Full Face Mask, Rd40',
    sku: 'SA-FF400',
    type: 'simple',
    categories: ['full-face-respirators', 'masks-respirators'],
    tags: ['reusable'],
    regularPrice: 189,
    salePrice: 169,
    stockStatus: 'instock',
    stockQuantity: 8,
    totalSales: 77,
    date: '2025-05-13T09:00:00Z',
    weight: '1.30',
    dimensions: { length: '9.0', width: '7.0', height: '6.0' },
    image: art('full-face-mask', 40, 'FF-400', 'Full-face mask with a single front Rd40 filter', 1),
    shortDescription: para('European-spec full face mask with a single Rd40 thread, EN 136 Class 2.'),
    description: richText(
      ['For export projects and sites that specify EN filters. Takes any EN 148-1 Rd40 filter.'],
      ['EN 136 Class 2', 'Rd40 thread', 'Not NIOSH approved'],
    ),
    attributes: [attr('pa_filterclass', ['p3', 'a2p3', 'abek1p3']), attr('pa_standard', ['en-136'])],
    warranty: fullFaceWarranty,
    seo: seo(
      'SafeAir FF-400 EN 136 Full Face Mask, Rd40',
      'SafeAir FF-400 EN 136 Class 2 full face mask with Rd40 thread for A2P3, ABEK and P3 filters. On sale.',
    ),
  },
  {
    slug: 'safeair-ff-600-asbestos-kit',
    name: 'SafeAir FF-600 Asbestos and Lead Abatement Kit',
    sku: 'SA-FF600-ASB',
    type: 'simple',
    categories: ['full-face-respirators', 'masks-respirators'],
    tags: ['reusable', 'niosh-approved', 'p100', 'asbestos-lead'],
    regularPrice: 169,
    stockStatus: 'outofstock',
    stockQuantity: 0,
    totalSales: 142,
    date: '2026-07-05T08:39:00Z',
    weight: '1.40',
    dimensions: { length: '9.5', width: '7.2', height: '6.0' },
    image: art(
      'full-face-mask',
      320,
      'ASBESTOS',
      'Full-face respirator kit with P100 filters and storage case',
      2,
    ),
    shortDescription: para(
      'Medium FF-600 with two pairs of P100 filters and a storage case for abatement crews.',
    ),
    description: richText(
      [
        'Abatement work under OSHA 1926.1101 and 1926.62 requires at least a half mask with P100 filters; many contractors standardize on full faces for eye protection and the higher APF.',
      ],
      ['Medium FF-600 facepiece', 'Two pairs of P100 filters', 'Hard storage case'],
    ),
    attributes: [attr('pa_filterclass', ['p100']), attr('pa_standard', ['niosh-p100'])],
    warranty: fullFaceWarranty,
    seo: seo(
      'SafeAir FF-600 Asbestos and Lead Kit',
      'SafeAir FF-600 full-face respirator kit with P100 filters and storage case for asbestos and lead abatement.',
    ),
  },
  {
    slug: 'safeair-ff-900-cbrn-full-face',
    name: 'SafeAir FF-900 CBRN Full-Face Respirator',
    sku: 'SA-FF900',
    type: 'external',
    categories: ['full-face-respirators', 'masks-respirators'],
    tags: ['niosh-approved', 'reusable'],
    regularPrice: 499,
    stockStatus: 'instock',
    totalSales: 0,
    date: '2025-10-21T09:00:00Z',
    externalUrl: 'https://www.example.com/safeair/ff-900-cbrn',
    buttonText: 'Buy from manufacturer',
    image: art('full-face-mask', 100, 'CBRN', 'Olive full-face CBRN respirator with 40 mm canister', 3),
    shortDescription: para(
      'CBRN-rated full face for emergency responders; sales restricted and fulfilled by the manufacturer.',
    ),
    description: richText(
      [
        'CBRN respirators are sold to agencies and qualified buyers only. The manufacturer verifies eligibility and handles training requirements.',
      ],
      [
        'NIOSH CBRN APR approval',
        'Standard 40 mm NATO thread canister',
        'Drinking tube and voice amplifier port',
      ],
    ),
    attributes: [attr('pa_standard', ['niosh-p100'])],
    warranty: fullFaceWarranty,
    seo: seo(
      'SafeAir FF-900 CBRN Full-Face Respirator',
      'SafeAir FF-900 NIOSH CBRN full-face respirator for first responders. Sold through the manufacturer.',
    ),
  },

  // ── Particulate filters ────────────────────────────────────────────────────
  {
    slug: 'safeair-p100-pancake-filters',
    name: 'SafeAir P100 Pancake Filters',
    sku: 'SA-P100-PC',
    type: 'variable',
    categories: filterLocation('particulate-filters'),
    tags: ['p100', 'niosh-approved', 'asbestos-lead', 'replacement-part'],
    regularPrice: 12.99,
    stockStatus: 'instock',
    totalSales: 3190,
    date: '2024-01-23T09:30:00Z',
    weight: '0.10',
    dimensions: { length: '4.5', width: '4.0', height: '2.5' },
    image: art('filter-cartridge', 320, 'P100', 'Pair of magenta P100 pancake filters'),
    shortDescription: para('Low-profile P100 filters for lead, asbestos, silica and welding fume.'),
    description: richText(
      [
        'P100 filters stop at least 99.97% of particles, including oil mists. Replace when breathing becomes difficult or the filter is damaged or soiled.',
      ],
      ['NIOSH P100', 'Fits HF-200, HF-300, HF-800 and FF-series', 'Sold by the pair'],
    ),
    attributes: [
      attr('pa_filterclass', ['p100']),
      attr('pa_standard', ['niosh-p100']),
      attr('Pack size', ['1 pair', '5 pairs'], true),
    ],
    variations: [
      variation('SA-P100-PC-1', { 'Pack size': '1 pair' }, 12.99, 900),
      variation('SA-P100-PC-5', { 'Pack size': '5 pairs' }, 54.99, 160, { salePrice: 49.99 }),
    ],
    defaultAttributes: { 'Pack size': '1 pair' },
    reviews: [
      review(
        'Nick Sorensen',
        5,
        '2024-04-27',
        'These are my go-to for sanding old paint. Slim enough to see my work.',
      ),
      review('Rita Gallagher', 4, '2025-02-14', 'Good filters. The 5-pair pack is a better deal.'),
    ],
    seo: seo(
      'SafeAir P100 Pancake Filters',
      'SafeAir NIOSH P100 pancake filters for lead, asbestos, silica and welding fume. One pair or five pairs.',
    ),
    faqs: [
      {
        question: 'Are they suitable for asbestos?',
        answer:
          'A half mask with P100 filters is the minimum OSHA 1926.1101 allows for most asbestos work. Follow your abatement plan for anything more.',
      },
      {
        question: 'How often should I change them?',
        answer:
          'When breathing gets harder or the filters are damaged or dirty. For lead and asbestos, replace them at the end of each shift.',
      },
    ],
  },
  {
    slug: 'safeair-n95-prefilters-and-retainers',
    name: 'SafeAir N95 Prefilters with Retainers (10 Prefilters)',
    sku: 'SA-N95-PRE',
    type: 'simple',
    categories: filterLocation('particulate-filters'),
    tags: ['n95', 'niosh-approved', 'painting', 'replacement-part'],
    regularPrice: 8.99,
    stockStatus: 'instock',
    stockQuantity: 640,
    totalSales: 1880,
    date: '2026-02-07T15:25:00Z',
    weight: '0.08',
    dimensions: { length: '6.0', width: '3.5', height: '2.2' },
    image: art('filter-cartridge', 'white', 'N95 PRE', 'White round N95 prefilters and two retainer caps', 1),
    shortDescription: para('N95 prefilter pads that snap over cartridges for paint overspray and dust.'),
    description: richText(
      ['Adds N95 particulate protection to OV or OV/AG cartridges and keeps overspray from clogging them.'],
      ['Ten prefilters', 'Two retainers', 'NIOSH N95'],
    ),
    attributes: [attr('pa_filterclass', ['n95']), attr('pa_standard', ['niosh-n95'])],
    seo: seo(
      'SafeAir N95 Prefilters with Retainers',
      'SafeAir NIOSH N95 prefilter pads with retainers for organic vapor cartridges. Ten prefilters, two retainers.',
    ),
  },
  {
    slug: 'safeair-p100-filter-nuisance-ov',
    name: 'SafeAir P100 Filter with Nuisance OV Relief (Pair)',
    sku: 'SA-P100-NOV',
    type: 'simple',
    categories: filterLocation('particulate-filters'),
    tags: ['p100', 'niosh-approved', 'welding', 'replacement-part'],
    regularPrice: 16.99,
    stockStatus: 'instock',
    stockQuantity: 310,
    totalSales: 960,
    date: '2026-05-12T13:23:00Z',
    weight: '0.14',
    dimensions: { length: '5.2', width: '4.5', height: '1.8' },
    image: art('filter-cartridge', 300, 'P100 OV', 'Magenta P100 filters with charcoal layer', 2),
    shortDescription: para(
      'P100 filter with a carbon layer for relief from nuisance-level organic vapors and ozone.',
    ),
    description: richText(
      [
        'Ideal for welding where ozone odor is a nuisance but below the exposure limit. Not approved for organic vapors above the PEL.',
      ],
      ['NIOSH P100', 'Carbon layer', 'Pair'],
    ),
    attributes: [attr('pa_filterclass', ['p100']), attr('pa_standard', ['niosh-p100'])],
    seo: seo(
      'SafeAir P100 Filter with Nuisance OV, Pair',
      'SafeAir NIOSH P100 filters with carbon layer for nuisance organic vapor and ozone odor relief. Sold in pairs.',
    ),
  },
  {
    slug: 'safeair-p3-r-filter-rd40',
    name: 'SafeAir P3 R Particle Filter, Rd40',
    sku: 'SA-P3-RD40',
    type: 'simple',
    categories: filterLocation('particulate-filters'),
    tags: ['replacement-part'],
    regularPrice: 19.99,
    stockStatus: 'instock',
    stockQuantity: 90,
    totalSales: 210,
    date: '2025-03-25T09:30:00Z',
    weight: '0.20',
    dimensions: { length: '5.0', width: '4.0', height: '2.0' },
    image: art('filter-cartridge', 'white', 'P3 R', 'White Rd40 threaded P3 particle filter', 3),
    shortDescription: para('EN 143 P3 R filter with standard Rd40 thread for EN 136 and EN 140 masks.'),
    description: richText(
      ['Reusable across shifts (R) until breathing resistance rises.'],
      ['EN 143 P3 R', 'Rd40 thread (EN 148-1)'],
    ),
    attributes: [attr('pa_filterclass', ['p3']), attr('pa_standard', ['en-143'])],
    seo: seo(
      'SafeAir P3 R Particle Filter, Rd40 Thread',
      'SafeAir EN 143 P3 R particle filter with standard Rd40 thread for EN 136 full face and EN 140 half masks.',
    ),
  },

  // ── Gas & vapor cartridges ─────────────────────────────────────────────────
  {
    slug: 'safeair-organic-vapor-cartridges',
    name: 'SafeAir Organic Vapor Cartridges',
    sku: 'SA-OV',
    type: 'variable',
    categories: filterLocation('gas-vapour-filters'),
    tags: ['niosh-approved', 'painting', 'replacement-part'],
    regularPrice: 17.99,
    stockStatus: 'instock',
    totalSales: 2470,
    date: '2024-01-23T10:00:00Z',
    weight: '0.30',
    dimensions: { length: '6.0', width: '4.8', height: '3.0' },
    image: art('filter-cartridge', 'black', 'OV', 'Pair of black organic vapor cartridges'),
    shortDescription: para('NIOSH OV cartridges for paints, stains, solvents and adhesives.'),
    description: richText(
      [
        'Activated carbon adsorbs organic vapors until it is saturated, after which vapor breaks through. OSHA requires a written change schedule based on exposure data or the manufacturer’s service-life software, not on smell alone.',
      ],
      [
        'NIOSH OV, TC-23C-2210',
        'Bayonet mount for all SafeAir facepieces',
        'Add N95 or P100 prefilters for spray work',
      ],
    ),
    attributes: [
      attr('pa_filterclass', ['ov']),
      attr('pa_standard', ['niosh-cartridge']),
      attr('Pack size', ['1 pair', '6 pairs'], true),
    ],
    variations: [
      variation('SA-OV-1', { 'Pack size': '1 pair' }, 17.99, 520),
      variation('SA-OV-6', { 'Pack size': '6 pairs' }, 94.99, 44),
    ],
    defaultAttributes: { 'Pack size': '1 pair' },
    faqs: [
      {
        question: 'How long do OV cartridges last?',
        answer:
          'It depends on concentration, humidity and breathing rate. Use a change schedule; for occasional DIY use, replace after about 40 hours or sooner if you smell vapor.',
      },
      {
        question: 'Do they protect against spray paint particles?',
        answer:
          'Add N95 prefilters for overspray. For isocyanate (2K) paints, a supplied-air or PAPR system is recommended.',
      },
    ],
    seo: seo(
      'SafeAir Organic Vapor Cartridges',
      'SafeAir NIOSH organic vapor cartridges for paints, solvents and adhesives. One pair or six pairs.',
    ),
    reviews: [
      review(
        'Terry Walsh',
        5,
        '2024-04-03',
        'Staining a deck with oil-based stain. No smell at all with these on my HF-200.',
      ),
      review(
        'Nadia Hussein',
        4,
        '2024-11-21',
        'Good cartridges. The 6-pair pack is the way to go for a busy shop.',
      ),
    ],
    tabs: [
      {
        tabTitle: 'Change schedule basics',
        contentType: 'text',
        textContent:
          '<p>OSHA 1910.134(d)(3)(iii) requires a written change schedule for gas and vapor cartridges unless they have an end-of-service-life indicator. Base it on the contaminant, its concentration, humidity, temperature and work rate, using the manufacturer’s service-life data. Change sooner if you smell or taste the contaminant.</p>',
      },
    ],
  },
  {
    slug: 'safeair-ov-ag-cartridges',
    name: 'SafeAir Organic Vapor/Acid Gas Cartridges (Pair)',
    sku: 'SA-OVAG-2',
    type: 'simple',
    categories: filterLocation('gas-vapour-filters'),
    tags: ['niosh-approved', 'replacement-part'],
    regularPrice: 19.99,
    stockStatus: 'instock',
    stockQuantity: 380,
    totalSales: 1350,
    date: '2024-02-27T09:30:00Z',
    weight: '0.32',
    dimensions: { length: '5.0', width: '4.5', height: '3.5' },
    image: art('filter-cartridge', 50, 'OV/AG', 'Pair of yellow organic vapor and acid gas cartridges', 1),
    shortDescription: para(
      'Cartridges for organic vapors plus chlorine, hydrogen chloride and sulfur dioxide.',
    ),
    description: richText(
      ['For pool chemicals, bleach cleaning, pickling and etching operations.'],
      ['NIOSH OV/AG', 'Bayonet mount', 'Pair'],
    ),
    attributes: [attr('pa_filterclass', ['ov-ag']), attr('pa_standard', ['niosh-cartridge'])],
    reviews: [
      review('Frank Delgado', 5, '2024-07-06', 'Pool service guy here. These make shocking pools bearable.'),
    ],
    seo: seo(
      'SafeAir OV/AG Cartridges, Pair',
      'SafeAir NIOSH organic vapor and acid gas cartridges for chlorine, HCl and SO2. Bayonet mount, sold in pairs.',
    ),
  },
  {
    slug: 'safeair-multi-gas-vapor-cartridges',
    name: 'SafeAir Multi-Gas/Vapor Cartridges (Pair)',
    sku: 'SA-MG-2',
    type: 'simple',
    categories: filterLocation('gas-vapour-filters'),
    tags: ['niosh-approved', 'replacement-part'],
    regularPrice: 27.99,
    stockStatus: 'outofstock',
    stockQuantity: 0,
    totalSales: 780,
    date: '2026-03-19T09:07:00Z',
    weight: '0.36',
    dimensions: { length: '6.5', width: '4.0', height: '3.2' },
    image: art('filter-cartridge', 80, 'MULTI', 'Olive multi-gas respirator cartridges', 2),
    shortDescription: para(
      'Broad-spectrum cartridges for ammonia, methylamine, formaldehyde and acid gases.',
    ),
    description: richText(
      ['The right choice for farms, labs and mixed-chemical janitorial work.'],
      ['NIOSH multi-gas/vapor', 'Pair'],
    ),
    attributes: [attr('pa_filterclass', ['multi-gas']), attr('pa_standard', ['niosh-cartridge'])],
    seo: seo(
      'SafeAir Multi-Gas/Vapor Cartridges, Pair',
      'SafeAir NIOSH multi-gas/vapor cartridges for ammonia, formaldehyde and acid gases. Sold in pairs.',
    ),
  },
  {
    slug: 'safeair-a2p3-combination-filter-rd40',
    name: 'SafeAir A2P3 Combination Filter, Rd40',
    sku: 'SA-A2P3-RD40',
    type: 'simple',
    categories: filterLocation('gas-vapour-filters'),
    tags: ['painting', 'replacement-part'],
    regularPrice: 34.99,
    stockStatus: 'instock',
    stockQuantity: 55,
    totalSales: 160,
    date: '2026-08-07T15:04:00Z',
    weight: '0.55',
    dimensions: { length: '5.8', width: '5.0', height: '2.8' },
    image: art('filter-cartridge', 30, 'A2P3', 'Brown and white A2P3 Rd40 filter canister', 3),
    shortDescription: para('EN 14387 A2 organic gas plus EN 143 P3 particle filter in one Rd40 canister.'),
    description: richText(
      [
        'For spraying solvent-based coatings with EN 136 or EN 140 masks. A2 is the medium-capacity class (up to 5,000 ppm).',
      ],
      ['EN 14387 A2 / EN 143 P3 R D', 'Rd40 thread'],
    ),
    attributes: [attr('pa_filterclass', ['a2p3']), attr('pa_standard', ['en-14387', 'en-143'])],
    seo: seo(
      'SafeAir A2P3 Combination Filter, Rd40',
      'SafeAir EN 14387 A2P3 combination filter with Rd40 thread for organic vapors and particles.',
    ),
  },
  {
    slug: 'safeair-abek-filters-bayonet',
    name: 'SafeAir ABEK1 Filters, Bayonet (Pair)',
    sku: 'SA-ABEK',
    type: 'variable',
    categories: filterLocation('gas-vapour-filters'),
    tags: ['replacement-part'],
    regularPrice: 29.99,
    stockStatus: 'instock',
    totalSales: 230,
    date: '2026-10-13T11:54:00Z',
    weight: '0.40',
    dimensions: { length: '5.5', width: '4.5', height: '3.0' },
    image: art('filter-cartridge', 60, 'ABEK1', 'Multi-color banded ABEK1 filters', 1),
    shortDescription: para(
      'EN 14387 multi-gas filters for organic, inorganic, acid gases and ammonia, with optional P3.',
    ),
    description: richText(
      [
        'ABEK covers the four main gas families at class 1 capacity (up to 1,000 ppm). Choose ABEK1P3 to add particle protection.',
      ],
      ['EN 14387 ABEK1', 'Optional P3', 'Bayonet for HF and FF series'],
    ),
    attributes: [attr('pa_filterclass', ['abek1', 'abek1p3'], true), attr('pa_standard', ['en-14387'])],
    variations: [
      variation('SA-ABEK1', { pa_filterclass: 'abek1' }, 29.99, 70),
      variation('SA-ABEK1P3', { pa_filterclass: 'abek1p3' }, 39.99, 25),
    ],
    defaultAttributes: { pa_filterclass: 'abek1' },
    seo: seo(
      'SafeAir ABEK1 and ABEK1P3 Filters, Pair',
      'SafeAir EN 14387 ABEK1 and ABEK1P3 bayonet filters for organic, inorganic and acid gases and ammonia.',
    ),
  },
];
