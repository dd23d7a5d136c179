import type { InfoPageContent } from '../types';

export const aboutUs: InfoPageContent = {
  title: 'About SafetyGear Pro',
  description:
    'SafetyGear Pro supplies certified respirators, welding helmets, gloves and industrial safety equipment to professionals across the USA, with expert advice and fast shipping.',
  intro: [
    'SafetyGear Pro is a specialist supplier of personal protective equipment for people whose work puts their lungs, eyes, hands and hearing at risk. Welders, painters, abatement crews, healthcare teams, lab technicians and facility managers across the United States rely on us for equipment that is certified, in stock and shipped fast.',
  ],
  sections: [
    {
      heading: 'What we sell',
      blocks: [
        'We focus on the categories where the right choice matters most, and we carry them in depth rather than a little of everything:',
        {
          list: [
            '**Speedglas welding helmets** with auto-darkening filters, replacement lenses and spare parts.',
            '**Versaflo powered air-purifying respirators (PAPR)**: blower units, headtops, breathing tubes, filters and batteries.',
            '**Masks and respirators**: NIOSH-approved N95 and P100 filtering facepieces, FFP2 and FFP3 masks, and reusable half and full facepiece respirators with their cartridges.',
            '**Gloves**: cut-resistant, chemical-resistant, disposable nitrile and welding gloves.',
            '**Industrial safety**: hard hats, safety glasses, hearing protection, high-visibility workwear and first aid supplies.',
          ],
        },
        'Every product page lists the standards the product is certified to, such as NIOSH 42 CFR 84, ANSI/ISEA Z87.1, ANSI/ISEA 105 or EN 388, so you can match it to your hazard assessment.',
      ],
    },
    {
      heading: 'Why professionals buy from us',
      blocks: [
        {
          list: [
            '**Genuine, certified products only.** We buy from manufacturers and their authorized distributors, never from grey-market resellers, and we check approval numbers against the NIOSH Certified Equipment List.',
            '**Advice from people who have done the work.** Our product specialists include a certified industrial hygienist and former welders who can help you choose a filter shade, a cartridge or a glove cut level.',
            '**Fast shipping across the USA.** Orders placed on a business day before 2 p.m. Eastern Time leave our Columbus, Ohio warehouse the same day, and shipping is free on orders over {threshold}.',
            '**A {days}-day money-back guarantee.** If a product is not right for you, send it back: see [Shipping & Returns](/shipping-returns).',
          ],
        },
      ],
    },
    {
      heading: 'For businesses and institutions',
      blocks: [
        'We supply contractors, manufacturers, hospitals, schools and government agencies. Business customers can ask for volume pricing, tax-exempt purchasing with a valid certificate, and invoices on net-30 terms after a credit check. For quotes on large orders or a standing supply agreement, [contact our team](/contact).',
      ],
    },
    {
      heading: 'Our commitment to safety',
      blocks: [
        'Personal protective equipment is the last line of defense, after eliminating the hazard, substituting safer materials and putting engineering and administrative controls in place. Our [blog](/blog) guides help you use it well: how to read certification labels, when to replace filters and how to fit-test a respirator.',
        'If you are not sure a product suits your application, ask us before you buy. We would rather talk you out of the wrong purchase than handle a return.',
      ],
    },
    {
      heading: 'Visit or call us',
      blocks: [
        '{company}, {address}. Call {phone} Monday to Friday, 8 a.m. to 6 p.m. Eastern Time, or write to {email} at any time. Local pickup of online orders is available at our warehouse.',
      ],
    },
  ],
};
