import type { ProductTranslation } from '../types.ts';

const hardHatWarranty = {
  warrantyDuration: '1 anno',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Calotta dell’elmetto', itemWarrantyDuration: '1 anno' },
    { itemName: 'Bardatura', itemWarrantyDuration: '90 giorni' },
  ],
};

const nrr = 'Riduzione del rumore (NRR)';

/** Italian texts of the site safety range: safety glasses and goggles, hard hats, hearing protection. */
export const italianIndustrial: Record<string, ProductTranslation> = {
  'clearview-cv-200-anti-fog-goggles': {
    name: 'Occhiali a mascherina antiappannamento ClearView CV-200 con ventilazione indiretta',
    shortDescription:
      '<p>Occhiali a mascherina con ventilazione indiretta contro schizzi chimici e polvere, certificati Z87+ D3 D4.</p>',
    description:
      '<p>L’OSHA 1910.133 prescrive occhiali a mascherina, non occhiali a stanghette, in caso di rischio di schizzi chimici. Il CV-200 aderisce intorno agli occhi e ha una ventilazione indiretta, così i liquidi non trovano una via diretta per entrare.</p>\n<ul><li>Z87+ D3 (schizzi) D4 (polvere)</li><li>Si indossa sopra la maggior parte degli occhiali da vista</li><li>Antiappannamento all’interno, trattamento duro all’esterno</li><li>Ampio elastico</li></ul>',
    faqs: [
      {
        question: 'Si possono indossare sopra gli occhiali?',
        answer:
          'Sì, la montatura lascia spazio alla maggior parte degli occhiali da vista di media grandezza.',
      },
      {
        question: 'Vanno bene per la molatura?',
        answer: 'Sì. Per le molature pesanti aggiungere una visiera sopra gli occhiali a mascherina.',
      },
    ],
    imageAlts: ['Occhiali a mascherina trasparenti con ventilazione indiretta contro gli schizzi chimici'],
  },
  'clearview-cv-300-over-the-glasses': {
    name: 'Sovraocchiali di sicurezza ClearView CV-300',
    shortDescription:
      '<p>Si indossano sopra gli occhiali da vista, per visitatori e lavoratori senza occhiali di sicurezza graduati.</p>',
    description:
      '<p>I normali occhiali da vista non sono occhiali di sicurezza. Basta indossare questi sopra per avere la protezione Z87+.</p>\n<ul><li>Compatibili con la maggior parte delle montature</li><li>Protezioni laterali integrate</li><li>Z87+ alta resistenza agli urti</li></ul>',
    imageAlts: ['Sovraocchiali di sicurezza trasparenti con protezioni laterali'],
  },
  'clearview-cv-150-bifocal-safety-readers': {
    name: 'Occhiali di sicurezza bifocali da lettura ClearView CV-150',
    shortDescription:
      '<p>Occhiali di sicurezza Z87+ con segmenti bifocali da lettura integrati da +1,0 a +3,0.</p>',
    description:
      '<p>Per leggere manometri e caratteri piccoli senza cambiare occhiali. La lente d’ingrandimento è stampata nella parte inferiore della lente.</p>\n<ul><li>Z87+</li><li>Antiappannamento</li><li>Diottrie da +1,0 a +3,0</li></ul>',
    attributeLabels: { Diopter: 'Diottria' },
    attributeValues: {
      Diopter: { '+1.0': '+1,0', '+1.5': '+1,5', '+2.0': '+2,0', '+2.5': '+2,5', '+3.0': '+3,0' },
    },
    imageAlts: ['Occhiali di sicurezza con segmenti bifocali da lettura'],
  },
  'clearview-cv-120-safety-glasses-12-pack': {
    name: 'Occhiali di sicurezza ClearView CV-120, trasparenti (confezione da 12)',
    shortDescription:
      '<p>Occhiali di sicurezza trasparenti per visitatori, a dozzine, per visite agli stabilimenti e punti di accoglienza in cantiere.</p>',
    description:
      '<p>Economici e pienamente certificati Z87+. Presto di nuovo disponibili.</p>\n<ul><li>Z87+</li><li>12 paia</li><li>Lente trasparente</li></ul>',
    imageAlts: ['Dozzina di occhiali di sicurezza trasparenti in una scatola'],
  },
  'clearview-cv-400-sealed-safety-glasses': {
    name: 'Occhiali di sicurezza ClearView CV-400 con guarnizione in schiuma',
    shortDescription:
      '<p>Occhiali con guarnizione in schiuma rimovibile che blocca polvere e vento, certificati Z87+ D4.</p>',
    description:
      '<p>Una protezione da polvere e vento simile a quella degli occhiali a mascherina, nella forma di un paio di occhiali. Nelle giornate calde la guarnizione si può togliere.</p>\n<ul><li>Z87+ D4 con guarnizione</li><li>Antiappannamento</li><li>Elastico regolabile o stanghette</li></ul>',
    tabs: [
      {
        tabTitle: 'Video',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Dalle stanghette all’elastico',
            youtubeUrl: 'https://www.youtube.com/watch?v=cR4nUe7yQ2s',
            videoDescription: 'Passare dalle stanghette all’elastico in 30 secondi.',
          },
        ],
      },
    ],
    imageAlts: ['Occhiali di sicurezza con montatura nera e guarnizione in schiuma rimovibile'],
  },
  'shieldpro-hh-20-full-brim-hard-hat': {
    name: 'Elmetto di protezione a tesa larga ShieldPro HH-20',
    shortDescription:
      '<p>Elmetto a tesa intera che ripara viso e collo e fa scorrere via la pioggia, Type I Class E.</p>',
    description:
      '<p>Molto diffuso tra montatori di strutture in acciaio, elettricisti di linea e squadre stradali. La tesa ripara dal sole e allontana la pioggia dal colletto.</p>\n<ul><li>ANSI/ISEA Z89.1 Type I, Class E</li><li>Bardatura a cricchetto a quattro punti</li><li>Tesa intera con gronda</li></ul>',
    warranty: hardHatWarranty,
    imageAlts: ['Elmetto di protezione arancione a tesa larga'],
  },
  'shieldpro-hh-50-type-ii-safety-helmet': {
    name: 'Elmetto di sicurezza ShieldPro HH-50 Type II con sottogola',
    shortDescription:
      '<p>Elmetto Type II in stile alpinistico con imbottitura in EPS e sottogola a quattro punti per i lavori in quota.</p>',
    description:
      '<p>Le cadute dall’alto comportano spesso urti laterali ed elmetti che si sfilano. L’HH-50 aggiunge un’imbottitura in schiuma EPS per la protezione laterale (Type II) e un sottogola a quattro punti che lo tiene in testa durante la caduta.</p>\n<p>Classe E, certificato fino a 20.000 volt. Le prese d’aria sono richiudibili per i lavori elettrici.</p>\n<ul><li>ANSI/ISEA Z89.1-2014 Type II, Class E</li><li>Imbottitura in EPS, sottogola a quattro punti</li><li>Prese d’aria richiudibili</li><li>Attacchi per lampada frontale</li></ul>',
    tabs: [
      {
        tabTitle: 'Documenti',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Istruzioni HH-50',
            file: '/downloads/shieldpro-hh-50-instructions.pdf',
            fileDescription: 'Regolazione, ispezione e tempi di sostituzione.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Si può usare con le cuffie antirumore?',
        answer: 'Sì, ha gli attacchi standard da 30 mm per le cuffie da elmetto.',
      },
      {
        question: 'È ventilato?',
        answer:
          'Sì, con coperture scorrevoli che permettono di chiudere le prese d’aria per mantenere la classe E.',
      },
    ],
    warranty: hardHatWarranty,
    imageAlts: [
      'Elmetto di sicurezza bianco in stile alpinistico con sottogola',
      'Interno dell’elmetto con l’imbottitura in EPS',
    ],
  },
  'shieldpro-hard-hat-cooling-liner': {
    name: 'Sottocasco rinfrescante ShieldPro',
    shortDescription:
      '<p>Sottocasco rinfrescante a evaporazione con paranuca, da agganciare alla bardatura di qualsiasi elmetto.</p>',
    description:
      '<p>Si immerge in acqua fredda, si strizza e si aggancia. Resta fresco da due a quattro ore. Aiuta contro lo stress termico nell’ambito di un piano OSHA di prevenzione delle patologie da calore.</p>\n<ul><li>Tessuto a evaporazione</li><li>Paranuca</li><li>Compatibilità universale</li></ul>',
    imageAlts: ['Sottocasco rinfrescante a evaporazione blu con paranuca'],
  },
  'shieldpro-custom-logo-hard-hats': {
    name: 'Elmetti di protezione ShieldPro personalizzati con logo',
    shortDescription:
      '<p>Elmetti HH-10 o HH-20 stampati in tampografia con il logo aziendale, da 24 pezzi.</p>',
    description:
      '<p>La stampa è eseguita dal produttore con inchiostri approvati per il materiale della calotta, così la certificazione ANSI resta valida.</p>\n<ul><li>Minimo 24 elmetti</li><li>Fino a tre posizioni di stampa</li></ul>',
    buttonText: 'Acquista dal produttore',
    warranty: hardHatWarranty,
    imageAlts: ['Elmetto di protezione blu con il logo di un’azienda stampato in tampografia'],
  },
  'hushline-hl-30-over-head-ear-muffs': {
    name: 'Cuffie antirumore con archetto HushLine HL-30, NRR 30',
    shortDescription:
      '<p>Cuffie antirumore a doppia coppa con NRR 30 per motoseghe, smerigliatrici e poligoni di tiro.</p>',
    description:
      '<p>Le coppe a doppio guscio con schiuma fonoassorbente offrono un indice di riduzione del rumore di 30 dB. Il metodo OSHA per stimare la protezione reale è (NRR − 7) ÷ 2: ci si può quindi attendere un’attenuazione di circa 11–12 dB su una lettura del dosimetro in ponderazione A.</p>\n<p>L’OSHA 29 CFR 1910.95 impone di mettere a disposizione protettori auricolari a partire da 85 dBA su otto ore e di indossarli a 90 dBA.</p>\n<ul><li>NRR 30 dB (ANSI S3.19-1974)</li><li>Coppe a doppio guscio</li><li>Archetto imbottito e regolabile</li></ul>',
    faqs: [
      {
        question: 'Si possono abbinare ai tappi auricolari?',
        answer:
          'Sì. Con rumori molto forti (oltre 100 dBA) l’OSHA consiglia tappi più cuffie; per la combinazione si aggiungono circa 5 dB all’NRR più alto.',
      },
      {
        question: 'Sono compatibili con gli occhiali di sicurezza?',
        answer:
          'Le stanghette sottili vanno bene. Quelle spesse possono compromettere la tenuta e ridurre la protezione di qualche dB.',
      },
    ],
    attributeLabels: { NRR: nrr },
    attributeValues: { NRR: { '30 dB': '30 dB' } },
    imageAlts: ['Cuffie antirumore rosse a doppia coppa con archetto'],
  },
  'hushline-hl-25e-electronic-ear-muffs': {
    name: 'Cuffie antirumore elettroniche HushLine HL-25E con audio wireless',
    shortDescription:
      '<p>Cuffie a dipendenza di livello che amplificano le voci e bloccano i rumori forti, con streaming audio wireless.</p>',
    description:
      '<p>I microfoni esterni permettono di sentire i colleghi e gli allarmi di retromarcia a un livello sicuro, e comprimono istantaneamente il suono quando il rumore aumenta di colpo. Lo streaming audio è limitato a 82 dBA, così la musica non si somma mai alla dose di esposizione.</p>\n<p>La batteria ricaricabile dura circa 40 ore in streaming o 140 ore in modalità ascolto ambientale.</p>\n<ul><li>NRR 25 dB</li><li>Ascolto ambientale a dipendenza di livello</li><li>Audio wireless limitato a 82 dBA</li><li>Ricarica USB-C, circa 140 ore</li></ul>',
    tabs: [
      {
        tabTitle: 'Video',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Abbinamento e livelli di ascolto ambientale',
            youtubeUrl: 'https://www.youtube.com/watch?v=Ew9bHq3ZsTo',
            videoDescription: 'Abbinare un telefono e impostare il volume ambientale.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Si possono usare per il tiro?',
        answer:
          'Sì. Il circuito a dipendenza di livello limita in pochi millisecondi i rumori impulsivi come gli spari, lasciando passare i comandi del poligono.',
      },
      {
        question: 'Proteggono anche a batteria scarica?',
        answer: 'Sì. Da spente offrono comunque la loro protezione passiva NRR 25.',
      },
    ],
    warranty: { warrantyDuration: '1 anno', useCustomWarranty: false, customWarrantyItems: [] },
    attributeLabels: { NRR: nrr, 'Battery runtime': 'Autonomia della batteria' },
    attributeValues: {
      NRR: { '25 dB': '25 dB' },
      'Battery runtime': { '140 hours hear-through': '140 ore in ascolto ambientale' },
    },
    imageAlts: [
      'Cuffie antirumore elettroniche verdi con manopola del volume e microfoni',
      'Versione nera delle cuffie elettroniche',
    ],
  },
  'hushline-hl-24c-cap-mounted-ear-muffs': {
    name: 'Cuffie antirumore da elmetto HushLine HL-24C, NRR 24',
    shortDescription:
      '<p>Cuffie che si agganciano agli attacchi standard per accessori dell’elmetto e si sollevano quando non servono.</p>',
    description:
      '<p>Compatibili con ShieldPro HH-10, HH-20 e la maggior parte degli elmetti con attacchi da 30 mm.</p>\n<ul><li>NRR 24 dB</li><li>Tre posizioni: in uso, ventilazione, riposo</li></ul>',
    attributeLabels: { NRR: nrr },
    attributeValues: { NRR: { '24 dB': '24 dB' } },
    imageAlts: ['Cuffie antirumore gialle su bracci di montaggio per elmetto'],
  },
  'hushline-hl-27f-folding-ear-muffs': {
    name: 'Cuffie antirumore pieghevoli HushLine HL-27F, NRR 27',
    shortDescription: '<p>Cuffie pieghevoli compatte che stanno nella borsa attrezzi o nel cruscotto.</p>',
    description:
      '<p>Si piegano a metà. Ideali per utilizzatori occasionali e visitatori.</p>\n<ul><li>NRR 27 dB</li><li>Archetto pieghevole</li></ul>',
    attributeLabels: { NRR: nrr },
    attributeValues: { NRR: { '27 dB': '27 dB' } },
    imageAlts: ['Cuffie antirumore pieghevoli blu chiuse per essere riposte'],
  },
  'hushline-hl-27r-reusable-corded-ear-plugs': {
    name: 'Tappi auricolari riutilizzabili con cordino HushLine HL-27R (100 paia)',
    shortDescription: '<p>Tappi lavabili a tre flange con cordino, ogni paio nella sua custodia.</p>',
    description:
      '<p>Lavabili con acqua e sapone; da sostituire ogni due-quattro settimane di uso quotidiano.</p>\n<ul><li>NRR 27 dB</li><li>Tre flange</li><li>Custodia per ogni paio</li></ul>',
    attributeLabels: { NRR: nrr },
    attributeValues: { NRR: { '27 dB': '27 dB' } },
    imageAlts: ['Tappi auricolari riutilizzabili blu a tre flange con cordino'],
  },
  'hushline-hl-32-corded-foam-ear-plugs': {
    name: 'Tappi auricolari in schiuma con cordino HushLine HL-32, NRR 32',
    shortDescription:
      '<p>Tappi in schiuma con cordino da tenere al collo tra un lavoro rumoroso e l’altro.</p>',
    description:
      '<p>Quando non si usano, il cordino evita che i tappi cadano a terra o finiscano nei macchinari.</p>\n<ul><li>NRR 32 dB</li><li>Cordino morbido in PVC</li></ul>',
    attributeLabels: { 'Pack size': 'Confezione', NRR: nrr },
    attributeValues: {
      'Pack size': { '100 pairs': '100 paia', '500 pairs': '500 paia' },
      NRR: { '32 dB': '32 dB' },
    },
    imageAlts: ['Tappi auricolari in schiuma arancione uniti da un cordino blu'],
  },
  'hushline-metal-detectable-ear-plugs': {
    name: 'Tappi auricolari metal-detectable con cordino HushLine (100 paia)',
    shortDescription:
      '<p>Tappi blu con cordino rilevabile dai metal detector per la produzione alimentare e farmaceutica.</p>',
    description:
      '<p>Se un tappo cade nel flusso di prodotto, il metal detector della linea lo individua. Il blu è il colore standard negli stabilimenti alimentari.</p>\n<ul><li>NRR 29 dB</li><li>Cordino e tappo rilevabili dai metal detector</li><li>100 paia</li></ul>',
    attributeLabels: { NRR: nrr },
    attributeValues: { NRR: { '29 dB': '29 dB' } },
    imageAlts: ['Tappi auricolari blu con cordino rilevabile dai metal detector'],
  },
};
