import type { PostTranslation } from '../types.ts';

/** Italian texts of the blog posts on OSHA respiratory protection, hard hats, NRR, hi-vis classes and cartridges. */
export const italianPosts3: Record<string, PostTranslation> = {
  'osha-respiratory-protection-basics': {
    title: 'Le basi della protezione respiratoria secondo l’OSHA',
    excerpt:
      '<p>La norma sulla protezione respiratoria è ogni anno tra le più contestate dall’OSHA. Questa panoramica spiega che cosa richiede il 29 CFR 1910.134 e come mettersi in regola.</p>',
    content:
      '<p>La norma OSHA sulla protezione respiratoria, 29 CFR 1910.134, si applica ogni volta che il datore di lavoro richiede l’uso di respiratori o che le esposizioni li rendono necessari. Figura stabilmente tra le dieci norme più contestate dall’OSHA.</p>\n' +
      '<h2>Prima le misure di controllo</h2>\n' +
      '<p>I respiratori sono l’ultima linea di difesa. La norma prevede che, dove possibile, si adottino prima misure tecniche, come l’aspirazione localizzata, e misure organizzative.</p>\n' +
      '<h2>Il programma scritto</h2>\n' +
      '<p>Se i respiratori sono obbligatori, serve un programma scritto, specifico per il luogo di lavoro, gestito da un responsabile qualificato. Deve comprendere:</p>\n' +
      '<ul>\n' +
      '<li>La scelta del respiratore in base al pericolo e al livello di esposizione</li>\n' +
      '<li>La valutazione medica prima della prova di tenuta e dell’uso</li>\n' +
      '<li>La prova di tenuta per i respiratori aderenti, iniziale e annuale</li>\n' +
      '<li>Le procedure per l’uso ordinario e di emergenza</li>\n' +
      '<li>Pulizia, conservazione, ispezione e riparazione</li>\n' +
      '<li>La qualità dell’aria respirabile per i sistemi ad adduzione d’aria (Grade D)</li>\n' +
      '<li>La formazione, almeno annuale, e la valutazione del programma</li>\n' +
      '</ul>\n' +
      '<h2>Uso volontario</h2>\n' +
      '<p>Se un dipendente sceglie di indossare un respiratore quando non è obbligatorio, gli va consegnata la scheda informativa dell’Appendice D. Per tutto ciò che non è un facciale filtrante servono anche la valutazione medica e le procedure di pulizia.</p>\n' +
      '<h2>Piani di sostituzione</h2>\n' +
      '<p>Le cartucce per gas e vapori richiedono un piano scritto di sostituzione basato su dati oggettivi; «si cambia quando si sente l’odore» non è accettabile per la maggior parte delle sostanze chimiche.</p>',
    imageAlt:
      'Raccoglitore del programma scritto di protezione respiratoria accanto a una semimaschera e a una cartuccia filtrante',
  },
  'type-i-vs-type-ii-hard-hats': {
    title: 'Elmetti Type I e Type II: classi, marcature e quando sostituirli',
    excerpt:
      '<p>Come leggere l’etichetta all’interno dell’elmetto e capire se il cantiere richiede la protezione dagli urti laterali.</p>',
    content:
      '<p>L’OSHA 1910.135 e 1926.100 richiedono la protezione del capo dove c’è rischio di caduta di oggetti, urti o contatto elettrico, e indicano come riferimento la ANSI/ISEA Z89.1.</p>\n' +
      '<h2>Type: da dove arriva l’urto</h2>\n' +
      '<p>Gli elmetti <strong>Type I</strong> sono provati contro i colpi sulla sommità della testa. Il <strong>Type II</strong> aggiunge la protezione dagli urti laterali e dalla penetrazione fuori centro, di solito con un’imbottitura in schiuma. Il Type II viene richiesto sempre più spesso per i lavori in quota, dove le cadute provocano urti laterali, e nei cantieri affollati con carichi sospesi in movimento.</p>\n' +
      '<h2>Classe: la protezione elettrica</h2>\n' +
      '<ul>\n' +
      '<li><strong>Classe E</strong> (elettrica): collaudata a 20.000 volt.</li>\n' +
      '<li><strong>Classe G</strong> (generale): collaudata a 2.200 volt.</li>\n' +
      '<li><strong>Classe C</strong> (conduttiva): nessuna protezione elettrica, spesso ventilata.</li>\n' +
      '</ul>\n' +
      '<h2>Altre marcature</h2>\n' +
      '<p>«LT» indica le prestazioni alle basse temperature, «HT» alle alte temperature, «HV» l’alta visibilità, e un simbolo di calzata inversa segnala che l’elmetto si può indossare al contrario.</p>\n' +
      '<h2>Quando sostituirlo</h2>\n' +
      '<p>Qualsiasi elmetto va sostituito dopo un urto significativo, anche se non si vedono danni. La bardatura va sostituita almeno ogni 12 mesi e la calotta secondo le indicazioni del produttore, di solito cinque anni, prima se appare gessosa, sbiadita o resa fragile dai raggi UV. Non verniciare le calotte e non lasciarle sul cruscotto del furgone.</p>',
    imageAlt: 'Elmetti di protezione gialli, bianchi e arancioni in fila su uno scaffale',
  },
  'understanding-nrr-hearing-protection': {
    title: 'Capire l’NRR: quanto proteggono davvero i tappi auricolari?',
    excerpt:
      '<p>Un NRR di 33 non significa 33 decibel di rumore in meno sul lavoro. Ecco come correggere il valore in etichetta e scegliere protettori che mantengano i lavoratori entro i limiti OSHA.</p>',
    content:
      '<p>Ogni protettore auricolare venduto negli Stati Uniti riporta un indice di riduzione del rumore (NRR) dell’EPA, misurato in laboratorio con un’applicazione ideale. La protezione reale è di solito molto più bassa.</p>\n' +
      '<h2>I valori dell’OSHA</h2>\n' +
      '<p>Secondo il 29 CFR 1910.95, il datore di lavoro deve attuare un programma di tutela dell’udito quando il rumore raggiunge 85 dBA come media ponderata su otto ore, e le esposizioni devono essere ridotte sotto i 90 dBA. Con il tasso di scambio dell’OSHA, ogni aumento di 5 dB dimezza il tempo di esposizione consentito.</p>\n' +
      '<h2>La correzione dell’NRR</h2>\n' +
      '<p>Per le misure in ponderazione A, il metodo dell’OSHA per valutare l’adeguatezza consiste nel sottrarre 7 dall’NRR e dividere per due. Il NIOSH suggerisce invece una correzione in base al tipo:</p>\n' +
      '<ul>\n' +
      '<li>Cuffie antirumore: sottrarre il 25%</li>\n' +
      '<li>Tappi in schiuma: sottrarre il 50%</li>\n' +
      '<li>Tutti gli altri tappi: sottrarre il 70%</li>\n' +
      '</ul>\n' +
      '<p>Un tappo in schiuma con NRR 33 in un’area misurata a 100 dBA dà quindi, con il metodo dell’OSHA, un’esposizione stimata di 100 − (33 − 7) ÷ 2 = 87 dBA.</p>\n' +
      '<h2>L’inserimento è tutto</h2>\n' +
      '<p>Un tappo in schiuma inserito solo a metà può dare 5 dB. Occorre insegnare ad arrotolare, tirare l’orecchio e tenere fermo il tappo, e valutare sistemi di verifica individuale della tenuta per il programma di tutela dell’udito.</p>\n' +
      '<h2>Non proteggere troppo</h2>\n' +
      '<p>L’obiettivo è un’esposizione tra 70 e 80 dBA. Un’attenuazione eccessiva rende difficile sentire gli allarmi e i colleghi, e le persone finiscono per togliersi la protezione.</p>',
    imageAlt:
      'Protezione dell’udito: cuffie antirumore e tappi in schiuma accanto a un fonometro che indica 98 dB',
  },
  'ansi-isea-107-hi-vis-classes': {
    title: 'L’alta visibilità in breve: tipi e classi ANSI/ISEA 107',
    excerpt:
      '<p>Tipo O, Tipo R, Classe 2, Classe 3: una guida rapida per scegliere indumenti ad alta visibilità conformi alla norma per la propria zona di lavoro.</p>',
    content:
      '<p>Gli indumenti ad alta visibilità rendono i lavoratori ben visibili a conducenti e operatori di macchine combinando un materiale di fondo fluorescente, che risalta alla luce del giorno, con bande retroriflettenti, che brillano alla luce dei fari.</p>\n' +
      '<h2>I tipi in base all’ambiente di lavoro</h2>\n' +
      '<ul>\n' +
      '<li><strong>Tipo O</strong> (fuori strada): magazzini, parcheggi e giacimenti petroliferi; solo Classe 1.</li>\n' +
      '<li><strong>Tipo R</strong> (strada): lavoratori esposti al traffico pubblico e ai mezzi di cantiere; Classe 2 o 3.</li>\n' +
      '<li><strong>Tipo P</strong> (sicurezza pubblica): polizia, vigili del fuoco e soccorso sanitario, con modelli che lasciano accessibile il cinturone.</li>\n' +
      '</ul>\n' +
      '<h2>Le classi in base alla quantità di materiale</h2>\n' +
      '<p>La Classe 2 richiede almeno 775 pollici quadrati di materiale di fondo e 201 pollici quadrati di banda riflettente. La Classe 3 ne richiede 1.240 e 310, il che in pratica significa maniche. Pantaloni o pantaloncini di Classe E non sono conformi da soli, ma un capo superiore di Classe 2 con pantaloni di Classe E forma un insieme di Classe 3.</p>\n' +
      '<h2>Quale serve?</h2>\n' +
      '<p>Le norme federali (23 CFR 634) impongono indumenti ad alta visibilità a chi lavora sulle autostrade finanziate con fondi federali, e il MUTCD rimanda alla ANSI/ISEA 107. La Classe 3 va usata di notte, con il maltempo e dove il traffico supera circa 50 mph.</p>\n' +
      '<h2>Mantenerli efficienti</h2>\n' +
      '<p>Gli indumenti sbiaditi, sporchi o strappati vanno sostituiti, così come quelli con la banda riflettente screpolata. La maggior parte delle bande è garantita per circa 25 lavaggi.</p>',
    imageAlt: 'Gilet di sicurezza gialli e arancioni ad alta visibilità accanto a un cono stradale',
  },
  'which-respirator-cartridge-do-i-need': {
    title: 'Quale cartuccia per respiratore serve?',
    excerpt:
      '<p>Codici colore, cartucce combinate e piani di sostituzione: prima di acquistare, la cartuccia va abbinata all’inquinante.</p>',
    content:
      '<p>I filtri antipolvere trattengono polveri, nebbie e fumi. Le cartucce chimiche usano carbone attivo o materiali trattati per assorbire gas e vapori. Molti lavori richiedono entrambi.</p>\n' +
      '<h2>Leggere il codice colore</h2>\n' +
      '<p>Le cartucce approvate NIOSH seguono un codice colore che semplifica la scelta in reparto:</p>\n' +
      '<ul>\n' +
      '<li>Nero: vapori organici (vernici, solventi, adesivi)</li>\n' +
      '<li>Bianco: gas acidi (cloro, acido cloridrico, anidride solforosa)</li>\n' +
      '<li>Giallo: vapori organici più gas acidi</li>\n' +
      '<li>Verde: ammoniaca e metilammina</li>\n' +
      '<li>Verde oliva: multigas e vapori</li>\n' +
      '<li>Magenta: particelle P100</li>\n' +
      '</ul>\n' +
      '<h2>Le lettere europee</h2>\n' +
      '<p>La EN 14387 usa invece delle lettere: A (organici, marrone), B (inorganici, grigio), E (acidi, giallo), K (ammoniaca, verde), con classi di capacità da 1 a 3. A2P3 indica un filtro per vapori organici di classe 2 combinato con un filtro antipolvere P3.</p>\n' +
      '<h2>Quando le cartucce non bastano</h2>\n' +
      '<p>I respiratori a filtro non possono essere usati in atmosfere povere di ossigeno né a concentrazioni immediatamente pericolose per la vita o la salute. Alcune sostanze, come isocianati e metanolo, hanno scarse proprietà di avvertimento e spesso richiedono l’adduzione d’aria.</p>\n' +
      '<h2>Stabilire un piano di sostituzione</h2>\n' +
      '<p>L’OSHA richiede un piano scritto di sostituzione per le cartucce per gas e vapori. Si usa il calcolatore di durata del produttore con i propri dati di esposizione, e con umidità elevata si anticipa la sostituzione.</p>',
    imageAlt: 'Tre cartucce per respiratore con codice colore davanti a una semimaschera',
  },
};
