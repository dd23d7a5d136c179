import type { SeedProduct } from '../types.ts';
import { art, attr, optionRun, para, review, richText, seo, variation } from './helpers.ts';
import { respiratorProducts } from './products-respirators.ts';

const en149 = attr('pa_standard', ['en-149']);

/** Disposable FFP2/FFP3/N95 respirators and procedure masks. */
const disposableMaskProducts: SeedProduct[] = [
  // ── FFP2 masks ─────────────────────────────────────────────────────────────
  {
    slug: 'safeair-ffp2-folding-mask-unvalved',
    name: 'SafeAir FFP2 NR D Folding Mask, Unvalved',
    sku: 'SA-FFP2-F',
    type: 'variable',
    categories: ['ffp2-masks', 'masks-respirators'],
    tags: ['ffp2', 'unvalved', 'disposable', 'latex-free'],
    regularPrice: 9.99,
    stockStatus: 'instock',
    totalSales: 4680,
    date: '2024-01-09T09:00:00Z',
    weight: '0.35',
    dimensions: { length: '7.0', width: '4.5', height: '2.0' },
    image: art('mask-ffp2', 'white', 'FFP2', 'White three-panel folding FFP2 mask with head straps'),
    gallery: [
      art('mask-ffp2', 'white', 'FFP2', 'Mask unfolded showing the adjustable nose clip', 1),
      art('mask-ffp2', 'white', 'FFP2 x50', 'Box of 50 masks', 3),
    ],
    shortDescription: para(
      'Three-panel FFP2 mask with a soft nose foam and head straps, for dust, mists and travel.',
    ),
    description: richText(
      [
        'The SafeAir three-panel design flexes with your face as you talk, so the seal holds better than a flat mask. Without a valve, it filters both the air you breathe in and the air you breathe out, which makes it a good choice around other people.',
        'Certified to EN 149:2001+A1:2009 FFP2 NR D: at least 94% filtration efficiency, total inward leakage below 8% and passed the dolomite clogging test for comfortable breathing in dusty work. NR means single-shift use.',
        'FFP2 is the European class closest to NIOSH N95. It is not NIOSH approved, so for OSHA-required respirator programs in the US choose an N95.',
      ],
      [
        'EN 149:2001+A1:2009 FFP2 NR D',
        'Head straps, not ear loops, for a reliable seal',
        'Adjustable aluminum nose clip with foam strip',
        'Individually wrapped; latex-free',
      ],
    ),
    attributes: [attr('pa_filterclass', ['ffp2']), en149, attr('Pack size', ['10', '20', '50'], true)],
    variations: [
      variation('SA-FFP2-F-10', { 'Pack size': '10' }, 9.99, 820),
      variation('SA-FFP2-F-20', { 'Pack size': '20' }, 17.99, 640, { salePrice: 15.99 }),
      variation('SA-FFP2-F-50', { 'Pack size': '50' }, 39.99, 210),
    ],
    defaultAttributes: { 'Pack size': '20' },
    reviews: [
      review(
        'Heather Lindgren',
        5,
        '2024-02-18',
        'Best fitting folding mask I have tried. No fogging on my glasses once the nose clip is pinched.',
      ),
      review(
        'Omar Haddad',
        4,
        '2024-05-06',
        'Comfortable for drywall sanding. Straps are a bit tight for my big head but they hold.',
      ),
      review(
        'Janet Cho',
        5,
        '2025-01-11',
        'Use these on flights and in the garden shed. The 50 box is a great deal.',
      ),
    ],
    faqs: [
      {
        question: 'Is FFP2 the same as N95?',
        answer:
          'They are close: FFP2 filters at least 94% and N95 at least 95%, but they are tested to different standards. Only N95 is NIOSH approved for OSHA programs.',
      },
      {
        question: 'Can I reuse it?',
        answer:
          'NR masks are for a single shift. Replace sooner if it becomes wet, damaged or hard to breathe through.',
      },
    ],
    seo: seo(
      'SafeAir FFP2 NR D Folding Mask, Unvalved',
      'SafeAir EN 149 FFP2 NR D folding mask with head straps and nose foam. Packs of 10, 20 or 50. Latex-free.',
    ),
    tabs: [
      {
        tabTitle: 'How to wear it',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Putting on a folding mask',
            youtubeUrl: 'https://www.youtube.com/watch?v=Hq8rBz2nVt4',
            videoDescription: 'Open the panels, position the straps, shape the nose clip and check the seal.',
          },
        ],
      },
    ],
  },
  {
    slug: 'safeair-ffp2-valved-folding-mask-10',
    name: 'SafeAir FFP2 Valved Folding Mask (10 Pack)',
    sku: 'SA-FFP2-FV10',
    type: 'simple',
    categories: ['ffp2-masks', 'masks-respirators'],
    tags: ['ffp2', 'valved', 'disposable'],
    regularPrice: 14.99,
    salePrice: 12.49,
    stockStatus: 'instock',
    stockQuantity: 560,
    totalSales: 2130,
    date: '2024-01-09T09:30:00Z',
    weight: '0.45',
    dimensions: { length: '7.5', width: '4.8', height: '2.0' },
    image: art('mask-ffp2', 'white', 'FFP2 V', 'White FFP2 folding mask with round exhalation valve', 2),
    shortDescription: para('Valved FFP2 mask that stays cooler and drier on long, hot shifts.'),
    description: richText(
      [
        'The exhalation valve lets warm, moist air out with almost no resistance, which noticeably reduces heat build-up and fogging. Because exhaled air is not filtered, do not use valved masks for source control in clinics or sterile areas.',
      ],
      [
        'EN 149 FFP2 NR D',
        'Low-resistance exhalation valve',
        'Head straps and foam nose seal',
        '10 individually wrapped masks',
      ],
    ),
    attributes: [attr('pa_filterclass', ['ffp2']), en149],
    reviews: [
      review(
        'Kevin Mendes',
        4,
        '2024-07-23',
        'Much cooler than the unvalved ones in a hot attic. Valve clicks a little when I breathe hard.',
      ),
    ],
    seo: seo(
      'SafeAir FFP2 Valved Folding Mask, 10 Pack',
      'SafeAir FFP2 NR D folding mask with exhalation valve for cooler, drier comfort. EN 149, 10 per pack, on sale.',
    ),
  },
  {
    slug: 'safeair-ffp2-cup-mask-valve-10',
    name: 'SafeAir FFP2 Cup Mask with Valve (10 Pack)',
    sku: 'SA-FFP2-CV10',
    type: 'simple',
    categories: ['ffp2-masks', 'masks-respirators'],
    tags: ['ffp2', 'valved', 'disposable'],
    regularPrice: 16.49,
    stockStatus: 'outofstock',
    stockQuantity: 0,
    totalSales: 1440,
    date: '2025-03-27T15:25:00Z',
    weight: '0.60',
    dimensions: { length: '6.5', width: '4.5', height: '2.5' },
    image: art('mask-ffp2', 215, 'FFP2 CUP', 'Molded cup-shaped FFP2 mask with valve', 1),
    shortDescription: para(
      'Molded cup FFP2 that holds its shape in humid work, with a low-resistance valve.',
    ),
    description: richText(
      [
        'The molded shell does not collapse when damp, so it suits concrete cutting, sanding and agriculture. Back in stock soon.',
      ],
      ['EN 149 FFP2 NR D', 'Collapse-resistant shell', 'Exhalation valve'],
    ),
    attributes: [attr('pa_filterclass', ['ffp2']), en149],
    seo: seo(
      'SafeAir FFP2 Cup Mask with Valve, 10 Pack',
      'SafeAir molded cup FFP2 NR D mask with exhalation valve. Holds its shape in humid, dusty work. EN 149.',
    ),
  },
  {
    slug: 'safeair-ffp2-colored-mask-20',
    name: 'SafeAir FFP2 Everyday Mask in Colors (20 Pack)',
    sku: 'SA-FFP2-C20',
    type: 'variable',
    categories: ['ffp2-masks', 'masks-respirators'],
    tags: ['ffp2', 'unvalved', 'disposable'],
    regularPrice: 17.99,
    stockStatus: 'instock',
    totalSales: 1870,
    date: '2024-09-17T11:00:00Z',
    weight: '0.55',
    dimensions: { length: '8.0', width: '4.0', height: '2.2' },
    image: art('mask-ffp2', 'black', 'FFP2', 'Black five-layer FFP2 fish-shaped mask', 3),
    gallery: [
      art('mask-ffp2', 220, 'FFP2', 'Blue version of the mask', 1),
      art('mask-ffp2', 330, 'FFP2', 'Pink version of the mask', 2),
    ],
    shortDescription: para('Five-layer FFP2 with ear loops in five colors, for commuting and travel.'),
    description: richText(
      [
        'A fish-shaped FFP2 with soft ear loops and an ear-saver clip for longer wear. Ear-loop masks are convenient but seal less reliably than head straps; for workplace protection choose a head-strap model.',
      ],
      ['EN 149 FFP2 NR', 'Five filter layers', 'Ear loops with adjustable clip', 'Individually wrapped'],
    ),
    attributes: [
      attr('pa_color', ['black', 'white', 'blue', 'gray', 'pink'], true),
      attr('pa_filterclass', ['ffp2']),
      en149,
    ],
    variations: optionRun(
      'SA-FFP2-C20',
      'pa_color',
      ['black', 'white', 'blue', 'gray', 'pink'],
      17.99,
      [340, 410, 'outofstock', 120, 95],
      { salePrice: 14.99 },
    ),
    defaultAttributes: { pa_color: 'black' },
    reviews: [
      review(
        'Sofia Alvarez',
        5,
        '2024-11-02',
        'Black ones look sharp and do not leave marks behind my ears with the clip.',
      ),
      review(
        'Greg Pulaski',
        3,
        '2025-02-19',
        'Fine for the subway, but the loops are not tight enough for me to trust at work.',
      ),
    ],
    seo: seo(
      'SafeAir FFP2 Everyday Mask in Colors, 20 Pack',
      'SafeAir five-layer FFP2 ear-loop masks in black, white, blue, gray and pink. 20 per pack, now on sale.',
    ),
  },
  {
    slug: 'safeair-ffp2-mask-individually-wrapped',
    name: 'SafeAir FFP2 Mask, Individually Wrapped (Single)',
    sku: 'SA-FFP2-IW1',
    type: 'simple',
    categories: ['ffp2-masks', 'masks-respirators'],
    tags: ['ffp2', 'disposable', 'unvalved'],
    regularPrice: 0.99,
    stockStatus: 'instock',
    stockQuantity: 5000,
    totalSales: 4990,
    date: '2025-02-04T10:00:00Z',
    weight: '0.02',
    dimensions: { length: '7.2', width: '5.0', height: '1.8' },
    image: art('mask-ffp2', 200, 'FFP2', 'Single FFP2 mask in a clear sealed pouch', 2),
    shortDescription: para(
      'One FFP2 mask in a sealed pouch, for visitors, vending machines and car glove boxes.',
    ),
    description: richText(
      ['Keep a few in the truck or at the reception desk for visitors. Head straps and nose foam.'],
      ['EN 149 FFP2 NR D', 'Sealed pouch with printed donning instructions'],
    ),
    attributes: [attr('pa_filterclass', ['ffp2']), en149],
    seo: seo(
      'SafeAir FFP2 Mask, Individually Wrapped',
      'Single SafeAir FFP2 NR D mask in a sealed pouch with head straps. Ideal for visitors and vehicle kits.',
    ),
  },
  {
    slug: 'safeair-ffp2-mask-nose-foam-sized',
    name: 'SafeAir FFP2 Mask with Nose Foam, Sized (10 Pack)',
    sku: 'SA-FFP2-NF',
    type: 'variable',
    categories: ['ffp2-masks', 'masks-respirators'],
    tags: ['ffp2', 'unvalved', 'disposable', 'anti-fog'],
    regularPrice: 13.99,
    stockStatus: 'instock',
    totalSales: 720,
    date: '2025-08-05T10:00:00Z',
    weight: '0.40',
    dimensions: { length: '7.0', width: '4.5', height: '2.0' },
    image: art('mask-ffp2', 190, 'FFP2', 'FFP2 mask with wide foam strip under the nose clip', 1),
    shortDescription: para(
      'Two sizes for a better seal on smaller and larger faces, with an anti-fog foam strip.',
    ),
    description: richText(
      [
        'Most folding masks come in one size that fits an average face. Offering Small/Medium and Medium/Large noticeably improves fit-check results for people at either end.',
      ],
      ['EN 149 FFP2 NR D', 'Wide anti-fog foam strip', 'Small/Medium or Medium/Large'],
    ),
    attributes: [
      attr('pa_size', ['small-medium', 'medium-large'], true),
      attr('pa_filterclass', ['ffp2']),
      en149,
    ],
    variations: optionRun('SA-FFP2-NF', 'pa_size', ['small-medium', 'medium-large'], 13.99, [300, 380]),
    defaultAttributes: { pa_size: 'medium-large' },
    seo: seo(
      'SafeAir FFP2 Mask with Nose Foam, Sized',
      'SafeAir FFP2 NR D masks in Small/Medium or Medium/Large with anti-fog nose foam. EN 149, 10 per pack.',
    ),
    reviews: [
      review(
        'Yuki Tanaka',
        5,
        '2025-10-02',
        'Finally a mask that fits my small face. The Small/Medium seals with no gaps.',
      ),
    ],
  },

  // ── FFP3 masks ─────────────────────────────────────────────────────────────
  {
    slug: 'safeair-ffp3-folding-valved-mask-10',
    name: 'SafeAir FFP3 NR D Folding Valved Mask (10 Pack)',
    sku: 'SA-FFP3-FV10',
    type: 'simple',
    categories: ['ffp3-masks', 'masks-respirators'],
    tags: ['ffp3', 'valved', 'disposable', 'asbestos-lead', 'best-seller'],
    regularPrice: 24.99,
    stockStatus: 'instock',
    stockQuantity: 940,
    lowStockAmount: 100,
    totalSales: 3870,
    featured: true,
    date: '2024-01-09T10:00:00Z',
    weight: '0.55',
    dimensions: { length: '7.5', width: '5.0', height: '2.5' },
    image: art('mask-ffp3', 'white', 'FFP3', 'White folding FFP3 mask with red valve and four-point straps'),
    gallery: [
      art('mask-ffp3', 'white', 'FFP3', 'Inside of the mask showing the face seal', 1),
      art('mask-ffp3', 'white', 'FFP3 NR D', 'Printed EN 149 marking on the mask', 2),
    ],
    shortDescription: para(
      'Our highest-rated disposable: FFP3 NR D, 99% filtration, with a valve and four-point straps.',
    ),
    description: richText(
      [
        'FFP3 is the top class of EN 149: at least 99% filtration of the test aerosol and no more than 2% total inward leakage on a panel of human test subjects. It is used in Europe for silica, hardwood dust, pharmaceutical powders and lead.',
        'Four-point adjustable straps and an inner face seal make it easier to pass a qualitative fit test. The red valve keeps the inside cooler during heavy work.',
        'For OSHA-covered work in the US, use NIOSH-approved respirators under a written program; many US buyers choose FFP3 for home renovation or alongside an N95 program for extra comfort.',
      ],
      [
        'EN 149:2001+A1:2009 FFP3 NR D',
        'Filtration ≥99%, total inward leakage ≤2%',
        'Four-point adjustable straps and soft inner seal',
        'Low-resistance exhalation valve',
        'Individually wrapped, 10 per box',
      ],
    ),
    attributes: [
      attr('pa_filterclass', ['ffp3']),
      en149,
      attr('Assigned protection factor', ['20 (UK/EU practice)']),
    ],
    metaData: [
      { key: 'country_of_origin', value: 'Germany' },
      { key: '_ce_notified_body', value: '0158' },
    ],
    reviews: [
      review(
        'Darnell Price',
        5,
        '2024-03-04',
        'Cut fiber cement siding all weekend. Zero dust inside the mask and it stayed comfortable.',
      ),
      review(
        'Linda Okafor',
        5,
        '2024-06-21',
        'Passed our bitter fit test on the first try with these, which never happened with the cheap ones.',
      ),
      review(
        'Tyler Brooks',
        4,
        '2024-10-13',
        'Great mask, pricey per unit. The four straps take a minute to set up.',
      ),
      review(
        'Maureen Flaherty',
        2,
        '2025-03-27',
        'The nose area did not seal on my narrow face. Probably great for others but not for me.',
      ),
    ],
    faqs: [
      {
        question: 'Is FFP3 better than N95?',
        answer:
          'On paper, yes: FFP3 requires 99% filtration versus 95% for N95. In practice fit matters as much as filter class, so choose the mask you can seal well.',
      },
      {
        question: 'Is it suitable for asbestos?',
        answer:
          'FFP3 is the minimum disposable class for short, non-licensed asbestos tasks in the UK. In the US, OSHA 1926.1101 typically requires at least a half mask with P100 filters.',
      },
      {
        question: 'How long can I wear it?',
        answer:
          'Up to one shift (about 8 hours). Replace sooner if it becomes damp, damaged or breathing gets harder.',
      },
    ],
    tabs: [
      {
        tabTitle: 'Understanding the markings',
        contentType: 'text',
        textContent:
          '<p><strong>EN 149:2001+A1:2009</strong> is the standard. <strong>FFP3</strong> is the protection class. <strong>NR</strong> means non-reusable (one shift); <strong>R</strong> would mean reusable. <strong>D</strong> means the mask passed the dolomite dust clogging test, so breathing stays easy in dusty work. The four-digit number after the CE mark identifies the notified body that audits production.</p>',
      },
      {
        tabTitle: 'Fit check',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Positive pressure check',
            answer: 'Cover the mask with both hands and exhale sharply. Air should not leak at the edges.',
          },
          {
            question: 'Negative pressure check',
            answer: 'Cover the mask and inhale. The mask should pull in slightly toward your face.',
          },
          {
            question: 'If it leaks',
            answer:
              'Re-pinch the nose clip and re-tension the straps, then check again. Do not enter the work area until it passes.',
          },
        ],
      },
    ],
    seo: seo(
      'SafeAir FFP3 NR D Valved Mask, 10 Pack',
      'SafeAir EN 149 FFP3 NR D folding mask with valve and four-point straps. 99% filtration for silica, wood dust and lead.',
    ),
  },
  {
    slug: 'safeair-ffp3-cup-mask-valve-5',
    name: 'SafeAir FFP3 Cup Mask with Valve (5 Pack)',
    sku: 'SA-FFP3-CV5',
    type: 'simple',
    categories: ['ffp3-masks', 'masks-respirators'],
    tags: ['ffp3', 'valved', 'disposable'],
    regularPrice: 19.99,
    stockStatus: 'instock',
    stockQuantity: 380,
    totalSales: 1190,
    date: '2024-04-16T10:00:00Z',
    weight: '0.50',
    dimensions: { length: '8.0', width: '5.2', height: '2.5' },
    image: art('mask-ffp3', 10, 'FFP3 CUP', 'Molded FFP3 cup respirator with valve', 3),
    shortDescription: para('Molded FFP3 with a rubber face seal for demanding dust work.'),
    description: richText(
      [
        'The sturdy cup keeps its shape in humidity and is comfortable under safety glasses. Rated FFP3 NR D.',
      ],
      ['EN 149 FFP3 NR D', 'Rubber-edge face seal', 'Adjustable straps'],
    ),
    attributes: [attr('pa_filterclass', ['ffp3']), en149],
    reviews: [
      review(
        'Andre Boucher',
        5,
        '2024-08-08',
        'Holds its shape better than folding masks when I am sweating on a roof.',
      ),
    ],
    seo: seo(
      'SafeAir FFP3 Cup Mask with Valve, 5 Pack',
      'SafeAir molded FFP3 NR D cup respirator with valve and rubber face seal. EN 149, 5 per pack.',
    ),
  },
  {
    slug: 'safeair-ffp3-reusable-mask-silicone-seal',
    name: 'SafeAir FFP3 R D Reusable Mask with Silicone Seal',
    sku: 'SA-FFP3-R',
    type: 'simple',
    categories: ['ffp3-masks', 'masks-respirators'],
    tags: ['ffp3', 'reusable', 'valved'],
    regularPrice: 11.99,
    stockStatus: 'instock',
    stockQuantity: 260,
    totalSales: 640,
    date: '2025-05-20T09:00:00Z',
    weight: '0.12',
    dimensions: { length: '7.0', width: '5.0', height: '3.0' },
    image: art('mask-ffp3', 20, 'FFP3 R', 'FFP3 mask with a gray silicone face seal', 1),
    shortDescription: para('FFP3 "R" mask rated for more than one shift, with a wipeable silicone seal.'),
    description: richText(
      [
        'R-rated masks pass a storage and cleaning test, so one mask can be used across several shifts if it stays undamaged. Wipe the seal with a respirator wipe between uses and store it in a clean bag.',
      ],
      ['EN 149 FFP3 R D', 'Silicone face seal', 'Wipeable, storable between shifts'],
    ),
    attributes: [attr('pa_filterclass', ['ffp3']), en149],
    seo: seo(
      'SafeAir FFP3 R D Reusable Mask, Silicone Seal',
      'SafeAir EN 149 FFP3 R D mask with wipeable silicone seal, rated for use across several shifts.',
    ),
    reviews: [
      review(
        'Liam Connors',
        4,
        '2025-07-27',
        'The silicone seal is comfortable and easy to wipe down. Straps lose some stretch after a week.',
      ),
    ],
  },
  {
    slug: 'safeair-ffp3-fluid-resistant-mask-20',
    name: 'SafeAir FFP3 Fluid-Resistant Healthcare Mask (20 Pack)',
    sku: 'SA-FFP3-FR20',
    type: 'variable',
    categories: ['ffp3-masks', 'masks-respirators'],
    tags: ['ffp3', 'unvalved', 'healthcare', 'disposable'],
    regularPrice: 39.99,
    stockStatus: 'instock',
    totalSales: 980,
    date: '2025-10-30T08:06:00Z',
    weight: '0.70',
    dimensions: { length: '8.5', width: '4.5', height: '2.8' },
    image: art('mask-ffp3', 200, 'FFP3 IIR', 'Blue unvalved FFP3 healthcare mask', 2),
    shortDescription: para(
      'Unvalved FFP3 that also meets EN 14683 Type IIR splash resistance, for clinical use.',
    ),
    description: richText(
      [
        'Hospitals need respiratory protection that also protects the patient. This mask has no valve and meets EN 14683 Type IIR for bacterial filtration and fluid splash resistance in addition to FFP3.',
      ],
      [
        'EN 149 FFP3 NR and EN 14683 Type IIR',
        'Unvalved: filters exhaled air',
        'Two sizes for better fit-test pass rates',
      ],
    ),
    attributes: [
      attr('pa_size', ['small-medium', 'medium-large'], true),
      attr('pa_filterclass', ['ffp3']),
      attr('pa_standard', ['en-149', 'en-14683']),
    ],
    variations: optionRun('SA-FFP3-FR20', 'pa_size', ['small-medium', 'medium-large'], 39.99, [
      'onbackorder',
      140,
    ]),
    defaultAttributes: { pa_size: 'medium-large' },
    faqs: [
      {
        question: 'Why no valve?',
        answer:
          'A valve lets unfiltered exhaled air out, which is not acceptable near patients or sterile fields.',
      },
      {
        question: 'Which size should I choose?',
        answer:
          'Medium/Large fits most adults. Choose Small/Medium if standard masks gap at the cheeks or slip down your nose.',
      },
    ],
    seo: seo(
      'SafeAir FFP3 Fluid-Resistant Mask, 20 Pack',
      'Unvalved SafeAir FFP3 healthcare mask, also EN 14683 Type IIR fluid resistant. Two sizes, 20 per pack.',
    ),
  },
  {
    slug: 'safeair-ffp3-carbon-layer-mask-10',
    name: 'SafeAir FFP3 Mask with Activated Carbon Layer (10 Pack)',
    sku: 'SA-FFP3-C10',
    type: 'simple',
    categories: ['ffp3-masks', 'masks-respirators'],
    tags: ['ffp3', 'valved', 'disposable', 'welding'],
    regularPrice: 29.99,
    salePrice: 26.99,
    stockStatus: 'instock',
    stockQuantity: 150,
    totalSales: 430,
    date: '2025-03-11T10:00:00Z',
    weight: '0.60',
    dimensions: { length: '7.8', width: '5.5', height: '2.2' },
    image: art('mask-ffp3', 'gray', 'FFP3 C', 'Gray FFP3 mask with a charcoal filter layer', 3),
    shortDescription: para(
      'FFP3 particle protection plus a carbon layer that reduces nuisance odors and ozone.',
    ),
    description: richText(
      [
        'The carbon layer takes the edge off nuisance-level odors from welding, solvent-based adhesives or compost. It is not a gas filter; use a cartridge respirator where vapors exceed exposure limits.',
      ],
      ['EN 149 FFP3 NR D', 'Activated carbon layer for nuisance odors', 'Exhalation valve'],
    ),
    attributes: [attr('pa_filterclass', ['ffp3']), en149],
    seo: seo(
      'SafeAir FFP3 Mask with Carbon Layer, 10 Pack',
      'SafeAir FFP3 NR D masks with activated carbon layer for nuisance odors and welding fume. Now on sale.',
    ),
    reviews: [
      review(
        'Chris Hammond',
        4,
        '2025-05-17',
        'Used it for spreading compost. Helped with the smell more than I expected.',
      ),
    ],
  },
  {
    slug: 'safeair-construction-dust-mask-ffp2-ffp3',
    name: 'SafeAir Construction Dust Mask, FFP2 or FFP3',
    sku: 'SA-CDM',
    type: 'variable',
    categories: ['ffp3-masks', 'masks-respirators', 'ffp2-masks'],
    tags: ['ffp2', 'ffp3', 'valved', 'disposable', 'bulk-pack'],
    regularPrice: 12.99,
    stockStatus: 'instock',
    totalSales: 1560,
    date: '2025-10-07T08:00:00Z',
    weight: '0.50',
    dimensions: { length: '7.5', width: '5.0', height: '2.5' },
    image: art('mask-ffp3', 35, 'SITE', 'Orange-strapped construction dust masks in FFP2 and FFP3', 1),
    shortDescription: para(
      'Site pack of valved folding masks: pick FFP2 for general dust or FFP3 for silica and hardwood.',
    ),
    description: richText(
      [
        'A practical site pack with bright orange straps that are easy to spot on a supervisor walk. Choose the class your risk assessment calls for: FFP2 for general construction dust, FFP3 for silica from cutting concrete, brick and stone.',
      ],
      ['EN 149 NR D', 'Valved for comfort', '10 or 30 masks per box'],
    ),
    attributes: [
      attr('pa_filterclass', ['ffp2', 'ffp3'], true),
      attr('Pack size', ['10', '30'], true),
      en149,
    ],
    variations: [
      variation('SA-CDM-FFP2-10', { pa_filterclass: 'ffp2', 'Pack size': '10' }, 12.99, 300),
      variation('SA-CDM-FFP2-30', { pa_filterclass: 'ffp2', 'Pack size': '30' }, 34.99, 120),
      variation('SA-CDM-FFP3-10', { pa_filterclass: 'ffp3', 'Pack size': '10' }, 19.99, 260),
      variation('SA-CDM-FFP3-30', { pa_filterclass: 'ffp3', 'Pack size': '30' }, 44.99, 'outofstock'),
    ],
    defaultAttributes: { pa_filterclass: 'ffp3', 'Pack size': '10' },
    seo: seo(
      'SafeAir Construction Dust Mask, FFP2 or FFP3',
      'Valved construction dust masks in FFP2 or FFP3 with high-visibility orange straps. Boxes of 10 or 30.',
    ),
  },

  // ── N95 respirators ────────────────────────────────────────────────────────
  {
    slug: 'safeair-n95-cup-respirator-20',
    name: 'SafeAir N95 Cup Respirator (20 Pack)',
    sku: 'SA-N95-C20',
    type: 'simple',
    categories: ['n95-respirators', 'masks-respirators'],
    tags: ['n95', 'niosh-approved', 'disposable', 'made-in-usa', 'best-seller'],
    regularPrice: 17.99,
    stockStatus: 'instock',
    stockQuantity: 2400,
    lowStockAmount: 200,
    totalSales: 5000,
    featured: true,
    date: '2024-01-04T09:00:00Z',
    weight: '0.80',
    dimensions: { length: '9.0', width: '6.0', height: '5.5' },
    image: art('mask-n95', 'white', 'N95', 'White molded N95 cup respirator with two head straps'),
    gallery: [
      art('mask-n95', 'white', 'TC-84A', 'NIOSH approval marking printed on the respirator', 1),
      art('mask-n95', 'white', 'N95 x20', 'Box of 20 respirators', 2),
    ],
    shortDescription: para('Classic molded N95, NIOSH approved TC-84A-9315, made in the USA.'),
    description: richText(
      [
        'The everyday N95 for construction, woodworking, agriculture and wildfire smoke. It filters at least 95% of non-oil airborne particles and carries NIOSH approval TC-84A-9315, which you can verify on the NIOSH Certified Equipment List.',
        'Two braided head straps and a cushioned nose clip create a seal that passes qualitative fit tests on most faces. Under OSHA 29 CFR 1910.134, a filtering facepiece has an assigned protection factor of 10 when used in a program with fit testing.',
        'Not for oil-based aerosols such as cutting fluid mist; use a P-series respirator for those.',
      ],
      [
        'NIOSH N95, approval TC-84A-9315',
        'Filters ≥95% of non-oil particles',
        'Collapse-resistant molded shell',
        'Two-strap design, cushioned nose foam',
        'Made in the USA; 20 per box',
      ],
    ),
    attributes: [attr('pa_filterclass', ['n95']), attr('pa_standard', ['niosh-n95'])],
    metaData: [
      { key: '_niosh_approval', value: 'TC-84A-9315' },
      { key: 'country_of_origin', value: 'USA' },
    ],
    reviews: [
      review(
        'Bill Strickland',
        5,
        '2024-02-12',
        'Same shape as the ones we used for 20 years. Fits, breathes fine, no nonsense.',
      ),
      review(
        'Carmen Ibarra',
        5,
        '2024-09-09',
        'Bought a case during wildfire season. Checked the TC number on the NIOSH site, it is legit.',
      ),
      review(
        'Jake Moretti',
        4,
        '2025-01-30',
        'Good mask, but the straps could be a little longer for use over a hard hat.',
      ),
      review('Evelyn Park', 5, '2025-08-14', 'Our woodshop uses these daily. Fit test pass rate is great.'),
      review(
        'Scott Dunaway',
        1,
        '2026-02-03',
        'Box arrived crushed and half the masks were dented. Customer service did replace it, though.',
      ),
    ],
    faqs: [
      {
        question: 'How do I verify the NIOSH approval?',
        answer:
          'Search the TC number (TC-84A-9315) on the NIOSH Certified Equipment List. The approval holder and model should match the printing on the mask.',
      },
      {
        question: 'Do I need a fit test?',
        answer:
          'If your employer requires respirator use, OSHA requires an annual fit test for tight-fitting respirators including N95s. Voluntary users should still do a user seal check each time.',
      },
      {
        question: 'Does N95 protect against wildfire smoke?',
        answer:
          'Yes, N95s filter the fine particles in smoke when worn with a good seal. They do not filter gases such as carbon monoxide.',
      },
    ],
    tabs: [
      {
        tabTitle: 'Downloads',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'NIOSH approval label',
            file: '/downloads/safeair-n95-tc-84a-9315-approval-label.pdf',
            fileDescription: 'Full approval label with cautions and limitations.',
          },
          {
            fileTitle: 'User instructions',
            file: '/downloads/safeair-n95-user-instructions.pdf',
            fileDescription: 'Donning, seal check and disposal (English and Spanish).',
          },
        ],
      },
    ],
    downloads: [{ name: 'Technical datasheet', file: '/downloads/safeair-n95-cup-datasheet.pdf' }],
    seo: seo(
      'SafeAir N95 Cup Respirator, 20 Pack',
      'SafeAir NIOSH N95 molded cup respirator, TC-84A-9315, made in the USA. 20 per box for dust and wildfire smoke.',
    ),
  },
  {
    slug: 'safeair-flat-fold-respirator-n95-n99',
    name: 'SafeAir Flat-Fold Respirator, N95 or N99',
    sku: 'SA-FF',
    type: 'variable',
    categories: ['n95-respirators', 'masks-respirators'],
    tags: ['n95', 'niosh-approved', 'disposable', 'bulk-pack'],
    regularPrice: 34.99,
    stockStatus: 'instock',
    totalSales: 2250,
    date: '2024-06-25T09:00:00Z',
    weight: '1.20',
    dimensions: { length: '9.5', width: '6.2', height: '5.5' },
    image: art('mask-n95', 30, 'N95 FLAT', 'Individually wrapped flat-fold N95 respirators', 3),
    shortDescription: para(
      'Individually wrapped flat-fold respirators that fit in a pocket, in N95 or higher-efficiency N99.',
    ),
    description: richText(
      [
        'The flat-fold design stores flat and opens into a roomy three-panel shape. Choose N95 for general use or N99 (99% efficiency) for fine particulates such as lead dust or silica where you want extra margin.',
      ],
      ['N95: TC-84A-9402; N99: TC-84A-9417', 'Individually wrapped for hygiene', '50 per box'],
    ),
    attributes: [
      attr('pa_filterclass', ['n95', 'n99'], true),
      attr('pa_standard', ['niosh-n95', 'niosh-n99']),
    ],
    variations: [
      variation('SA-FF-N95-50', { pa_filterclass: 'n95' }, 34.99, 600),
      variation('SA-FF-N99-50', { pa_filterclass: 'n99' }, 44.99, 180),
    ],
    defaultAttributes: { pa_filterclass: 'n95' },
    reviews: [
      review(
        'Rachel Whitaker',
        4,
        '2024-08-29',
        'Keep a few in my work bag. N99 breathes a little harder but I like the extra protection for lead paint.',
      ),
    ],
    seo: seo(
      'SafeAir Flat-Fold Respirator, N95 or N99',
      'Individually wrapped SafeAir flat-fold NIOSH N95 or N99 respirators, 50 per box.',
    ),
    faqs: [
      {
        question: 'N95 or N99?',
        answer:
          'N99 filters at least 99% versus 95% for N95, at slightly higher breathing resistance. Both have the same OSHA assigned protection factor of 10; fit matters most.',
      },
      {
        question: 'What is the shelf life?',
        answer: 'Five years from the date of manufacture when stored unopened in a cool, dry place.',
      },
    ],
    metaData: [{ key: '_niosh_approval', value: 'TC-84A-9402; TC-84A-9417' }],
  },
  {
    slug: 'safeair-n95-valved-respirator-10',
    name: 'SafeAir N95 Valved Respirator (10 Pack)',
    sku: 'SA-N95-V10',
    type: 'simple',
    categories: ['n95-respirators', 'masks-respirators'],
    tags: ['n95', 'niosh-approved', 'valved', 'disposable'],
    regularPrice: 18.99,
    salePrice: 15.99,
    stockStatus: 'instock',
    stockQuantity: 720,
    totalSales: 3410,
    date: '2024-04-30T09:00:00Z',
    weight: '0.60',
    dimensions: { length: '8.5', width: '6.0', height: '6.0' },
    image: art('mask-n95', 45, 'N95 V', 'Molded N95 respirator with square exhalation valve', 1),
    shortDescription: para('N95 with an exhalation valve for hot, humid, hard-working conditions.'),
    description: richText(
      [
        'The valve dumps heat and moisture, making long wear in attics, barns and shops more bearable. Do not use for source control in healthcare.',
      ],
      ['NIOSH N95, TC-84A-9318', 'Low-resistance exhalation valve', 'Adjustable nose clip'],
    ),
    attributes: [attr('pa_filterclass', ['n95']), attr('pa_standard', ['niosh-n95'])],
    metaData: [{ key: '_niosh_approval', value: 'TC-84A-9318' }],
    reviews: [
      review(
        'Dustin Reyes',
        5,
        '2024-07-15',
        'Cleaning out a chicken house in July with these. The valve is a lifesaver.',
      ),
      review('Aaron Fitzgerald', 4, '2025-06-03', 'Good price on sale. Valve works, straps are decent.'),
    ],
    seo: seo(
      'SafeAir N95 Valved Respirator, 10 Pack',
      'SafeAir NIOSH N95 respirator with exhalation valve, TC-84A-9318. Cooler for hot work. 10 per pack, on sale.',
    ),
    faqs: [
      {
        question: 'Why not use a valved mask in a hospital?',
        answer:
          'The valve releases unfiltered exhaled air, so it does not protect patients or sterile fields.',
      },
      {
        question: 'Is the valve less protective for me?',
        answer:
          'No. The valve opens only when you exhale; the air you breathe in still passes through the N95 filter.',
      },
    ],
  },
  {
    slug: 'safeair-surgical-n95-respirator-20',
    name: 'SafeAir Surgical N95 Respirator (20 Pack)',
    sku: 'SA-N95-S20',
    type: 'variable',
    categories: ['n95-respirators', 'masks-respirators'],
    tags: ['n95', 'niosh-approved', 'healthcare', 'unvalved', 'latex-free'],
    regularPrice: 27.99,
    stockStatus: 'instock',
    totalSales: 1320,
    date: '2025-07-05T09:07:00Z',
    weight: '0.70',
    dimensions: { length: '10.0', width: '5.5', height: '5.8' },
    image: art('mask-n95', 200, 'SURG N95', 'Blue surgical N95 respirator', 2),
    shortDescription: para(
      'NIOSH N95 and FDA-cleared surgical respirator with fluid resistance, in two sizes.',
    ),
    description: richText(
      [
        'Surgical N95s add fluid resistance and FDA clearance to NIOSH N95 filtration. This model resists synthetic blood at 160 mmHg per ASTM F1862 and is rated flammability Class 1.',
      ],
      [
        'NIOSH N95, TC-84A-9354',
        'ASTM F1862 fluid resistance at 160 mmHg',
        'Unvalved, latex-free',
        'Small/Medium or Medium/Large',
      ],
    ),
    attributes: [
      attr('pa_size', ['small-medium', 'medium-large'], true),
      attr('pa_filterclass', ['n95']),
      attr('pa_standard', ['niosh-n95', 'astm-f1862']),
    ],
    variations: optionRun('SA-N95-S20', 'pa_size', ['small-medium', 'medium-large'], 27.99, [
      260,
      'outofstock',
    ]),
    defaultAttributes: { pa_size: 'small-medium' },
    faqs: [
      {
        question: 'What makes it "surgical"?',
        answer:
          'It is both NIOSH approved and FDA cleared as a medical device, with tested fluid resistance for splashes of blood and body fluids.',
      },
      { question: 'Is it latex-free?', answer: 'Yes, no component contains natural rubber latex.' },
    ],
    seo: seo(
      'SafeAir Surgical N95 Respirator, 20 Pack',
      'SafeAir surgical N95, NIOSH approved and FDA cleared, fluid resistant to 160 mmHg. Two sizes, latex-free.',
    ),
    reviews: [
      review(
        'Amy Feldman',
        5,
        '2025-09-01',
        'Small/Medium fits our smaller staff who kept failing fit tests with one-size N95s.',
      ),
      review(
        'Raj Patel',
        4,
        '2026-01-14',
        'Medium/Large has been out of stock for a while. The S/M ones are great.',
      ),
    ],
    metaData: [
      { key: '_niosh_approval', value: 'TC-84A-9354' },
      { key: '_fda_510k', value: 'K241873' },
    ],
    tabs: [
      {
        tabTitle: 'Certifications',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'NIOSH approval label',
            file: '/downloads/safeair-surgical-n95-approval-label.pdf',
            fileDescription: 'TC-84A-9354 approval label with cautions and limitations.',
          },
          {
            fileTitle: 'Fluid resistance test summary',
            file: '/downloads/safeair-surgical-n95-astm-f1862.pdf',
            fileDescription: 'ASTM F1862 results at 80, 120 and 160 mmHg.',
          },
        ],
      },
    ],
  },
  {
    slug: 'safeair-p100-disposable-respirator-carbon',
    name: 'SafeAir P100 Disposable Respirator with Carbon (2 Pack)',
    sku: 'SA-P100-D2',
    type: 'simple',
    categories: ['n95-respirators', 'masks-respirators'],
    tags: ['p100', 'niosh-approved', 'valved', 'welding', 'asbestos-lead'],
    regularPrice: 12.99,
    stockStatus: 'instock',
    stockQuantity: 190,
    totalSales: 870,
    date: '2025-01-14T09:00:00Z',
    weight: '0.40',
    dimensions: { length: '9.2', width: '6.5', height: '5.2' },
    image: art('mask-n95', 'gray', 'P100', 'Gray P100 disposable respirator with carbon layer', 3),
    shortDescription: para(
      'Highest disposable filter class, 99.97% and oil-proof, with nuisance-level carbon for welding fume.',
    ),
    description: richText(
      [
        'P100 is strongly resistant to oil and filters at least 99.97% of particles. The carbon layer reduces nuisance ozone and organic vapor odors below exposure limits.',
      ],
      ['NIOSH P100, TC-84A-9201', 'Foam face seal', 'Four-point straps'],
    ),
    attributes: [attr('pa_filterclass', ['p100']), attr('pa_standard', ['niosh-p100'])],
    seo: seo(
      'SafeAir P100 Disposable Respirator, 2 Pack',
      'SafeAir NIOSH P100 disposable respirator with carbon for welding fume and lead. 99.97% filtration, oil-proof.',
    ),
    reviews: [
      review(
        'Corey Mattson',
        5,
        '2025-03-09',
        'Great for welding galvanized in a pinch. The carbon takes the edge off the smell.',
      ),
      review('Vanessa Ruiz', 4, '2025-08-18', 'Comfortable seal, a bit warm in summer.'),
    ],
  },
  {
    slug: 'safeair-n95-bulk-case-120',
    name: 'SafeAir N95 Flat-Fold Bulk Case (120 Count)',
    sku: 'SA-N95-B120',
    type: 'simple',
    categories: ['n95-respirators', 'masks-respirators'],
    tags: ['n95', 'niosh-approved', 'bulk-pack', 'disposable'],
    regularPrice: 44.99,
    stockStatus: 'onbackorder',
    totalSales: 640,
    date: '2025-09-16T09:00:00Z',
    weight: '2.60',
    dimensions: { length: '16.0', width: '10.0', height: '8.0' },
    image: art('mask-n95', 35, 'CASE 120', 'Shipping case of flat-fold N95 respirators'),
    shortDescription: para('Case of 120 unvalved N95s for stockpiles, schools and emergency kits.'),
    description: richText(
      [
        'Stockpile-friendly packaging with a five-year shelf life printed on the case. Ships on backorder within about 10 business days.',
      ],
      ['NIOSH N95, TC-84A-9402', '120 masks, individually wrapped', 'Five-year shelf life'],
    ),
    attributes: [attr('pa_filterclass', ['n95']), attr('pa_standard', ['niosh-n95'])],
    seo: seo(
      'SafeAir N95 Flat-Fold Bulk Case, 120 Count',
      'Bulk case of 120 individually wrapped SafeAir NIOSH N95 flat-fold respirators with 5-year shelf life.',
    ),
    reviews: [
      review(
        'Jim Hollis',
        5,
        '2025-11-05',
        'Bought for our school emergency kits. Arrived a week after ordering despite the backorder.',
      ),
    ],
  },

  // ── Disposable face masks ──────────────────────────────────────────────────
  {
    slug: 'safeair-astm-level-3-procedure-masks-50',
    name: 'SafeAir ASTM Level 3 Procedure Masks (50 Pack)',
    sku: 'SA-PM-L3-50',
    type: 'simple',
    categories: ['disposable-face-masks', 'masks-respirators'],
    tags: ['healthcare', 'disposable', 'latex-free'],
    regularPrice: 12.99,
    stockStatus: 'instock',
    stockQuantity: 1200,
    totalSales: 2980,
    date: '2024-02-13T09:00:00Z',
    weight: '0.65',
    dimensions: { length: '7.5', width: '4.0', height: '3.5' },
    image: art('mask-ffp2', 195, 'LEVEL 3', 'Blue three-ply procedure mask with ear loops', 2),
    shortDescription: para(
      'Three-ply ear-loop masks at the highest ASTM F2100 barrier level for dental and clinical use.',
    ),
    description: richText(
      [
        'ASTM F2100 Level 3 masks resist fluid penetration at 160 mmHg and filter at least 98% of bacteria and 0.1 µm particles. They are barrier masks, not respirators, and do not seal to the face.',
      ],
      ['ASTM F2100 Level 3', 'BFE and PFE ≥98%', 'Latex-free ear loops, 50 per box'],
    ),
    attributes: [attr('pa_standard', ['astm-f2100'])],
    reviews: [
      review(
        'Dr. Nina Velasquez',
        5,
        '2024-04-02',
        'Our dental office uses these for every procedure. Comfortable and no fogging with loupes.',
      ),
    ],
    seo: seo(
      'SafeAir ASTM Level 3 Procedure Masks, 50 Pack',
      'SafeAir ASTM F2100 Level 3 three-ply procedure masks with ear loops, 98% BFE. Latex-free, 50 per box.',
    ),
  },
  {
    slug: 'safeair-kids-3-ply-masks-50',
    name: 'SafeAir Kids 3-Ply Face Masks (50 Pack)',
    sku: 'SA-PM-KIDS',
    type: 'variable',
    categories: ['disposable-face-masks', 'masks-respirators'],
    tags: ['disposable', 'latex-free'],
    regularPrice: 9.99,
    stockStatus: 'instock',
    totalSales: 1150,
    date: '2026-05-25T14:57:00Z',
    weight: '0.40',
    dimensions: { length: '8.0', width: '4.2', height: '3.5' },
    image: art('mask-ffp2', 330, 'KIDS', 'Small pink three-ply child face mask', 1),
    shortDescription: para('Child-sized three-ply masks for ages 4 to 12, in three colors.'),
    description: richText(
      ['Sized 5.5 x 3.5 in. for smaller faces, with soft elastic ear loops.'],
      ['Three-ply', 'Ages 4–12', 'Latex-free'],
    ),
    attributes: [attr('pa_color', ['blue', 'pink', 'green'], true)],
    variations: optionRun('SA-PM-KIDS', 'pa_color', ['blue', 'pink', 'green'], 9.99, [400, 350, 0]),
    defaultAttributes: { pa_color: 'blue' },
    seo: seo(
      'SafeAir Kids 3-Ply Face Masks, 50 Pack',
      'Child-sized SafeAir three-ply face masks for ages 4–12 in blue, pink or green. Latex-free, 50 per box.',
    ),
  },
  {
    slug: 'safeair-surgical-masks-ties-level-2-50',
    name: 'SafeAir Surgical Masks with Ties, ASTM Level 2 (50 Pack)',
    sku: 'SA-SM-L2',
    type: 'simple',
    categories: ['disposable-face-masks', 'masks-respirators'],
    tags: ['healthcare', 'disposable'],
    regularPrice: 14.99,
    stockStatus: 'outofstock',
    stockQuantity: 0,
    totalSales: 690,
    date: '2026-04-02T10:41:00Z',
    weight: '0.70',
    dimensions: { length: '7.0', width: '4.0', height: '4.0' },
    image: art('mask-ffp2', 150, 'LEVEL 2', 'Green surgical mask with tie strings', 3),
    shortDescription: para('Tie-on surgical masks for the OR, ASTM F2100 Level 2 and EN 14683 Type IIR.'),
    description: richText(
      ['Ties allow a snug fit over surgical caps. Fluid resistant at 120 mmHg.'],
      ['ASTM F2100 Level 2', 'EN 14683 Type IIR', 'Four ties'],
    ),
    attributes: [attr('pa_standard', ['astm-f2100', 'en-14683'])],
    seo: seo(
      'SafeAir Surgical Masks with Ties, Level 2',
      'SafeAir tie-on surgical masks, ASTM F2100 Level 2 and EN 14683 Type IIR. 50 per box.',
    ),
  },
  {
    slug: 'safeair-face-mask-eye-shield-25',
    name: 'SafeAir Face Mask with Eye Shield (25 Pack)',
    sku: 'SA-PM-SHIELD',
    type: 'simple',
    categories: ['disposable-face-masks', 'masks-respirators'],
    tags: ['healthcare', 'disposable', 'anti-fog'],
    regularPrice: 19.99,
    stockStatus: 'instock',
    stockQuantity: 240,
    totalSales: 310,
    date: '2026-07-18T09:13:00Z',
    weight: '0.90',
    dimensions: { length: '8.5', width: '3.5', height: '3.8' },
    image: art('mask-ffp2', 190, 'SHIELD', 'Procedure mask with attached clear anti-fog eye shield', 1),
    shortDescription: para('Level 3 mask with an attached anti-fog eye shield for splash-prone procedures.'),
    description: richText(
      ['One-piece face and eye protection for wound irrigation, dental hygiene and lab work.'],
      ['ASTM F2100 Level 3', 'Anti-fog PET shield', '25 per box'],
    ),
    attributes: [attr('pa_standard', ['astm-f2100'])],
    seo: seo(
      'SafeAir Face Mask with Eye Shield, 25 Pack',
      'SafeAir ASTM Level 3 face masks with attached anti-fog eye shield for splash protection. 25 per box.',
    ),
  },
  {
    slug: 'safeair-black-3-ply-masks-50',
    name: 'SafeAir Black 3-Ply Face Masks (50 Pack)',
    sku: 'SA-PM-BLK',
    type: 'simple',
    categories: ['disposable-face-masks', 'masks-respirators'],
    tags: ['disposable', 'food-safe'],
    regularPrice: 8.99,
    salePrice: 6.99,
    stockStatus: 'instock',
    stockQuantity: 900,
    totalSales: 2040,
    date: '2026-09-10T13:29:00Z',
    weight: '0.60',
    dimensions: { length: '7.8', width: '4.5', height: '3.2' },
    image: art('mask-ffp2', 'black', 'BLACK', 'Black three-ply disposable face masks'),
    shortDescription: para('Everyday black masks for food service, salons and retail counters.'),
    description: richText(
      ['Three-ply with a melt-blown middle layer; shows less makeup and food staining than blue masks.'],
      ['Three-ply', 'Ear loops', '50 per box'],
    ),
    attributes: [],
    seo: seo(
      'SafeAir Black 3-Ply Face Masks, 50 Pack',
      'SafeAir black three-ply disposable face masks for food service, salons and retail. 50 per box, on sale.',
    ),
  },
];

export const masksProducts: SeedProduct[] = [...disposableMaskProducts, ...respiratorProducts];
