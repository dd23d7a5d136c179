import type { ProductTranslation } from '../types.ts';

/** Italian texts of best-selling products seven to ten: hi-vis vest, FFP3 mask, ear plugs, N95 respirator. */
export const italianProducts3: Record<string, ProductTranslation> = {
  'brightline-class-2-mesh-safety-vest': {
    name: 'Gilet di sicurezza in rete BrightLine Classe 2',
    shortDescription:
      '<p>Gilet traspirante ANSI/ISEA 107-2020 Tipo R Classe 2 con bande riflettenti da 2 pollici e cinque tasche.</p>',
    description:
      '<p>Il Tipo R Classe 2 è il requisito minimo per chi lavora vicino a traffico oltre le 25 mph, come indicato dal MUTCD per i cantieri stradali. Questo gilet lo soddisfa con una rete in poliestere fluorescente e bande retroriflettenti argentate da 2 pollici nella classica configurazione a due bande sopra le spalle.</p>\n<p>Chiusura frontale con zip, due tasche sul petto, un portapenne e due tasche inferiori, oltre a una linguetta per la radio e un passante per il microfono.</p>\n<ul><li>ANSI/ISEA 107-2020 Tipo R, Classe 2</li><li>Bande riflettenti argentate da 2 pollici</li><li>Rete traspirante</li><li>Cinque tasche e linguetta per il microfono</li></ul>',
    tabs: [
      {
        tabTitle: 'Classi ANSI 107',
        contentType: 'text',
        textContent:
          '<p><strong>Tipo O Classe 1:</strong> fuori dalla sede stradale, ad es. magazzini e parcheggi. <strong>Tipo R Classe 2:</strong> addetti ai lavori stradali, minimo 775 pollici quadrati di materiale di fondo e 201 pollici quadrati di materiale riflettente. <strong>Tipo R Classe 3:</strong> traffico veloce e lavoro notturno, 1.240 pollici quadrati di fondo e 310 pollici quadrati di riflettente, con maniche.</p>',
      },
    ],
    faqs: [
      {
        question: 'Classe 2 o Classe 3?',
        answer:
          'La Classe 2 per traffico fino a circa 45 mph o sfondi complessi di giorno. La Classe 3 aggiunge le maniche per una copertura maggiore a velocità più elevate e di notte.',
      },
      {
        question: 'Si può lavare?',
        answer:
          'In lavatrice a freddo, asciugatura appeso. Le bande riflettenti perdono efficacia dopo circa 25 lavaggi o quando appaiono visibilmente usurate.',
      },
      {
        question: 'Come funzionano le taglie?',
        answer:
          'Le taglie sono pensate per indossarlo sopra una giacca. Se lo porti solo sopra una maglietta, ordina una taglia in meno.',
      },
    ],
    imageAlts: [
      'Gilet in rete giallo fluorescente con strisce riflettenti argentate',
      'Versione arancione del gilet',
      'Retro del gilet con due strisce verticali',
    ],
  },
  'safeair-ffp3-folding-valved-mask-10': {
    name: 'Mascherina pieghevole SafeAir FFP3 NR D con valvola (confezione da 10)',
    shortDescription:
      '<p>La nostra mascherina monouso con la protezione più alta: FFP3 NR D, filtrazione del 99%, con valvola ed elastici a quattro punti.</p>',
    description:
      '<p>La FFP3 è la classe più alta della EN 149: filtrazione di almeno il 99% dell’aerosol di prova e perdita totale verso l’interno non superiore al 2% su un gruppo di soggetti di prova. In Europa si usa contro silice, polveri di legno duro, polveri farmaceutiche e piombo.</p>\n<p>Gli elastici regolabili a quattro punti e la guarnizione facciale interna aiutano a superare la prova di tenuta qualitativa. La valvola rossa mantiene più fresco l’interno durante i lavori pesanti.</p>\n<p>Per i lavori soggetti all’OSHA negli Stati Uniti servono respiratori approvati NIOSH nell’ambito di un programma scritto; molti acquirenti statunitensi scelgono la FFP3 per le ristrutturazioni domestiche o, per un maggiore comfort, in affiancamento a un programma N95.</p>\n<ul><li>EN 149:2001+A1:2009 FFP3 NR D</li><li>Filtrazione ≥99%, perdita totale verso l’interno ≤2%</li><li>Elastici regolabili a quattro punti e morbida guarnizione interna</li><li>Valvola di espirazione a bassa resistenza</li><li>Confezionate singolarmente, 10 per scatola</li></ul>',
    tabs: [
      {
        tabTitle: 'Come leggere le marcature',
        contentType: 'text',
        textContent:
          '<p><strong>EN 149:2001+A1:2009</strong> è la norma. <strong>FFP3</strong> è la classe di protezione. <strong>NR</strong> significa non riutilizzabile (un turno); <strong>R</strong> significherebbe riutilizzabile. <strong>D</strong> indica che la mascherina ha superato la prova di intasamento con polvere di dolomite, quindi si respira facilmente anche nei lavori polverosi. Il numero a quattro cifre dopo la marcatura CE identifica l’organismo notificato che controlla la produzione.</p>',
      },
      {
        tabTitle: 'Verifica della tenuta',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Controllo a pressione positiva',
            answer:
              'Coprire la mascherina con entrambe le mani ed espirare con forza. L’aria non deve fuoriuscire dai bordi.',
          },
          {
            question: 'Controllo a pressione negativa',
            answer: 'Coprire la mascherina e inspirare. La mascherina deve aderire leggermente al viso.',
          },
          {
            question: 'Se ci sono perdite',
            answer:
              'Stringere di nuovo lo stringinaso e regolare la tensione degli elastici, poi ripetere il controllo. Non entrare nell’area di lavoro finché il controllo non è superato.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'La FFP3 è migliore della N95?',
        answer:
          'Sulla carta sì: la FFP3 richiede una filtrazione del 99% contro il 95% della N95. In pratica la tenuta conta quanto la classe del filtro, quindi conviene scegliere la mascherina che aderisce meglio al proprio viso.',
      },
      {
        question: 'È adatta all’amianto?',
        answer:
          'Nel Regno Unito la FFP3 è la classe monouso minima per brevi interventi sull’amianto non soggetti a licenza. Negli Stati Uniti l’OSHA 1926.1101 richiede di norma almeno una semimaschera con filtri P100.',
      },
      {
        question: 'Per quanto tempo si può indossare?',
        answer:
          'Fino a un turno (circa 8 ore). Va sostituita prima se diventa umida, si danneggia o respirare diventa più faticoso.',
      },
    ],
    attributeLabels: { 'Assigned protection factor': 'Fattore di protezione assegnato' },
    attributeValues: { 'Assigned protection factor': { '20 (UK/EU practice)': '20 (prassi UK/UE)' } },
    imageAlts: [
      'Mascherina pieghevole FFP3 bianca con valvola rossa ed elastici a quattro punti',
      'Interno della mascherina con la guarnizione facciale',
      'Marcatura EN 149 stampata sulla mascherina',
    ],
  },
  'hushline-hl-33-foam-ear-plugs-200-pairs': {
    name: 'Tappi auricolari in schiuma HushLine HL-33, NRR 33 (200 paia)',
    shortDescription:
      '<p>Tappi conici in schiuma di poliuretano con il più alto NRR disponibile, confezionati a coppie.</p>',
    description:
      '<p>Arrotolare, tirare, tenere: arrotolare il tappo fino a formare un cilindro sottile senza pieghe, passare la mano sopra la testa per tirare l’orecchio verso l’alto e indietro, inserire il tappo e tenerlo fermo per 20 secondi mentre si espande. È il corretto inserimento a farti avvicinare ai 33 dB dichiarati.</p>\n<ul><li>NRR 33 dB</li><li>Forma conica per condotti uditivi più piccoli</li><li>A coppie in bustine di plastica</li><li>200 paia</li></ul>',
    tabs: [
      {
        tabTitle: 'Video di inserimento',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Arrotolare, tirare, tenere',
            youtubeUrl: 'https://www.youtube.com/watch?v=Rp7dLx3cWe9',
            videoDescription:
              'I tre passaggi per ottenere dai tappi in schiuma tutta la protezione dichiarata.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Come si inseriscono correttamente?',
        answer:
          'Arrotolare il tappo fino a formare un cilindro sottile, tirare l’orecchio verso l’alto e indietro con la mano opposta, inserire il tappo e tenerlo fermo per 20–30 secondi mentre si espande.',
      },
      {
        question: 'I tappi in schiuma si possono riutilizzare?',
        answer:
          'Sono progettati per un solo utilizzo. Vanno sostituiti quando sono sporchi, induriti o non si espandono più.',
      },
    ],
    attributeLabels: { NRR: 'Riduzione del rumore (NRR)' },
    attributeValues: { NRR: { '33 dB': '33 dB' } },
    imageAlts: ['Mucchio di tappi auricolari conici in schiuma arancione'],
  },
  'safeair-n95-valved-respirator-10': {
    name: 'Respiratore SafeAir N95 con valvola (confezione da 10)',
    shortDescription: '<p>N95 con valvola di espirazione per ambienti caldi e umidi e lavori faticosi.</p>',
    description:
      '<p>La valvola smaltisce calore e umidità e rende più sopportabile un uso prolungato in sottotetti, stalle e officine. Da non usare per il controllo della fonte in ambito sanitario.</p>\n<ul><li>NIOSH N95, TC-84A-9318</li><li>Valvola di espirazione a bassa resistenza</li><li>Stringinaso regolabile</li></ul>',
    faqs: [
      {
        question: 'Perché non usare una mascherina con valvola in ospedale?',
        answer:
          'La valvola rilascia aria espirata non filtrata, quindi non protegge i pazienti né i campi sterili.',
      },
      {
        question: 'Con la valvola sono meno protetto?',
        answer:
          'No. La valvola si apre solo quando espiri; l’aria che inspiri passa comunque attraverso il filtro N95.',
      },
    ],
    imageAlts: ['Respiratore N95 preformato con valvola di espirazione quadrata'],
  },
};
