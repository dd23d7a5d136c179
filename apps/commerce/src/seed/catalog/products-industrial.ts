import type { SeedProduct, SeedWarranty } from '../types.ts';
import { art, attr, optionRun, para, review, richText, seo, variation } from './helpers.ts';
import { trainingProducts } from './products-training.ts';
import { workwearProducts } from './products-workwear.ts';

const hardHatWarranty: SeedWarranty = {
  warrantyDuration: '1 year',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Helmet shell', itemWarrantyDuration: '1 year' },
    { itemName: 'Suspension', itemWarrantyDuration: '90 days' },
  ],
};

/** Eyewear, head and hearing protection. */
const siteSafetyProducts: SeedProduct[] = [
  // ── Safety glasses ─────────────────────────────────────────────────────────
  {
    slug: 'clearview-cv-100-wraparound-safety-glasses',
    name: 'ClearView CV-100 Wraparound Safety Glasses',
    sku: 'CV-100',
    type: 'variable',
    categories: ['safety-glasses', 'industrial'],
    tags: ['ansi-z87', 'anti-fog', 'impact-resistant', 'lightweight', 'best-seller'],
    regularPrice: 4.99,
    stockStatus: 'instock',
    totalSales: 4860,
    featured: true,
    date: '2024-01-08T09:00:00Z',
    weight: '0.06',
    dimensions: { length: '6.0', width: '2.2', height: '1.8' },
    image: art('safety-glasses', 200, 'Z87+', 'Clear wraparound safety glasses with blue temples'),
    gallery: [
      art('safety-glasses', 30, 'AMBER', 'Amber lens version for low light', 1),
      art('safety-glasses', 'gray', 'GRAY', 'Gray lens version for outdoor work', 2),
      art('safety-glasses', 190, 'MIRROR', 'Indoor/outdoor mirror lens version', 3),
    ],
    shortDescription: para(
      'Featherweight wraparound glasses with anti-fog coating, ANSI Z87.1+ high impact.',
    ),
    description: richText(
      [
        'At under an ounce, the CV-100 is the pair people actually keep on. A single polycarbonate lens wraps around the brow for side protection without separate shields, and soft rubber temple tips hold without pressure points.',
        'The lens is marked Z87+ for high impact and U6 for maximum UV protection, and it passes the ANSI Z87.1-2020 anti-fog test. Choose clear for indoors, gray for bright sun, amber for low light and dawn shifts, or indoor/outdoor mirror for people who move between the two.',
      ],
      [
        'ANSI/ISEA Z87.1-2020 Z87+ U6, CSA Z94.3',
        'Anti-fog and scratch-resistant coatings',
        '99.9% UVA/UVB protection',
        'Weighs 0.9 oz',
        'Four lens tints',
      ],
    ),
    attributes: [
      attr('Lens tint', ['Clear', 'Gray', 'Amber', 'Indoor/Outdoor Mirror'], true),
      attr('pa_standard', ['ansi-z87-1', 'csa-z94-3']),
    ],
    variations: [
      variation('CV-100-CLR', { 'Lens tint': 'Clear' }, 4.99, 3200),
      variation('CV-100-GRY', { 'Lens tint': 'Gray' }, 4.99, 1800),
      variation('CV-100-AMB', { 'Lens tint': 'Amber' }, 5.49, 640),
      variation('CV-100-IO', { 'Lens tint': 'Indoor/Outdoor Mirror' }, 5.99, 420, { salePrice: 4.99 }),
    ],
    defaultAttributes: { 'Lens tint': 'Clear' },
    reviews: [
      review(
        'Gabe Morrison',
        5,
        '2024-02-22',
        'Ordered 200 pairs for our plant. Nobody complains about these, which is a first.',
      ),
      review('Tammy Fields', 5, '2024-07-08', 'Anti-fog actually works, even with a mask on.'),
      review(
        'Carl Jennings',
        4,
        '2025-03-19',
        'Great value. The gray ones are a little dark for truck cabs.',
      ),
    ],
    faqs: [
      {
        question: 'What does Z87+ mean?',
        answer:
          'The plus sign means the lens passed the ANSI Z87.1 high-velocity and high-mass impact tests. Plain "Z87" only meets basic impact.',
      },
      {
        question: 'Can I wear these over prescription glasses?',
        answer: 'No, choose the CV-300 over-the-glasses model.',
      },
    ],
    tabs: [
      {
        tabTitle: 'Lens guide',
        contentType: 'accordion',
        accordionItems: [
          { question: 'Clear', answer: 'Indoor work and general purpose. Highest light transmission.' },
          { question: 'Gray', answer: 'Outdoor work in bright sun; reduces glare without distorting color.' },
          { question: 'Amber', answer: 'Low light, fog and dawn; increases contrast.' },
          {
            question: 'Indoor/Outdoor Mirror',
            answer: 'Light mirror for forklift drivers and anyone moving in and out of buildings.',
          },
        ],
      },
    ],
    seo: seo(
      'ClearView CV-100 Wraparound Safety Glasses',
      'ClearView CV-100 anti-fog wraparound safety glasses, ANSI Z87.1+ U6. Clear, gray, amber or mirror lens.',
    ),
  },
  {
    slug: 'clearview-cv-200-anti-fog-goggles',
    name: 'ClearView CV-200 Anti-Fog Indirect Vent Goggles',
    sku: 'CV-200',
    type: 'simple',
    categories: ['safety-glasses', 'industrial'],
    tags: ['ansi-z87', 'anti-fog', 'chemical-resistant'],
    regularPrice: 12.99,
    stockStatus: 'instock',
    stockQuantity: 520,
    totalSales: 1730,
    date: '2024-02-14T09:00:00Z',
    weight: '0.20',
    dimensions: { length: '6.8', width: '3.0', height: '1.8' },
    image: art('safety-glasses', 180, 'D3 D4', 'Clear indirect vent chemical splash goggles'),
    shortDescription: para('Indirect-vent goggles for chemical splash and dust, rated Z87+ D3 D4.'),
    description: richText(
      [
        'OSHA 1910.133 requires goggles, not glasses, for chemical splash hazards. The CV-200 seals around the eyes and vents indirectly so liquid cannot find a straight path in.',
      ],
      [
        'Z87+ D3 (splash) D4 (dust)',
        'Fits over most prescription glasses',
        'Anti-fog inside, hard coat outside',
        'Wide elastic strap',
      ],
    ),
    attributes: [attr('pa_standard', ['ansi-z87-1', 'en-166'])],
    reviews: [
      review(
        'Lorena Bautista',
        5,
        '2024-06-12',
        'Lab manager. These fit over my glasses and do not fog during titrations.',
      ),
    ],
    faqs: [
      {
        question: 'Can I wear them over glasses?',
        answer: 'Yes, the frame has room for most medium-size prescription frames.',
      },
      {
        question: 'Are they OK for grinding?',
        answer: 'Yes. For heavy grinding, add a face shield over the goggles.',
      },
    ],
    seo: seo(
      'ClearView CV-200 Anti-Fog Splash Goggles',
      'ClearView CV-200 indirect-vent anti-fog goggles, ANSI Z87+ D3 D4 for chemical splash and dust.',
    ),
  },
  {
    slug: 'clearview-cv-300-over-the-glasses',
    name: 'ClearView CV-300 Over-the-Glasses Safety Glasses',
    sku: 'CV-300-OTG',
    type: 'simple',
    categories: ['safety-glasses', 'industrial'],
    tags: ['ansi-z87', 'impact-resistant'],
    regularPrice: 8.49,
    salePrice: 6.99,
    stockStatus: 'instock',
    stockQuantity: 610,
    totalSales: 1390,
    date: '2026-02-27T12:16:00Z',
    weight: '0.10',
    dimensions: { length: '6.5', width: '2.5', height: '2.0' },
    image: art('safety-glasses', 210, 'OTG', 'Clear over-the-glasses safety frame with side shields', 1),
    shortDescription: para(
      'Fits over prescription frames for visitors and workers without prescription safety eyewear.',
    ),
    description: richText(
      ['Everyday prescription glasses are not safety glasses. Slip these on over them for Z87+ protection.'],
      ['Fits over most frames', 'Integrated side shields', 'Z87+ high impact'],
    ),
    attributes: [attr('pa_standard', ['ansi-z87-1'])],
    seo: seo(
      'ClearView CV-300 Over-the-Glasses Safety Glasses',
      'ClearView CV-300 OTG safety glasses fit over prescription frames. ANSI Z87.1+ high impact. On sale.',
    ),
  },
  {
    slug: 'clearview-cv-150-bifocal-safety-readers',
    name: 'ClearView CV-150 Bifocal Safety Readers',
    sku: 'CV-150-BF',
    type: 'variable',
    categories: ['safety-glasses', 'industrial'],
    tags: ['ansi-z87', 'anti-fog'],
    regularPrice: 9.99,
    stockStatus: 'instock',
    totalSales: 880,
    date: '2024-09-03T09:00:00Z',
    weight: '0.07',
    dimensions: { length: '7.0', width: '2.8', height: '2.0' },
    image: art('safety-glasses', 200, '+2.0', 'Safety glasses with bifocal reading segments', 2),
    shortDescription: para('Z87+ safety glasses with built-in bifocal reading segments from +1.0 to +3.0.'),
    description: richText(
      ['Read gauges and fine print without swapping glasses. The magnifier is molded into the lower lens.'],
      ['Z87+', 'Anti-fog', 'Diopters +1.0 to +3.0'],
    ),
    attributes: [
      attr('Diopter', ['+1.0', '+1.5', '+2.0', '+2.5', '+3.0'], true),
      attr('pa_standard', ['ansi-z87-1']),
    ],
    variations: optionRun(
      'CV-150-BF',
      'Diopter',
      ['+1.0', '+1.5', '+2.0', '+2.5', '+3.0'],
      9.99,
      [140, 210, 260, 190, 70],
    ),
    defaultAttributes: { Diopter: '+2.0' },
    reviews: [
      review(
        'Howard Pickett',
        5,
        '2025-01-06',
        'The +2.0 is perfect for reading tape measures. Should have bought these years ago.',
      ),
    ],
    seo: seo(
      'ClearView CV-150 Bifocal Safety Readers',
      'ClearView CV-150 bifocal safety glasses with +1.0 to +3.0 reading segments. ANSI Z87.1+, anti-fog.',
    ),
  },
  {
    slug: 'clearview-cv-120-safety-glasses-12-pack',
    name: 'ClearView CV-120 Safety Glasses, Clear (12 Pack)',
    sku: 'CV-120-12',
    type: 'simple',
    categories: ['safety-glasses', 'industrial'],
    tags: ['ansi-z87', 'bulk-pack'],
    regularPrice: 29.99,
    stockStatus: 'outofstock',
    stockQuantity: 0,
    totalSales: 960,
    date: '2026-03-26T14:24:00Z',
    weight: '0.80',
    dimensions: { length: '6.0', width: '2.5', height: '2.5' },
    image: art('safety-glasses', 210, 'x12', 'Dozen clear safety glasses in a box', 3),
    shortDescription: para(
      'Visitor-grade clear safety glasses by the dozen for plant tours and job-site kiosks.',
    ),
    description: richText(
      ['Economical and fully Z87+ rated. Restocking soon.'],
      ['Z87+', '12 pairs', 'Clear lens'],
    ),
    attributes: [attr('pa_standard', ['ansi-z87-1'])],
    seo: seo(
      'ClearView CV-120 Safety Glasses, 12 Pack',
      'Box of 12 ClearView clear safety glasses, ANSI Z87.1+, for visitors and plant tours.',
    ),
  },
  {
    slug: 'clearview-cv-400-sealed-safety-glasses',
    name: 'ClearView CV-400 Sealed Safety Glasses with Foam Gasket',
    sku: 'CV-400',
    type: 'simple',
    categories: ['safety-glasses', 'industrial'],
    tags: ['ansi-z87', 'anti-fog', 'grinding'],
    regularPrice: 16.99,
    stockStatus: 'instock',
    stockQuantity: 240,
    totalSales: 520,
    date: '2025-06-17T09:00:00Z',
    weight: '0.09',
    dimensions: { length: '7.5', width: '2.0', height: '2.2' },
    image: art('safety-glasses', 0, 'SEALED', 'Black-frame safety glasses with removable foam seal', 1),
    shortDescription: para('Glasses with a removable foam gasket that blocks dust and wind, rated Z87+ D4.'),
    description: richText(
      ['Goggle-like protection from dust and wind in a glasses form factor. Remove the gasket on hot days.'],
      ['Z87+ D4 with gasket', 'Anti-fog', 'Adjustable strap or temples'],
    ),
    attributes: [attr('pa_standard', ['ansi-z87-1'])],
    tabs: [
      {
        tabTitle: 'Videos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Converting temples to strap',
            youtubeUrl: 'https://www.youtube.com/watch?v=cR4nUe7yQ2s',
            videoDescription: 'Switch between temples and strap in 30 seconds.',
          },
        ],
      },
    ],
    seo: seo(
      'ClearView CV-400 Sealed Safety Glasses',
      'ClearView CV-400 safety glasses with removable foam gasket for dust and wind. ANSI Z87+ D4, anti-fog.',
    ),
    reviews: [
      review(
        'Bryce Holden',
        5,
        '2025-08-09',
        'Perfect for running the chop saw outside on windy days. Nothing gets behind the lens.',
      ),
    ],
  },

  // ── Hard hats ──────────────────────────────────────────────────────────────
  {
    slug: 'shieldpro-hh-10-cap-style-hard-hat',
    name: 'ShieldPro HH-10 Cap-Style Hard Hat with Ratchet',
    sku: 'SP-HH10',
    type: 'variable',
    categories: ['hard-hats', 'industrial'],
    tags: ['electrical-hazard', 'impact-resistant', 'best-seller'],
    regularPrice: 16.99,
    stockStatus: 'instock',
    totalSales: 3340,
    featured: true,
    date: '2024-01-16T09:00:00Z',
    weight: '0.85',
    dimensions: { length: '11.5', width: '9.0', height: '6.5' },
    image: art('hard-hat', 50, 'CLASS E', 'Yellow cap-style hard hat with ratchet suspension'),
    gallery: [
      art('hard-hat', 'white', 'HH-10', 'White HH-10 hard hat', 1),
      art('hard-hat', 30, 'HH-10', 'Orange HH-10 hard hat', 2),
      art('hard-hat', 50, 'HH-10', 'Underside showing the six-point suspension', 3),
    ],
    shortDescription: para(
      'Type I, Class E cap-style hard hat with a six-point ratchet suspension, in six colors.',
    ),
    description: richText(
      [
        'The HH-10 meets ANSI/ISEA Z89.1-2014 Type I (top impact) Class E, proof-tested to 20,000 volts. A six-point nylon suspension spreads impact energy, and the ratchet adjusts with one hand from size 6.5 to 8.',
        'Universal accessory slots accept standard cap-mounted ear muffs, face shields and lamp brackets.',
        'Inspect the shell and suspension before each use. Replace the suspension at least every 12 months and the shell after any significant impact or per your site rules, typically every five years.',
      ],
      [
        'ANSI/ISEA Z89.1-2014 Type I, Class E',
        'HDPE shell with front rain gutter',
        'Six-point ratchet suspension, sizes 6.5–8',
        'Accessory slots for ear muffs and shields',
      ],
    ),
    attributes: [
      attr('pa_color', ['white', 'yellow', 'orange', 'blue', 'red', 'green'], true),
      attr('pa_standard', ['ansi-z89-1', 'csa-z94-3']),
    ],
    variations: optionRun(
      'SP-HH10',
      'pa_color',
      ['white', 'yellow', 'orange', 'blue', 'red', 'green'],
      16.99,
      [900, 760, 410, 260, 'onbackorder', 140],
    ),
    defaultAttributes: { pa_color: 'white' },
    reviews: [
      review(
        'Mike Dunleavy',
        5,
        '2024-03-06',
        'Ratchet is smooth and does not slip. We use the color codes for trades on site.',
      ),
      review('Jasmine Carter', 4, '2024-08-19', 'Good hat. The sweatband is thin, I added a cooling liner.'),
      review(
        'Paul Henning',
        5,
        '2025-05-27',
        'Bought thirty in white and blue. Shipped fast and the ear muff slots fit our existing muffs.',
      ),
    ],
    faqs: [
      {
        question: 'What is the difference between Type I and Type II?',
        answer:
          'Type I protects against blows to the top of the head. Type II adds protection against lateral (side) impacts, which matters on sites with moving loads and falls.',
      },
      {
        question: 'Can I put stickers on it?',
        answer:
          'Manufacturer-approved reflective stickers are fine. Do not paint the shell or drill holes; solvents and holes reduce protection.',
      },
      {
        question: 'How often should I replace it?',
        answer:
          'Replace the suspension every 12 months and the shell after any impact, visible damage or chalky UV degradation, and at least every five years.',
      },
    ],
    warranty: hardHatWarranty,
    seo: seo(
      'ShieldPro HH-10 Cap-Style Hard Hat, Type I Class E',
      'ShieldPro HH-10 cap-style hard hat with six-point ratchet, ANSI Z89.1 Type I Class E. Six colors.',
    ),
    metaData: [{ key: 'country_of_origin', value: 'USA' }],
    downloads: [
      {
        name: 'Hard hat inspection checklist',
        file: '/downloads/shieldpro-hard-hat-inspection-checklist.pdf',
      },
    ],
    tabs: [
      {
        tabTitle: 'Daily inspection',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Shell',
            answer:
              'Look for cracks, dents, gouges, chalky or faded areas. Flex the brim gently; it should spring back.',
          },
          {
            question: 'Suspension',
            answer:
              'Check straps for fraying and clips for cracks; confirm every clip is seated in its key slot.',
          },
          {
            question: 'Accessories',
            answer: 'Make sure ear muffs and shields are mounted in the designed slots, not drilled holes.',
          },
        ],
      },
    ],
  },
  {
    slug: 'shieldpro-hh-20-full-brim-hard-hat',
    name: 'ShieldPro HH-20 Full-Brim Hard Hat',
    sku: 'SP-HH20',
    type: 'variable',
    categories: ['hard-hats', 'industrial'],
    tags: ['electrical-hazard', 'impact-resistant'],
    regularPrice: 24.99,
    stockStatus: 'instock',
    totalSales: 1480,
    date: '2024-03-19T09:00:00Z',
    weight: '1.00',
    dimensions: { length: '12.2', width: '10.0', height: '6.8' },
    image: art('hard-hat', 30, 'FULL BRIM', 'Orange full-brim hard hat', 1),
    shortDescription: para(
      'Full-brim hard hat that shades the face and neck and sheds rain, Type I Class E.',
    ),
    description: richText(
      [
        'Popular with steel erectors, linemen and road crews. The brim blocks sun and channels rain away from the collar.',
      ],
      ['ANSI/ISEA Z89.1 Type I, Class E', 'Four-point ratchet', 'Full brim with rain trough'],
    ),
    attributes: [
      attr('pa_color', ['white', 'yellow', 'orange', 'gray'], true),
      attr('pa_standard', ['ansi-z89-1']),
    ],
    variations: [
      variation('SP-HH20-WHT', { pa_color: 'white' }, 24.99, 320),
      variation('SP-HH20-YEL', { pa_color: 'yellow' }, 24.99, 280),
      variation('SP-HH20-ORG', { pa_color: 'orange' }, 24.99, 150, { salePrice: 21.99 }),
      variation('SP-HH20-GRY', { pa_color: 'gray' }, 26.99, 'outofstock'),
    ],
    defaultAttributes: { pa_color: 'white' },
    reviews: [
      review('Ronnie Tate', 5, '2024-06-25', 'Lineman here. Full brim is the only way in Arizona sun.'),
    ],
    warranty: hardHatWarranty,
    seo: seo(
      'ShieldPro HH-20 Full-Brim Hard Hat',
      'ShieldPro HH-20 full-brim hard hat, ANSI Z89.1 Type I Class E, with ratchet and rain trough.',
    ),
  },
  {
    slug: 'shieldpro-hh-50-type-ii-safety-helmet',
    name: 'ShieldPro HH-50 Type II Safety Helmet with Chin Strap',
    sku: 'SP-HH50',
    type: 'variable',
    categories: ['hard-hats', 'industrial'],
    tags: ['electrical-hazard', 'impact-resistant', 'lightweight'],
    regularPrice: 79.99,
    stockStatus: 'instock',
    totalSales: 410,
    date: '2025-04-01T09:00:00Z',
    weight: '1.05',
    dimensions: { length: '12.0', width: '9.5', height: '7.0' },
    image: art('hard-hat', 'white', 'TYPE II', 'White climbing-style safety helmet with chin strap', 2),
    gallery: [art('hard-hat', 'white', 'TYPE II', 'Inside of the helmet showing EPS liner', 1)],
    shortDescription: para(
      'Climbing-style Type II helmet with EPS liner and four-point chin strap for work at height.',
    ),
    description: richText(
      [
        'Falls from height often mean side impacts and helmets that come off. The HH-50 adds an EPS foam liner for lateral protection (Type II) and a four-point chin strap that keeps it on during a fall.',
        'Class E rated to 20,000 volts. Vents are closable for electrical work.',
      ],
      [
        'ANSI/ISEA Z89.1-2014 Type II, Class E',
        'EPS liner, four-point chin strap',
        'Closable vents',
        'Headlamp clips',
      ],
    ),
    attributes: [
      attr('pa_color', ['white', 'black', 'orange'], true),
      attr('pa_standard', ['ansi-z89-1', 'en-397']),
    ],
    variations: [
      variation('SP-HH50-WHT', { pa_color: 'white' }, 79.99, 60),
      variation('SP-HH50-BLK', { pa_color: 'black' }, 84.99, 'onbackorder'),
      variation('SP-HH50-ORG', { pa_color: 'orange' }, 79.99, 24),
    ],
    defaultAttributes: { pa_color: 'white' },
    reviews: [
      review(
        'Kyle Brandt',
        5,
        '2025-06-09',
        'Tower climber. Way more comfortable than a traditional hard hat and stays put.',
      ),
      review('Angela Reese', 5, '2025-10-30', 'Switched our whole crew after a near miss. Worth it.'),
    ],
    faqs: [
      {
        question: 'Can I wear it with ear muffs?',
        answer: 'Yes, it has standard 30 mm accessory slots for cap-mounted muffs.',
      },
      {
        question: 'Is it vented?',
        answer: 'Yes, with sliding covers so you can close the vents to keep the Class E rating.',
      },
    ],
    tabs: [
      {
        tabTitle: 'Downloads',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'HH-50 instructions',
            file: '/downloads/shieldpro-hh-50-instructions.pdf',
            fileDescription: 'Fitting, inspection and replacement schedule.',
          },
        ],
      },
    ],
    warranty: hardHatWarranty,
    seo: seo(
      'ShieldPro HH-50 Type II Safety Helmet',
      'ShieldPro HH-50 Type II Class E safety helmet with EPS liner and chin strap for work at height.',
    ),
  },
  {
    slug: 'shieldpro-hard-hat-cooling-liner',
    name: 'ShieldPro Hard Hat Cooling Liner',
    sku: 'SP-HHL-COOL',
    type: 'simple',
    categories: ['hard-hats', 'industrial'],
    tags: ['lightweight'],
    regularPrice: 9.99,
    stockStatus: 'instock',
    stockQuantity: 460,
    totalSales: 2110,
    date: '2024-05-14T09:00:00Z',
    weight: '0.10',
    dimensions: { length: '10.0', width: '8.0', height: '1.5' },
    image: art('hard-hat', 200, 'COOL', 'Blue evaporative cooling hard hat liner with neck shade', 3),
    shortDescription: para(
      'Evaporative cooling liner with neck shade that clips into any hard hat suspension.',
    ),
    description: richText(
      [
        'Soak in cold water, wring out and clip in. Stays cool for two to four hours. Helps with heat stress as part of an OSHA heat illness prevention plan.',
      ],
      ['Evaporative fabric', 'Neck shade', 'Universal fit'],
    ),
    attributes: [],
    reviews: [
      review('Darius Green', 5, '2024-07-30', 'Texas roofing crew swears by these. Cheap and effective.'),
    ],
    seo: seo(
      'ShieldPro Hard Hat Cooling Liner',
      'Evaporative hard hat cooling liner with neck shade. Fits any suspension; helps fight heat stress.',
    ),
  },
  {
    slug: 'shieldpro-custom-logo-hard-hats',
    name: 'ShieldPro Custom Logo Hard Hats',
    sku: 'SP-HH-CUSTOM',
    type: 'external',
    categories: ['hard-hats', 'industrial'],
    tags: ['bulk-pack'],
    regularPrice: 19.5,
    stockStatus: 'instock',
    totalSales: 0,
    date: '2025-08-12T09:00:00Z',
    externalUrl: 'https://www.example.com/shieldpro/custom-hard-hats',
    buttonText: 'Buy from manufacturer',
    image: art('hard-hat', 220, 'LOGO', 'Blue hard hat pad-printed with a company logo'),
    shortDescription: para('Pad-printed HH-10 or HH-20 hard hats with your company logo, from 24 units.'),
    description: richText(
      [
        'Printing is done by the manufacturer with inks approved for the shell material, so the ANSI rating is preserved.',
      ],
      ['Minimum 24 hats', 'Up to three print locations'],
    ),
    attributes: [attr('pa_standard', ['ansi-z89-1'])],
    warranty: hardHatWarranty,
    seo: seo(
      'ShieldPro Custom Logo Hard Hats',
      'Custom pad-printed ShieldPro hard hats with your logo, from 24 units. Ordered through the manufacturer.',
    ),
  },

  // ── Ear muffs ──────────────────────────────────────────────────────────────
  {
    slug: 'hushline-hl-30-over-head-ear-muffs',
    name: 'HushLine HL-30 Over-the-Head Ear Muffs, NRR 30',
    sku: 'HL-EM30',
    type: 'simple',
    categories: ['ear-muffs', 'hearing-protection', 'industrial'],
    tags: ['reusable'],
    regularPrice: 24.99,
    stockStatus: 'instock',
    stockQuantity: 380,
    totalSales: 1920,
    date: '2024-02-06T09:00:00Z',
    weight: '0.60',
    dimensions: { length: '7.0', width: '6.0', height: '4.0' },
    image: art('ear-muffs', 5, 'NRR 30', 'Red twin-cup over-the-head ear muffs'),
    shortDescription: para('Twin-cup ear muffs with NRR 30 for chainsaws, grinders and shooting ranges.'),
    description: richText(
      [
        'Double-shell cups with acoustic foam deliver a noise reduction rating of 30 dB. OSHA’s method for estimating real-world protection is (NRR − 7) ÷ 2, so expect roughly 11–12 dB of attenuation on an A-weighted dosimeter reading.',
        'OSHA 29 CFR 1910.95 requires hearing protection be made available at 85 dBA over eight hours and worn at 90 dBA.',
      ],
      ['NRR 30 dB (ANSI S3.19-1974)', 'Twin-shell cups', 'Padded, adjustable headband'],
    ),
    attributes: [attr('NRR', ['30 dB']), attr('pa_standard', ['ansi-s3-19', 'en-352'])],
    reviews: [
      review(
        'Wes Tolliver',
        5,
        '2024-04-09',
        'Quiet enough to run a chainsaw without ringing ears. Comfortable for hours.',
      ),
    ],
    faqs: [
      {
        question: 'Can I double up with ear plugs?',
        answer:
          'Yes. For very loud noise (above 100 dBA), OSHA recommends plugs plus muffs; add about 5 dB to the higher NRR for the combination.',
      },
      {
        question: 'Do they fit with safety glasses?',
        answer: 'Thin temples work fine. Thick temples can break the seal and reduce protection by a few dB.',
      },
    ],
    seo: seo(
      'HushLine HL-30 Ear Muffs, NRR 30',
      'HushLine HL-30 twin-cup over-the-head ear muffs with NRR 30 dB for chainsaws, grinders and ranges.',
    ),
  },
  {
    slug: 'hushline-hl-25e-electronic-ear-muffs',
    name: 'HushLine HL-25E Electronic Ear Muffs with Wireless Audio',
    sku: 'HL-EM25E',
    type: 'variable',
    categories: ['ear-muffs', 'hearing-protection', 'industrial'],
    tags: ['rechargeable', 'reusable'],
    regularPrice: 59.99,
    stockStatus: 'instock',
    totalSales: 980,
    date: '2024-10-22T09:00:00Z',
    weight: '0.75',
    dimensions: { length: '8.5', width: '5.5', height: '3.8' },
    image: art('ear-muffs', 100, 'NRR 25', 'Green electronic ear muffs with volume knob and microphones', 1),
    gallery: [art('ear-muffs', 'black', 'HL-25E', 'Black version of the electronic muffs', 2)],
    shortDescription: para(
      'Level-dependent muffs that amplify voices and cut off loud noise, with wireless audio streaming.',
    ),
    description: richText(
      [
        'External microphones let you hear coworkers and backup alarms at a safe level, then compress instantly when noise spikes. Audio streaming is capped at 82 dBA so music never adds to your dose.',
        'Rechargeable battery lasts about 40 hours of streaming or 140 hours of hear-through.',
      ],
      [
        'NRR 25 dB',
        'Level-dependent hear-through',
        'Wireless audio limited to 82 dBA',
        'USB-C charging, about 140 hours',
      ],
    ),
    attributes: [
      attr('pa_color', ['green', 'black'], true),
      attr('NRR', ['25 dB']),
      attr('Battery runtime', ['140 hours hear-through']),
      attr('pa_standard', ['ansi-s3-19']),
    ],
    variations: optionRun('HL-EM25E', 'pa_color', ['green', 'black'], 59.99, [210, 160], {
      salePrice: 52.99,
    }),
    defaultAttributes: { pa_color: 'green' },
    reviews: [
      review(
        'Dale Prentiss',
        5,
        '2024-12-14',
        'I can hear my crew talking at normal volume next to a running compactor. Game changer.',
      ),
      review('Cheryl Anders', 4, '2025-03-08', 'Great muffs. Audio is fine for podcasts, not audiophile.'),
      review(
        'Rob Kincaid',
        2,
        '2025-09-02',
        'Left cup stopped working after four months. Warranty replacement took two weeks.',
      ),
    ],
    tabs: [
      {
        tabTitle: 'Videos',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Pairing and hear-through levels',
            youtubeUrl: 'https://www.youtube.com/watch?v=Ew9bHq3ZsTo',
            videoDescription: 'Pair a phone and set the ambient volume.',
          },
        ],
      },
    ],
    warranty: { warrantyDuration: '1 year', useCustomWarranty: false, customWarrantyItems: [] },
    seo: seo(
      'HushLine HL-25E Electronic Ear Muffs',
      'HushLine HL-25E level-dependent electronic ear muffs with wireless audio, NRR 25, USB-C rechargeable.',
    ),
    faqs: [
      {
        question: 'Can I use them for shooting?',
        answer:
          'Yes. The level-dependent circuit clamps impulse noise like gunshots in milliseconds while letting range commands through.',
      },
      {
        question: 'Do they protect when the battery is dead?',
        answer: 'Yes. They still provide their passive NRR 25 protection when switched off.',
      },
    ],
  },
  {
    slug: 'hushline-hl-24c-cap-mounted-ear-muffs',
    name: 'HushLine HL-24C Cap-Mounted Ear Muffs, NRR 24',
    sku: 'HL-EM24C',
    type: 'simple',
    categories: ['ear-muffs', 'hearing-protection', 'industrial'],
    tags: ['reusable'],
    regularPrice: 19.99,
    stockStatus: 'instock',
    stockQuantity: 290,
    totalSales: 1250,
    date: '2026-02-14T11:42:00Z',
    weight: '0.50',
    dimensions: { length: '7.8', width: '6.5', height: '3.2' },
    image: art('ear-muffs', 55, 'NRR 24', 'Yellow ear muffs on hard hat mounting arms', 3),
    shortDescription: para(
      'Ear muffs that clip into standard hard hat accessory slots and flip up when not needed.',
    ),
    description: richText(
      ['Fits the ShieldPro HH-10, HH-20 and most cap-style hard hats with 30 mm slots.'],
      ['NRR 24 dB', 'Three positions: on, vent, stowed'],
    ),
    attributes: [attr('NRR', ['24 dB']), attr('pa_standard', ['ansi-s3-19'])],
    seo: seo(
      'HushLine HL-24C Cap-Mounted Ear Muffs, NRR 24',
      'HushLine HL-24C cap-mounted ear muffs, NRR 24, fit standard hard hat accessory slots.',
    ),
  },
  {
    slug: 'hushline-hl-27f-folding-ear-muffs',
    name: 'HushLine HL-27F Folding Ear Muffs, NRR 27',
    sku: 'HL-EM27F',
    type: 'simple',
    categories: ['ear-muffs', 'hearing-protection', 'industrial'],
    tags: ['reusable', 'lightweight'],
    regularPrice: 17.99,
    salePrice: 14.99,
    stockStatus: 'outofstock',
    stockQuantity: 0,
    totalSales: 860,
    date: '2025-05-06T09:00:00Z',
    weight: '0.45',
    dimensions: { length: '7.5', width: '6.0', height: '3.5' },
    image: art('ear-muffs', 210, 'NRR 27', 'Blue folding ear muffs collapsed for storage', 2),
    shortDescription: para('Compact folding muffs that fit in a tool bag or glovebox.'),
    description: richText(
      ['Folds to half size. Good for occasional users and visitors.'],
      ['NRR 27 dB', 'Folding headband'],
    ),
    attributes: [attr('NRR', ['27 dB']), attr('pa_standard', ['ansi-s3-19'])],
    seo: seo(
      'HushLine HL-27F Folding Ear Muffs, NRR 27',
      'HushLine HL-27F compact folding ear muffs with NRR 27 dB. Fits in a tool bag. On sale.',
    ),
    reviews: [
      review(
        'Tim Buckley',
        4,
        '2025-06-20',
        'Folds small enough for my tool bag. Slightly less comfortable than full-size muffs.',
      ),
      review('Shelby Grant', 2, '2025-09-29', 'Headband cracked at the hinge after two months.'),
    ],
  },

  // ── Ear plugs ──────────────────────────────────────────────────────────────
  {
    slug: 'hushline-hl-33-foam-ear-plugs-200-pairs',
    name: 'HushLine HL-33 Foam Ear Plugs, NRR 33 (200 Pairs)',
    sku: 'HL-EP33-200',
    type: 'simple',
    categories: ['ear-plugs', 'hearing-protection', 'industrial'],
    tags: ['disposable', 'bulk-pack', 'best-seller'],
    regularPrice: 27.99,
    stockStatus: 'instock',
    stockQuantity: 640,
    totalSales: 3650,
    date: '2024-01-30T09:00:00Z',
    weight: '1.20',
    dimensions: { length: '8.5', width: '6.2', height: '4.0' },
    image: art('ear-muffs', 30, 'NRR 33', 'Pile of orange tapered foam ear plugs', 2),
    shortDescription: para(
      'Tapered polyurethane foam plugs with the highest NRR available, individually paired.',
    ),
    description: richText(
      [
        'Roll, pull, hold: roll the plug into a thin crease-free cylinder, reach over your head to pull the ear up and back, insert, and hold for 20 seconds while it expands. A good fit is what gets you close to the rated 33 dB.',
      ],
      ['NRR 33 dB', 'Tapered shape for smaller ear canals', 'Paired in poly bags', '200 pairs'],
    ),
    attributes: [attr('NRR', ['33 dB']), attr('pa_standard', ['ansi-s3-19', 'en-352'])],
    reviews: [
      review(
        'Nora Blanchard',
        5,
        '2024-03-11',
        'Soft, expand slowly, and actually block the press room noise.',
      ),
      review(
        'Trevor Lang',
        4,
        '2024-10-04',
        'Good plugs, a little big for my ears. Still the best I have tried.',
      ),
    ],
    faqs: [
      {
        question: 'How do I insert them correctly?',
        answer:
          'Roll the plug into a thin cylinder, pull your ear up and back with the opposite hand, insert, and hold for 20–30 seconds while it expands.',
      },
      {
        question: 'Can I reuse foam plugs?',
        answer: 'They are designed for single use. Replace when dirty, hard or no longer expanding.',
      },
    ],
    seo: seo(
      'HushLine HL-33 Foam Ear Plugs, 200 Pairs',
      'HushLine HL-33 tapered foam ear plugs with NRR 33, individually paired, 200 pairs per box.',
    ),
    metaData: [{ key: 'country_of_origin', value: 'USA' }],
    tabs: [
      {
        tabTitle: 'Fitting video',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Roll, pull, hold',
            youtubeUrl: 'https://www.youtube.com/watch?v=Rp7dLx3cWe9',
            videoDescription: 'The three steps to getting the full rated protection from foam plugs.',
          },
        ],
      },
    ],
  },
  {
    slug: 'hushline-hl-27r-reusable-corded-ear-plugs',
    name: 'HushLine HL-27R Reusable Corded Ear Plugs (100 Pairs)',
    sku: 'HL-EP27R',
    type: 'simple',
    categories: ['ear-plugs', 'hearing-protection', 'industrial'],
    tags: ['reusable', 'bulk-pack'],
    regularPrice: 34.99,
    stockStatus: 'instock',
    stockQuantity: 210,
    totalSales: 780,
    date: '2026-04-08T15:58:00Z',
    weight: '0.90',
    dimensions: { length: '7.5', width: '6.0', height: '4.5' },
    image: art('ear-muffs', 200, 'NRR 27', 'Blue triple-flange reusable ear plugs on a cord', 1),
    shortDescription: para('Triple-flange washable plugs on a cord, each pair in a carrying case.'),
    description: richText(
      ['Washable with soap and water; replace every two to four weeks of daily use.'],
      ['NRR 27 dB', 'Triple flange', 'Carry case for each pair'],
    ),
    attributes: [attr('NRR', ['27 dB']), attr('pa_standard', ['ansi-s3-19'])],
    seo: seo(
      'HushLine HL-27R Reusable Corded Ear Plugs',
      'HushLine HL-27R triple-flange reusable corded ear plugs, NRR 27, each pair with case. 100 pairs.',
    ),
  },
  {
    slug: 'hushline-hl-32-corded-foam-ear-plugs',
    name: 'HushLine HL-32 Corded Foam Ear Plugs, NRR 32',
    sku: 'HL-EP32C',
    type: 'variable',
    categories: ['ear-plugs', 'hearing-protection', 'industrial'],
    tags: ['disposable', 'bulk-pack'],
    regularPrice: 24.99,
    stockStatus: 'instock',
    totalSales: 1540,
    date: '2026-06-01T10:14:00Z',
    weight: '0.80',
    dimensions: { length: '9.0', width: '5.5', height: '4.2' },
    image: art('ear-muffs', 30, 'CORDED', 'Orange foam ear plugs joined by a blue cord', 3),
    shortDescription: para('Corded foam plugs that hang around the neck between noisy tasks.'),
    description: richText(
      ['The cord keeps plugs off the floor and out of machinery when not in use.'],
      ['NRR 32 dB', 'Soft PVC cord'],
    ),
    attributes: [
      attr('Pack size', ['100 pairs', '500 pairs'], true),
      attr('NRR', ['32 dB']),
      attr('pa_standard', ['ansi-s3-19']),
    ],
    variations: [
      variation('HL-EP32C-100', { 'Pack size': '100 pairs' }, 24.99, 320),
      variation('HL-EP32C-500', { 'Pack size': '500 pairs' }, 99, 40, { salePrice: 89 }),
    ],
    defaultAttributes: { 'Pack size': '100 pairs' },
    seo: seo(
      'HushLine HL-32 Corded Foam Ear Plugs, NRR 32',
      'HushLine HL-32 corded foam ear plugs with NRR 32 in boxes of 100 or 500 pairs.',
    ),
  },
  {
    slug: 'hushline-metal-detectable-ear-plugs',
    name: 'HushLine Metal-Detectable Corded Ear Plugs (100 Pairs)',
    sku: 'HL-EP-MD',
    type: 'simple',
    categories: ['ear-plugs', 'hearing-protection', 'industrial'],
    tags: ['food-safe', 'disposable'],
    regularPrice: 44.99,
    stockStatus: 'onbackorder',
    totalSales: 160,
    date: '2025-07-22T09:00:00Z',
    weight: '0.85',
    dimensions: { length: '8.2', width: '6.5', height: '3.8' },
    image: art('ear-muffs', 210, 'DETECT', 'Blue ear plugs with metal-detectable cord', 1),
    shortDescription: para('Blue plugs with a metal-detectable cord for food and pharmaceutical production.'),
    description: richText(
      [
        'If a plug falls into the product stream, the line’s metal detector will find it. Blue is the standard food-plant color.',
      ],
      ['NRR 29 dB', 'Metal-detectable cord and plug', '100 pairs'],
    ),
    attributes: [attr('NRR', ['29 dB']), attr('pa_color', ['blue']), attr('pa_standard', ['ansi-s3-19'])],
    seo: seo(
      'HushLine Metal-Detectable Ear Plugs, 100 Pairs',
      'HushLine metal-detectable blue corded ear plugs for food and pharma plants, NRR 29. 100 pairs.',
    ),
    reviews: [
      review(
        'Rosa Jimenez',
        5,
        '2025-10-21',
        'Passed the metal detector test on our bakery line the first time. Comfortable too.',
      ),
    ],
  },
];

export const industrialProducts: SeedProduct[] = [
  ...siteSafetyProducts,
  ...workwearProducts,
  ...trainingProducts,
];
