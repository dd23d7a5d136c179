import type { ProductTranslation } from '../types.ts';

/** Italian texts of the safety training courses, guides and program templates. */
export const italianTraining: Record<string, ProductTranslation> = {
  'respirator-fit-testing-training-course-online': {
    name: 'Corso di formazione sulle prove di tenuta dei respiratori (online)',
    shortDescription:
      '<p>Corso da seguire in autonomia che abilita il personale della sicurezza a eseguire internamente le prove di tenuta qualitative riconosciute dall’OSHA.</p>',
    description:
      '<p>I servizi esterni di prova di tenuta possono costare per ogni dipendente più dei respiratori stessi. Questo corso insegna al responsabile della sicurezza a eseguire prove di tenuta qualitative (saccarina, denatonio benzoato o fumo irritante) esattamente come descritto nell’Appendice A dell’OSHA 29 CFR 1910.134.</p>\n<p>Otto moduli video trattano la scelta del respiratore giusto, il test di sensibilità, gli otto esercizi della prova, il riconoscimento delle prove non superate, la registrazione e i casi in cui serve la prova quantitativa (fattore di protezione assegnato superiore a 10 per i pieni facciali a pressione negativa).</p>\n<p>Comprende un quaderno di lavoro stampabile, moduli di registrazione e un attestato di partecipazione dopo il test finale. L’accesso dura 12 mesi.</p>\n<ul><li>Circa 3,5 ore, da seguire in autonomia</li><li>Otto moduli video e test finale</li><li>Attestato di partecipazione stampabile</li><li>Quaderno di lavoro e moduli di registrazione scaricabili</li><li>Accesso per 12 mesi</li></ul>',
    tabs: [
      {
        tabTitle: 'Programma',
        contentType: 'accordion',
        accordionItems: [
          {
            question: 'Moduli 1–2',
            answer: 'Panoramica dell’OSHA 1910.134, valutazione medica e scelta del respiratore.',
          },
          {
            question: 'Moduli 3–5',
            answer: 'Test di sensibilità, protocolli con saccarina e sostanza amara, fumo irritante.',
          },
          {
            question: 'Moduli 6–8',
            answer: 'Esercizi della prova, criteri di superamento, registrazioni e ripetizione annuale.',
          },
        ],
      },
      {
        tabTitle: 'Anteprima',
        contentType: 'videos',
        videos: [
          {
            videoTitle: 'Anteprima del corso',
            youtubeUrl: 'https://www.youtube.com/watch?v=Yf6kG2pTn8U',
            videoDescription: 'Due minuti di anteprima del modulo sulla prova con saccarina.',
          },
        ],
      },
    ],
    faqs: [
      {
        question: 'Il corso rilascia una certificazione da addetto alle prove di tenuta?',
        answer:
          'L’OSHA non certifica gli addetti alle prove di tenuta; richiede che la persona sappia preparare le soluzioni, eseguire correttamente il protocollo e riconoscere le prove non valide. Questo corso documenta tale competenza.',
      },
      {
        question: 'Tratta anche la prova di tenuta quantitativa?',
        answer:
          'Spiega quando serve la prova quantitativa e come funziona, ma la formazione pratica sullo strumento è a cura del suo produttore.',
      },
      {
        question: 'Esiste un prezzo per gruppi?',
        answer: 'Sì, per cinque o più partecipanti basta contattarci.',
      },
    ],
    imageAlts: [
      'Formatore che esegue la prova di tenuta su un lavoratore con un N95 sotto un cappuccio',
      'Lezione video del corso che mostra la prova di tenuta con saccarina',
    ],
  },
  'welding-safety-ebook': {
    name: 'eBook sulla sicurezza in saldatura: fumi, luce e incendi',
    shortDescription:
      '<p>Una guida pratica di 68 pagine su controllo dei fumi di saldatura, scelta del grado di oscuramento e prevenzione incendi nei lavori a caldo.</p>',
    description:
      '<p>Scritto per capireparto e istruttori di saldatura. Tratta l’esposizione a cromo esavalente e manganese, la ventilazione rispetto alla protezione respiratoria, la scelta del grado di oscuramento in base a procedimento e amperaggio e i permessi per lavori a caldo secondo l’OSHA 1910.252.</p>\n<ul><li>68 pagine, PDF</li><li>Tabelle dei gradi di oscuramento per procedimento</li><li>Modello di permesso per lavori a caldo</li><li>Aggiornamenti gratuiti per un anno</li></ul>',
    imageAlts: ['Copertina di un eBook sulla sicurezza in saldatura con una maschera e scintille'],
  },
  'confined-space-entry-course-online': {
    name: 'Corso sull’accesso agli spazi confinati (online)',
    shortDescription:
      '<p>Formazione per operatori, addetti alla sorveglianza e supervisori negli spazi confinati soggetti a permesso secondo l’OSHA 1910.146.</p>',
    description:
      '<p>La maggior parte delle vittime negli spazi confinati sono aspiranti soccorritori. Questo corso tratta il riconoscimento dei pericoli, l’ordine delle misurazioni dell’atmosfera (ossigeno, infiammabili, tossici), la ventilazione, i permessi e il motivo per cui i tentativi di soccorso senza formazione sono letali.</p>\n<p>Soddisfa i requisiti di contenuto formativo della 1910.146(g) per operatori, addetti alla sorveglianza e supervisori dell’accesso; il datore di lavoro deve aggiungere una formazione specifica per il sito e un addestramento pratico al soccorso.</p>\n<ul><li>Circa 4 ore, da seguire in autonomia</li><li>Moduli specifici per ruolo</li><li>Modello di permesso e manuale</li><li>Attestato di partecipazione</li></ul>',
    faqs: [
      {
        question: 'È sufficiente per le squadre di soccorso?',
        answer:
          'No. Secondo la 1910.146(k) le squadre di soccorso devono esercitarsi sul campo almeno ogni 12 mesi. Questo corso copre la parte teorica.',
      },
      {
        question: 'Tratta anche l’edilizia?',
        answer: 'Sì, un modulo illustra le differenze previste dal 29 CFR 1926 Subpart AA.',
      },
    ],
    imageAlts: ['Lavoratore con imbracatura e treppiede all’ingresso di un tombino'],
  },
  'respiratory-protection-program-template': {
    name: 'Modello di programma di protezione respiratoria OSHA',
    shortDescription:
      '<p>Programma scritto da compilare che copre tutti gli elementi richiesti dall’OSHA 1910.134(c).</p>',
    description:
      '<p>Quando si usano respiratori, il programma scritto è la prima cosa che chiede un ispettore OSHA. Questo modello guida passo passo attraverso scelta, valutazione medica, prova di tenuta, uso, manutenzione, qualità dell’aria, formazione e valutazione del programma, con note esplicative in linguaggio semplice.</p>\n<ul><li>Tutti gli elementi della 1910.134(c)(1)</li><li>Foglio di lavoro per il piano di sostituzione delle cartucce</li><li>Scheda informativa dell’Appendice D per l’uso volontario</li></ul>',
    imageAlts: ['Raccoglitore stampato del programma di protezione respiratoria accanto a una semimaschera'],
  },
  'hearing-conservation-program-toolkit': {
    name: 'Kit per il programma di tutela dell’udito',
    shortDescription:
      '<p>Modelli e slide di formazione per un programma di tutela dell’udito secondo l’OSHA 1910.95.</p>',
    description:
      '<p>Tratta il monitoraggio del rumore, il calendario degli esami audiometrici, la scelta dei protettori auricolari con la correzione dell’NRR e la formazione annuale, con una presentazione di 20 minuti per le riunioni di sicurezza in cantiere.</p>\n<ul><li>Registro dei rilievi fonometrici</li><li>Slide per la formazione annuale</li><li>Foglio di lavoro per la scelta dei protettori</li></ul>',
    imageAlts: ['Fonometro accanto a cuffie antirumore e tappi auricolari'],
  },
};
