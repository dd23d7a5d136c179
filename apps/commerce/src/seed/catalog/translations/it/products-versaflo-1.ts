import type { ProductTranslation } from '../types.ts';

const kitWarranty = {
  warrantyDuration: '2 anni',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Unità motorizzata', itemWarrantyDuration: '2 anni' },
    { itemName: 'Batteria', itemWarrantyDuration: '1 anno' },
    { itemName: 'Copricapo', itemWarrantyDuration: '1 anno' },
  ],
};

/** Italian texts of the Versaflo PAPR kits, helmets and hoods. */
export const italianVersaflo1: Record<string, ProductTranslation> = {
  'versaflo-tr-600-papr-starter-kit-m-306': {
    name: 'Kit base elettrorespiratore Versaflo TR-600 con elmetto M-306',
    shortDescription:
      '<p>Tutto il necessario per iniziare subito a usare un elettrorespiratore: unità motorizzata, batteria, caricabatterie, cintura, tubo di respirazione, filtro HE ed elmetto M-306 con funzione di elmetto di protezione.</p>',
    description:
      '<p>Il TR-600 è il cavallo da battaglia della linea Versaflo. Fornisce all’elmetto M-306 un flusso costante di aria filtrata: nessuna resistenza respiratoria, niente appannamento e nessuna prova di tenuta. Barba e la maggior parte degli occhiali non sono un problema.</p>\n<p>Con un filtro HE approvato NIOSH il sistema è certificato per polveri, nebbie, fumi e particelle biologiche. L’elmetto M-306 è anche un elmetto di protezione Type I e una visiera Z87.1+: un solo copricapo sostituisce tre DPI.</p>\n<p>Secondo l’OSHA 29 CFR 1910.134, un elmetto o cappuccio per elettrorespiratore ha un fattore di protezione assegnato di 1.000 quando il produttore dimostra un fattore di protezione sul posto di lavoro di almeno 1.000, come avviene per questa combinazione. È 100 volte il fattore di una semimaschera.</p>\n<ul><li>Approvazione NIOSH TC-21C-0746 con filtro HE TR-6710N</li><li>Tre livelli di portata: 6,7, 7,4 e 8,3 cfm</li><li>Batteria agli ioni di litio standard TR-630: autonomia da 6 a 10 ore</li><li>Allarmi acustici, visivi e a vibrazione per portata insufficiente e batteria scarica</li><li>Unità motorizzata con grado di protezione IP53, lavabile con acqua e sapone neutro</li><li>Elmetto M-306: ANSI/ISEA Z89.1 Type I Class C e ANSI Z87.1+</li></ul>',
    tabs: [
      {
        tabTitle: 'Contenuto della confezione',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Unità motorizzata e cintura',
            answer: 'Unità motorizzata TR-602N, cintura facile da pulire TR-626 e prefiltro TR-6600.',
          },
          {
            question: 'Alimentazione',
            answer: 'Batteria standard TR-630 e caricabatterie singolo TR-641N.',
          },
          {
            question: 'Copricapo',
            answer: 'Elmetto M-306 con visiera, imbottitura comfort e tubo di respirazione BT-30.',
          },
          { question: 'Filtri', answer: 'Un filtro HE TR-6710N e un parascintille TR-662.' },
        ],
      },
      {
        tabTitle: 'Video',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Controllo della portata del TR-600',
            youtubeUrl: 'https://www.youtube.com/watch?v=pV3sK9dLm2E',
            videoDescription:
              'La prova quotidiana con l’indicatore di portata, da eseguire prima di ogni turno.',
          },
          {
            videoTitle: 'Indossare l’elmetto M-306',
            youtubeUrl: 'https://www.youtube.com/watch?v=Ta5fN0bWq7Y',
            videoDescription: 'Collegare il tubo di respirazione e regolare la bardatura.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Chi usa un elettrorespiratore deve fare la prova di tenuta?',
        answer:
          'No. L’OSHA richiede la prova di tenuta solo per i facciali aderenti. Cappucci ed elmetti non aderenti come l’M-306 non ne hanno bisogno, anche se gli utilizzatori devono comunque avere l’idoneità medica e una formazione.',
      },
      {
        question: 'Si può indossare con la barba?',
        answer:
          'Sì. Poiché l’elmetto non aderisce al viso in modo stretto, la barba non compromette la protezione.',
      },
      {
        question: 'Ogni quanto si sostituisce il filtro HE?',
        answer:
          'Quando l’allarme dell’unità segnala una portata insufficiente con la batteria completamente carica, oppure secondo il piano di sostituzione del proprio sito, a seconda di quale condizione si verifica prima.',
      },
      {
        question: 'È approvato per gas e vapori?',
        answer:
          'Sostituendo il filtro HE con la cartuccia TR-6580N OV/AG/HE si aggiunge la protezione da vapori organici e gas acidi.',
      },
    ],
    warranty: kitWarranty,
    attributeLabels: {
      'Battery runtime': 'Autonomia della batteria',
      'Assigned protection factor': 'Fattore di protezione assegnato',
    },
    attributeValues: {
      'Battery runtime': { '6–10 hours (TR-630)': '6–10 ore (TR-630)' },
      'Assigned protection factor': { '1,000 (OSHA)': '1.000 (OSHA)' },
    },
    imageAlts: [
      'Unità motorizzata Versaflo TR-600 con batteria, tubo di respirazione ed elmetto M-306 bianco',
      'Elmetto per la protezione delle vie respiratorie M-306 con la visiera abbassata',
      'Batteria TR-630 agganciata all’unità motorizzata',
      'Operaio in cantiere con la cintura TR-600 e l’elmetto',
    ],
  },
  'versaflo-tr-600-papr-kit-hik': {
    name: 'Kit unità motorizzata Versaflo TR-600 (senza copricapo)',
    shortDescription:
      '<p>Unità motorizzata TR-600, cintura, caricabatterie e filtro HE per i siti che hanno già i copricapi Versaflo.</p>',
    description:
      '<p>Se la squadra usa già elmetti della serie M o cappucci della serie S, questo kit aggiunge unità motorizzate senza pagare due volte i copricapi. Si sceglie tra batteria standard e ad alta capacità.</p>\n<p>L’unità mantiene automaticamente la portata selezionata mentre il filtro si intasa, e l’allarme avvisa chi la indossa quando non riesce più a garantirla.</p>\n<ul><li>Batteria standard: 6–10 ore; ad alta capacità: 10–14 ore</li><li>Tre livelli di portata da 6,7 a 8,3 cfm</li><li>Copricapo e tubo di respirazione venduti separatamente</li></ul>',
    warranty: kitWarranty,
    attributeLabels: { Battery: 'Batteria' },
    attributeValues: {
      Battery: {
        'Standard (TR-630)': 'Standard (TR-630)',
        'High capacity (TR-632)': 'Alta capacità (TR-632)',
      },
    },
    imageAlts: ['Unità motorizzata TR-600, cintura e caricabatterie senza copricapo'],
  },
  'versaflo-tr-300-plus-papr-kit-s-433': {
    name: 'Kit elettrorespiratore Versaflo TR-300+ con cappuccio S-433',
    shortDescription:
      '<p>Elettrorespiratore compatto e più leggero per i lavori con sole particelle, abbinato al comodo cappuccio S-433.</p>',
    description:
      '<p>Il TR-300+ è più piccolo e leggero del TR-600 e funziona con un’unica portata fissa di 6,0 cfm. Per polveri, fumi e agenti biologici spesso non serve altro.</p>\n<p>Il cappuccio S-433 ha un collare interno che trattiene l’aria dove serve e un’ampia visiera con una buona visione periferica.</p>\n<ul><li>NIOSH TC-21C-0898 con filtro HE TR-3712N</li><li>Autonomia 4–8 ore (batteria standard)</li><li>Peso 2,2 libbre con batteria e filtro</li><li>Fattore di protezione assegnato 1.000 con il cappuccio S-433</li></ul>',
    tabs: [
      {
        tabTitle: 'Documenti',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Istruzioni per l’uso TR-300+',
            file: '/downloads/versaflo-tr-300-plus-user-instructions.pdf',
            fileDescription: 'Montaggio, controllo della portata, pulizia e conservazione.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'TR-300+ o TR-600?',
        answer:
          'Il TR-300+ è più leggero e copre solo le particelle. Il TR-600 è la scelta giusta se servono cartucce per gas e vapori, una portata maggiore o copricapi a elmetto.',
      },
      {
        question: 'Si può usare in ambito sanitario?',
        answer:
          'Sì, è molto diffuso per l’isolamento da trasmissione aerea. Unità e cappuccio vanno disinfettati tra un utilizzo e l’altro secondo il protocollo di controllo delle infezioni.',
      },
    ],
    warranty: kitWarranty,
    attributeLabels: { 'Battery runtime': 'Autonomia della batteria' },
    attributeValues: { 'Battery runtime': { '4–8 hours': '4–8 ore' } },
    imageAlts: [
      'Unità motorizzata compatta Versaflo TR-300+ con cappuccio S-433 bianco',
      'Cappuccio S-433 con collare interno e ampia visiera',
    ],
  },
  'versaflo-tr-800-intrinsically-safe-papr-kit': {
    name: 'Kit elettrorespiratore a sicurezza intrinseca Versaflo TR-800',
    shortDescription:
      '<p>Elettrorespiratore a sicurezza intrinseca per aree pericolose di Classe I, II e III, configurato dal produttore.</p>',
    description:
      '<p>Il TR-800 è certificato a sicurezza intrinseca per l’uso in aree pericolose (classificate) come raffinerie, impianti di movimentazione cereali e locali farmaceutici con solventi. Poiché la certificazione dipende dall’esatta combinazione di batteria, filtro e copricapo, i kit sono configurati e spediti dal produttore.</p>\n<ul><li>Certificazione UL per Class I Div 1, Class II Div 1, Class III</li><li>Disponibili filtri HE e cartucce combinate</li><li>Autonomia fino a 12 ore con la batteria a sicurezza intrinseca</li></ul>',
    buttonText: 'Acquista dal produttore',
    warranty: kitWarranty,
    imageAlts: ['Unità motorizzata a sicurezza intrinseca Versaflo TR-800'],
  },
  'versaflo-tr-600-painting-kit-s-655': {
    name: 'Kit verniciatura e finitura Versaflo TR-600 con cappuccio S-655',
    shortDescription:
      '<p>TR-600 con cartuccia per vapori organici, gas acidi e particelle (OV/AG/HE) e cappuccio S-655 adatto alla verniciatura.</p>',
    description:
      '<p>Nelle carrozzerie e nei reparti di verniciatura industriale solventi, overspray di isocianati e polvere di carteggiatura si trovano nello stesso ambiente. Questo kit abbina il TR-600 alla cartuccia TR-6580N OV/AG/HE e a un cappuccio S-655 con mantellina interna.</p>\n<p>Le vernici agli isocianati hanno scarse proprietà di avvertimento: occorre seguire un piano scritto di sostituzione delle cartucce, come richiesto dall’OSHA 1910.134(d)(3)(iii).</p>\n<ul><li>Cartuccia TR-6580N OV/AG/HE</li><li>Cappuccio S-655 con pellicole protettive a strappo per la visiera</li><li>Cintura facile da pulire e copritubo di respirazione</li></ul>',
    faqs: [
      {
        question: 'È adatto alle vernici agli isocianati (2K)?',
        answer:
          'Sì, se usato con un piano scritto di sostituzione delle cartucce. Molte carrozzerie cambiano la cartuccia ogni settimana o anche prima.',
      },
      {
        question: 'Si possono usare pellicole protettive per la visiera?',
        answer: 'Sì, le pellicole a strappo per l’S-655 sono vendute in confezioni da 25.',
      },
    ],
    warranty: kitWarranty,
    imageAlts: ['Unità motorizzata TR-600 con cartuccia OV nera e cappuccio monouso per verniciatura'],
  },
  'versaflo-tr-300-plus-healthcare-papr-kit': {
    name: 'Kit elettrorespiratore Versaflo TR-300+ per la sanità',
    shortDescription:
      '<p>Elettrorespiratore igienizzabile per l’isolamento ospedaliero da infezioni a trasmissione aerea, con cappucci monouso S-133.</p>',
    description:
      '<p>Pensato per il personale sanitario che non supera la prova di tenuta o che deve indossare la protezione a lungo durante le procedure che generano aerosol. L’involucro del TR-300+ si pulisce con i comuni disinfettanti ospedalieri.</p>\n<ul><li>10 cappucci monouso S-133 inclusi</li><li>Pulibile con salviette disinfettanti per uso ospedaliero</li><li>Allarme acustico e visivo di portata insufficiente</li></ul>',
    warranty: kitWarranty,
    imageAlts: ['Kit sanitario TR-300+ con cappuccio monouso'],
  },
  'versaflo-tr-600-grinding-kit-m-407': {
    name: 'Kit industria pesante Versaflo TR-600 con elmetto M-407',
    shortDescription:
      '<p>Elmetto M-407 di alta gamma con visiera sostituibile ad alta resistenza agli urti sull’unità TR-600 con batteria ad alta capacità.</p>',
    description:
      '<p>Per fonderie, demolizioni e molature pesanti. La visiera dell’M-407 è certificata per impatti ad alta velocità e la guarnizione facciale ignifuga tiene fuori le scintille. Il kit viene fornito con la batteria ad alta capacità TR-632 per turni completi alla portata massima.</p>\n<p>Attualmente in arretrato: gli ordini vengono spediti nell’ordine di arrivo, di solito entro 3–4 settimane.</p>\n<ul><li>Elmetto M-407: Z89.1 Type I Class C, visiera Z87.1+</li><li>Batteria ad alta capacità TR-632: 10–14 ore</li><li>Guarnizione facciale ignifuga</li></ul>',
    warranty: kitWarranty,
    attributeLabels: { 'Battery runtime': 'Autonomia della batteria' },
    attributeValues: { 'Battery runtime': { '10–14 hours': '10–14 ore' } },
    imageAlts: ['Unità motorizzata TR-600 con elmetto M-407 di alta gamma e visiera'],
  },
  'versaflo-m-306-respiratory-helmet': {
    name: 'Elmetto per la protezione delle vie respiratorie Versaflo M-306 con visiera',
    shortDescription:
      '<p>Elmetto di protezione, visiera e copricapo per respiratore in un unico dispositivo, per TR-300+, TR-600 e adduzione d’aria.</p>',
    description:
      '<p>L’M-306 soddisfa i requisiti ANSI/ISEA Z89.1 di un elmetto di protezione Type I Class C e la sua visiera è certificata Z87.1+. La guarnizione facciale ignifuga è di serie.</p>\n<ul><li>Fattore di protezione assegnato 1.000 con le unità motorizzate Versaflo approvate</li><li>Visiera e guarnizione facciale sostituibili</li><li>Bardatura a cricchetto con imbottitura comfort</li></ul>',
    faqs: [
      {
        question: 'Con quali unità motorizzate è approvato?',
        answer: 'Con gli elettrorespiratori TR-300+ e TR-600 e con il regolatore ad adduzione d’aria V-500E.',
      },
      {
        question: 'La visiera si può sostituire?',
        answer:
          'Sì. Visiere, guarnizioni facciali, imbottiture comfort e pellicole protettive per la visiera sono tutte sostituibili.',
      },
    ],
    imageAlts: ['Elmetto bianco per la protezione delle vie respiratorie M-306 con visiera'],
  },
  'versaflo-m-407-respiratory-helmet': {
    name: 'Elmetto per la protezione delle vie respiratorie Versaflo M-407 con visiera premium',
    shortDescription:
      '<p>Elmetto di punta con un’ampia visiera antigraffio e guarnizione facciale ignifuga.</p>',
    description:
      '<p>La visiera premium dell’M-407 ha un trattamento antigraffio e antiappannamento e un campo visivo più ampio rispetto all’M-306.</p>\n<ul><li>Z89.1 Type I Class C</li><li>Visiera Z87.1+ ad alta resistenza agli urti</li><li>Guarnizione facciale ignifuga</li></ul>',
    imageAlts: ['Elmetto M-407 con ampia visiera premium'],
  },
  'versaflo-s-433-hood': {
    name: 'Cappuccio Versaflo S-433 con collare interno',
    shortDescription: '<p>Cappuccio riutilizzabile leggero con collare interno e ampia visiera.</p>',
    description:
      '<p>Copre testa e spalle; il collare elastico interno mantiene la pressione positiva anche quando chi lo indossa si piega. Taglie S/M e M/L in base alla circonferenza della testa.</p>\n<ul><li>Fattore di protezione assegnato 1.000 con TR-300+ e TR-600</li><li>Tessuto laminato, si pulisce con un panno</li><li>Pellicole protettive per la visiera disponibili</li></ul>',
    imageAlts: ['Cappuccio S-433 bianco con collare interno'],
  },
  'versaflo-s-133-single-use-hood': {
    name: 'Cappuccio monouso Versaflo S-133',
    shortDescription:
      '<p>Cappuccio monouso per sanità e industria farmaceutica, venduto singolarmente o in cartoni da 10.</p>',
    description:
      '<p>Da gettare dopo ogni paziente o a fine turno. Polipropilene senza lattice con visiera trasparente in PETG.</p>\n<ul><li>Monouso</li><li>Senza lattice</li><li>Compatibile con TR-300+ e TR-600</li></ul>',
    attributeLabels: { 'Pack size': 'Confezione' },
    attributeValues: { 'Pack size': { '1': '1', '10': '10' } },
    imageAlts: ['Cappuccio monouso leggero per elettrorespiratore'],
  },
  'versaflo-s-655-hood-paint': {
    name: 'Cappuccio Versaflo S-655 con mantellina interna',
    shortDescription:
      '<p>Cappuccio fino alle spalle con mantellina interna, pensato per le cabine di verniciatura.</p>',
    description:
      '<p>Il tessuto esterno resistente ai prodotti chimici respinge l’overspray; la mantellina interna mantiene l’aria nella zona di respirazione.</p>\n<ul><li>Compatibile con le pellicole protettive a strappo per la visiera</li><li>Copertura fino alle spalle</li></ul>',
    imageAlts: ['Cappuccio per verniciatura S-655 con mantellina interna'],
  },
  'versaflo-s-855-hood-extended-bib': {
    name: 'Cappuccio Versaflo S-855 con pettorina lunga',
    shortDescription:
      '<p>Cappuccio con pettorina lunga per la manipolazione di polveri farmaceutiche e le aree a rischio di schizzi chimici.</p>',
    description:
      '<p>La pettorina lunga si infila sotto la tuta per una barriera continua dalla testa alla vita.</p>\n<ul><li>Pettorina lunga davanti e dietro</li><li>Mantellina interna</li><li>Fattore di protezione assegnato 1.000</li></ul>',
    imageAlts: ['Cappuccio con pettorina lunga che copre petto e schiena'],
  },
  'versaflo-m-107-faceshield-headtop': {
    name: 'Copricapo Versaflo M-107 con visiera',
    shortDescription:
      '<p>Copricapo leggero con visiera, senza elmetto, per laboratori e industria alimentare.</p>',
    description:
      '<p>Quando non c’è rischio di urti alla testa, l’M-107 fa risparmiare peso. La visiera si solleva per le pause nelle aree pulite.</p>\n<ul><li>Visiera Z87.1+</li><li>Non è un elmetto di protezione</li><li>Guarnizione facciale sostituibile</li></ul>',
    imageAlts: ['Copricapo leggero M-107 con visiera'],
  },
};
