import type { ComplianceTexts } from './types.ts';

export const english: ComplianceTexts = {
  titles: {
    'user-instructions': 'User instructions',
    'declaration-of-conformity': 'EU declaration of conformity',
    'approval-label': 'NIOSH approval label',
    'safety-data-sheet': 'Safety data sheet',
    certificate: 'EU type-examination certificate',
  },
  none: 'none stated',
  userInstructions: (f) => [
    `Product: ${f.name}. Item no. ${f.sku}. Standards: ${f.standards}.`,
    "This is SafetyGear Pro's summary of the instructions for use. The manufacturer's leaflet packed with the product is authoritative: read it in full before first use and follow it wherever the two differ.",
    'Fitting: put the equipment on as the leaflet shows. Adjust straps, headband or size until it sits firmly without pressure points, and wear it for as long as you are exposed to the hazard.',
    'Seal check: where the equipment seals against the face or body, check the seal every time you put it on. For a respirator, cover the inlets, breathe in gently and feel for leaks at the edges. Nothing, such as a beard or hair, may come between the seal and the skin.',
    'Inspection: before each use, look for cracks, tears, holes, worn or slack straps, distortion and missing parts. Do not use damaged equipment and never modify it.',
    'Storage: keep it clean and dry, away from sunlight, heat, chemicals and crushing, in its packaging or a clean bag.',
    "Replacement: replace the product, or the part concerned, when it is damaged, soiled, harder to breathe through or past its shelf life, and at the intervals the leaflet gives. Disposable items are for one shift. Use only the manufacturer's spare parts.",
    'Questions: contact SafetyGear Pro customer service or the manufacturer.',
  ],
  declaration: (f) => [
    'This declaration of conformity is issued under the sole responsibility of the manufacturer.',
    `Object of the declaration: ${f.name}, item no. ${f.sku}.`,
    `The object of the declaration described above is in conformity with the relevant Union harmonisation legislation: ${[
      f.ppe && 'Regulation (EU) 2016/425 on personal protective equipment',
      f.medical && 'Regulation (EU) 2017/745 on medical devices',
    ]
      .filter(Boolean)
      .join('; ')}.`,
    `Harmonised standards applied: ${f.euStandards}.`,
    ...(f.ppe
      ? [
          'Notified body 2797 carried out the EU type-examination (module B) and issued the EU type-examination certificate. For category III equipment the same body also oversees conformity to type (module C2 or D).',
        ]
      : []),
    ...(f.medical
      ? ['As a class I medical device, its conformity was assessed by the manufacturer (Annexes II and III).']
      : []),
    'Signed for and on behalf of the manufacturer.',
    'Demo copy by SafetyGear Pro: the signed declaration is available from the manufacturer and is authoritative.',
  ],
  approvalLabel: (f) => [
    `NIOSH approved. Product: ${f.name}, item no. ${f.sku}.`,
    `Approval numbers: ${f.approvals}. Approved only in the configurations listed on the full label: use it only with the components named there.`,
    'Cautions and limitations:',
    'A - Not for use in atmospheres containing less than 19.5 percent oxygen.',
    'B - Not for use in atmospheres immediately dangerous to life or health.',
    'C - Do not exceed the maximum use concentrations set by regulatory standards.',
    ...(f.cartridges
      ? [
          'H - Follow established cartridge and canister change schedules, or watch the end-of-service-life indicator, so that cartridges are replaced before breakthrough.',
        ]
      : []),
    'J - Failure to properly use and maintain this product could result in injury or death.',
    "L - Follow the manufacturer's user instructions for changing cartridges, canisters and filters.",
    'M - All approved respirators shall be selected, fitted, used and maintained in accordance with MSHA, OSHA and other applicable regulations.',
    'N - Never substitute, modify, add or omit parts. Use only exact replacement parts in the configuration specified by the manufacturer.',
    'O - Refer to the user instructions and maintenance manuals for information on use and maintenance.',
    'Demo summary by SafetyGear Pro: the label packed with the product and the NIOSH Certified Equipment List are authoritative.',
  ],
  safetyDataSheet: (f) => [
    `1. Identification: ${f.name}, item no. ${f.sku}, supplied by SafetyGear Pro.`,
    '2. Hazards identification: an article; not classified as hazardous under GHS or Regulation (EC) No 1272/2008.',
    '3. Composition/information on ingredients: no substance of very high concern above 0.1% by weight.',
    '4. First aid measures: none needed in normal use; if irritation occurs, stop use and seek medical advice.',
    '5. Firefighting measures: water spray, foam, dry powder or CO2; fire may release carbon monoxide.',
    '6. Accidental release measures: pick up mechanically; no special measures.',
    '7. Handling and storage: store dry and cool, out of direct sunlight, in the original packaging.',
    '8. Exposure controls/personal protection: none needed in normal use.',
    '9. Physical and chemical properties: solid article, no or faint odour.',
    '10. Stability and reactivity: stable under normal conditions; keep away from heat and strong oxidisers.',
    '11. Toxicological information: no toxic effects expected in normal use.',
    '12. Ecological information: no harmful effects expected.',
    '13. Disposal considerations: dispose of according to local rules; if contaminated, as hazardous waste.',
    '14. Transport information: not dangerous goods, except lithium batteries (UN 3480, UN 3481, UN 3090, UN 3091).',
    '15. Regulatory information: an article under REACH; no registration required.',
    "16. Other information: demo summary by SafetyGear Pro; the manufacturer's sheet is authoritative.",
  ],
  certificate: (f) => [
    'EU type-examination (module B) under Regulation (EU) 2016/425 on personal protective equipment.',
    `Certificate no. 2797/PPE/${f.sku}. Product: ${f.name}, item no. ${f.sku}.`,
    `Notified body 2797 has examined the technical design of the product and tested a type sample against the harmonised standards ${f.euStandards}. The type meets the applicable essential health and safety requirements of Annex II of the Regulation.`,
    "The certificate is valid for five years from issue unless withdrawn. Any change to the approved type requires the notified body's approval.",
    'Demo copy by SafetyGear Pro: the certificate issued by the notified body is authoritative.',
  ],
};
