import type { ProductTranslation } from '../types.ts';

/** Italian texts of the disposable masks: FFP2, FFP3, N95, N99, P100, medical and everyday masks. */
export const italianMasks: Record<string, ProductTranslation> = {
  'safeair-ffp2-valved-folding-mask-10': {
    name: 'Facciale filtrante pieghevole SafeAir FFP2 con valvola (confezione da 10)',
    shortDescription:
      '<p>Mascherina FFP2 con valvola che resta più fresca e asciutta nei turni lunghi e caldi.</p>',
    description:
      '<p>La valvola di espirazione lascia uscire l’aria calda e umida quasi senza resistenza, riducendo sensibilmente l’accumulo di calore e l’appannamento. Poiché l’aria espirata non viene filtrata, le mascherine con valvola non vanno usate per proteggere gli altri in ambulatori o aree sterili.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Valvola di espirazione a bassa resistenza</li><li>Elastici dietro la testa e guarnizione nasale in schiuma</li><li>10 mascherine in confezione singola</li></ul>',
    imageAlts: ['Facciale filtrante pieghevole FFP2 bianco con valvola di espirazione rotonda'],
  },
  'safeair-ffp2-cup-mask-valve-10': {
    name: 'Facciale filtrante a conchiglia SafeAir FFP2 con valvola (confezione da 10)',
    shortDescription:
      '<p>FFP2 a conchiglia preformata che mantiene la forma anche nei lavori umidi, con valvola a bassa resistenza.</p>',
    description:
      '<p>La conchiglia preformata non si affloscia quando è umida: è quindi adatta al taglio del calcestruzzo, alla carteggiatura e all’agricoltura. Presto di nuovo disponibile.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Conchiglia resistente allo schiacciamento</li><li>Valvola di espirazione</li></ul>',
    imageAlts: ['Facciale filtrante FFP2 a conchiglia preformata con valvola'],
  },
  'safeair-ffp2-colored-mask-20': {
    name: 'Mascherina FFP2 SafeAir per tutti i giorni, colorata (confezione da 20)',
    shortDescription:
      '<p>FFP2 a cinque strati con elastici alle orecchie in cinque colori, per gli spostamenti e i viaggi.</p>',
    description:
      '<p>Una FFP2 a forma di pesce con morbidi elastici alle orecchie e un gancio salva-orecchie per un uso prolungato. Le mascherine con elastici alle orecchie sono pratiche ma aderiscono in modo meno affidabile di quelle con elastici dietro la testa; per la protezione sul lavoro conviene scegliere un modello con elastici dietro la testa.</p>\n<ul><li>EN 149 FFP2 NR</li><li>Cinque strati filtranti</li><li>Elastici alle orecchie con gancio regolabile</li><li>Confezionate singolarmente</li></ul>',
    imageAlts: [
      'Mascherina FFP2 nera a cinque strati a forma di pesce',
      'Versione blu della mascherina',
      'Versione rosa della mascherina',
    ],
  },
  'safeair-ffp2-mask-nose-foam-sized': {
    name: 'Mascherina SafeAir FFP2 con schiuma nasale, in due taglie (confezione da 10)',
    shortDescription:
      '<p>Due taglie per una tenuta migliore sui visi più piccoli e più grandi, con striscia in schiuma antiappannamento.</p>',
    description:
      '<p>La maggior parte delle mascherine pieghevoli è disponibile in un’unica taglia pensata per un viso medio. Offrire le taglie Small/Medium e Medium/Large migliora sensibilmente l’esito del controllo della tenuta per chi ha un viso molto piccolo o molto grande.</p>\n<ul><li>EN 149 FFP2 NR D</li><li>Ampia striscia in schiuma antiappannamento</li><li>Small/Medium o Medium/Large</li></ul>',
    imageAlts: ['Mascherina FFP2 con ampia striscia in schiuma sotto lo stringinaso'],
  },
  'safeair-ffp3-cup-mask-valve-5': {
    name: 'Facciale filtrante a conchiglia SafeAir FFP3 con valvola (confezione da 5)',
    shortDescription:
      '<p>FFP3 preformato con guarnizione facciale in gomma per i lavori più impegnativi in presenza di polveri.</p>',
    description:
      '<p>La conchiglia robusta mantiene la forma anche con l’umidità ed è comoda da portare sotto gli occhiali di sicurezza. Classificazione FFP3 NR D.</p>\n<ul><li>EN 149 FFP3 NR D</li><li>Guarnizione facciale con bordo in gomma</li><li>Elastici regolabili</li></ul>',
    imageAlts: ['Facciale filtrante FFP3 a conchiglia preformata con valvola'],
  },
  'safeair-ffp3-reusable-mask-silicone-seal': {
    name: 'Facciale filtrante riutilizzabile SafeAir FFP3 R D con guarnizione in silicone',
    shortDescription:
      '<p>Facciale filtrante FFP3 «R» utilizzabile per più di un turno, con guarnizione in silicone pulibile.</p>',
    description:
      '<p>I facciali filtranti classificati R superano una prova di conservazione e pulizia: lo stesso facciale può quindi essere usato per più turni, purché resti integro. Tra un utilizzo e l’altro la guarnizione si pulisce con una salvietta per respiratori e il facciale si ripone in un sacchetto pulito.</p>\n<ul><li>EN 149 FFP3 R D</li><li>Guarnizione facciale in silicone</li><li>Pulibile e riponibile tra un turno e l’altro</li></ul>',
    imageAlts: ['Facciale filtrante FFP3 con guarnizione facciale in silicone grigio'],
  },
  'safeair-ffp3-fluid-resistant-mask-20': {
    name: 'Facciale filtrante SafeAir FFP3 resistente ai fluidi per uso sanitario (confezione da 20)',
    shortDescription:
      '<p>FFP3 senza valvola, conforme anche a EN 14683 Tipo IIR per la resistenza agli schizzi, per l’uso clinico.</p>',
    description:
      '<p>Gli ospedali hanno bisogno di una protezione respiratoria che protegga anche il paziente. Questo facciale filtrante non ha valvola e, oltre alla classe FFP3, è conforme a EN 14683 Tipo IIR per l’efficienza di filtrazione batterica e la resistenza agli schizzi di fluidi.</p>\n<ul><li>EN 149 FFP3 NR ed EN 14683 Tipo IIR</li><li>Senza valvola: filtra anche l’aria espirata</li><li>Due taglie per superare più facilmente la prova di tenuta</li></ul>',
    faqs: [
      {
        question: 'Perché senza valvola?',
        answer:
          'Una valvola lascia uscire aria espirata non filtrata, il che non è accettabile vicino ai pazienti o ai campi sterili.',
      },
      {
        question: 'Quale taglia scegliere?',
        answer:
          'La Medium/Large va bene per la maggior parte degli adulti. La Small/Medium è indicata se le mascherine standard lasciano spazi sulle guance o scivolano giù dal naso.',
      },
    ],
    imageAlts: ['Facciale filtrante FFP3 blu senza valvola per uso sanitario'],
  },
  'safeair-ffp3-carbon-layer-mask-10': {
    name: 'Facciale filtrante SafeAir FFP3 con strato di carbone attivo (confezione da 10)',
    shortDescription:
      '<p>Protezione FFP3 dalle particelle più uno strato di carbone che riduce gli odori fastidiosi e l’ozono.</p>',
    description:
      '<p>Lo strato di carbone attenua gli odori fastidiosi, sotto i limiti di esposizione, di saldatura, adesivi a base di solvente o compost. Non è un filtro antigas: dove i vapori superano i limiti di esposizione serve un respiratore a cartucce.</p>\n<ul><li>EN 149 FFP3 NR D</li><li>Strato di carbone attivo contro gli odori fastidiosi</li><li>Valvola di espirazione</li></ul>',
    imageAlts: ['Facciale filtrante FFP3 grigio con strato filtrante al carbone'],
  },
  'safeair-construction-dust-mask-ffp2-ffp3': {
    name: 'Mascherina antipolvere da cantiere SafeAir, FFP2 o FFP3',
    shortDescription:
      '<p>Confezione da cantiere di facciali filtranti pieghevoli con valvola: FFP2 per la polvere generica, FFP3 per silice e legni duri.</p>',
    description:
      '<p>Una pratica confezione da cantiere con elastici arancione brillante, facili da individuare durante un giro di controllo. Si sceglie la classe indicata dalla valutazione dei rischi: FFP2 per la polvere generica da cantiere, FFP3 per la silice prodotta tagliando calcestruzzo, mattoni e pietra.</p>\n<ul><li>EN 149 NR D</li><li>Con valvola per un maggiore comfort</li><li>10 o 30 mascherine per scatola</li></ul>',
    attributeLabels: { 'Pack size': 'Confezione' },
    attributeValues: { 'Pack size': { '10': '10', '30': '30' } },
    imageAlts: ['Mascherine antipolvere da cantiere FFP2 e FFP3 con elastici arancioni'],
  },
  'safeair-flat-fold-respirator-n95-n99': {
    name: 'Respiratore piatto pieghevole SafeAir, N95 o N99',
    shortDescription:
      '<p>Respiratori piatti pieghevoli in confezione singola che stanno in tasca, in versione N95 o N99 a efficienza più elevata.</p>',
    description:
      '<p>Il design piatto pieghevole si conserva in piano e si apre in un’ampia forma a tre pannelli. Si sceglie l’N95 per l’uso generico oppure l’N99 (efficienza del 99%) per le particelle fini, come polvere di piombo o silice, quando si vuole un margine in più.</p>\n<ul><li>N95: TC-84A-9402; N99: TC-84A-9417</li><li>Confezione singola per l’igiene</li><li>50 per scatola</li></ul>',
    faqs: [
      {
        question: 'N95 o N99?',
        answer:
          'L’N99 filtra almeno il 99% contro il 95% dell’N95, con una resistenza respiratoria leggermente maggiore. Entrambi hanno lo stesso fattore di protezione assegnato OSHA di 10: ciò che conta di più è la tenuta.',
      },
      {
        question: 'Qual è la durata di conservazione?',
        answer:
          'Cinque anni dalla data di fabbricazione, se conservati chiusi in un luogo fresco e asciutto.',
      },
    ],
    imageAlts: ['Respiratori N95 piatti pieghevoli in confezione singola'],
  },
  'safeair-surgical-n95-respirator-20': {
    name: 'Respiratore chirurgico SafeAir N95 (confezione da 20)',
    shortDescription:
      '<p>Respiratore chirurgico NIOSH N95 con autorizzazione FDA e resistenza ai fluidi, in due taglie.</p>',
    description:
      '<p>Gli N95 chirurgici aggiungono alla filtrazione NIOSH N95 la resistenza ai fluidi e l’autorizzazione FDA. Questo modello resiste al sangue sintetico a 160 mmHg secondo ASTM F1862 ed è classificato di Classe 1 per l’infiammabilità.</p>\n<ul><li>NIOSH N95, TC-84A-9354</li><li>Resistenza ai fluidi ASTM F1862 a 160 mmHg</li><li>Senza valvola, senza lattice</li><li>Small/Medium o Medium/Large</li></ul>',
    tabs: [
      {
        tabTitle: 'Certificazioni',
        contentType: 'downloads',
        downloads: [
          {
            fileTitle: 'Etichetta di approvazione NIOSH',
            file: '/downloads/safeair-surgical-n95-approval-label.pdf',
            fileDescription: 'Etichetta di approvazione TC-84A-9354 con avvertenze e limitazioni.',
          },
          {
            fileTitle: 'Sintesi della prova di resistenza ai fluidi',
            file: '/downloads/safeair-surgical-n95-astm-f1862.pdf',
            fileDescription: 'Risultati ASTM F1862 a 80, 120 e 160 mmHg.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Che cosa lo rende «chirurgico»?',
        answer:
          'È sia approvato NIOSH sia autorizzato dalla FDA come dispositivo medico, con resistenza ai fluidi testata contro gli schizzi di sangue e liquidi corporei.',
      },
      {
        question: 'È privo di lattice?',
        answer: 'Sì, nessun componente contiene lattice di gomma naturale.',
      },
    ],
    imageAlts: ['Respiratore chirurgico N95 blu'],
  },
  'safeair-p100-disposable-respirator-carbon': {
    name: 'Respiratore monouso SafeAir P100 con carbone (confezione da 2)',
    shortDescription:
      '<p>La classe di filtrazione monouso più alta, 99,97% e resistente all’olio, con carbone contro gli odori dei fumi di saldatura.</p>',
    description:
      '<p>Il P100 è fortemente resistente all’olio e filtra almeno il 99,97% delle particelle. Lo strato di carbone riduce gli odori fastidiosi di ozono e vapori organici presenti sotto i limiti di esposizione.</p>\n<ul><li>NIOSH P100, TC-84A-9201</li><li>Guarnizione facciale in schiuma</li><li>Elastici a quattro punti</li></ul>',
    imageAlts: ['Respiratore monouso P100 grigio con strato di carbone'],
  },
  'safeair-n95-bulk-case-120': {
    name: 'Cartone scorta SafeAir N95 piatti pieghevoli (120 pezzi)',
    shortDescription: '<p>Cartone da 120 N95 senza valvola per scorte, scuole e kit di emergenza.</p>',
    description:
      '<p>Imballaggio adatto alle scorte, con la durata di conservazione di cinque anni stampata sul cartone. In arretrato, spedizione entro circa 10 giorni lavorativi.</p>\n<ul><li>NIOSH N95, TC-84A-9402</li><li>120 mascherine in confezione singola</li><li>Conservazione cinque anni</li></ul>',
    imageAlts: ['Cartone di spedizione di respiratori N95 piatti pieghevoli'],
  },
  'safeair-kids-3-ply-masks-50': {
    name: 'Mascherine a 3 strati SafeAir per bambini (confezione da 50)',
    shortDescription: '<p>Mascherine a tre strati a misura di bambino, dai 4 ai 12 anni, in tre colori.</p>',
    description:
      '<p>Misura 5,5 x 3,5 pollici per i visi più piccoli, con morbidi elastici alle orecchie.</p>\n<ul><li>Tre strati</li><li>Dai 4 ai 12 anni</li><li>Senza lattice</li></ul>',
    imageAlts: ['Piccola mascherina rosa a tre strati per bambini'],
  },
  'safeair-surgical-masks-ties-level-2-50': {
    name: 'Mascherine chirurgiche SafeAir con lacci, ASTM Level 2 (confezione da 50)',
    shortDescription:
      '<p>Mascherine chirurgiche con lacci per la sala operatoria, ASTM F2100 Level 2 ed EN 14683 Tipo IIR.</p>',
    description:
      '<p>I lacci permettono una calzata aderente sopra le cuffie chirurgiche. Resistenti ai fluidi a 120 mmHg.</p>\n<ul><li>ASTM F2100 Level 2</li><li>EN 14683 Tipo IIR</li><li>Quattro lacci</li></ul>',
    imageAlts: ['Mascherina chirurgica verde con lacci'],
  },
  'safeair-face-mask-eye-shield-25': {
    name: 'Mascherina SafeAir con schermo per gli occhi (confezione da 25)',
    shortDescription:
      '<p>Mascherina Level 3 con schermo antiappannamento integrato per le procedure a rischio di schizzi.</p>',
    description:
      '<p>Protezione di viso e occhi in un unico pezzo per irrigazione delle ferite, igiene dentale e lavoro in laboratorio.</p>\n<ul><li>ASTM F2100 Level 3</li><li>Schermo in PET antiappannamento</li><li>25 per scatola</li></ul>',
    imageAlts: ['Mascherina medica con schermo trasparente antiappannamento integrato'],
  },
  'safeair-black-3-ply-masks-50': {
    name: 'Mascherine nere a 3 strati SafeAir (confezione da 50)',
    shortDescription: '<p>Mascherine nere per tutti i giorni per ristorazione, saloni e banchi vendita.</p>',
    description:
      '<p>Tre strati con strato intermedio in meltblown; le macchie di trucco e cibo si notano meno che sulle mascherine blu.</p>\n<ul><li>Tre strati</li><li>Elastici alle orecchie</li><li>50 per scatola</li></ul>',
    imageAlts: ['Mascherine monouso nere a tre strati'],
  },
};
