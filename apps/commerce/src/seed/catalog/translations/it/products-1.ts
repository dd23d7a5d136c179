import type { ProductTranslation } from '../types.ts';

/** Italian texts of best-selling products one to six: masks, gloves and eyewear. */
export const italianProducts1: Record<string, ProductTranslation> = {
  'safeair-n95-cup-respirator-20': {
    name: 'Respiratore a coppa SafeAir N95 (confezione da 20)',
    shortDescription:
      '<p>Il classico N95 stampato a coppa, approvazione NIOSH TC-84A-9315, prodotto negli USA.</p>',
    description:
      '<p>L’N95 di tutti i giorni per edilizia, lavorazione del legno, agricoltura e fumo degli incendi boschivi. Filtra almeno il 95% delle particelle aerodisperse non oleose e ha l’approvazione NIOSH TC-84A-9315, verificabile nella NIOSH Certified Equipment List.</p>\n<p>Due elastici intrecciati e uno stringinaso imbottito creano una tenuta che supera le prove di tenuta qualitative sulla maggior parte dei volti. Secondo l’OSHA 29 CFR 1910.134, un facciale filtrante ha un fattore di protezione assegnato pari a 10 se utilizzato in un programma che prevede le prove di tenuta.</p>\n<p>Non adatto agli aerosol oleosi come le nebbie dei fluidi da taglio: in questi casi serve un respiratore della serie P.</p>\n<ul><li>NIOSH N95, approvazione TC-84A-9315</li><li>Filtra ≥95% delle particelle non oleose</li><li>Conchiglia stampata resistente allo schiacciamento</li><li>Due elastici, schiuma nasale imbottita</li><li>Prodotto negli USA; 20 pezzi per scatola</li></ul>',
    tabs: [
      {
        tabTitle: 'Documenti',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Etichetta di approvazione NIOSH',
            file: '/downloads/safeair-n95-tc-84a-9315-approval-label.pdf',
            fileDescription: 'Etichetta di approvazione completa con avvertenze e limitazioni.',
          },
          {
            fileTitle: 'Istruzioni per l’uso',
            file: '/downloads/safeair-n95-user-instructions.pdf',
            fileDescription: 'Come indossarlo, controllo della tenuta e smaltimento (in inglese e spagnolo).',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Come verifico l’approvazione NIOSH?',
        answer:
          'Basta cercare il numero TC (TC-84A-9315) nella NIOSH Certified Equipment List. Il titolare dell’approvazione e il modello devono corrispondere a quanto stampato sulla mascherina.',
      },
      {
        question: 'Serve una prova di tenuta?',
        answer:
          'Se il datore di lavoro richiede l’uso del respiratore, l’OSHA impone una prova di tenuta annuale per i respiratori aderenti, N95 compresi. Chi li usa volontariamente dovrebbe comunque eseguire ogni volta un controllo della tenuta.',
      },
      {
        question: 'L’N95 protegge dal fumo degli incendi boschivi?',
        answer:
          'Sì, gli N95 filtrano le particelle fini del fumo se indossati con una buona tenuta. Non filtrano però gas come il monossido di carbonio.',
      },
    ],
    imageAlts: [
      'Respiratore N95 bianco a coppa preformata con due elastici dietro la testa',
      'Marcatura di approvazione NIOSH stampata sul respiratore',
      'Scatola da 20 respiratori',
    ],
  },
  'safeair-ffp2-mask-individually-wrapped': {
    name: 'Mascherina SafeAir FFP2 in confezione singola (1 pezzo)',
    shortDescription:
      '<p>Una mascherina FFP2 in busta sigillata, per visitatori, distributori automatici e il vano portaoggetti dell’auto.</p>',
    description:
      '<p>Conviene tenerne qualcuna nel furgone o alla reception per i visitatori. Elastici dietro la testa e schiuma nasale.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Busta sigillata con le istruzioni per indossarla stampate</li></ul>',
    imageAlts: ['Mascherina FFP2 singola in una busta trasparente sigillata'],
  },
  'armorgrip-5-mil-nitrile-exam-gloves-100': {
    name: 'Guanti da visita ArmorGrip in nitrile 5 mil (scatola da 100)',
    shortDescription:
      '<p>Guanti da visita in nitrile blu di grado medicale, senza polvere, 5 mil sulla punta delle dita.</p>',
    description:
      '<p>Guanto da visita medico conforme ad ASTM D6319 con AQL 1,5 per i microfori, adatto ad ambulatori, laboratori, studi di tatuaggio e manipolazione degli alimenti. La punta delle dita testurizzata fa presa sugli strumenti bagnati.</p>\n<p>Il nitrile non contiene lattice di gomma naturale, eliminando il rischio di allergia al lattice di Tipo I, e resiste ai comuni disinfettanti e ai solventi leggeri meglio del vinile.</p>\n<ul><li>ASTM D6319, EN 455, EN ISO 374-5 (virus)</li><li>5 mil sulla punta delle dita, 3,5 mil sul palmo</li><li>Polsino bordato, punta delle dita testurizzata</li><li>Autorizzazione FDA 510(k); idonei al contatto con gli alimenti</li><li>100 guanti per scatola</li></ul>',
    tabs: [
      {
        tabTitle: 'Guida alle taglie',
        contentType: 'accordion',
        accordionItems: [
          { question: 'Taglia XS', answer: 'Circonferenza del palmo inferiore a 6 pollici.' },
          { question: 'Taglia S', answer: 'Circonferenza del palmo 6–7 pollici.' },
          { question: 'Taglia M', answer: 'Circonferenza del palmo 7–8 pollici.' },
          { question: 'Taglia L', answer: 'Circonferenza del palmo 8–9 pollici.' },
          { question: 'Taglia XL', answer: 'Circonferenza del palmo superiore a 9 pollici.' },
        ],
      },
    ],
    faqs: [
      {
        question: 'Sono adatti al contatto con gli alimenti?',
        answer: 'Sì, i materiali sono conformi alle norme FDA per il contatto con gli alimenti.',
      },
      {
        question: 'Come scelgo la taglia?',
        answer:
          'Misurare la circonferenza del palmo sotto le nocche: meno di 7 pollici S, 7–8 pollici M, 8–9 pollici L, oltre 9 pollici XL.',
      },
    ],
    imageAlts: [
      'Guanti da visita in nitrile blu in una scatola dispenser',
      'Lato della scatola con ASTM D6319 e le taglie',
    ],
  },
  'clearview-cv-100-wraparound-safety-glasses': {
    name: 'Occhiali di sicurezza avvolgenti ClearView CV-100',
    shortDescription:
      '<p>Occhiali avvolgenti leggerissimi con trattamento antiappannamento, ANSI Z87.1+ per impatti ad alta energia.</p>',
    description:
      '<p>Con un peso inferiore a un’oncia, i CV-100 sono gli occhiali che si tengono davvero addosso. Un’unica lente in policarbonato avvolge l’arcata sopracciliare e protegge anche di lato senza ripari separati, mentre i terminali morbidi in gomma delle aste tengono senza punti di pressione.</p>\n<p>La lente è marcata Z87+ per gli impatti ad alta energia e U6 per la massima protezione UV, e supera la prova antiappannamento ANSI Z87.1-2020. Si sceglie la lente trasparente per gli interni, grigia per il sole intenso, ambra per la scarsa luminosità e i turni all’alba, oppure a specchio indoor/outdoor per chi passa spesso dall’interno all’esterno.</p>\n<ul><li>ANSI/ISEA Z87.1-2020 Z87+ U6, CSA Z94.3</li><li>Trattamenti antiappannamento e antigraffio</li><li>Protezione UVA/UVB del 99,9%</li><li>Peso 0,9 oz</li><li>Quattro colorazioni della lente</li></ul>',
    tabs: [
      {
        tabTitle: 'Guida alle lenti',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Trasparente',
            answer: 'Lavori in interni e uso generale. Massima trasmissione della luce.',
          },
          {
            question: 'Grigia',
            answer: 'Lavori all’aperto in pieno sole; riduce l’abbagliamento senza alterare i colori.',
          },
          {
            question: 'Ambra',
            answer: 'Scarsa luminosità, nebbia e alba; aumenta il contrasto.',
          },
          {
            question: 'Specchio indoor/outdoor',
            answer: 'Leggera specchiatura per carrellisti e per chi entra ed esce spesso dagli edifici.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Che cosa significa Z87+?',
        answer:
          'Il segno più indica che la lente ha superato le prove d’impatto ANSI Z87.1 ad alta velocità e ad alta massa. La semplice marcatura “Z87” garantisce solo la resistenza agli impatti di base.',
      },
      {
        question: 'Si possono indossare sopra gli occhiali da vista?',
        answer: 'No, per questo c’è il modello CV-300, da indossare sopra gli occhiali.',
      },
    ],
    attributeLabels: { 'Lens tint': 'Colorazione della lente' },
    attributeValues: {
      'Lens tint': {
        Clear: 'Trasparente',
        Gray: 'Grigio',
        Amber: 'Ambra',
        'Indoor/Outdoor Mirror': 'Specchiato interno/esterno',
      },
    },
    imageAlts: [
      'Occhiali di sicurezza avvolgenti trasparenti con stanghette blu',
      'Versione con lente ambra per la scarsa luminosità',
      'Versione con lente grigia per il lavoro all’aperto',
      'Versione con lente specchiata interno/esterno',
    ],
  },
  'armorgrip-cr-4-hppe-foam-nitrile-gloves': {
    name: 'Guanti antitaglio ArmorGrip CR-4 in HPPE con nitrile schiumato',
    shortDescription:
      '<p>Protezione dal taglio ANSI A4 in una maglia sottile calibro 18 che permette comunque di usare il telefono e raccogliere le viti.</p>',
    description:
      '<p>Il CR-4 è il guanto che la maggior parte dei nostri clienti industriali adotta come standard. Il supporto in HPPE e fibra di vetro calibro 18 raggiunge il livello di taglio A4 della ANSI/ISEA 105 (da 1.500 a 2.199 grammi nella prova TDM-100), pur dando la sensazione di un leggero guanto da assemblaggio.</p>\n<p>Il rivestimento del palmo in nitrile schiumato fa presa sulle lamiere oleose senza impregnarsi e la punta delle dita funziona con i touchscreen, così nessuno deve togliersi i guanti per scansionare un ordine di lavoro.</p>\n<p>Classificazione EN 388:2016 4X42C: abrasione 4, prova Coupe non applicabile (X), lacerazione 4, perforazione 2, taglio ISO C.</p>\n<ul><li>ANSI/ISEA 105 taglio A4, EN 388:2016 4X42C</li><li>Supporto in HPPE/vetro calibro 18, palmo in nitrile schiumato</li><li>Punta delle dita compatibile con touchscreen</li><li>Lavabili in lavatrice fino a 104 °F</li><li>Taglie S–XXL (7–11)</li></ul>',
    tabs: [
      {
        tabTitle: 'Tabella dei livelli di taglio',
        contentType: 'text',
        textContent:
          '<p>Livelli di taglio ANSI/ISEA 105-2016 in grammi di carico nella prova TDM-100: A1 200–499, A2 500–999, A3 1.000–1.499, A4 1.500–2.199, A5 2.200–2.999, A6 3.000–3.999, A7 4.000–4.999, A8 5.000–5.999, A9 6.000+.</p><p>Livelli di taglio ISO della EN 388:2016 (newton): A 2, B 5, C 10, D 15, E 22, F 30.</p>',
      },
    ],
    faqs: [
      {
        question: 'Che cosa significa A4?',
        answer:
          'Il livello A4 della ANSI/ISEA 105 indica che il materiale ha resistito a un carico di taglio da 1.500 a 2.199 grammi nella prova standard TDM-100. Adatto a lamiere, impianti HVAC e alla maggior parte dei lavori di magazzino.',
      },
      {
        question: 'Si possono lavare?',
        answer:
          'Sì, in lavatrice a temperatura tiepida (fino a 104 °F) e con asciugatura all’aria. Non usare candeggina, che indebolisce le fibre.',
      },
      {
        question: 'Sono adatti al contatto con gli alimenti?',
        answer: 'No. Per il contatto con gli alimenti c’è il nostro guanto CR-3 per l’industria alimentare.',
      },
    ],
    attributeLabels: { 'EN 388 code': 'Codice EN 388' },
    attributeValues: { 'EN 388 code': { '4X42C': '4X42C' } },
    imageAlts: [
      'Guanto in maglia di HPPE grigio con palmo in nitrile schiumato nero',
      'Lato palmo con la spalmatura in nitrile schiumato',
      'Polsino con le marcature EN 388 e ANSI A4 stampate',
      'Dito con il guanto che usa lo schermo di un telefono',
    ],
  },
  'safeair-ffp2-folding-mask-unvalved': {
    name: 'Mascherina pieghevole SafeAir FFP2 NR D senza valvola',
    shortDescription:
      '<p>Mascherina FFP2 a tre pannelli con morbida schiuma nasale ed elastici dietro la testa, per polveri, nebbie e viaggi.</p>',
    description:
      '<p>Il design SafeAir a tre pannelli segue i movimenti del viso mentre parli, così la tenuta è migliore rispetto a una mascherina piatta. Senza valvola filtra sia l’aria inspirata sia quella espirata, ed è quindi una buona scelta quando si sta vicino ad altre persone.</p>\n<p>Certificata EN 149:2001+A1:2009 FFP2 NR D: efficienza filtrante di almeno il 94%, perdita totale verso l’interno inferiore all’8% e prova di intasamento con dolomite superata, per respirare comodamente nei lavori polverosi. NR significa uso per un solo turno.</p>\n<p>La FFP2 è la classe europea più vicina alla NIOSH N95. Non è approvata NIOSH: per i programmi di protezione respiratoria obbligatori secondo l’OSHA negli Stati Uniti serve una N95.</p>\n<ul><li>EN 149:2001+A1:2009 FFP2 NR D</li><li>Elastici dietro la testa, non agli orecchi, per una tenuta affidabile</li><li>Stringinaso regolabile in alluminio con striscia di schiuma</li><li>Confezionata singolarmente; senza lattice</li></ul>',
    tabs: [
      {
        tabTitle: 'Come indossarla',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Come indossare una mascherina pieghevole',
            youtubeUrl: 'https://www.youtube.com/watch?v=Hq8rBz2nVt4',
            videoDescription:
              'Aprire i pannelli, posizionare gli elastici, modellare lo stringinaso e verificare la tenuta.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'FFP2 equivale a N95?',
        answer:
          'Sono simili: la FFP2 filtra almeno il 94% e la N95 almeno il 95%, ma sono testate secondo norme diverse. Solo la N95 è approvata NIOSH per i programmi OSHA.',
      },
      {
        question: 'Si può riutilizzare?',
        answer:
          'Le mascherine NR sono per un solo turno. Va sostituita prima se si bagna, si danneggia o diventa difficile respirare.',
      },
    ],
    attributeLabels: { 'Pack size': 'Confezione' },
    attributeValues: { 'Pack size': { '10': '10', '20': '20', '50': '50' } },
    imageAlts: [
      'Mascherina pieghevole FFP2 bianca a tre pannelli con elastici dietro la testa',
      'Mascherina aperta che mostra lo stringinaso regolabile',
      'Scatola da 50 mascherine',
    ],
  },
};
