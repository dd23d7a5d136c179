import type { ProductTranslation } from '../types.ts';

/** Italian texts of best-selling products eleven to eighteen: hard hats, Speedglas, gloves, filters. */
export const italianProducts2: Record<string, ProductTranslation> = {
  'shieldpro-hh-10-cap-style-hard-hat': {
    name: 'Elmetto di protezione ShieldPro HH-10 con visiera corta e cricchetto',
    shortDescription:
      '<p>Elmetto con visiera corta Tipo I, Classe E, con bardatura a cricchetto a sei punti, in sei colori.</p>',
    description:
      '<p>L’HH-10 è conforme alla ANSI/ISEA Z89.1-2014 Tipo I (impatti dall’alto) Classe E, collaudato a 20.000 volt. Una bardatura in nylon a sei punti distribuisce l’energia dell’impatto e il cricchetto si regola con una sola mano dalla misura 6,5 alla 8.</p>\n<p>Gli attacchi universali per accessori accolgono cuffie antirumore, visiere e supporti per lampade standard da elmetto.</p>\n<p>Ispezionare calotta e bardatura prima di ogni utilizzo. Sostituire la bardatura almeno ogni 12 mesi e la calotta dopo qualsiasi urto significativo o secondo le regole del cantiere, in genere ogni cinque anni.</p>\n<ul><li>ANSI/ISEA Z89.1-2014 Tipo I, Classe E</li><li>Calotta in HDPE con gocciolatoio anteriore</li><li>Bardatura a cricchetto a sei punti, misure 6,5–8</li><li>Attacchi per cuffie antirumore e visiere</li></ul>',
    tabs: [
      {
        tabTitle: 'Ispezione quotidiana',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Calotta',
            answer:
              'Controllare che non ci siano crepe, ammaccature, solchi, zone gessose o scolorite. Flettere delicatamente la tesa: deve tornare in posizione.',
          },
          {
            question: 'Bardatura',
            answer:
              'Verificare che le cinghie non siano sfilacciate e che le clip non siano incrinate, e che ogni clip sia ben inserita nella propria sede.',
          },
          {
            question: 'Accessori',
            answer:
              'Cuffie antirumore e visiere vanno montate negli attacchi previsti, non in fori praticati con il trapano.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Qual è la differenza tra Tipo I e Tipo II?',
        answer:
          'Il Tipo I protegge dai colpi sulla sommità del capo. Il Tipo II aggiunge la protezione dagli impatti laterali, importante nei cantieri con carichi in movimento e rischio di caduta.',
      },
      {
        question: 'Si possono applicare degli adesivi?',
        answer:
          'Gli adesivi riflettenti approvati dal produttore vanno bene. Non verniciare la calotta e non forarla: solventi e fori riducono la protezione.',
      },
      {
        question: 'Ogni quanto va sostituito?',
        answer:
          'Sostituire la bardatura ogni 12 mesi e la calotta dopo qualsiasi urto, danno visibile o degrado da UV dall’aspetto gessoso, e comunque almeno ogni cinque anni.',
      },
    ],
    warranty: {
      warrantyDuration: '1 anno',
      useCustomWarranty: true,
      customWarrantyItems: [
        { itemName: 'Calotta dell’elmetto', itemWarrantyDuration: '1 anno' },
        { itemName: 'Bardatura', itemWarrantyDuration: '90 giorni' },
      ],
    },
    imageAlts: [
      'Elmetto di protezione giallo a visiera corta con bardatura a cricchetto',
      'Elmetto HH-10 bianco',
      'Elmetto HH-10 arancione',
      'Parte inferiore con la bardatura a sei punti',
    ],
  },
  'speedglas-adf-battery-cr2032-2-pack': {
    name: 'Batteria CR2032 per filtri autoscuranti Speedglas (confezione da 2)',
    shortDescription:
      '<p>Batterie a bottone al litio per i filtri delle serie 9100 e 100, con portabatterie.</p>',
    description:
      '<p>Sostituire entrambe le batterie contemporaneamente. Include due portabatterie per i filtri 9100.</p>\n<ul><li>Due batterie al litio CR2032 da 3 V</li><li>Due portabatterie</li></ul>',
    imageAlts: ['Due batterie a bottone al litio CR2032'],
  },
  'armorgrip-8-mil-black-nitrile-gloves-100': {
    name: 'Guanti ArmorGrip in nitrile nero 8 mil per impieghi gravosi (scatola da 100)',
    shortDescription: '<p>Nitrile nero spesso 8 mil per meccanici, verniciatori e tatuatori.</p>',
    description:
      '<p>Spesso quasi il doppio di un guanto da visita, resiste a sgrassante per freni, grasso e ore di lavoro con le chiavi.</p>\n<ul><li>8 mil</li><li>Senza polvere</li><li>Interamente testurizzato</li></ul>',
    faqs: [
      {
        question: 'Sono di grado medicale?',
        answer:
          'No, sono di grado industriale. Per l’uso clinico sono indicati i nostri guanti da visita in nitrile da 5 mil.',
      },
      {
        question: 'Resistono allo sgrassante per freni?',
        answer:
          'Resistono al contatto breve con sgrassante per freni e benzina. Dopo uno schizzo abbondante i guanti vanno cambiati.',
      },
    ],
    imageAlts: ['Guanti monouso in nitrile nero per impieghi gravosi'],
  },
  'safeair-p100-pancake-filters': {
    name: 'Filtri a disco SafeAir P100',
    shortDescription:
      '<p>Filtri P100 a basso ingombro contro piombo, amianto, silice e fumi di saldatura.</p>',
    description:
      '<p>I filtri P100 trattengono almeno il 99,97% delle particelle, comprese le nebbie oleose. Vanno sostituiti quando respirare diventa difficile o se il filtro è danneggiato o sporco.</p>\n<ul><li>NIOSH P100</li><li>Compatibili con HF-200, HF-300, HF-800 e serie FF</li><li>Venduti a coppie</li></ul>',
    faqs: [
      {
        question: 'Sono adatti all’amianto?',
        answer:
          'Una semimaschera con filtri P100 è il minimo consentito dall’OSHA 1926.1101 per la maggior parte dei lavori con l’amianto. Per tutto ciò che va oltre, vale il piano di bonifica previsto.',
      },
      {
        question: 'Ogni quanto vanno sostituiti?',
        answer:
          'Quando respirare diventa più faticoso o i filtri sono danneggiati o sporchi. Per piombo e amianto sostituiscili alla fine di ogni turno.',
      },
    ],
    attributeLabels: { 'Pack size': 'Confezione' },
    attributeValues: { 'Pack size': { '1 pair': '1 coppia', '5 pairs': '5 coppie' } },
    imageAlts: ['Coppia di filtri piatti P100 color magenta'],
  },
  'speedglas-100-welding-helmet': {
    name: 'Maschera per saldatura Speedglas 100',
    shortDescription:
      '<p>La Speedglas di fascia base con ottica professionale, per saldature in azienda agricola, per hobby e carpenteria leggera.</p>',
    description:
      '<p>La Speedglas 100 porta la stessa qualità ottica della linea professionale in una maschera più leggera e semplice. Si può scegliere la 100V con grado di oscuramento variabile 8–12 oppure la 100S-11 con grado fisso 11 per elettrodo e MIG.</p>\n<p>La bardatura si regola facilmente e la calotta pesa circa una libbra: una buona prima maschera o una di scorta da tenere nel furgone.</p>\n<ul><li>100V: grado variabile 8–12 con sensibilità e ritardo</li><li>100S-11: grado fisso 11, nulla da regolare</li><li>Grado in stato chiaro 3, tempo di commutazione 0,1 ms</li><li>Area visiva 1,7 x 3,6 pollici</li></ul>',
    tabs: [
      {
        tabTitle: 'Documenti',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Manuale d’uso Speedglas 100',
            file: '/downloads/speedglas-100-user-manual.pdf',
            fileDescription:
              'Regolazione, impostazione del grado di oscuramento e sostituzione della batteria.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Qual è la differenza tra la 100V e la 100S-11?',
        answer:
          'La 100V ha un grado di oscuramento variabile 8–12 con manopole di sensibilità e ritardo. La 100S-11 ha un grado fisso 11, senza nulla da regolare.',
      },
      {
        question: 'Va bene per il TIG?',
        answer:
          'La 100V è adatta alla maggior parte delle saldature TIG sopra i 20 A circa. Per amperaggi molto bassi, la serie 9100 offre più impostazioni di sensibilità.',
      },
    ],
    warranty: {
      warrantyDuration: '2 anni',
      useCustomWarranty: true,
      customWarrantyItems: [
        { itemName: 'Filtro autoscurante', itemWarrantyDuration: '2 anni' },
        { itemName: 'Calotta della maschera', itemWarrantyDuration: '1 anno' },
      ],
    },
    attributeLabels: { ADF: 'Filtro autoscurante', Graphic: 'Grafica' },
    attributeValues: {
      ADF: { '100V': '100V', '100S-11': '100S-11' },
      Graphic: {
        Black: 'Nero',
        'Carbon Fiber Look': 'Effetto fibra di carbonio',
        'Blue Lightning': 'Fulmine blu',
      },
    },
    imageAlts: [
      'Maschera per saldatura Speedglas 100 con grafica a fulmine blu',
      'Speedglas 100 in nero semplice',
      'Speedglas 100 con finitura effetto fibra di carbonio',
    ],
  },
  'armorgrip-mechanics-pro-gloves': {
    name: 'Guanti da meccanico ArmorGrip Mechanics Pro',
    shortDescription:
      '<p>Palmo aderente in pelle sintetica, dorso traspirante e punta delle dita touchscreen.</p>',
    description:
      '<p>Il guanto per lavorare con le chiavi tutto il giorno. Il palmo in pelle sintetica senza cuciture avvolge la mano, il dorso elasticizzato in quattro direzioni fa traspirare e la chiusura in gomma termoplastica lo mantiene aderente al polso.</p>\n<p>Non è un guanto antitaglio: per le lamiere taglienti c’è il CR-4.</p>\n<ul><li>Palmo in pelle sintetica, rinforzo tra pollice e indice</li><li>Pollice e indice touchscreen</li><li>Lavabili in lavatrice</li><li>Taglie S–XXL</li></ul>',
    tabs: [
      {
        tabTitle: 'Manutenzione',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Come lavare i guanti in pelle sintetica',
            youtubeUrl: 'https://www.youtube.com/watch?v=Mz4cY8wRk2D',
            videoDescription:
              'Chiudere il cinturino al polso, lavare a freddo e asciugare appesi per mantenere morbido il palmo.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Come vestono?',
        answer:
          'Vestono regolari. Misurare la circonferenza del palmo: la L corrisponde a 8,5–9 pollici, la XL a 9–9,5 pollici.',
      },
      {
        question: 'Sono antitaglio?',
        answer:
          'No. Proteggono dall’abrasione e dai graffi leggeri. Per la protezione dal taglio c’è la nostra serie CR.',
      },
    ],
    imageAlts: [
      'Guanto da meccanico in pelle sintetica nero e rosso',
      'Palmo con rinforzo su pollice e indice',
      'Chiusura al polso a strappo',
    ],
  },
  'safeair-astm-level-3-procedure-masks-50': {
    name: 'Mascherine per procedure SafeAir ASTM Livello 3 (confezione da 50)',
    shortDescription:
      '<p>Mascherine a tre strati con elastici auricolari al livello di barriera ASTM F2100 più alto, per uso odontoiatrico e clinico.</p>',
    description:
      '<p>Le mascherine ASTM F2100 Livello 3 resistono alla penetrazione dei fluidi a 160 mmHg e filtrano almeno il 98% dei batteri e delle particelle da 0,1 µm. Sono mascherine barriera, non respiratori, e non aderiscono ermeticamente al viso.</p>\n<ul><li>ASTM F2100 Livello 3</li><li>BFE e PFE ≥98%</li><li>Elastici auricolari senza lattice, 50 per scatola</li></ul>',
    imageAlts: ['Mascherina medica blu a tre strati con elastici alle orecchie'],
  },
  'armorgrip-chemguard-nitrile-15-mil-gloves': {
    name: 'Guanti ArmorGrip ChemGuard in nitrile, 15 mil, 13 pollici',
    shortDescription:
      '<p>Guanto verde in nitrile felpato per solventi, oli, sostanze caustiche e sgrassanti.</p>',
    description:
      '<p>Il nitrile non supportato da 15 mil è il guanto chimico per uso generale in manutenzione, lavaggio dei pezzi e pulizie. Resiste ai solventi petroliferi, a molti acidi e sostanze caustiche e ai grassi animali, ed è molto più robusto del nitrile monouso.</p>\n<p>Certificato EN ISO 374-1:2016 Tipo A con lettere JKOPT. Controllare sempre il tempo di permeazione per la sostanza specifica nella nostra tabella di permeazione; il nitrile resiste poco ai chetoni come acetone e MEK.</p>\n<ul><li>15 mil, lunghezza 13 pollici</li><li>Felpatura interna per il comfort</li><li>EN ISO 374-1 Tipo A (JKOPT)</li><li>EN 388:2016 4101X</li></ul>',
    tabs: [
      {
        tabTitle: 'Dati di permeazione',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Tabella di permeazione ChemGuard',
            file: '/downloads/armorgrip-chemguard-permeation-chart.pdf',
            fileDescription: 'Tempi di permeazione per 60 sostanze chimiche comuni secondo la EN 16523-1.',
          },
        ],
      },
    ],
    imageAlts: [
      'Guanto verde in nitrile non supportato con presa a diamante in rilievo',
      'Pittogramma EN ISO 374 e lettere sul polsino',
    ],
  },
};
