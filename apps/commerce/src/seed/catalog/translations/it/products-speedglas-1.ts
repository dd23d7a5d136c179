import type { ProductTranslation } from '../types.ts';

const helmetWarranty = {
  warrantyDuration: '3 anni',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Filtro autoscurante', itemWarrantyDuration: '3 anni' },
    { itemName: 'Calotta della maschera', itemWarrantyDuration: '2 anni' },
    { itemName: 'Bardatura', itemWarrantyDuration: '1 anno' },
  ],
};

/** Italian texts of the Speedglas welding helmets. */
export const italianSpeedglas1: Record<string, ProductTranslation> = {
  'speedglas-9100-fx-welding-helmet': {
    name: 'Maschera per saldatura Speedglas 9100 FX',
    shortDescription:
      '<p>Maschera per saldatura ribaltabile con visiera trasparente per molatura integrata: si salda, si scalpella e si mola senza cambiare protezione.</p>',
    description:
      '<p>La 9100 FX abbina un filtro autoscurante Speedglas a una calotta per saldatura ribaltabile e a un’ampia visiera trasparente ad alta resistenza agli urti. Si solleva la calotta per molare o controllare il cordone, la si abbassa per innescare l’arco: gli occhi restano sempre protetti.</p>\n<p>Il filtro si sceglie in base al lavoro: il 9100V per la carpenteria generica, il 9100X o XX per un campo visivo più ampio, oppure il 9100XXi con la sua finestra extra large da 2,8 x 4,2 pollici, stato chiaro in grado 3 e tastiera intuitiva.</p>\n<p>La calotta è sagomata per convogliare il calore e l’umidità dell’espirazione lontano dal filtro, e le finestrelle laterali in grado 5 offrono una visione periferica per accorgersi di chi si muove intorno alla postazione.</p>\n<ul><li>Gradi di saldatura 5, 8, 9–13 (a seconda del filtro) con commutazione in 0,1 ms</li><li>Visiera trasparente per molatura ANSI Z87.1+ ad alta resistenza agli urti</li><li>Finestrelle laterali in grado 5 per la visione periferica</li><li>Bardatura regolabile con fascia sulla nuca e fascia antisudore sostituibile</li><li>Conforme ad ANSI Z87.1-2020, CSA Z94.3 ed EN 175/EN 379</li></ul>',
    tabs: [
      {
        tabTitle: 'Video',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Regolare la bardatura della 9100 FX',
            youtubeUrl: 'https://www.youtube.com/watch?v=Qm7vR2xLk4A',
            videoDescription: 'Altezza, fascia superiore e inclinazione regolate in meno di due minuti.',
          },
          {
            videoTitle: 'Sostituire il vetrino di protezione esterno',
            youtubeUrl: 'https://www.youtube.com/watch?v=h8TzW1pNq0c',
            videoDescription: 'Come cambiare un vetrino coperto di spruzzi senza attrezzi.',
          },
        ],
      },
      {
        tabTitle: 'Documenti',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Manuale d’uso 9100 FX',
            file: '/downloads/speedglas-9100fx-user-manual.pdf',
            fileDescription: 'Regolazione, scelta del grado di oscuramento e manutenzione (PDF, 2,1 MB).',
          },
          {
            fileTitle: 'Tabella dei gradi di oscuramento',
            file: '/downloads/welding-shade-chart.pdf',
            fileDescription: 'Gradi consigliati in base al procedimento e all’amperaggio.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Il filtro si può aggiornare in seguito?',
        answer:
          'Sì. Tutti i filtri 9100 si montano sulla calotta 9100 FX: si può iniziare con il 9100V e passare al XXi più avanti.',
      },
      {
        question: 'Si può indossare sopra gli occhiali da vista?',
        answer:
          'La maggior parte delle montature ci sta. Se le proprie sono molto larghe, conviene montare una lente d’ingrandimento Speedglas e fare a meno degli occhiali.',
      },
      {
        question: 'Esiste una versione con elmetto?',
        answer: 'Sì, la 9100 MP, che unisce gli stessi filtri a un elmetto di protezione Type I Class G.',
      },
    ],
    warranty: helmetWarranty,
    attributeLabels: { ADF: 'Filtro autoscurante', Weight: 'Peso' },
    attributeValues: {
      ADF: { '9100V': '9100V', '9100X': '9100X', '9100XX': '9100XX', '9100XXi': '9100XXi' },
      Weight: { '1.39 lb (with filter)': '1,39 lb (con filtro)' },
    },
    imageAlts: [
      'Maschera per saldatura Speedglas 9100 FX nera con la visiera trasparente sollevata',
      'Vista laterale della 9100 FX con le finestrelle laterali',
      'Filtro autoscurante Speedglas 9100XXi con tastiera',
      'Saldatore che mola con la calotta ribaltabile sollevata',
    ],
  },
  'speedglas-9100-fx-air-welding-helmet-papr': {
    name: 'Maschera per saldatura Speedglas 9100 FX Air con elettrorespiratore Versaflo TR-600',
    shortDescription:
      '<p>Maschera per saldatura ed elettrorespiratore a ventilazione assistita configurati in fabbrica, venduti e spediti direttamente dal produttore.</p>',
    description:
      '<p>La 9100 FX Air unisce la calotta ribaltabile della 9100 FX a una guarnizione facciale a tenuta e a un’unità motorizzata Versaflo TR-600 che trattiene i fumi di saldatura con un filtro HE. Il fattore di protezione assegnato è 25 secondo l’OSHA 29 CFR 1910.134.</p>\n<p>Poiché il sistema viene configurato su ordinazione (filtro, capacità della batteria, parascintille), è il produttore stesso a evaderlo. Con il pulsante qui sotto si configura e si acquista il proprio kit.</p>\n<ul><li>Approvazione NIOSH TC-21C-0810 (PAPR, HE)</li><li>Portata d’aria selezionabile: 6,7, 7,4 o 8,3 cfm</li><li>Autonomia fino a 10 ore con la batteria standard TR-630</li><li>Guarnizione facciale e copritubo ignifughi inclusi</li></ul>',
    buttonText: 'Acquista dal produttore',
    warranty: helmetWarranty,
    attributeLabels: { 'Battery runtime': 'Autonomia della batteria' },
    attributeValues: { 'Battery runtime': { 'Up to 10 hours': 'Fino a 10 ore' } },
    imageAlts: ['Maschera Speedglas 9100 FX Air collegata a un elettrorespiratore portato in cintura'],
  },
  'speedglas-9100-mp-welding-helmet': {
    name: 'Maschera per saldatura Speedglas 9100 MP con elmetto',
    shortDescription:
      '<p>Maschera per saldatura, visiera per molatura ed elmetto ANSI Z89.1 in un unico dispositivo per cantieri navali, montaggi di carpenteria metallica e manutenzione di impianti.</p>',
    description:
      '<p>Nei cantieri che impongono la protezione del capo, la 9100 MP elimina il compromesso del berretto antiurto sotto la maschera. La calotta per saldatura e la visiera trasparente ruotano su un elmetto Type I, Class G, così la protezione dagli urti dall’alto resta garantita sia durante la saldatura sia durante la molatura.</p>\n<p>La bardatura a cricchetto è indipendente dalla calotta per saldatura: la maschera calza allo stesso modo con la calotta sollevata o abbassata.</p>\n<ul><li>Elmetto conforme ad ANSI/ISEA Z89.1 Type I Class G</li><li>Visiera trasparente ANSI Z87.1+ ad alta resistenza agli urti</li><li>Compatibile con tutti i filtri autoscuranti della serie 9100</li><li>Calotta a basso profilo che passa sotto travi e tubazioni</li></ul>',
    warranty: helmetWarranty,
    attributeLabels: { ADF: 'Filtro autoscurante' },
    attributeValues: { ADF: { '9100V': '9100V', '9100XX': '9100XX', '9100XXi': '9100XXi' } },
    imageAlts: [
      'Maschera per saldatura Speedglas 9100 MP montata su un elmetto giallo',
      'Calotta per saldatura sollevata che mostra la visiera trasparente per molatura',
      'Primo piano della calotta dell’elmetto e del cricchetto',
    ],
  },
  'speedglas-g5-01-welding-helmet': {
    name: 'Maschera per saldatura per impieghi gravosi Speedglas G5-01',
    shortDescription:
      '<p>Maschera di alta gamma per impieghi gravosi, per MIG ad alto amperaggio, elettrodo e scriccatura, con filtro TW o VC a scelta.</p>',
    description:
      '<p>La G5-01 è pensata per chi salda ad alta potenza tutto il giorno. La calotta ribassata tiene il calore lontano dal viso e il filtro è posto più lontano dall’arco per ridurre l’esposizione ai fumi e l’abbagliamento.</p>\n<p>Si può scegliere il filtro G5-01TW, con una modalità TIG dedicata agli archi a basso amperaggio, oppure il G5-01VC con tecnologia a colore variabile, che restituisce una visione del bagno di fusione più naturale e meno verde.</p>\n<p>La bardatura ruota insieme alla calotta, così la maschera si solleva e resta in posizione, e il peso è distribuito in basso sulla testa per affaticare meno il collo durante un turno lungo.</p>\n<ul><li>Gradi 5 e 8–13, stato chiaro 3</li><li>Area visiva 2,8 x 4,2 pollici</li><li>Quattro sensori d’arco per un oscuramento affidabile anche nelle posizioni scomode</li><li>Batteria al litio ricaricabile del filtro, circa 8 ore per carica</li><li>ANSI Z87.1, CSA Z94.3, EN 175 ed EN 379, classe ottica 1/1/1/2</li></ul>',
    tabs: [
      {
        tabTitle: 'Video',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'G5-01: la prima messa a punto',
            youtubeUrl: 'https://www.youtube.com/watch?v=Gt5mWq0xLr8',
            videoDescription: 'Regolazione della bardatura, inclinazione e ricarica del filtro.',
          },
          {
            videoTitle: 'Usare la modalità TIG',
            youtubeUrl: 'https://www.youtube.com/watch?v=aN3vKd7Pz1Q',
            videoDescription: 'Quando attivare la modalità TIG e come si comporta a basso amperaggio.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Qual è la differenza tra TW e VC?',
        answer:
          'Il filtro TW ha una modalità TIG tarata per gli archi a basso amperaggio. Il filtro VC usa la tecnologia a colore variabile per una visione più naturale. Entrambi coprono i gradi 5 e 8–13.',
      },
      {
        question: 'Come si ricarica il filtro?',
        answer:
          'La batteria del filtro si ricarica tramite una porta USB-C in circa 3 ore. Una carica completa dura all’incirca un turno.',
      },
    ],
    warranty: helmetWarranty,
    attributeLabels: { ADF: 'Filtro autoscurante', 'Lens size': 'Dimensioni della lente' },
    attributeValues: {
      ADF: { 'G5-01TW': 'G5-01TW', 'G5-01VC': 'G5-01VC' },
      'Lens size': { '2.8 x 4.2 in.': '2,8 x 4,2 poll.' },
    },
    imageAlts: [
      'Maschera per saldatura per impieghi gravosi Speedglas G5-01 nero opaco',
      'Filtro G5-01VC con visione a colori naturali',
      'Retro della G5-01 con la bardatura rotante',
    ],
  },
  'speedglas-g5-02-curved-welding-helmet': {
    name: 'Maschera per saldatura Speedglas G5-02 con filtro autoscurante curvo',
    shortDescription:
      '<p>Filtro autoscurante curvo con un campo visivo più ampio del 30% circa, nella calotta G5 per impieghi gravosi.</p>',
    description:
      '<p>Il filtro curvo della G5-02 avvolge il viso e allarga il campo visivo ai lati e verso il basso: per seguire un giunto lungo occorre muovere meno la testa.</p>\n<p>L’ottica curva ha classe 1/1/1/1 e il filtro copre i gradi 8–12, con stato chiaro 3 e una modalità molatura in grado 5.</p>\n<ul><li>Filtro autoscurante curvo, gradi 8–12, stato chiaro 3</li><li>Modalità molatura in grado 5</li><li>Stessa calotta per impieghi gravosi a basso profilo della G5-01</li><li>Batteria al litio sostituibile, fino a 1.500 ore</li></ul>',
    warranty: helmetWarranty,
    imageAlts: [
      'Maschera Speedglas G5-02 con ampio filtro autoscurante curvo',
      'Il filtro curvo visto dall’interno della maschera',
    ],
  },
  'speedglas-9002nc-welding-helmet': {
    name: 'Maschera per saldatura Speedglas 9002NC',
    shortDescription:
      '<p>Il classico di lunga data: oscuramento automatico affidabile nei gradi 9–13 in una calotta compatta e collaudata.</p>',
    description:
      '<p>La 9002NC è da anni una presenza fissa in officina. Si oscura in qualsiasi grado da 9 a 13, con stato chiaro 3, ed è così semplice che la maggior parte dei saldatori non apre mai il manuale.</p>\n<p>La calotta stretta entra negli spazi angusti di telai e rimorchi, dove le maschere più grandi urtano.</p>\n<ul><li>Grado variabile 9–13, stato chiaro 3</li><li>Area visiva 1,7 x 4,1 pollici</li><li>Due livelli di sensibilità</li><li>Batteria al litio sostituibile</li></ul>',
    warranty: helmetWarranty,
    imageAlts: ['Classica maschera per saldatura Speedglas 9002NC nera'],
  },
  'speedglas-9100-welding-helmet-9100xx': {
    name: 'Maschera per saldatura Speedglas 9100 con filtro autoscurante 9100XX',
    shortDescription:
      '<p>Maschera 9100 a frontale fisso con il filtro 9100XX a grande area visiva e finestrelle laterali in grado 5.</p>',
    description:
      '<p>Se non si mola con la stessa maschera, la 9100 a frontale fisso è più leggera e più semplice della FX. Il filtro 9100XX offre una visuale di 2,8 x 4,2 pollici con i gradi 5, 8 e 9–13.</p>\n<p>Questo modello è temporaneamente esaurito; la 9100 FX con lo stesso filtro viene spedita oggi stesso.</p>\n<ul><li>Gradi 5, 8, 9–13 con modalità memoria</li><li>Finestrelle laterali in grado 5</li><li>Canali di scarico che allontanano calore e umidità dal filtro</li></ul>',
    warranty: helmetWarranty,
    imageAlts: ['Maschera Speedglas 9100 a frontale fisso con finestrelle laterali'],
  },
  'speedglas-9100-welding-helmet-9100v': {
    name: 'Maschera per saldatura Speedglas 9100 con filtro autoscurante 9100V',
    shortDescription:
      '<p>Il modo più conveniente per entrare nella serie 9100, con o senza finestrelle laterali.</p>',
    description:
      '<p>Il filtro 9100V copre i gradi 5 e 8–13 con un’area visiva di 1,8 x 3,7 pollici. È un’ottima scelta per MIG ed elettrodo, quando non serve la finestra più grande.</p>\n<p>Si può ordinare con le finestrelle laterali, per una visione periferica più ampia, o senza, per le postazioni più buie.</p>\n<ul><li>Gradi 5, 8–13</li><li>Tre livelli di sensibilità e ritardo regolabile</li><li>Aggiornabile con qualsiasi filtro 9100</li></ul>',
    warranty: helmetWarranty,
    attributeLabels: { 'Side windows': 'Finestrelle laterali' },
    attributeValues: {
      'Side windows': {
        'With side windows': 'Con finestrelle laterali',
        'Without side windows': 'Senza finestrelle laterali',
      },
    },
    imageAlts: ['Maschera Speedglas 9100 con filtro 9100V'],
  },
  'speedglas-9100-mp-lite-welding-helmet': {
    name: 'Maschera per saldatura Speedglas 9100 MP Lite con filtro autoscurante 9100X',
    shortDescription:
      '<p>Il design ribaltabile della MP senza elmetto, per le officine che vogliono un’ampia visiera trasparente e meno peso.</p>',
    description:
      '<p>La MP Lite mantiene la geometria della calotta 9100 MP e la sua visiera trasparente extra large, ma sostituisce l’elmetto con una comoda bardatura a cricchetto, risparmiando quasi tre quarti di libbra.</p>\n<p>Viene fornita con il filtro 9100X (gradi 5, 8, 9–13) e accetta tutti i filtri della serie 9100.</p>\n<ul><li>Ampia visiera trasparente ANSI Z87.1+ ad alta resistenza agli urti</li><li>Calotta per saldatura ribaltabile con scatti di posizionamento</li><li>Bardatura compatibile con le fasce antisudore 9100</li></ul>',
    faqs: [
      {
        question: 'Si può aggiungere un elmetto in seguito?',
        answer:
          'No, la calotta con elmetto fa parte della 9100 MP. Se il cantiere richiede la protezione del capo, conviene scegliere la MP.',
      },
      {
        question: 'Quale filtro è incluso?',
        answer: 'Il 9100X, con un’area visiva di 2,1 x 4,2 pollici e i gradi 5, 8 e 9–13.',
      },
    ],
    warranty: helmetWarranty,
    imageAlts: ['Speedglas 9100 MP Lite con calotta ribaltabile e visiera trasparente'],
  },
};
