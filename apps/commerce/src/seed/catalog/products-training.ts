import type { SeedProduct } from '../types.ts';
import { art, para, review, richText, seo } from './helpers.ts';

/** Virtual, downloadable courses and guides (Industrial › Safety Training). */
export const trainingProducts: SeedProduct[] = [
  {
    slug: 'respirator-fit-testing-training-course-online',
    name: 'Respirator Fit-Testing Training Course (Online)',
    sku: 'TRN-FIT',
    type: 'simple',
    categories: ['safety-training', 'industrial', 'masks-respirators'],
    tags: ['training', 'niosh-approved'],
    regularPrice: 79,
    stockStatus: 'instock',
    totalSales: 1240,
    featured: true,
    virtual: true,
    downloadable: true,
    downloads: [
      { name: 'Course workbook', file: '/downloads/fit-testing-course-workbook.pdf' },
      { name: 'Fit test record form', file: '/downloads/fit-test-record-form.pdf' },
      { name: 'OSHA Appendix A protocol summary', file: '/downloads/osha-appendix-a-protocol-summary.pdf' },
    ],
    date: '2024-03-12T09:00:00Z',
    image: art('mask-n95', 260, 'FIT TEST', 'Trainer fit-testing a worker wearing an N95 under a hood'),
    gallery: [art('blog-scene', 250, 'COURSE', 'Course video lesson showing the saccharin fit test', 1)],
    shortDescription: para(
      'Self-paced course that qualifies safety staff to run OSHA-accepted qualitative fit tests in-house.',
    ),
    description: richText(
      [
        'Outside fit-testing services can cost more per employee than the respirators themselves. This course teaches your safety lead to run qualitative fit tests (saccharin, denatonium benzoate or irritant smoke) exactly as described in OSHA 29 CFR 1910.134 Appendix A.',
        'Eight video modules cover selecting the right respirator, sensitivity screening, the eight test exercises, recognizing failed tests, recordkeeping and when quantitative testing is required (APF over 10 for negative-pressure full facepieces).',
        'Includes a printable workbook, record forms and a certificate of completion after the final quiz. Access lasts 12 months.',
      ],
      [
        'About 3.5 hours, self-paced',
        'Eight video modules and final quiz',
        'Printable certificate of completion',
        'Downloadable workbook and record forms',
        '12-month access',
      ],
    ),
    attributes: [],
    reviews: [
      review(
        'Monica Friedman',
        5,
        '2024-05-08',
        'We now fit test our 40 employees in-house. Paid for itself in a week.',
      ),
      review(
        'Jerome Whitley',
        5,
        '2024-09-30',
        'Clear, practical, and the record forms are exactly what our auditor wanted.',
      ),
      review(
        'Sandra Oakes',
        4,
        '2025-02-11',
        'Very thorough. Would like a Spanish version for our crew leads.',
      ),
    ],
    faqs: [
      {
        question: 'Does this make me a certified fit tester?',
        answer:
          'OSHA does not certify fit testers; it requires the person to be able to prepare solutions, run the protocol correctly and recognize invalid tests. This course documents that competence.',
      },
      {
        question: 'Does it cover quantitative fit testing?',
        answer:
          'It explains when quantitative testing is needed and how it works, but hands-on instrument training comes from the instrument maker.',
      },
      { question: 'Is there a group price?', answer: 'Yes, contact us for five or more seats.' },
    ],
    tabs: [
      {
        tabTitle: 'Syllabus',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Module 1–2',
            answer: 'OSHA 1910.134 overview, medical evaluation and respirator selection.',
          },
          {
            question: 'Module 3–5',
            answer: 'Sensitivity screening, saccharin and bitter-taste protocols, irritant smoke.',
          },
          {
            question: 'Module 6–8',
            answer: 'Test exercises, pass/fail criteria, records and annual retesting.',
          },
        ],
      },
      {
        tabTitle: 'Preview',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Course preview',
            youtubeUrl: 'https://www.youtube.com/watch?v=Yf6kG2pTn8U',
            videoDescription: 'Two-minute preview of the saccharin test module.',
          },
        ],
      },
    ],
    seo: seo(
      'Respirator Fit-Testing Training Course (Online)',
      'Online course to run OSHA 1910.134 qualitative respirator fit tests in-house. Workbook and certificate.',
    ),
  },
  {
    slug: 'welding-safety-ebook',
    name: 'Welding Safety eBook: Fume, Light and Fire',
    sku: 'TRN-WELD-EBOOK',
    type: 'simple',
    categories: ['safety-training', 'industrial', 'speedglas'],
    tags: ['training', 'welding'],
    regularPrice: 14.99,
    salePrice: 9.99,
    stockStatus: 'instock',
    totalSales: 2380,
    virtual: true,
    downloadable: true,
    downloads: [{ name: 'Welding Safety eBook (PDF)', file: '/downloads/welding-safety-ebook.pdf' }],
    date: '2024-06-04T09:00:00Z',
    image: art('welding-helmet', 30, 'eBOOK', 'Cover of a welding safety eBook with a helmet and sparks', 2),
    shortDescription: para(
      'A 68-page practical guide to welding fume control, shade selection and hot-work fire safety.',
    ),
    description: richText(
      [
        'Written for shop supervisors and welding instructors. Covers hexavalent chromium and manganese exposure, ventilation versus respiratory protection, choosing shade numbers by process and amperage, and hot-work permits under OSHA 1910.252.',
      ],
      [
        '68 pages, PDF',
        'Shade selection tables by process',
        'Hot-work permit template',
        'Free updates for one year',
      ],
    ),
    attributes: [],
    reviews: [
      review(
        'Eddie Vargas',
        5,
        '2024-08-22',
        'Using it as a handout for my community college welding class. Excellent shade tables.',
      ),
    ],
    seo: seo(
      'Welding Safety eBook: Fume, Light and Fire',
      'Downloadable 68-page welding safety eBook on fume, shade selection and hot-work fire safety. On sale.',
    ),
  },
  {
    slug: 'confined-space-entry-course-online',
    name: 'Confined Space Entry Course (Online)',
    sku: 'TRN-CSE',
    type: 'simple',
    categories: ['safety-training', 'industrial'],
    tags: ['training'],
    regularPrice: 129,
    salePrice: 99,
    stockStatus: 'instock',
    totalSales: 610,
    virtual: true,
    downloadable: true,
    downloads: [
      { name: 'Entry permit template', file: '/downloads/confined-space-entry-permit.pdf' },
      { name: 'Course handbook', file: '/downloads/confined-space-course-handbook.pdf' },
    ],
    date: '2025-12-03T09:40:00Z',
    image: art('blog-scene', 200, 'CONFINED', 'Worker with harness and tripod at a manhole entry', 3),
    shortDescription: para(
      'Entrant, attendant and supervisor training for permit-required confined spaces under OSHA 1910.146.',
    ),
    description: richText(
      [
        'Most confined-space fatalities are would-be rescuers. This course covers hazard recognition, atmospheric testing order (oxygen, flammables, toxics), ventilation, permits, and why untrained rescue attempts are deadly.',
        'Meets the training content requirements of 1910.146(g) for entrants, attendants and entry supervisors; employers must add site-specific and hands-on rescue training.',
      ],
      [
        'About 4 hours, self-paced',
        'Role-specific modules',
        'Permit template and handbook',
        'Certificate of completion',
      ],
    ),
    attributes: [],
    faqs: [
      {
        question: 'Is this enough for rescue teams?',
        answer:
          'No. Rescue teams need hands-on practice at least every 12 months under 1910.146(k). This course covers the knowledge portion.',
      },
      {
        question: 'Does it cover construction?',
        answer: 'Yes, a module covers the differences under 29 CFR 1926 Subpart AA.',
      },
    ],
    seo: seo(
      'Confined Space Entry Course (Online)',
      'Online OSHA 1910.146 confined space course for entrants, attendants and supervisors, with permit template.',
    ),
    reviews: [
      review(
        'Sharon Pike',
        5,
        '2026-02-10',
        'Our maintenance team took this before a tank cleaning project. Clear and practical.',
      ),
      review('Doug Reynolds', 4, '2026-04-22', 'Good content. Some of the videos are a little slow.'),
    ],
  },
  {
    slug: 'respiratory-protection-program-template',
    name: 'OSHA Respiratory Protection Program Template',
    sku: 'TRN-RPP',
    type: 'simple',
    categories: ['safety-training', 'industrial'],
    tags: ['training'],
    regularPrice: 49,
    stockStatus: 'instock',
    totalSales: 870,
    virtual: true,
    downloadable: true,
    downloads: [
      {
        name: 'Written program template (DOCX-ready PDF)',
        file: '/downloads/respiratory-protection-program-template.pdf',
      },
      {
        name: 'Cartridge change schedule worksheet',
        file: '/downloads/cartridge-change-schedule-worksheet.pdf',
      },
    ],
    date: '2025-01-14T09:00:00Z',
    image: art(
      'half-mask',
      230,
      'PROGRAM',
      'Printed respiratory protection program binder next to a half mask',
      1,
    ),
    shortDescription: para('Fill-in written program covering every element OSHA 1910.134(c) requires.'),
    description: richText(
      [
        'A written program is the first thing an OSHA inspector asks for when respirators are in use. This template walks through selection, medical evaluation, fit testing, use, maintenance, air quality, training and program evaluation, with plain-language guidance notes.',
      ],
      [
        'All 1910.134(c)(1) elements',
        'Cartridge change schedule worksheet',
        'Voluntary-use Appendix D handout',
      ],
    ),
    attributes: [],
    reviews: [
      review(
        'Craig Holloway',
        5,
        '2025-03-20',
        'Took me an afternoon to customize. Our consultant said it was one of the better ones he had seen.',
      ),
      review(
        'Lydia Marsh',
        3,
        '2025-07-07',
        'Useful, but it is really a PDF, not an editable document. Had to retype parts.',
      ),
    ],
    seo: seo(
      'OSHA Respiratory Protection Program Template',
      'Fill-in written respiratory protection program template covering every OSHA 1910.134(c) element.',
    ),
  },
  {
    slug: 'hearing-conservation-program-toolkit',
    name: 'Hearing Conservation Program Toolkit',
    sku: 'TRN-HCP',
    type: 'simple',
    categories: ['safety-training', 'industrial', 'hearing-protection'],
    tags: ['training'],
    regularPrice: 39,
    stockStatus: 'instock',
    totalSales: 330,
    virtual: true,
    downloadable: true,
    downloads: [
      { name: 'Toolkit guide', file: '/downloads/hearing-conservation-toolkit.pdf' },
      { name: 'Noise survey log', file: '/downloads/noise-survey-log.pdf' },
    ],
    date: '2025-08-19T09:00:00Z',
    image: art('ear-muffs', 270, 'HEARING', 'Sound level meter next to ear muffs and ear plugs', 3),
    shortDescription: para('Templates and training slides for an OSHA 1910.95 hearing conservation program.'),
    description: richText(
      [
        'Covers noise monitoring, audiometric testing schedules, hearing protector selection using NRR derating, and annual training, with a 20-minute slide deck for toolbox talks.',
      ],
      ['Noise survey log', 'Annual training slides', 'Protector selection worksheet'],
    ),
    attributes: [],
    seo: seo(
      'Hearing Conservation Program Toolkit',
      'OSHA 1910.95 hearing conservation toolkit with noise survey log, training slides and selection worksheet.',
    ),
  },
];
