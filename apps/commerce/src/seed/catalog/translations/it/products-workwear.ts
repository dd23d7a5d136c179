import type { ProductTranslation } from '../types.ts';

const bootWarranty = {
  warrantyDuration: '6 mesi',
  useCustomWarranty: true,
  customWarrantyItems: [
    { itemName: 'Incollaggio della suola', itemWarrantyDuration: '6 mesi' },
    { itemName: 'Membrana impermeabile', itemWarrantyDuration: '1 anno' },
  ],
};

/** Italian texts of the hi-vis clothing, safety footwear and first aid range. */
export const italianWorkwear: Record<string, ProductTranslation> = {
  'brightline-class-3-surveyor-vest': {
    name: 'Gilet da topografo BrightLine Classe 3 con maniche',
    shortDescription:
      '<p>Gilet da topografo Tipo R Classe 3 con maniche, tasca portadisegni e 10 tasche multiuso.</p>',
    description:
      '<p>La Classe 3 richiede le maniche: questo gilet le aggiunge senza il calore di una giacca completa.</p>\n<ul><li>ANSI/ISEA 107 Tipo R Classe 3</li><li>Tasca portadisegni per fogli da 11 x 17 pollici</li><li>Davanti pieno bicolore, retro in rete</li></ul>',
    faqs: [
      {
        question: 'Perché la Classe 3 richiede le maniche?',
        answer:
          'La Classe 3 richiede almeno 1.240 pollici quadrati di materiale di fondo e 310 pollici quadrati di banda riflettente, superfici impossibili da ottenere su un gilet senza maniche.',
      },
      {
        question: 'Si può indossare sopra una giacca?',
        answer:
          'Sì. Ha un taglio abbondante: sopra una giacca leggera la maggior parte delle persone porta la solita taglia.',
      },
    ],
    imageAlts: ['Gilet da topografo giallo ad alta visibilità con maniche corte e molte tasche'],
  },
  'brightline-class-3-rain-jacket': {
    name: 'Giacca antipioggia impermeabile BrightLine Classe 3',
    shortDescription:
      '<p>Giacca antipioggia Classe 3 con cuciture termosaldate e cappuccio a scomparsa per le squadre stradali con il maltempo.</p>',
    description:
      '<p>Cuciture nastrate e un rivestimento traspirante mantengono le squadre asciutte e visibili durante i temporali.</p>\n<ul><li>ANSI/ISEA 107 Tipo R Classe 3</li><li>Cuciture termosaldate, impermeabilità 10.000 mm</li><li>Cappuccio a scomparsa</li></ul>',
    imageAlts: ['Giacca antipioggia arancione ad alta visibilità con bande riflettenti'],
  },
  'brightline-class-2-long-sleeve-shirt': {
    name: 'Maglia ad alta visibilità a maniche lunghe BrightLine Classe 2',
    shortDescription:
      '<p>Maglia a maniche lunghe traspirante con banda riflettente segmentata; protezione solare UPF 50.</p>',
    description:
      '<p>La banda segmentata si flette e traspira meglio delle strisce continue. Con il caldo sostituisce gilet e manicotti antisole.</p>\n<ul><li>ANSI/ISEA 107 Tipo R Classe 2</li><li>UPF 50</li><li>Maglia occhio di pernice traspirante</li></ul>',
    imageAlts: ['Maglia gialla ad alta visibilità a maniche lunghe con banda segmentata'],
  },
  'brightline-arc-rated-class-2-vest': {
    name: 'Gilet ignifugo BrightLine Classe 2 con protezione dall’arco elettrico',
    shortDescription:
      '<p>Gilet in modacrilico intrinsecamente ignifugo, protezione dall’arco 8 cal/cm², per lavori elettrici e servizi di rete.</p>',
    description:
      '<p>In caso di arco elettrico i normali gilet in poliestere possono fondere sulla pelle. Questo gilet è realizzato in tessuto ignifugo con banda riflettente ignifuga e chiusure a strappo. Taglia unica dalla L alla XXL.</p>\n<ul><li>ATPV 8 cal/cm², NFPA 70E categoria DPI 2</li><li>ANSI/ISEA 107 Tipo R Classe 2</li><li>Banda e filo ignifughi</li></ul>',
    imageAlts: ['Gilet arancione ad alta visibilità ignifugo con banda riflettente ignifuga'],
  },
  'treksafe-ts-6-composite-toe-work-boot': {
    name: 'Scarpone da lavoro TrekSafe TS-6 con puntale in composito, 6 poll.',
    shortDescription:
      '<p>Scarpone impermeabile in pelle con puntale in composito senza metallo, classificato EH, che supera i metal detector di aeroporti e stabilimenti.</p>',
    description:
      '<p>Il TS-6 soddisfa la norma ASTM F2413-18 per urto e compressione (I/75, C/75) e rischio elettrico (EH), con un puntale in composito più leggero dell’acciaio che non trasmette il freddo.</p>\n<p>Pelle pieno fiore impermeabile, linguetta a soffietto e suola in gomma antiscivolo ne fanno uno scarpone da indossare tutto il giorno in edilizia, magazzino e manutenzione.</p>\n<ul><li>ASTM F2413-18 M I/75 C/75 EH</li><li>Puntale in composito, senza metallo</li><li>Membrana impermeabile</li><li>Suola resistente a olio e scivolamento</li><li>Taglie US 7–13, calzata media</li></ul>',
    tabs: [
      {
        tabTitle: 'Guida alle taglie',
        contentType: 'text',
        textContent:
          '<p>Misurare il piede di sera, dal tallone alla punta del dito più lungo. US 8 ≈ 10,0 poll., US 9 ≈ 10,3 poll., US 10 ≈ 10,7 poll., US 11 ≈ 11,0 poll., US 12 ≈ 11,3 poll., US 13 ≈ 11,7 poll.</p>',
      },
    ],
    faqs: [
      {
        question: 'Puntale in composito o in acciaio?',
        answer:
          'Entrambi soddisfano gli stessi requisiti ASTM F2413 di urto e compressione. Il composito è più leggero, senza metallo e non trasmette il freddo; l’acciaio è più sottile a parità di protezione.',
      },
      {
        question: 'Le taglie sono regolari?',
        answer:
          'Sì, la maggior parte dei clienti ordina la solita taglia delle scarpe da ginnastica. Se si è a metà tra due taglie, scegliere mezza taglia in più.',
      },
    ],
    warranty: bootWarranty,
    imageAlts: [
      'Scarpone da lavoro in pelle marrone da 6 pollici con puntale in composito',
      'Suola in gomma antiscivolo',
      'Scarpone slacciato che mostra la linguetta a soffietto impermeabile',
    ],
  },
  'treksafe-ts-8-insulated-steel-toe-boot': {
    name: 'Scarpone impermeabile imbottito TrekSafe TS-8 con puntale in acciaio, 8 poll.',
    shortDescription:
      '<p>Scarpone con puntale in acciaio e imbottitura da 400 g, con lamina antiperforazione per i cantieri invernali.</p>',
    description:
      '<p>Adatto a circa −20 °F in movimento. La lamina antiperforazione ferma chiodi e fil di ferro per legature.</p>\n<ul><li>ASTM F2413-18 M I/75 C/75 EH PR</li><li>Imbottitura da 400 g</li><li>Pelle impermeabile</li></ul>',
    warranty: bootWarranty,
    imageAlts: ['Scarpone imbottito marrone scuro da 8 pollici con puntale in acciaio'],
  },
  'treksafe-alloy-toe-athletic-safety-shoe': {
    name: 'Scarpa antinfortunistica sportiva TrekSafe con puntale in lega',
    shortDescription:
      '<p>Scarpa antinfortunistica leggera come una sneaker, con puntale in lega di alluminio e suola dissipativa.</p>',
    description:
      '<p>Per magazzini, stabilimenti di elettronica e logistica, dove si percorrono chilometri a ogni turno. La classificazione SD protegge i componenti sensibili dalle scariche elettrostatiche.</p>\n<ul><li>ASTM F2413-18 M I/75 C/75 SD</li><li>Puntale in lega di alluminio</li><li>Tomaia in maglia traspirante</li></ul>',
    faqs: [
      {
        question: 'Che cosa significa SD?',
        answer:
          'Static dissipative, cioè dissipativa: la suola scarica l’elettricità statica in modo controllato per proteggere l’elettronica e ridurre le scintille.',
      },
      {
        question: 'Sono certificate contro il rischio elettrico?',
        answer:
          'No. SD ed EH sono classificazioni diverse. Per la protezione dal rischio elettrico scegliere il TS-6 o il TS-8.',
      },
    ],
    warranty: bootWarranty,
    imageAlts: ['Scarpa antinfortunistica sportiva nera e grigia con puntale in lega'],
  },
  'treksafe-16-in-steel-toe-rubber-boot': {
    name: 'Stivale in gomma TrekSafe da 16 poll. con puntale in acciaio',
    shortDescription:
      '<p>Stivale alto in PVC/nitrile con puntale e lamina in acciaio per lavaggi, agricoltura e getti di calcestruzzo.</p>',
    description:
      '<p>Resiste a grassi animali, fertilizzanti e prodotti chimici blandi. La suola scolpita si autopulisce nel fango.</p>\n<ul><li>ASTM F2413-18 M I/75 C/75 PR</li><li>Altezza 16 pollici</li><li>Puntale e lamina in acciaio</li></ul>',
    imageAlts: ['Stivale alto in gomma verde con puntale in acciaio'],
  },
  'treksafe-strap-on-metatarsal-guards': {
    name: 'Protezioni metatarsali con cinghie TrekSafe (paio)',
    shortDescription:
      '<p>Aggiungono la protezione metatarsale a qualsiasi calzatura con puntale, per depositi di tubi e fonderie.</p>',
    description:
      '<p>Le protezioni stampate coprono il dorso del piede, dove i carichi che cadono causano fratture che i puntali non evitano. Si applicano sopra i lacci di scarponi e scarpe.</p>\n<ul><li>Con cinghie, taglia unica</li><li>Scudo in polimero stampato</li></ul>',
    imageAlts: ['Protezione metatarsale nera fissata con cinghie su uno scarpone da lavoro'],
  },
  'mediready-class-a-first-aid-kit-25-person': {
    name: 'Kit di pronto soccorso MediReady ANSI Classe A, 25 persone',
    shortDescription: '<p>Kit ANSI/ISEA Z308.1-2021 Classe A in una valigetta Tipo III da parete.</p>',
    description:
      '<p>L’OSHA 1910.151(b) richiede che un’adeguata dotazione di pronto soccorso sia prontamente disponibile e indica come riferimento la norma ANSI Z308.1. La Classe A copre le lesioni più comuni sul lavoro, come tagli, escoriazioni e piccole ustioni, fino a 25 persone.</p>\n<p>Gli scomparti con codice colore rendono rapido il reintegro: blu per gli antisettici, rosso per il controllo delle emorragie, giallo per le ustioni.</p>\n<ul><li>ANSI/ISEA Z308.1-2021 Classe A, Tipo III</li><li>Da parete o da trasportare</li><li>Assemblato negli USA</li></ul>',
    tabs: [
      {
        tabTitle: 'Contenuto',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Elenco del contenuto Classe A',
            file: '/downloads/mediready-class-a-contents.pdf',
            fileDescription: 'Ogni articolo con la quantità minima ANSI Z308.1 e il codice del ricambio.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Classe A o Classe B?',
        answer:
          'La Classe A copre le lesioni comuni. La Classe B aggiunge materiale più abbondante e vario, come una stecca e un laccio emostatico, per luoghi di lavoro più a rischio o più complessi.',
      },
      {
        question: 'Sono disponibili i ricambi?',
        answer:
          'Sì, ogni articolo ha formati di ricambio standard e i nostri kit di reintegro per ustioni ed emorragie rispettano il codice colore.',
      },
    ],
    imageAlts: [
      'Valigetta di pronto soccorso in plastica rossa con croce bianca',
      'Kit aperto con gli scomparti etichettati',
    ],
  },
  'mediready-class-b-first-aid-cabinet-50-person': {
    name: 'Armadietto di pronto soccorso MediReady ANSI Classe B, 50 persone',
    shortDescription:
      '<p>Armadietto metallico fornito secondo la Classe B ANSI per luoghi di lavoro ad alto rischio e squadre numerose.</p>',
    description:
      '<p>Comprende laccio emostatico, stecca, medicazioni per ustioni e lavaocchi in un armadietto metallico con serratura.</p>\n<ul><li>ANSI/ISEA Z308.1-2021 Classe B, Tipo II</li><li>Armadietto metallico con anta</li><li>Laccio emostatico e stecca inclusi</li></ul>',
    tabs: [
      {
        tabTitle: 'Elenco del contenuto',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Contenuto Classe B',
            file: '/downloads/mediready-class-b-contents.pdf',
            fileDescription: 'Contenuto dettagliato e codici dei ricambi.',
          },
        ],
      },
    ],
    imageAlts: ['Armadietto di pronto soccorso metallico da parete con anta a battente'],
  },
  'mediready-personal-eyewash-32-oz': {
    name: 'Stazione lavaocchi personale MediReady, 32 oz (2 flaconi)',
    shortDescription:
      '<p>Due flaconi da 32 oz di soluzione salina tamponata in un supporto da parete per lavare subito gli occhi.</p>',
    description:
      '<p>Il lavaocchi personale affianca, ma non sostituisce, una stazione allacciata alla rete idrica o a gravità conforme ad ANSI Z358.1, richiesta dall’OSHA dove si usano sostanze corrosive. Questi flaconi servono per iniziare il lavaggio mentre si raggiunge la stazione principale.</p>\n<ul><li>Due flaconi da 32 oz</li><li>Soluzione salina isotonica tamponata</li><li>Supporto da parete con coperchio antipolvere</li></ul>',
    imageAlts: ['Supporto da parete con due flaconi lavaocchi verdi'],
  },
  'mediready-burn-care-refill-kit': {
    name: 'Kit di reintegro per ustioni MediReady',
    shortDescription:
      '<p>Gel per ustioni, medicazioni imbevute di gel e garza per rifornire i kit nelle aree di saldatura e nelle cucine.</p>',
    description:
      '<p>Codice colore giallo, come i kit MediReady.</p>\n<ul><li>Sei bustine di gel per ustioni</li><li>Due medicazioni per ustioni da 4 x 4 pollici</li><li>Rotolo di garza</li></ul>',
    imageAlts: ['Bustine di gel per ustioni e medicazioni con codice colore giallo'],
  },
  'mediready-aed-defibrillator': {
    name: 'Pacchetto DAE MediReady per il luogo di lavoro',
    shortDescription:
      '<p>Defibrillatore con teca, segnaletica e kit RCP; venduto dal produttore con supervisione medica inclusa.</p>',
    description:
      '<p>Negli Stati Uniti la vendita di un DAE richiede una prescrizione medica. Il produttore fornisce supervisione medica, registrazione e promemoria per la batteria.</p>\n<ul><li>DAE approvato dalla FDA</li><li>Teca da parete con allarme</li><li>Batteria di cinque anni</li></ul>',
    buttonText: 'Acquista dal produttore',
    imageAlts: ['Teca da parete con defibrillatore automatico esterno'],
  },
};
