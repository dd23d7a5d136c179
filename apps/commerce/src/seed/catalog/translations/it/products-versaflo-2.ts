import type { ProductTranslation } from '../types.ts';

const oneYear = { warrantyDuration: '1 anno', useCustomWarranty: false, customWarrantyItems: [] };

/** Italian texts of the Versaflo filters, batteries, chargers and supplied-air equipment. */
export const italianVersaflo2: Record<string, ProductTranslation> = {
  'versaflo-tr-6710n-he-filter': {
    name: 'Filtro antipolvere HE Versaflo TR-6710N',
    shortDescription:
      '<p>Filtro NIOSH HE per TR-600 e TR-800, con un’efficienza del 99,97% contro le particelle.</p>',
    description:
      '<p>HE è l’equivalente di P100 per gli elettrorespiratori. Va sostituito quando l’unità non riesce più a mantenere la portata o secondo il piano di sostituzione.</p>\n<ul><li>NIOSH HE, efficienza minima 99,97%</li><li>Particelle oleose e non oleose</li><li>Da usare con il prefiltro TR-6600 per prolungarne la durata</li></ul>',
    tabs: [
      {
        tabTitle: 'Compatibilità',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Unità motorizzate',
            answer: 'TR-600 e TR-800. Il TR-300+ usa invece il filtro TR-3712N.',
          },
          {
            question: 'Prefiltri e parascintille',
            answer:
              'Prefiltro TR-6600 per i lavori polverosi e parascintille TR-662 per saldatura e molatura.',
          },
          {
            question: 'Uso combinato',
            answer: 'Per gas e vapori, sostituire il filtro HE con la cartuccia TR-6580N OV/AG/HE.',
          },
        ],
      },
    ],
    attributeLabels: { 'Pack size': 'Confezione' },
    attributeValues: { 'Pack size': { '1': '1', '10': '10' } },
    imageAlts: ['Filtro HE TR-6710N color magenta'],
  },
  'versaflo-tr-6580n-ov-ag-he-cartridge': {
    name: 'Cartuccia Versaflo TR-6580N OV/AG/HE',
    shortDescription: '<p>Cartuccia combinata per vapori organici, gas acidi e particelle sul TR-600.</p>',
    description:
      '<p>Approvata per vapori organici, cloro, acido cloridrico, anidride solforosa, acido fluoridrico e particelle HE. Non utilizzabile dove la concentrazione dell’inquinante è immediatamente pericolosa per la vita o la salute.</p>\n<ul><li>OV, AG e HE in un’unica cartuccia</li><li>Per gas e vapori seguire un piano scritto di sostituzione</li></ul>',
    imageAlts: ['Cartuccia combinata TR-6580N nera e gialla'],
  },
  'versaflo-tr-3712n-he-filter': {
    name: 'Filtro HE Versaflo TR-3712N per TR-300+',
    shortDescription: '<p>Filtro HE di ricambio per l’unità motorizzata TR-300+.</p>',
    description:
      '<p>Si aggancia nel coperchio del filtro del TR-300+. Va sostituito quando l’allarme di portata insufficiente suona con la batteria carica.</p>\n<ul><li>NIOSH HE</li><li>Compatibile solo con TR-300+</li></ul>',
    imageAlts: ['Filtro HE TR-3712N per il TR-300+'],
  },
  'versaflo-tr-6600-prefilter-10-pack': {
    name: 'Prefiltro Versaflo TR-6600 (confezione da 10)',
    shortDescription:
      '<p>Prefiltri economici che trattengono la polvere grossolana e prolungano la durata del filtro HE.</p>',
    description:
      '<p>Nei lavori polverosi il prefiltro va cambiato ogni giorno: dietro un prefiltro pulito un filtro HE dura molto di più.</p>\n<ul><li>Dieci per confezione</li><li>Compatibile con TR-600 e TR-800</li></ul>',
    imageAlts: ['Pila di prefiltri in tessuto bianco'],
  },
  'versaflo-tr-662-spark-arrestor-10-pack': {
    name: 'Parascintille Versaflo TR-662 (confezione da 10)',
    shortDescription: '<p>Retine metalliche che fermano le scintille prima che raggiungano il filtro.</p>',
    description:
      '<p>Obbligatori per saldatura e molatura con il TR-600.</p>\n<ul><li>Dieci per confezione</li><li>Compatibili con TR-600</li></ul>',
    imageAlts: ['Parascintille a rete metallica'],
  },
  'versaflo-tr-630-standard-battery': {
    name: 'Batteria standard Versaflo TR-630',
    shortDescription: '<p>Batteria agli ioni di litio per il TR-600, da 6 a 10 ore per carica.</p>',
    description:
      '<p>Una batteria di scorta mantiene in funzione l’unità anche nei doppi turni. L’indicatore di carica a cinque LED mostra a colpo d’occhio la carica residua.</p>\n<ul><li>Autonomia 6–10 ore a seconda della portata e del filtro</li><li>Si ricarica in circa 4 ore</li><li>Circa 500 cicli di carica completi</li></ul>',
    faqs: [
      {
        question: 'Quanto tempo richiede la ricarica?',
        answer: 'Circa 4 ore da scarica con il caricabatterie TR-641N.',
      },
      {
        question: 'Come si conserva una batteria di scorta?',
        answer:
          'Per periodi superiori a un mese, conservarla carica a metà circa in un luogo fresco e asciutto e ricaricarla completamente prima dell’uso.',
      },
    ],
    attributeLabels: { 'Battery runtime': 'Autonomia della batteria' },
    attributeValues: { 'Battery runtime': { '6–10 hours': '6–10 ore' } },
    imageAlts: ['Batteria agli ioni di litio TR-630 con indicatore a LED'],
  },
  'versaflo-tr-632-high-capacity-battery': {
    name: 'Batteria ad alta capacità Versaflo TR-632',
    shortDescription:
      '<p>Batteria ad alta capacità per turni lunghi alla portata massima, da 10 a 14 ore.</p>',
    description:
      '<p>Consigliata con le cartucce combinate o con la portata più alta. In arretrato, spedizione in circa due settimane.</p>\n<ul><li>Autonomia 10–14 ore</li><li>Stesso caricabatterie della TR-630</li></ul>',
    attributeLabels: { 'Battery runtime': 'Autonomia della batteria' },
    attributeValues: { 'Battery runtime': { '10–14 hours': '10–14 ore' } },
    imageAlts: ['Batteria ad alta capacità TR-632, più grande'],
  },
  'versaflo-tr-641n-4-station-charger': {
    name: 'Caricabatterie a 4 postazioni Versaflo TR-641N',
    shortDescription:
      '<p>Ricarica quattro batterie TR-600 contemporaneamente; montabile a parete nel magazzino attrezzi.</p>',
    description:
      '<p>Ogni alloggiamento carica e rigenera la batteria in modo indipendente, con una spia di stato per ciascuno.</p>\n<ul><li>Quattro alloggiamenti</li><li>Staffa per il montaggio a parete inclusa</li><li>120 V CA</li></ul>',
    imageAlts: ['Caricabatterie a quattro alloggiamenti con spie di stato'],
  },
  'versaflo-tr-341n-charger-kit': {
    name: 'Kit caricabatterie Versaflo TR-341N per TR-300+',
    shortDescription: '<p>Caricabatterie singolo con alimentatore per le batterie del TR-300+.</p>',
    description:
      '<p>Ricarica una batteria standard TR-330 in circa 3,5 ore.</p>\n<ul><li>Un alloggiamento</li><li>Alimentatore da 120 V</li></ul>',
    imageAlts: ['Caricabatterie singolo per la batteria del TR-300+'],
  },
  'versaflo-tr-332-high-capacity-battery': {
    name: 'Batteria ad alta capacità Versaflo TR-332 per TR-300+',
    shortDescription: '<p>Raddoppia l’autonomia del TR-300+, portandola a 8–12 ore.</p>',
    description:
      '<p>Ideale per i turni ospedalieri di 12 ore.</p>\n<ul><li>Autonomia 8–12 ore</li><li>Indicatore di carica</li></ul>',
    attributeLabels: { 'Battery runtime': 'Autonomia della batteria' },
    attributeValues: { 'Battery runtime': { '8–12 hours': '8–12 ore' } },
    imageAlts: ['Batteria ad alta capacità TR-332'],
  },
  'versaflo-v-500e-supplied-air-regulator': {
    name: 'Regolatore per adduzione d’aria Versaflo V-500E',
    shortDescription:
      '<p>Valvola di regolazione della portata da cintura che alimenta i copricapi Versaflo con aria respirabile Grade D.</p>',
    description:
      '<p>Con l’adduzione d’aria i piani di sostituzione dei filtri spariscono del tutto: chi la indossa respira aria Grade D da un compressore o da una bombola. Il V-500E regola la portata tra 6 e 15 cfm e include un fischietto di allarme per bassa pressione.</p>\n<p>L’OSHA richiede che l’aria respirabile compressa sia di Grade D secondo ANSI/CGA G-7.1 e che i compressori abbiano un allarme di alta temperatura o di CO.</p>\n<ul><li>Approvazione NIOSH TC-19C con i copricapi Versaflo</li><li>Portata 6–15 cfm, allarme di bassa pressione</li><li>Attacco rapido Industrial Interchange</li></ul>',
    tabs: [
      {
        tabTitle: 'Documenti',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Istruzioni per l’uso V-500E',
            file: '/downloads/versaflo-v-500e-user-instructions.pdf',
            fileDescription: 'Installazione, regolazione della portata e controlli quotidiani.',
          },
          {
            fileTitle: 'Lista di controllo per l’aria respirabile Grade D',
            file: '/downloads/grade-d-breathing-air-checklist.pdf',
            fileDescription:
              'Lista di controllo per compressore, filtrazione e monitoraggio del CO secondo ANSI/CGA G-7.1.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Quale pressione dell’aria serve?',
        answer:
          'Da 60 a 100 psi all’ingresso del regolatore, tramite un tubo approvato lungo non più di 300 piedi.',
      },
      {
        question: 'Si può usare l’aria compressa dell’officina?',
        answer:
          'Solo se è filtrata e monitorata secondo il Grade D. Servono un pannello filtrante per aria respirabile e un rilevatore di CO.',
      },
    ],
    warranty: oneYear,
    imageAlts: ['Regolatore per adduzione d’aria V-500E da cintura'],
  },
  'versaflo-v-100-vortex-cooling-tube': {
    name: 'Tubo di raffreddamento a vortice Versaflo V-100',
    shortDescription:
      '<p>Raffredda l’aria fornita fino a 50 °F per fonderie, sale di sabbiatura e cabine di verniciatura d’estate.</p>',
    description:
      '<p>Un tubo a vortice divide l’aria compressa in un flusso caldo e uno freddo e invia quello freddo al copricapo. Non serve alimentazione elettrica.</p>\n<ul><li>Raffredda fino a 50 °F sotto la temperatura di alimentazione</li><li>Manopola di regolazione della temperatura</li></ul>',
    warranty: oneYear,
    imageAlts: ['Tubo di raffreddamento a vortice su una cintura'],
  },
  'versaflo-v-200-heating-tube': {
    name: 'Tubo di riscaldamento a vortice Versaflo V-200',
    shortDescription:
      '<p>Riscalda l’aria fornita fino a 50 °F per sabbiatura e verniciatura con il freddo.</p>',
    description:
      '<p>La controparte riscaldante del V-100, per officine non riscaldate e lavori all’aperto d’inverno.</p>\n<ul><li>Riscalda fino a 50 °F sopra la temperatura di alimentazione</li><li>Non serve alimentazione elettrica</li></ul>',
    warranty: oneYear,
    imageAlts: ['Tubo di riscaldamento a vortice su una cintura'],
  },
  'safeair-grade-d-breathing-air-hose': {
    name: 'Tubo per aria respirabile Grade D SafeAir',
    shortDescription:
      '<p>Tubo approvato per adduzione d’aria con innesti Industrial Interchange, diametro interno 3/8 di pollice.</p>',
    description:
      '<p>Con un respiratore ad adduzione d’aria si possono usare solo i tubi elencati nell’approvazione NIOSH. Questo tubo è approvato con il V-500E.</p>\n<ul><li>Diametro interno 3/8 di pollice, pressione di esercizio 300 psi</li><li>PVC dissipativo antistatico</li><li>Innesti su entrambe le estremità</li></ul>',
    attributeLabels: { 'Hose length': 'Lunghezza del tubo' },
    attributeValues: {
      'Hose length': { '25 ft': '25 piedi', '50 ft': '50 piedi', '100 ft': '100 piedi' },
    },
    imageAlts: ['Tubo giallo per aria respirabile avvolto, con innesti rapidi'],
  },
  'versaflo-v-500e-supplied-air-system-m-307': {
    name: 'Sistema ad adduzione d’aria Versaflo V-500E con elmetto M-307',
    shortDescription:
      '<p>Sistema completo ad adduzione d’aria, configurato con il tubo e il tubo di climatizzazione a scelta.</p>',
    description:
      '<p>Configurato su ordinazione con regolatore, elmetto, tubo di respirazione e lunghezza del tubo dell’aria; spedito dal produttore.</p>\n<ul><li>NIOSH TC-19C</li><li>Fattore di protezione assegnato 1.000</li></ul>',
    buttonText: 'Acquista dal produttore',
    warranty: {
      warrantyDuration: '2 anni',
      useCustomWarranty: true,
      customWarrantyItems: [
        { itemName: 'Unità motorizzata', itemWarrantyDuration: '2 anni' },
        { itemName: 'Batteria', itemWarrantyDuration: '1 anno' },
        { itemName: 'Copricapo', itemWarrantyDuration: '1 anno' },
      ],
    },
    imageAlts: ['Elmetto M-307 collegato a un regolatore V-500E e al tubo'],
  },
};
