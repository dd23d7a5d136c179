import type { ProductTranslation } from '../types.ts';

/** Italian texts of best-selling products nineteen and twenty: Speedglas protection plates and a half mask. */
export const italianProducts4: Record<string, ProductTranslation> = {
  'speedglas-9100-outside-protection-plates': {
    name: 'Vetrini di protezione esterni Speedglas 9100',
    shortDescription:
      '<p>Vetrini frontali trasparenti che si prendono gli spruzzi al posto del filtro autoscurante.</p>',
    description:
      '<p>Il vetrino esterno va sostituito appena gli spruzzi iniziano a offuscare la visuale: un vetrino butterato costringe a usare un grado di oscuramento più scuro del necessario. I vetrini standard sono adatti alla maggior parte delle saldature MIG e a elettrodo, quelli resistenti al calore durano di più nei lavori ad alto amperaggio e quelli antigraffio resistono alla polvere di molatura.</p>\n<ul><li>Compatibili con tutte le maschere della serie 9100</li><li>Policarbonato, spessore 1/16 di pollice</li><li>Venduti in confezioni da 10; vetrini standard anche in confezioni da 50</li></ul>',
    tabs: [
      {
        tabTitle: 'Quale vetrino?',
        contentType: 'text',
        textContent:
          '<p>I vetrini <strong>standard</strong> sono adatti alle normali saldature MIG e a elettrodo. I vetrini <strong>resistenti al calore</strong> durano circa il doppio ad alto amperaggio e con trasferimento a spruzzo. I vetrini <strong>antigraffio</strong> resistono alla polvere di molatura e alle pulizie frequenti.</p>',
      },
    ],
    faqs: [
      {
        question: 'Ogni quanto va cambiato il vetrino?',
        answer:
          'Appena spruzzi o graffi offuscano la visuale. Chi salda molto a MIG ne consuma spesso uno o due a settimana.',
      },
      {
        question: 'Sono compatibili con le maschere G5?',
        answer: 'No. Le maschere G5 usano vetrini di protezione propri.',
      },
    ],
    attributeLabels: { Type: 'Tipo', 'Pack size': 'Confezione' },
    attributeValues: {
      Type: {
        Standard: 'Standard',
        'Heat resistant': 'Resistente al calore',
        'Scratch resistant': 'Antigraffio',
      },
      'Pack size': { '10': '10', '50': '50' },
    },
    imageAlts: ['Pila di vetrini di protezione esterni trasparenti'],
  },
  'safeair-hf-200-reusable-half-mask': {
    name: 'Semimaschera riutilizzabile SafeAir HF-200',
    shortDescription:
      '<p>Semimaschera leggera in materiale termoplastico con doppio attacco a baionetta per filtri e cartucce SafeAir.</p>',
    description:
      '<p>L’HF-200 è la semimaschera che consigliamo più spesso: leggera, economica e facile da indossare. Accetta tutte le cartucce e i filtri SafeAir a baionetta, così un solo facciale copre polveri, vernici, solventi e ammoniaca.</p>\n<p>Una semimaschera ha un fattore di protezione assegnato OSHA pari a 10: può essere usata fino a dieci volte il limite di esposizione consentito, a condizione che chi la indossa abbia superato la prova di tenuta. Si ordina la taglia con cui si supera la prova di tenuta; la maggior parte degli adulti porta la Media.</p>\n<p>Il facciale da solo non è un respiratore completo. L’approvazione NIOSH (TC-84A-1432 con filtri antipolvere, TC-23C-2210 con cartucce) vale solo con i filtri SafeAir.</p>\n<ul><li>Taglie Piccola, Media e Grande</li><li>Attacchi a baionetta per tutti i filtri e le cartucce SafeAir</li><li>Il profilo ribassato si indossa sotto maschere per saldatura e visiere</li><li>Peso 3,2 oz senza cartucce</li><li>Valvole di inspirazione ed espirazione sostituibili</li></ul>',
    tabs: [
      {
        tabTitle: 'Guida ai filtri',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Polveri, silice, piombo, amianto',
            answer: 'Filtri P100 o filtri a disco P100.',
          },
          {
            question: 'Vernici, smalti, solventi',
            answer: 'Cartucce OV, con prefiltri N95 per la verniciatura a spruzzo.',
          },
          { question: 'Candeggina, cloro, fumi acidi', answer: 'Cartucce OV/AG.' },
          {
            question: 'Ammoniaca, formaldeide, miscele di sostanze chimiche',
            answer: 'Cartucce multigas/vapori.',
          },
        ],
      },
      {
        tabTitle: 'Video',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Come indossare una semimaschera',
            youtubeUrl: 'https://www.youtube.com/watch?v=Lk2mP8sVd3w',
            videoDescription: 'Controlli di tenuta a pressione positiva e negativa.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Quale taglia mi serve?',
        answer:
          'La Media va bene per la maggior parte degli adulti. Se la prova di tenuta con la Media non è superata, si prova la Piccola per i visi stretti o la Grande per i visi larghi e i menti lunghi.',
      },
      {
        question: 'Le cartucce sono incluse?',
        answer:
          'No. Si aggiungono filtri P100 per polveri e piombo, cartucce OV per solventi e vernici oppure la cartuccia multigas per ammoniaca e formaldeide.',
      },
      {
        question: 'Come si pulisce?',
        answer:
          'Rimuovere i filtri, lavare il facciale in acqua tiepida con sapone neutro o un detergente per respiratori, risciacquare e lasciare asciugare all’aria. Non usare solventi.',
      },
    ],
    warranty: { warrantyDuration: '1 anno', useCustomWarranty: false, customWarrantyItems: [] },
    attributeLabels: { 'Assigned protection factor': 'Fattore di protezione assegnato' },
    attributeValues: { 'Assigned protection factor': { '10 (OSHA)': '10 (OSHA)' } },
    imageAlts: [
      'Semimaschera HF-200 grigia con attacchi a baionetta per cartucce',
      'Semimaschera con filtri P100 rosa montati',
      'Semimaschera con cartucce nere per vapori organici montate',
    ],
  },
};
