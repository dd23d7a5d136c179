import type { SeedProduct, SeedWarranty } from '../types.ts';
import { art, attr, para, review, richText, seo, variation } from './helpers.ts';
import { speedglasPartsProducts } from './products-speedglas-parts.ts';

const weldingStandards = attr('pa_standard', ['ansi-z87-1', 'csa-z94-3', 'en-175', 'en-379']);

/** Speedglas helmets: three years on the filter, two on the shell and headgear. */
const helmetWarranty: SeedWarranty = {
  warrantyDuration: '3 years',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'ADF', itemWarrantyDuration: '3 years' },
    { itemName: 'Helmet shell', itemWarrantyDuration: '2 years' },
    { itemName: 'Headband', itemWarrantyDuration: '1 year' },
  ],
};

const filterWarranty: SeedWarranty = {
  warrantyDuration: '3 years',
  useCustomWarranty: false,
  customWarrantyItems: [],
};

/** Speedglas helmets and auto-darkening filters. */
const helmetAndFilterProducts: SeedProduct[] = [
  // ── Welding helmets ────────────────────────────────────────────────────────
  {
    slug: 'speedglas-9100-fx-welding-helmet',
    name: 'Speedglas 9100 FX Welding Helmet',
    sku: 'SG-9100FX',
    type: 'variable',
    categories: ['welding-helmets', 'speedglas'],
    tags: ['auto-darkening', 'welding', 'grinding', 'ansi-z87', 'best-seller'],
    regularPrice: 559,
    stockStatus: 'instock',
    totalSales: 1842,
    featured: true,
    date: '2024-01-16T14:20:00Z',
    weight: '1.39',
    dimensions: { length: '13.0', width: '9.5', height: '11.0' },
    image: art(
      'welding-helmet',
      'black',
      '9100 FX',
      'Black Speedglas 9100 FX welding helmet with the clear visor raised',
    ),
    gallery: [
      art('welding-helmet', 'black', '9100 FX', 'Side view of the 9100 FX showing the side windows', 1),
      art('welding-lens', 48, '9100XXi', 'Speedglas 9100XXi auto-darkening filter with keypad', 2),
      art('welding-helmet', 'black', 'FX', 'Welder grinding with the flip-up shell raised', 3),
    ],
    shortDescription: para(
      'Flip-up welding helmet with a clear grinding visor underneath, so you can weld, chip and grind without swapping gear.',
    ),
    description: richText(
      [
        'The 9100 FX pairs a Speedglas auto-darkening filter with a flip-up welding shell and a large, high-impact clear visor. Raise the shell to grind or inspect a bead, lower it to strike an arc; your eyes stay covered the entire time.',
        'Choose the filter that matches your work: the 9100V for general fabrication, the 9100X or XX for more viewing area, or the 9100XXi with its extra-large 2.8 x 4.2 in. window, shade 3 light state and intuitive keypad.',
        'The shell is shaped to channel exhaled heat and moisture away from the filter, and the side windows give peripheral vision in shade 5 so you can see people moving around the booth.',
      ],
      [
        'Welding shades 5, 8, 9–13 (filter dependent) with 0.1 ms switching',
        'Clear grinding visor rated ANSI Z87.1+ high impact',
        'Side windows in shade 5 for peripheral awareness',
        'Adjustable headband with crown strap and replaceable sweatband',
        'Meets ANSI Z87.1-2020, CSA Z94.3 and EN 175/EN 379',
      ],
    ),
    attributes: [
      attr('ADF', ['9100V', '9100X', '9100XX', '9100XXi'], true),
      attr('pa_shade', ['shade-3', '5-8-9-13']),
      weldingStandards,
      attr('Weight', ['1.39 lb (with filter)']),
    ],
    variations: [
      variation('SG-9100FX-V', { ADF: '9100V' }, 559, 14, { salePrice: 529 }),
      variation('SG-9100FX-X', { ADF: '9100X' }, 629, 22),
      variation('SG-9100FX-XX', { ADF: '9100XX' }, 689, 9),
      variation('SG-9100FX-XXI', { ADF: '9100XXi' }, 759, 31),
    ],
    defaultAttributes: { ADF: '9100XXi' },
    reviews: [
      review(
        'Travis Keller',
        5,
        '2024-03-02',
        'Switched from a fixed-front hood and will never go back. Flip the shell, grind, flip it down, weld. The XXi is crystal clear on low-amp TIG.',
      ),
      review(
        'Rosa Delgado',
        5,
        '2024-06-19',
        'Wore it through a full 10-hour shift of structural stick work. Balanced well, no neck strain, and the side windows are more useful than I expected.',
      ),
      review(
        'Dale Hutchins',
        4,
        '2024-09-08',
        'Great helmet. Only complaint is the headband took a few days to break in and the sweatband wears out fast in a Texas summer.',
      ),
      review(
        'Mark Oyelaran',
        5,
        '2025-01-27',
        'Bought the 9100X version for my shop. Optics are excellent and the grinding visor does not fog like my old one.',
      ),
    ],
    faqs: [
      {
        question: 'Can I upgrade the filter later?',
        answer:
          'Yes. Every 9100 filter fits the 9100 FX shell, so you can start with the 9100V and move to the XXi later.',
      },
      {
        question: 'Does it fit over prescription glasses?',
        answer:
          'Most frames fit. If yours are wide, add a Speedglas magnifying lens instead and skip the glasses.',
      },
      {
        question: 'Is a hard hat version available?',
        answer: 'Look at the 9100 MP, which combines the same filters with a Type I Class G hard hat.',
      },
    ],
    tabs: [
      {
        tabTitle: 'Videos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Adjusting the 9100 FX headband',
            youtubeUrl: 'https://www.youtube.com/watch?v=Qm7vR2xLk4A',
            videoDescription: 'Set height, crown and tilt in under two minutes.',
          },
          {
            videoTitle: 'Changing the outside protection plate',
            youtubeUrl: 'https://www.youtube.com/watch?v=h8TzW1pNq0c',
            videoDescription: 'Swap a spattered plate without tools.',
          },
        ],
      },
      {
        tabTitle: 'Downloads',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: '9100 FX user manual',
            file: '/downloads/speedglas-9100fx-user-manual.pdf',
            fileDescription: 'Fitting, shade selection and maintenance (PDF, 2.1 MB).',
          },
          {
            fileTitle: 'Shade selection chart',
            file: '/downloads/welding-shade-chart.pdf',
            fileDescription: 'Recommended shades by process and amperage.',
          },
        ],
      },
    ],
    warranty: helmetWarranty,
    metaData: [{ key: 'country_of_origin', value: 'Sweden' }],
    seo: seo(
      'Speedglas 9100 FX Welding Helmet | Flip-Up ADF',
      'Speedglas 9100 FX flip-up welding helmet with 9100V, X, XX or XXi filter and clear grinding visor. ANSI Z87.1+. Free shipping over $99.',
    ),
  },
  {
    slug: 'speedglas-9100-fx-air-welding-helmet-papr',
    name: 'Speedglas 9100 FX Air Welding Helmet with Versaflo TR-600 PAPR',
    sku: 'SG-9100FXAIR-TR6',
    type: 'external',
    categories: ['welding-helmets', 'speedglas', 'papr-systems', 'versaflo'],
    tags: ['auto-darkening', 'welding', 'papr', 'niosh-approved', 'beard-friendly'],
    regularPrice: 2149,
    stockStatus: 'instock',
    totalSales: 0,
    date: '2024-06-04T16:00:00Z',
    externalUrl: 'https://www.example.com/speedglas/9100-fx-air-tr-600',
    buttonText: 'Buy from manufacturer',
    image: art(
      'welding-helmet',
      195,
      'FX AIR',
      'Speedglas 9100 FX Air helmet connected to a belt-mounted PAPR',
      2,
    ),
    shortDescription: para(
      'Factory-configured welding helmet and PAPR system, sold and shipped directly by the manufacturer.',
    ),
    description: richText(
      [
        'The 9100 FX Air combines the flip-up 9100 FX shell with a sealed face seal and a Versaflo TR-600 blower that filters welding fume through an HE filter. Assigned protection factor is 25 under OSHA 29 CFR 1910.134.',
        'Because the system is configured to order (filter choice, battery size, spark arrestor), it is fulfilled directly by the manufacturer. Use the button below to build and buy your kit.',
      ],
      [
        'NIOSH approved, TC-21C-0810 (PAPR, HE)',
        'Airflow 6.7, 7.4 or 8.3 cfm selectable',
        'Battery runtime up to 10 hours with the standard TR-630 pack',
        'Flame-resistant face seal and breathing tube cover included',
      ],
    ),
    attributes: [
      attr('pa_filterclass', ['he']),
      attr('pa_standard', ['niosh-papr-he', 'ansi-z87-1', 'csa-z94-3']),
      attr('Battery runtime', ['Up to 10 hours']),
    ],
    warranty: helmetWarranty,
    seo: seo(
      'Speedglas 9100 FX Air with TR-600 PAPR',
      'Welding helmet and Versaflo TR-600 PAPR in one NIOSH-approved system. Configure and buy directly from the manufacturer.',
    ),
  },
  {
    slug: 'speedglas-9100-mp-welding-helmet',
    name: 'Speedglas 9100 MP Welding Helmet with Hard Hat',
    sku: 'SG-9100MP',
    type: 'variable',
    categories: ['welding-helmets', 'speedglas'],
    tags: ['auto-darkening', 'welding', 'grinding', 'ansi-z87', 'impact-resistant'],
    regularPrice: 879,
    stockStatus: 'instock',
    totalSales: 412,
    date: '2024-09-10T13:45:00Z',
    weight: '2.25',
    dimensions: { length: '14.0', width: '10.5', height: '12.0' },
    image: art(
      'welding-helmet',
      50,
      '9100 MP',
      'Speedglas 9100 MP welding helmet built onto a yellow hard hat',
      1,
    ),
    gallery: [
      art('welding-helmet', 50, '9100 MP', 'Welding shell raised showing the clear grinding visor', 2),
      art('hard-hat', 50, 'Z89.1', 'Close-up of the hard hat shell and ratchet'),
    ],
    shortDescription: para(
      'Welding helmet, grinding visor and ANSI Z89.1 hard hat in one unit for shipyards, steel erection and plant maintenance.',
    ),
    description: richText(
      [
        'On sites that require head protection, the 9100 MP removes the bump-cap-under-a-hood compromise. The welding shell and clear visor pivot on a Type I, Class G hard hat, so you keep top-impact protection while welding or grinding.',
        'The ratchet suspension is independent of the welding shell, so the helmet sits the same way whether the shell is up or down.',
      ],
      [
        'Hard hat meets ANSI/ISEA Z89.1 Type I Class G',
        'Clear visor ANSI Z87.1+ high impact',
        'Fits all 9100 series auto-darkening filters',
        'Low-profile shell clears overhead beams and piping',
      ],
    ),
    attributes: [
      attr('ADF', ['9100V', '9100XX', '9100XXi'], true),
      attr('pa_shade', ['shade-3', '5-8-9-13']),
      attr('pa_standard', ['ansi-z87-1', 'ansi-z89-1', 'csa-z94-3']),
    ],
    variations: [
      variation('SG-9100MP-V', { ADF: '9100V' }, 879, 6),
      variation('SG-9100MP-XX', { ADF: '9100XX' }, 989, 'onbackorder'),
      variation('SG-9100MP-XXI', { ADF: '9100XXi' }, 1069, 4),
    ],
    defaultAttributes: { ADF: '9100XXi' },
    reviews: [
      review(
        'Gene Prokop',
        5,
        '2024-11-14',
        'Shipyard requires hard hats everywhere. This is the first combo that does not feel like a bucket on my head.',
      ),
      review(
        'Anthony Briggs',
        3,
        '2025-03-30',
        'Works as described but it is heavy for overhead welding. I switch to my FX when I can.',
      ),
    ],
    warranty: helmetWarranty,
    seo: seo(
      'Speedglas 9100 MP Welding Helmet with Hard Hat',
      'Speedglas 9100 MP: welding helmet, clear grinding visor and ANSI Z89.1 hard hat in one. Choose 9100V, XX or XXi filter.',
    ),
  },
  {
    slug: 'speedglas-g5-01-welding-helmet',
    name: 'Speedglas G5-01 Heavy-Duty Welding Helmet',
    sku: 'SG-G501',
    type: 'variable',
    categories: ['welding-helmets', 'speedglas'],
    tags: ['auto-darkening', 'welding', 'ansi-z87', 'lightweight'],
    regularPrice: 1099,
    stockStatus: 'instock',
    totalSales: 268,
    featured: true,
    date: '2025-02-11T15:10:00Z',
    weight: '1.10',
    dimensions: { length: '12.5', width: '9.0', height: '10.5' },
    image: art('welding-helmet', 'black', 'G5-01', 'Matte black Speedglas G5-01 heavy-duty welding helmet'),
    gallery: [
      art('welding-lens', 40, 'G5-01VC', 'G5-01VC filter showing natural color view', 1),
      art('welding-helmet', 'black', 'G5-01', 'Rear of the G5-01 showing the rotating headband', 3),
    ],
    shortDescription: para(
      'Premium heavy-duty helmet for high-amperage MIG, stick and gouging, with a choice of TW or VC filter.',
    ),
    description: richText(
      [
        'The G5-01 is built for the welders who run hot all day. Its low-slung shell keeps heat off the face, and the filter sits further from the arc to reduce fume exposure and glare.',
        'Choose the G5-01TW filter with a dedicated TIG mode for low-amperage arcs, or the G5-01VC with variable color technology that gives a more natural, less green view of the puddle.',
        'The headband rotates with the shell so the helmet flips up and stays put, and the weight is balanced low on the head to reduce neck strain over a long shift.',
      ],
      [
        'Shades 5 and 8–13, light state 3',
        'Viewing area 2.8 x 4.2 in.',
        'Four arc sensors for reliable darkening in awkward positions',
        'Rechargeable lithium filter battery, about 8 hours per charge',
        'ANSI Z87.1, CSA Z94.3, EN 175 and EN 379 1/1/1/2 optical class',
      ],
    ),
    attributes: [
      attr('ADF', ['G5-01TW', 'G5-01VC'], true),
      attr('pa_shade', ['shade-3', '5-8-13']),
      weldingStandards,
      attr('Lens size', ['2.8 x 4.2 in.']),
    ],
    variations: [
      variation('SG-G501-TW', { ADF: 'G5-01TW' }, 1099, 7),
      variation('SG-G501-VC', { ADF: 'G5-01VC' }, 1189, 'onbackorder'),
    ],
    defaultAttributes: { ADF: 'G5-01TW' },
    reviews: [
      review(
        'Curtis Vandermeer',
        5,
        '2025-04-03',
        'The VC filter is the real deal. Colors look close to natural and I can finally see the toes of my fillet without lifting the hood.',
      ),
      review(
        'Lena Marsh',
        4,
        '2025-07-22',
        'Expensive, but it is the lightest heavy-duty hood I have worn. Battery lasts most of a shift; I charge at lunch.',
      ),
      review(
        'Jorge Saldana',
        5,
        '2025-10-01',
        'Running 350 amp flux core on heavy plate. This is the only helmet that does not turn into an oven.',
      ),
    ],
    faqs: [
      {
        question: 'What is the difference between TW and VC?',
        answer:
          'The TW filter has a TIG mode tuned for low-amperage arcs. The VC filter uses variable color technology for a more natural view. Both cover shades 5 and 8–13.',
      },
      {
        question: 'How do I charge the filter?',
        answer:
          'The filter battery charges through a USB-C port in about 3 hours. A full charge lasts roughly one shift.',
      },
    ],
    warranty: helmetWarranty,
    seo: seo(
      'Speedglas G5-01 Heavy-Duty Welding Helmet',
      'Speedglas G5-01 with G5-01TW or G5-01VC auto-darkening filter. Shades 5, 8–13, built for high-amperage welding.',
    ),
    metaData: [{ key: 'country_of_origin', value: 'Sweden' }],
    tabs: [
      {
        tabTitle: 'Videos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'G5-01 first-time setup',
            youtubeUrl: 'https://www.youtube.com/watch?v=Gt5mWq0xLr8',
            videoDescription: 'Headband fit, tilt and charging the filter.',
          },
          {
            videoTitle: 'Using TIG mode',
            youtubeUrl: 'https://www.youtube.com/watch?v=aN3vKd7Pz1Q',
            videoDescription: 'When to switch on TIG mode and how it behaves at low amperage.',
          },
        ],
      },
    ],
  },
  {
    slug: 'speedglas-g5-02-curved-welding-helmet',
    name: 'Speedglas G5-02 Welding Helmet with Curved ADF',
    sku: 'SG-G502',
    type: 'simple',
    categories: ['welding-helmets', 'speedglas'],
    tags: ['auto-darkening', 'welding', 'ansi-z87'],
    regularPrice: 1149,
    stockStatus: 'instock',
    stockQuantity: 5,
    lowStockAmount: 2,
    totalSales: 96,
    date: '2025-08-19T12:30:00Z',
    weight: '1.08',
    dimensions: { length: '12.5', width: '9.5', height: '10.5' },
    image: art(
      'welding-helmet',
      230,
      'G5-02',
      'Speedglas G5-02 helmet with wide curved auto-darkening filter',
    ),
    gallery: [art('welding-lens', 230, 'CURVED', 'Curved filter seen from the inside of the helmet', 2)],
    shortDescription: para(
      'Curved auto-darkening filter with roughly 30% more field of view, in the G5 heavy-duty shell.',
    ),
    description: richText(
      [
        'The curved filter of the G5-02 wraps around the face, widening the field of view to the sides and downward, so you spend less time moving your head to follow a long joint.',
        'The curved optics are rated 1/1/1/1 and the filter covers shades 8–12, with a light state of 3 and a grind mode at shade 5.',
      ],
      [
        'Curved ADF, shades 8–12, light state 3',
        'Grind mode at shade 5',
        'Same low-profile heavy-duty shell as the G5-01',
        'Replaceable lithium battery, up to 1,500 hours',
      ],
    ),
    attributes: [attr('pa_shade', ['shade-3', 'shade-5', '8-12']), weldingStandards],
    reviews: [
      review(
        'Ben Castellanos',
        5,
        '2025-11-12',
        'Running pipe, the curved lens lets me see around the joint. Took a day to get used to, now I love it.',
      ),
    ],
    warranty: helmetWarranty,
    seo: seo(
      'Speedglas G5-02 Curved ADF Welding Helmet',
      'Speedglas G5-02 with a curved auto-darkening filter for a wider field of view. Shades 8–12, grind mode, heavy-duty shell.',
    ),
  },
  {
    slug: 'speedglas-100-welding-helmet',
    name: 'Speedglas 100 Welding Helmet',
    sku: 'SG-100',
    type: 'variable',
    categories: ['welding-helmets', 'speedglas'],
    tags: ['auto-darkening', 'welding', 'lightweight', 'best-seller'],
    regularPrice: 199,
    stockStatus: 'instock',
    totalSales: 3120,
    date: '2024-03-05T10:05:00Z',
    weight: '1.00',
    dimensions: { length: '12.0', width: '9.0', height: '10.0' },
    image: art('welding-helmet', 220, '100', 'Speedglas 100 welding helmet with blue lightning graphic', 2),
    gallery: [
      art('welding-helmet', 'black', '100', 'Speedglas 100 in plain black', 1),
      art('welding-helmet', 'gray', '100', 'Speedglas 100 with carbon fiber look finish', 3),
    ],
    shortDescription: para(
      'Entry-level Speedglas with professional optics, for farm, hobby and light fabrication welding.',
    ),
    description: richText(
      [
        'The Speedglas 100 brings the same optical quality as the professional line to a lighter, simpler helmet. Choose the 100V with variable shades 8–12 or the 100S-11 with a fixed shade 11 for stick and MIG.',
        'The headband is easy to size and the shell weighs about a pound, which makes it a good first helmet or a spare for the truck.',
      ],
      [
        '100V: variable shade 8–12 with sensitivity and delay',
        '100S-11: fixed shade 11, nothing to set',
        'Light state shade 3, switching time 0.1 ms',
        'Viewing area 1.7 x 3.6 in.',
      ],
    ),
    attributes: [
      attr('ADF', ['100V', '100S-11'], true),
      attr('Graphic', ['Black', 'Carbon Fiber Look', 'Blue Lightning'], true),
      attr('pa_shade', ['shade-3', '8-12', 'shade-11']),
      weldingStandards,
    ],
    variations: [
      variation('SG-100V-BLK', { ADF: '100V', Graphic: 'Black' }, 249, 58),
      variation('SG-100V-CF', { ADF: '100V', Graphic: 'Carbon Fiber Look' }, 269, 21, { salePrice: 239 }),
      variation('SG-100V-BLT', { ADF: '100V', Graphic: 'Blue Lightning' }, 269, 'outofstock'),
      variation('SG-100S11', { ADF: '100S-11', Graphic: '' }, 199, 44),
    ],
    defaultAttributes: { ADF: '100V', Graphic: 'Black' },
    reviews: [
      review(
        'Hank Albrecht',
        5,
        '2024-04-20',
        'Bought for fence repair on the ranch. Light, clear, and the 100V darkens every time.',
      ),
      review(
        'Kayla Brennan',
        4,
        '2024-08-03',
        'My first auto-darkening hood. Headband could use more padding but the view is so much better than my old passive one.',
      ),
      review(
        'Sam Whitlock',
        2,
        '2025-01-15',
        'Mine went dark late a couple of times on low-amp TIG. Fine for MIG, not what I needed for thin stainless.',
      ),
      review(
        'Pete Lindqvist',
        5,
        '2025-06-28',
        'Second one I have bought, one for me and one for my son. Great value for real Speedglas optics.',
      ),
    ],
    warranty: {
      warrantyDuration: '2 years',
      useCustomWarranty: true,
      customWarrantyItems: [
        { itemName: 'ADF', itemWarrantyDuration: '2 years' },
        { itemName: 'Helmet shell', itemWarrantyDuration: '1 year' },
      ],
    },
    seo: seo(
      'Speedglas 100 Welding Helmet | 100V or 100S-11',
      'Speedglas 100 auto-darkening welding helmet with 100V (shade 8–12) or 100S-11 filter. Lightweight, three graphics.',
    ),
    faqs: [
      {
        question: 'What is the difference between the 100V and 100S-11?',
        answer:
          'The 100V has a variable shade of 8–12 with sensitivity and delay dials. The 100S-11 is fixed at shade 11 with nothing to adjust.',
      },
      {
        question: 'Is it good for TIG?',
        answer:
          'The 100V works for most TIG above about 20 A. For very low amperage, the 9100 series has more sensitivity settings.',
      },
    ],
    tabs: [
      {
        tabTitle: 'Downloads',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Speedglas 100 user manual',
            file: '/downloads/speedglas-100-user-manual.pdf',
            fileDescription: 'Fitting, shade settings and battery replacement.',
          },
        ],
      },
    ],
  },
  {
    slug: 'speedglas-9002nc-welding-helmet',
    name: 'Speedglas 9002NC Welding Helmet',
    sku: 'SG-9002NC',
    type: 'simple',
    categories: ['welding-helmets', 'speedglas'],
    tags: ['auto-darkening', 'welding'],
    regularPrice: 449,
    salePrice: 399,
    stockStatus: 'instock',
    stockQuantity: 12,
    totalSales: 734,
    date: '2024-04-22T09:00:00Z',
    weight: '1.15',
    dimensions: { length: '12.5', width: '9.0', height: '10.5' },
    image: art('welding-helmet', 'black', '9002NC', 'Classic black Speedglas 9002NC welding helmet'),
    shortDescription: para(
      'The long-running classic: reliable shade 9–13 auto-darkening in a compact, proven shell.',
    ),
    description: richText(
      [
        'The 9002NC has been a shop-floor staple for years. It darkens to any shade from 9 to 13, with a light state of 3, and it is simple enough that most welders never open the manual.',
        'Its narrow shell fits into tight spots on frames and trailers where bigger helmets bump.',
      ],
      [
        'Variable shade 9–13, light state 3',
        'Viewing area 1.7 x 4.1 in.',
        'Two sensitivity settings',
        'Replaceable lithium battery',
      ],
    ),
    attributes: [attr('pa_shade', ['shade-3', '9-13']), weldingStandards],
    reviews: [
      review(
        'Walt Gunderson',
        4,
        '2024-07-11',
        'Had my last 9002 for eleven years. Bought this to replace it. Same helmet, still works.',
      ),
    ],
    warranty: helmetWarranty,
    seo: seo(
      'Speedglas 9002NC Welding Helmet | Shade 9–13',
      'Speedglas 9002NC auto-darkening welding helmet with shades 9–13 and a compact shell. Now on sale.',
    ),
  },
  {
    slug: 'speedglas-9100-welding-helmet-9100xx',
    name: 'Speedglas 9100 Welding Helmet with 9100XX ADF',
    sku: 'SG-9100-XX',
    type: 'simple',
    categories: ['welding-helmets', 'speedglas'],
    tags: ['auto-darkening', 'welding'],
    regularPrice: 579,
    stockStatus: 'outofstock',
    stockQuantity: 0,
    totalSales: 521,
    date: '2025-10-14T12:49:00Z',
    weight: '1.10',
    dimensions: { length: '12.5', width: '9.0', height: '10.5' },
    image: art('welding-helmet', 205, '9100XX', 'Speedglas 9100 fixed-front helmet with side windows'),
    shortDescription: para(
      'Fixed-front 9100 helmet with the large-view 9100XX filter and shade 5 side windows.',
    ),
    description: richText(
      [
        'If you do not grind in the same hood, the fixed-front 9100 is lighter and simpler than the FX. The 9100XX filter gives a 2.8 x 4.2 in. view with shades 5, 8 and 9–13.',
        'This model is temporarily out of stock; the 9100 FX with the same filter ships today.',
      ],
      [
        'Shades 5, 8, 9–13 with memory mode',
        'Side windows, shade 5',
        'Exhaust channels keep heat and moisture away from the filter',
      ],
    ),
    attributes: [attr('pa_shade', ['shade-3', '5-8-9-13']), weldingStandards],
    warranty: helmetWarranty,
    seo: seo(
      'Speedglas 9100 Welding Helmet with 9100XX',
      'Fixed-front Speedglas 9100 welding helmet with the 9100XX filter: shades 5, 8, 9–13 and shade 5 side windows.',
    ),
  },
  {
    slug: 'speedglas-9100-welding-helmet-9100v',
    name: 'Speedglas 9100 Welding Helmet with 9100V ADF',
    sku: 'SG-9100-V',
    type: 'variable',
    categories: ['welding-helmets', 'speedglas'],
    tags: ['auto-darkening', 'welding'],
    regularPrice: 419,
    stockStatus: 'instock',
    totalSales: 690,
    date: '2025-05-06T08:30:00Z',
    weight: '1.05',
    dimensions: { length: '13.5', width: '9.8', height: '11.0' },
    image: art('welding-helmet', 200, '9100V', 'Speedglas 9100 helmet with 9100V filter', 1),
    shortDescription: para('The most affordable way into the 9100 series, with or without side windows.'),
    description: richText(
      [
        'The 9100V filter covers shades 5 and 8–13 with a 1.8 x 3.7 in. viewing area. It is a strong choice for MIG and stick where you do not need the biggest window.',
        'Order it with side windows for more peripheral vision, or without for a darker booth environment.',
      ],
      ['Shades 5, 8–13', 'Three sensitivity levels and adjustable delay', 'Upgradeable to any 9100 filter'],
    ),
    attributes: [
      attr('Side windows', ['With side windows', 'Without side windows'], true),
      attr('pa_shade', ['shade-3', '5-8-13']),
      weldingStandards,
    ],
    variations: [
      variation('SG-9100-V-SW', { 'Side windows': 'With side windows' }, 449, 17),
      variation('SG-9100-V-NSW', { 'Side windows': 'Without side windows' }, 419, 11),
    ],
    defaultAttributes: { 'Side windows': 'With side windows' },
    warranty: helmetWarranty,
    seo: seo(
      'Speedglas 9100 Welding Helmet with 9100V',
      'Speedglas 9100 helmet with 9100V auto-darkening filter, shades 5 and 8–13. With or without side windows.',
    ),
    reviews: [
      review(
        'Caleb Moreno',
        5,
        '2025-07-14',
        'Upgraded from a hardware-store helmet. The difference in clarity is night and day, and the side windows help in our crowded shop.',
      ),
      review(
        'Irma Lopez',
        4,
        '2025-12-02',
        'Solid helmet for the price. Had to tighten the headband a couple of clicks so it stops slipping when I look down.',
      ),
    ],
  },
  {
    slug: 'speedglas-9100-mp-lite-welding-helmet',
    name: 'Speedglas 9100 MP Lite Welding Helmet with 9100X ADF',
    sku: 'SG-9100MPL-X',
    type: 'simple',
    categories: ['welding-helmets', 'speedglas'],
    tags: ['auto-darkening', 'welding', 'grinding', 'lightweight'],
    regularPrice: 749,
    stockStatus: 'instock',
    stockQuantity: 9,
    totalSales: 38,
    date: '2026-02-17T14:00:00Z',
    weight: '1.55',
    dimensions: { length: '13.5', width: '10.0', height: '11.5' },
    image: art('welding-helmet', 190, 'MP LITE', 'Speedglas 9100 MP Lite with flip-up shell and clear visor'),
    shortDescription: para(
      'The MP flip-up design without the hard hat, for shops that want a large clear visor and lighter weight.',
    ),
    description: richText(
      [
        'The MP Lite keeps the 9100 MP shell geometry and its extra-large clear visor but swaps the hard hat for a comfortable ratchet headband, saving almost three-quarters of a pound.',
        'It ships with the 9100X filter (shades 5, 8, 9–13) and accepts every 9100 series filter.',
      ],
      [
        'Large clear visor, ANSI Z87.1+ high impact',
        'Flip-up welding shell with positive detents',
        'Headband compatible with the 9100 sweatbands',
      ],
    ),
    attributes: [attr('pa_shade', ['shade-3', '5-8-9-13']), weldingStandards],
    faqs: [
      {
        question: 'Can I add a hard hat later?',
        answer:
          'No, the hard hat shell is part of the 9100 MP. Choose the MP if your site requires head protection.',
      },
      {
        question: 'Which filter is included?',
        answer: 'The 9100X, with a 2.1 x 4.2 in. viewing area and shades 5, 8 and 9–13.',
      },
    ],
    warranty: helmetWarranty,
    seo: seo(
      'Speedglas 9100 MP Lite Welding Helmet',
      'Speedglas 9100 MP Lite flip-up welding helmet with 9100X filter and extra-large clear grinding visor.',
    ),
    reviews: [
      review(
        'Jonah Whitaker',
        4,
        '2026-05-04',
        'Big clear visor and light on the head. I do miss the XXi keypad, but the 9100X is plenty for my work.',
      ),
    ],
  },

  // ── Auto-darkening filters ─────────────────────────────────────────────────
  {
    slug: 'speedglas-9100xxi-auto-darkening-filter',
    name: 'Speedglas 9100XXi Auto-Darkening Filter',
    sku: 'SG-ADF-9100XXI',
    type: 'simple',
    categories: ['auto-darkening-filters', 'speedglas'],
    tags: ['auto-darkening', 'welding', 'replacement-part'],
    regularPrice: 429,
    stockStatus: 'instock',
    stockQuantity: 26,
    totalSales: 960,
    date: '2024-02-06T10:00:00Z',
    weight: '0.40',
    dimensions: { length: '5.3', width: '4.3', height: '0.8' },
    image: art('welding-lens', 48, '9100XXi', 'Speedglas 9100XXi filter with blue keypad'),
    gallery: [art('welding-lens', 48, '9100XXi', 'Filter in dark state shade 11', 3)],
    shortDescription: para(
      'Largest 9100 filter, with a shade 3 light state, memory modes and a backlit keypad.',
    ),
    description: richText(
      [
        'The 9100XXi gives a 2.8 x 4.2 in. view with shades 5, 8 and 9–13 and a brighter shade 3 light state. Three memory settings let you jump between MIG, TIG and grinding without re-keying.',
        'It drops into any 9100 helmet and is powered by two CR2032 cells with a solar assist.',
      ],
      [
        'Shades 3 (light), 5, 8, 9–13',
        'Viewing area 2.8 x 4.2 in.',
        'Three memory modes, six sensitivity levels',
        'Battery life about 2,000 hours',
      ],
    ),
    attributes: [
      attr('pa_shade', ['shade-3', '5-8-9-13']),
      weldingStandards,
      attr('Lens size', ['2.8 x 4.2 in.']),
    ],
    downloads: [{ name: '9100XXi datasheet', file: '/downloads/speedglas-9100xxi-datasheet.pdf' }],
    reviews: [
      review(
        'Derek Solano',
        5,
        '2024-05-14',
        'Dropped it into my old 9100 and it felt like a new helmet. The memory button is handy when switching from TIG to stick.',
      ),
      review('Marisol Pena', 4, '2024-12-01', 'Clear view, but the keypad is tiny with gloves on.'),
    ],
    tabs: [
      {
        tabTitle: 'Shade guide',
        contentType: 'text',
        textContent:
          '<p>Use shade 9–10 for TIG under 50 A, 10–11 for MIG up to 150 A, 11–12 for MIG and stick up to 250 A, and 13 above 300 A or for air carbon arc gouging. When in doubt, start dark and go lighter until you can see the puddle clearly.</p>',
      },
    ],
    warranty: filterWarranty,
    seo: seo(
      'Speedglas 9100XXi Auto-Darkening Filter',
      'Speedglas 9100XXi ADF: 2.8 x 4.2 in. view, shades 3, 5, 8, 9–13, three memory modes. Fits all 9100 helmets.',
    ),
    faqs: [
      {
        question: 'Will it fit my older 9100 helmet?',
        answer: 'Yes. Every 9100 filter fits every 9100 shell, including older helmets.',
      },
      {
        question: 'What batteries does it use?',
        answer: 'Two CR2032 lithium cells with solar assist; expect about 2,000 hours of use.',
      },
    ],
  },
  {
    slug: 'speedglas-9100xx-auto-darkening-filter',
    name: 'Speedglas 9100XX Auto-Darkening Filter',
    sku: 'SG-ADF-9100XX',
    type: 'simple',
    categories: ['auto-darkening-filters', 'speedglas'],
    tags: ['auto-darkening', 'welding', 'replacement-part'],
    regularPrice: 369,
    stockStatus: 'instock',
    stockQuantity: 18,
    totalSales: 602,
    date: '2025-02-22T14:51:00Z',
    weight: '0.38',
    dimensions: { length: '4.8', width: '4.3', height: '0.8' },
    image: art('welding-lens', 52, '9100XX', 'Speedglas 9100XX auto-darkening filter'),
    shortDescription: para('Large 2.8 x 4.2 in. view with shades 5, 8 and 9–13 for general welding.'),
    description: richText(
      [
        'Same viewing area as the XXi with a standard shade 3 light state and a simpler keypad. A popular upgrade for 9100V owners who want more view.',
      ],
      ['Shades 5, 8, 9–13', 'Viewing area 2.8 x 4.2 in.', 'Grinding mode at shade 3'],
    ),
    attributes: [attr('pa_shade', ['shade-3', '5-8-9-13']), weldingStandards],
    warranty: filterWarranty,
    seo: seo(
      'Speedglas 9100XX Auto-Darkening Filter',
      'Speedglas 9100XX replacement ADF with a 2.8 x 4.2 in. view and shades 5, 8, 9–13. Fits every 9100 helmet.',
    ),
    reviews: [
      review(
        'Nate Gillespie',
        5,
        '2025-04-18',
        'Swapped out my 9100V for this. The bigger window makes long fillet welds much easier to follow.',
      ),
    ],
  },
  {
    slug: 'speedglas-9100x-auto-darkening-filter',
    name: 'Speedglas 9100X Auto-Darkening Filter',
    sku: 'SG-ADF-9100X',
    type: 'simple',
    categories: ['auto-darkening-filters', 'speedglas'],
    tags: ['auto-darkening', 'welding', 'replacement-part'],
    regularPrice: 319,
    salePrice: 289,
    stockStatus: 'instock',
    stockQuantity: 13,
    totalSales: 388,
    date: '2025-02-05T09:34:00Z',
    weight: '0.36',
    dimensions: { length: '6.3', width: '3.8', height: '0.8' },
    image: art('welding-lens', 55, '9100X', 'Speedglas 9100X auto-darkening filter'),
    shortDescription: para('Mid-size 2.1 x 4.2 in. view with the full 9100 shade range.'),
    description: richText(
      [
        'The 9100X balances view and price. It covers shades 5, 8 and 9–13 and shares its controls with the XX.',
      ],
      ['Shades 5, 8, 9–13', 'Viewing area 2.1 x 4.2 in.', 'Six sensitivity levels'],
    ),
    attributes: [attr('pa_shade', ['shade-3', '5-8-9-13']), weldingStandards],
    warranty: filterWarranty,
    seo: seo(
      'Speedglas 9100X Auto-Darkening Filter (Sale)',
      'Speedglas 9100X ADF with shades 5, 8, 9–13 and a 2.1 x 4.2 in. view, now on sale. Fits all 9100 helmets.',
    ),
  },
  {
    slug: 'speedglas-9100v-auto-darkening-filter',
    name: 'Speedglas 9100V Auto-Darkening Filter',
    sku: 'SG-ADF-9100V',
    type: 'simple',
    categories: ['auto-darkening-filters', 'speedglas'],
    tags: ['auto-darkening', 'welding', 'replacement-part'],
    regularPrice: 259,
    salePrice: 229,
    stockStatus: 'outofstock',
    stockQuantity: 0,
    totalSales: 455,
    date: '2024-02-06T10:45:00Z',
    weight: '0.33',
    dimensions: { length: '5.5', width: '4.8', height: '0.8' },
    image: art('welding-lens', 58, '9100V', 'Speedglas 9100V auto-darkening filter'),
    shortDescription: para('Compact 9100 filter with shades 5 and 8–13.'),
    description: richText(
      [
        'The entry filter of the 9100 family, with a 1.8 x 3.7 in. viewing area. Back in stock soon; sign up for a notification below.',
      ],
      ['Shades 5, 8–13', 'Viewing area 1.8 x 3.7 in.', 'Fits all 9100 helmets'],
    ),
    attributes: [attr('pa_shade', ['5-8-13']), weldingStandards],
    warranty: filterWarranty,
    seo: seo(
      'Speedglas 9100V Auto-Darkening Filter',
      'Speedglas 9100V replacement ADF, shades 5 and 8–13, 1.8 x 3.7 in. view. Fits every 9100 series helmet.',
    ),
  },
  {
    slug: 'speedglas-g5-01tw-auto-darkening-filter',
    name: 'Speedglas G5-01TW Auto-Darkening Filter',
    sku: 'SG-ADF-G501TW',
    type: 'simple',
    categories: ['auto-darkening-filters', 'speedglas'],
    tags: ['auto-darkening', 'welding', 'replacement-part', 'rechargeable'],
    regularPrice: 529,
    stockStatus: 'instock',
    stockQuantity: 8,
    totalSales: 122,
    date: '2025-02-11T15:30:00Z',
    weight: '0.42',
    dimensions: { length: '5.3', width: '4.3', height: '0.8' },
    image: art('welding-lens', 35, 'G5-01TW', 'Speedglas G5-01TW filter with TIG mode button'),
    shortDescription: para('Heavy-duty filter with a TIG mode that holds dark on low-amperage arcs.'),
    description: richText(
      [
        'The G5-01TW uses four sensors and a dedicated TIG mode that keeps the filter dark at currents down to 1 A. It charges over USB-C.',
      ],
      ['Shades 5, 8–13, light state 3', 'TIG mode for low-amperage work', 'USB-C rechargeable'],
    ),
    attributes: [attr('pa_shade', ['shade-3', '5-8-13']), weldingStandards],
    warranty: filterWarranty,
    seo: seo(
      'Speedglas G5-01TW Auto-Darkening Filter',
      'Speedglas G5-01TW replacement ADF with TIG mode, shades 5 and 8–13, USB-C rechargeable. Fits G5-01 helmets.',
    ),
    reviews: [
      review(
        'Owen Castillo',
        5,
        '2025-05-30',
        'TIG mode really works. It stays dark at 15 amps on thin stainless where my old filter flickered.',
      ),
      review(
        'Mitch Darden',
        4,
        '2025-11-09',
        'Great filter, just remember to charge it before a long weekend job.',
      ),
    ],
  },
  {
    slug: 'speedglas-g5-01vc-auto-darkening-filter',
    name: 'Speedglas G5-01VC Auto-Darkening Filter',
    sku: 'SG-ADF-G501VC',
    type: 'simple',
    categories: ['auto-darkening-filters', 'speedglas'],
    tags: ['auto-darkening', 'welding', 'replacement-part', 'rechargeable'],
    regularPrice: 589,
    stockStatus: 'onbackorder',
    totalSales: 87,
    date: '2025-03-04T09:20:00Z',
    weight: '0.42',
    dimensions: { length: '5.8', width: '4.5', height: '0.8' },
    image: art('welding-lens', 170, 'G5-01VC', 'Speedglas G5-01VC filter with natural color tint', 1),
    shortDescription: para('Variable color filter for a more natural, less green view of the weld.'),
    description: richText(
      [
        'The VC filter shifts the tint of the dark state so the puddle, base metal and surroundings keep more of their real color. Ships in 2–3 weeks on backorder.',
      ],
      ['Shades 5, 8–13, light state 3', 'Variable color technology', 'USB-C rechargeable'],
    ),
    attributes: [attr('pa_shade', ['shade-3', '5-8-13']), weldingStandards],
    warranty: filterWarranty,
    seo: seo(
      'Speedglas G5-01VC Auto-Darkening Filter',
      'Speedglas G5-01VC variable color ADF for a natural view of the weld. Shades 5, 8–13. Available on backorder.',
    ),
  },
  {
    slug: 'speedglas-100v-auto-darkening-filter',
    name: 'Speedglas 100V Auto-Darkening Filter',
    sku: 'SG-ADF-100V',
    type: 'simple',
    categories: ['auto-darkening-filters', 'speedglas'],
    tags: ['auto-darkening', 'welding', 'replacement-part'],
    regularPrice: 139,
    stockStatus: 'instock',
    stockQuantity: 47,
    totalSales: 1410,
    date: '2024-03-05T10:20:00Z',
    weight: '0.25',
    dimensions: { length: '4.8', width: '4.3', height: '0.8' },
    image: art('welding-lens', 60, '100V', 'Speedglas 100V auto-darkening filter'),
    shortDescription: para('Variable shade 8–12 filter for the Speedglas 100 helmet.'),
    description: richText(
      [
        'A direct replacement or upgrade for the Speedglas 100 helmet, with shade, sensitivity and delay dials.',
      ],
      ['Shades 8–12, light state 3', 'Viewing area 1.7 x 3.6 in.', 'Replaceable CR2032 battery'],
    ),
    attributes: [attr('pa_shade', ['shade-3', '8-12']), weldingStandards],
    reviews: [
      review(
        'Trent Osei',
        5,
        '2024-10-09',
        'Cheaper than buying a new helmet when I cracked my old filter. Five minute swap.',
      ),
    ],
    seo: seo(
      'Speedglas 100V Auto-Darkening Filter',
      'Speedglas 100V replacement filter with variable shade 8–12, sensitivity and delay controls. Fits Speedglas 100.',
    ),
  },
  {
    slug: 'speedglas-100s-11-auto-darkening-filter',
    name: 'Speedglas 100S-11 Auto-Darkening Filter',
    sku: 'SG-ADF-100S11',
    type: 'simple',
    categories: ['auto-darkening-filters', 'speedglas'],
    tags: ['auto-darkening', 'welding', 'replacement-part'],
    regularPrice: 89,
    salePrice: 79,
    stockStatus: 'instock',
    stockQuantity: 62,
    totalSales: 1780,
    date: '2026-01-25T14:51:00Z',
    weight: '0.24',
    dimensions: { length: '6.3', width: '3.8', height: '0.8' },
    image: art('welding-lens', 65, '100S-11', 'Speedglas 100S-11 fixed shade filter'),
    shortDescription: para('Fixed shade 11 filter for stick and MIG, nothing to adjust.'),
    description: richText(
      ['For welders who always run shade 11. Light state 3, switches in 0.1 ms.'],
      ['Fixed shade 11', 'Light state 3', 'Fits the Speedglas 100 helmet'],
    ),
    attributes: [attr('pa_shade', ['shade-3', 'shade-11']), weldingStandards],
    seo: seo(
      'Speedglas 100S-11 Fixed Shade 11 Filter',
      'Speedglas 100S-11 auto-darkening filter with fixed shade 11 for stick and MIG. Fits the Speedglas 100 helmet.',
    ),
  },
];

export const speedglasProducts: SeedProduct[] = [...helmetAndFilterProducts, ...speedglasPartsProducts];
