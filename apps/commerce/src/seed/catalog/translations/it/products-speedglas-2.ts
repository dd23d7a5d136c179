import type { ProductTranslation } from '../types.ts';

const filterWarranty = { warrantyDuration: '3 anni', useCustomWarranty: false, customWarrantyItems: [] };

/** Italian texts of the Speedglas auto-darkening filters. */
export const italianSpeedglas2: Record<string, ProductTranslation> = {
  'speedglas-9100xxi-auto-darkening-filter': {
    name: 'Filtro autoscurante Speedglas 9100XXi',
    shortDescription:
      '<p>Il filtro 9100 più grande, con stato chiaro in grado 3, modalità memoria e tastiera retroilluminata.</p>',
    description:
      '<p>Il 9100XXi offre una visuale di 2,8 x 4,2 pollici con i gradi 5, 8 e 9–13 e uno stato chiaro più luminoso, in grado 3. Tre memorie permettono di passare da MIG a TIG alla molatura senza reimpostare nulla.</p>\n<p>Si monta su qualsiasi maschera 9100 ed è alimentato da due pile CR2032 con supporto solare.</p>\n<ul><li>Gradi 3 (chiaro), 5, 8, 9–13</li><li>Area visiva 2,8 x 4,2 pollici</li><li>Tre modalità memoria, sei livelli di sensibilità</li><li>Durata della batteria circa 2.000 ore</li></ul>',
    tabs: [
      {
        tabTitle: 'Guida ai gradi di oscuramento',
        contentType: 'text',
        textContent:
          '<p>Usare il grado 9–10 per il TIG sotto i 50 A, 10–11 per il MIG fino a 150 A, 11–12 per MIG ed elettrodo fino a 250 A e 13 oltre i 300 A o per la scriccatura ad arco-aria. Nel dubbio, partire da un grado scuro e schiarire finché il bagno di fusione non si vede bene.</p>',
      },
    ],
    faqs: [
      {
        question: 'Va bene sulla mia vecchia maschera 9100?',
        answer: 'Sì. Ogni filtro 9100 si monta su ogni calotta 9100, comprese le maschere più vecchie.',
      },
      {
        question: 'Quali batterie usa?',
        answer:
          'Due pile al litio CR2032 con supporto solare; la durata prevista è di circa 2.000 ore d’uso.',
      },
    ],
    warranty: filterWarranty,
    attributeLabels: { 'Lens size': 'Dimensioni della lente' },
    attributeValues: { 'Lens size': { '2.8 x 4.2 in.': '2,8 x 4,2 poll.' } },
    imageAlts: ['Filtro Speedglas 9100XXi con tastiera blu', 'Filtro nello stato scuro, grado 11'],
  },
  'speedglas-9100xx-auto-darkening-filter': {
    name: 'Filtro autoscurante Speedglas 9100XX',
    shortDescription:
      '<p>Ampia visuale di 2,8 x 4,2 pollici con i gradi 5, 8 e 9–13 per la saldatura di tutti i giorni.</p>',
    description:
      '<p>Stessa area visiva del XXi, con stato chiaro standard in grado 3 e una tastiera più semplice. Un aggiornamento molto richiesto da chi possiede il 9100V e vuole vedere di più.</p>\n<ul><li>Gradi 5, 8, 9–13</li><li>Area visiva 2,8 x 4,2 pollici</li><li>Modalità molatura in grado 3</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Filtro autoscurante Speedglas 9100XX'],
  },
  'speedglas-9100x-auto-darkening-filter': {
    name: 'Filtro autoscurante Speedglas 9100X',
    shortDescription: '<p>Visuale media di 2,1 x 4,2 pollici con l’intera gamma di gradi 9100.</p>',
    description:
      '<p>Il 9100X è il giusto equilibrio tra visuale e prezzo. Copre i gradi 5, 8 e 9–13 e ha gli stessi comandi del XX.</p>\n<ul><li>Gradi 5, 8, 9–13</li><li>Area visiva 2,1 x 4,2 pollici</li><li>Sei livelli di sensibilità</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Filtro autoscurante Speedglas 9100X'],
  },
  'speedglas-9100v-auto-darkening-filter': {
    name: 'Filtro autoscurante Speedglas 9100V',
    shortDescription: '<p>Filtro 9100 compatto con i gradi 5 e 8–13.</p>',
    description:
      '<p>Il filtro d’ingresso della famiglia 9100, con un’area visiva di 1,8 x 3,7 pollici. Presto di nuovo disponibile: qui sotto ci si può iscrivere per ricevere un avviso.</p>\n<ul><li>Gradi 5, 8–13</li><li>Area visiva 1,8 x 3,7 pollici</li><li>Compatibile con tutte le maschere 9100</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Filtro autoscurante Speedglas 9100V'],
  },
  'speedglas-g5-01tw-auto-darkening-filter': {
    name: 'Filtro autoscurante Speedglas G5-01TW',
    shortDescription:
      '<p>Filtro per impieghi gravosi con una modalità TIG che resta scura anche con archi a basso amperaggio.</p>',
    description:
      '<p>Il G5-01TW usa quattro sensori e una modalità TIG dedicata che mantiene il filtro scuro con correnti fino a 1 A. Si ricarica tramite USB-C.</p>\n<ul><li>Gradi 5, 8–13, stato chiaro 3</li><li>Modalità TIG per i lavori a basso amperaggio</li><li>Ricaricabile tramite USB-C</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Filtro Speedglas G5-01TW con pulsante della modalità TIG'],
  },
  'speedglas-g5-01vc-auto-darkening-filter': {
    name: 'Filtro autoscurante Speedglas G5-01VC',
    shortDescription:
      '<p>Filtro a colore variabile per una visione della saldatura più naturale e meno verde.</p>',
    description:
      '<p>Il filtro VC modifica la tinta dello stato scuro, così bagno di fusione, metallo base e ambiente circostante conservano di più il loro colore reale. In arretrato: spedizione in 2–3 settimane.</p>\n<ul><li>Gradi 5, 8–13, stato chiaro 3</li><li>Tecnologia a colore variabile</li><li>Ricaricabile tramite USB-C</li></ul>',
    warranty: filterWarranty,
    imageAlts: ['Filtro Speedglas G5-01VC con tinta a colori naturali'],
  },
  'speedglas-100v-auto-darkening-filter': {
    name: 'Filtro autoscurante Speedglas 100V',
    shortDescription: '<p>Filtro a grado variabile 8–12 per la maschera Speedglas 100.</p>',
    description:
      '<p>Ricambio diretto o aggiornamento per la maschera Speedglas 100, con manopole per grado, sensibilità e ritardo.</p>\n<ul><li>Gradi 8–12, stato chiaro 3</li><li>Area visiva 1,7 x 3,6 pollici</li><li>Batteria CR2032 sostituibile</li></ul>',
    imageAlts: ['Filtro autoscurante Speedglas 100V'],
  },
  'speedglas-100s-11-auto-darkening-filter': {
    name: 'Filtro autoscurante Speedglas 100S-11',
    shortDescription: '<p>Filtro a grado fisso 11 per elettrodo e MIG, nulla da regolare.</p>',
    description:
      '<p>Per i saldatori che lavorano sempre in grado 11. Stato chiaro 3, commutazione in 0,1 ms.</p>\n<ul><li>Grado fisso 11</li><li>Stato chiaro 3</li><li>Compatibile con la maschera Speedglas 100</li></ul>',
    imageAlts: ['Filtro a grado fisso Speedglas 100S-11'],
  },
};
