import type { PostTranslation } from '../types.ts';

/** Italian texts of the blog posts on mask classes, welding filters, fit testing, cut levels, PAPRs and helmet care. */
export const italianPosts2: Record<string, PostTranslation> = {
  'ffp2-vs-ffp3-vs-n95-what-the-numbers-mean': {
    title: 'FFP2, FFP3 o N95: che cosa significano i numeri',
    excerpt:
      '<p>Tre sigle, due norme e tanta confusione. Ecco come si confrontano le classi europee FFP con l’N95 del NIOSH e quale serve davvero a chi acquista negli Stati Uniti.</p>',
    content:
      '<p>In qualsiasi reparto DPI si trovano FFP2, FFP3, N95, KN95 e P100 stampati su mascherine quasi identiche. Lettere e numeri indicano quanta parte di un aerosol di prova viene trattenuta dal materiale filtrante e, per le classi europee, quanta aria entra dai bordi.</p>\n' +
      '<h2>Le classi europee: EN 149</h2>\n' +
      '<p>La EN 149:2001+A1:2009 definisce tre classi di facciale filtrante. Ciascuna viene provata per la penetrazione del filtro e per la <em>perdita totale verso l’interno</em> su un gruppo di persone reali che eseguono una serie di esercizi:</p>\n' +
      '<ul>\n' +
      '<li><strong>FFP1:</strong> filtrazione di almeno l’80%, perdita verso l’interno non superiore al 22%.</li>\n' +
      '<li><strong>FFP2:</strong> filtrazione di almeno il 94%, perdita verso l’interno non superiore all’8%.</li>\n' +
      '<li><strong>FFP3:</strong> filtrazione di almeno il 99%, perdita verso l’interno non superiore al 2%.</li>\n' +
      '</ul>\n' +
      '<p>Contano anche le marcature dopo la classe. <strong>NR</strong> significa monouso per un solo turno, <strong>R</strong> riutilizzabile per più turni e <strong>D</strong> indica che il facciale ha superato la prova di intasamento con polvere di dolomite, così si respira bene anche nei lavori polverosi.</p>\n' +
      '<h2>Le classi statunitensi: NIOSH 42 CFR 84</h2>\n' +
      '<p>Il NIOSH approva i respiratori in nove classi: serie N, R e P con efficienza del 95, 99 e 100 (99,97) per cento. «N» non è resistente all’olio, «R» lo è in parte e «P» lo è fortemente. Un N95 trattiene quindi almeno il 95% delle particelle di un aerosol salino nella dimensione più penetrante. Ogni modello approvato riporta un numero TC, per esempio TC-84A-9315, verificabile nella NIOSH Certified Equipment List.</p>\n' +
      '<h2>Quindi qual è «meglio»?</h2>\n' +
      '<p>Considerando solo l’efficienza del filtro, l’FFP3 (99%) supera l’N95 (95%) e l’FFP2 (94%) è più o meno equivalente all’N95. In pratica la tenuta conta più degli ultimi punti percentuali di filtrazione: un N95 ben aderente protegge più di un FFP3 che perde. Per l’OSHA ogni facciale filtrante ha un fattore di protezione assegnato di 10, qualunque sia la classe.</p>\n' +
      '<h2>Che cosa deve acquistare un datore di lavoro negli Stati Uniti</h2>\n' +
      '<p>Se i dipendenti devono indossare respiratori ai sensi dell’OSHA 29 CFR 1910.134, servono prodotti approvati NIOSH. Le mascherine FFP non sono approvate NIOSH, per quanto buone siano. Per l’uso volontario, le ristrutturazioni domestiche o i viaggi, FFP2 e FFP3 sono scelte del tutto ragionevoli, e l’FFP3 è un comodo passo in più contro la polvere di silice o di legno duro.</p>',
    imageAlt:
      'Mascherine FFP2, FFP3 e N95 affiancate su un banco da lavoro, ciascuna con l’etichetta della propria classe',
  },
  'how-to-choose-an-auto-darkening-welding-filter': {
    title: 'Come scegliere un filtro autoscurante per saldatura',
    excerpt:
      '<p>Gamma di gradi, classe ottica, sensori e area visiva: le quattro caratteristiche che distinguono un buon filtro autoscurante da un mal di testa.</p>',
    content:
      '<p>Un filtro autoscurante (ADF) resta nello stato chiaro, di solito in grado 3 o 4, finché i sensori non rilevano un arco e lo scuriscono in una frazione di millisecondo. Conviene cercare le marcature ANSI Z87.1 e CSA Z94.3: i filtri certificati bloccano sempre i raggi UV e IR nocivi, anche nello stato chiaro, quindi una commutazione lenta significa abbagliamento, non ustione. Detto questo, ecco cosa confrontare.</p>\n' +
      '<h2>1. Gamma di gradi di oscuramento</h2>\n' +
      '<p>La gamma va scelta in base ai procedimenti. Un filtro che copre i gradi 8–13 va bene per la maggior parte dei lavori MIG e a elettrodo. Il TIG a basso amperaggio richiede spesso il grado 9 o 10, mentre la scriccatura ad arco-aria richiede il 13 o il 14. Una modalità molatura separata (grado 3–5) evita di sollevare la maschera tra una passata e l’altra. Punti di partenza tipici:</p>\n' +
      '<ul>\n' +
      '<li>TIG sotto 50 A: grado 10</li>\n' +
      '<li>MIG 60–160 A: grado 11</li>\n' +
      '<li>Elettrodo o MIG 160–250 A: grado 12</li>\n' +
      '<li>Oltre 250 A e scriccatura: grado 13–14</li>\n' +
      '</ul>\n' +
      '<h2>2. Classe ottica</h2>\n' +
      '<p>La norma europea EN 379 classifica i filtri con quattro numeri, per esempio 1/1/1/2: qualità ottica, diffusione della luce, uniformità del grado sulla superficie della lente e dipendenza dall’angolo di visione. Più basso è, meglio è. Un filtro 1/1/1/1 offre un’immagine nitida che mantiene lo stesso grado anche guardando di sbieco, cosa importante nelle saldature in posizione.</p>\n' +
      '<h2>3. Sensori, sensibilità e ritardo</h2>\n' +
      '<p>Più sensori significano meno archi mancati quando le mani o il pezzo ne coprono uno. La sensibilità regolabile aiuta con il TIG a basso amperaggio, e il ritardo regolabile mantiene il filtro scuro per un istante dopo lo spegnimento dell’arco, così non si fissa il metallo incandescente.</p>\n' +
      '<h2>4. Area visiva e colore</h2>\n' +
      '<p>Finestre più grandi riducono i movimenti della testa e l’affaticamento del collo. I filtri più recenti spostano inoltre la tinta dello stato scuro verso i colori naturali invece del classico verde, il che rende sensibilmente più facile controllare il bagno di fusione.</p>\n' +
      '<h2>Il nostro parere</h2>\n' +
      '<p>Per la maggior parte dei carpentieri uno Speedglas 9100X o XX copre ogni esigenza; chi è specializzato nel TIG apprezzerà la visuale più ampia e le memorie del XXi, mentre le officine che lavorano ad alto amperaggio dovrebbero considerare la G5-01.</p>',
    imageAlt:
      'Maschera per saldatura con filtro autoscurante e un filtro di ricambio su un banco, con scintille di saldatura sullo sfondo',
  },
  'fit-testing-your-respirator-step-by-step': {
    title: 'La prova di tenuta del respiratore, passo dopo passo',
    excerpt:
      '<p>L’OSHA richiede una prova di tenuta prima che chiunque indossi al lavoro un respiratore aderente, e poi ogni anno. Ecco come si svolge una prova qualitativa dall’inizio alla fine.</p>',
    content:
      '<p>Un respiratore protegge solo se l’aria passa attraverso il filtro e non intorno a esso. La prova di tenuta verifica che una determinata marca, modello e taglia di respiratore aderisca sul viso di una determinata persona. L’OSHA 29 CFR 1910.134(f) la richiede prima del primo utilizzo, ogni anno e ogni volta che un cambiamento del viso (variazioni di peso, interventi dentistici, cicatrici) può compromettere la tenuta.</p>\n' +
      '<h2>Qualitativa o quantitativa?</h2>\n' +
      '<p>Una prova <strong>qualitativa</strong> (QLFT) si basa sulla percezione di un sapore o di un odore da parte di chi indossa il respiratore. È ammessa per semimaschere e N95, il cui fattore di protezione assegnato è 10. Una prova <strong>quantitativa</strong> (QNFT) misura le perdite con uno strumento ed è obbligatoria quando si usa un pieno facciale a pressione negativa con fattore di protezione 50.</p>\n' +
      '<h2>Prima della prova</h2>\n' +
      '<ul>\n' +
      '<li>Verificare che il lavoratore abbia l’idoneità medica all’uso del respiratore.</li>\n' +
      '<li>Niente cibo, bevande, fumo o gomme da masticare nei 15 minuti precedenti una prova del gusto.</li>\n' +
      '<li>La barba non deve interessare la superficie di tenuta. Nessuna eccezione per i respiratori aderenti.</li>\n' +
      '<li>Lasciare che chi lo indosserà scelga il più comodo tra diversi modelli e taglie.</li>\n' +
      '</ul>\n' +
      '<h2>Come si esegue una prova con saccarina o sostanza amara</h2>\n' +
      '<p>Per prima cosa si esegue il test di sensibilità senza respiratore, per confermare che la persona percepisca il sapore della soluzione e per stabilire quante nebulizzazioni servono. Poi la persona indossa il respiratore, esegue il controllo della tenuta e lo porta per almeno cinque minuti. Infine, sotto il cappuccio, esegue ogni esercizio per un minuto mentre l’addetto nebulizza di nuovo la soluzione ogni 30 secondi: respirazione normale, respirazione profonda, rotazione della testa da un lato all’altro, movimento della testa in su e in giù, parlare (leggendo il Rainbow Passage), piegarsi in avanti e di nuovo respirazione normale.</p>\n' +
      '<h2>Esito e registrazioni</h2>\n' +
      '<p>Se in qualsiasi momento la persona avverte il sapore della sostanza, la prova non è superata: si prova un’altra taglia o un altro modello. Si registrano nome, data, marca, modello e taglia del respiratore, protocollo ed esito. Le registrazioni si conservano fino alla prova successiva. Con un po’ di materiale e una formazione adeguata, la maggior parte delle aziende può eseguire le prove di tenuta internamente.</p>',
    imageAlt:
      'Kit per la prova di tenuta su un tavolo: una semimaschera, un respiratore N95 e un nebulizzatore per la prova del gusto',
  },
  'ansi-isea-105-cut-levels-explained': {
    title: 'I livelli di taglio ANSI/ISEA 105 spiegati',
    excerpt:
      '<p>Da A1 ad A9: che cosa significa il livello di taglio del guanto, come si confronta con la EN 388 e come scegliere il livello giusto senza spendere troppo.</p>',
    content:
      '<p>Le lacerazioni alle mani sono tra gli infortuni sul lavoro più frequenti, ma anche tra i più evitabili. I guanti antitaglio vengono classificati con una prova standardizzata, così da poterli confrontare tra marche diverse.</p>\n' +
      '<h2>Come funziona la prova</h2>\n' +
      '<p>La ANSI/ISEA 105-2016 usa il metodo ASTM F2992 su una macchina TDM-100: una lama diritta scorre sul materiale del guanto sotto un carico noto e il laboratorio determina il carico in grammi che taglia il materiale in 20 mm di corsa della lama. Il risultato colloca il guanto su una scala di nove livelli:</p>\n' +
      '<ul>\n' +
      '<li>A1: 200–499 g (montaggi leggeri, tagli da carta)</li>\n' +
      '<li>A2: 500–999 g (imballaggio, piccoli pezzi)</li>\n' +
      '<li>A3–A4: 1.000–2.199 g (lamiera, impianti HVAC, cartongesso)</li>\n' +
      '<li>A5–A6: 2.200–3.999 g (stampaggio dei metalli, manipolazione del vetro)</li>\n' +
      '<li>A7–A9: 4.000 g e oltre (vetro pesante, riciclaggio dei metalli, cambio delle lame)</li>\n' +
      '</ul>\n' +
      '<h2>Il confronto con la EN 388</h2>\n' +
      '<p>La EN 388:2016 comprende ora lo stesso tipo di prova (ISO 13997) e la esprime con una lettera da A a F in newton. Poiché 1 newton corrisponde a circa 102 grammi, le scale si sovrappongono a grandi linee: EN B corrisponde ad ANSI A2, C ad A3 e alla parte bassa di A4, D ad A4–A5, E ad A5 e F ad A6 e oltre. Un guanto marcato 4X42C ha livello di abrasione 4, nessun risultato nella prova coupe (X), lacerazione 4, perforazione 2 e taglio ISO C.</p>\n' +
      '<h2>Come scegliere il livello</h2>\n' +
      '<p>Più alto non è sempre meglio: filati più spessi riducono la destrezza, e un guanto che nessuno indossa non protegge nessuno. Si parte da un’analisi degli infortuni e da un sopralluogo sulle mansioni, poi si provano due o tre guanti con le persone che li indosseranno. Per la maggior parte dei lavori industriali misti, A4 è il giusto compromesso.</p>\n' +
      '<h2>Non dimenticare l’avambraccio</h2>\n' +
      '<p>Molti tagli da lamiera avvengono sopra il polsino del guanto. I manicotti antitaglio sono un’assicurazione economica.</p>',
    imageAlt: 'Tre guanti antitaglio in fila, con le etichette dei livelli di taglio A2, A4 e A6',
  },
  'when-a-papr-beats-a-tight-fitting-mask': {
    title: 'Quando un elettrorespiratore è meglio di una maschera aderente',
    excerpt:
      '<p>Gli elettrorespiratori a ventilazione assistita costano di più all’acquisto, ma con la barba, i turni lunghi, il caldo e le esposizioni elevate possono rivelarsi la scelta più economica e più sicura.</p>',
    content:
      '<p>Un elettrorespiratore a ventilazione assistita (PAPR) usa un’unità motorizzata a batteria per spingere aria filtrata in un cappuccio, un elmetto o un facciale. Poiché l’aria arriva con una leggera sovrappressione, chi lo indossa non deve aspirarla attraverso il filtro.</p>\n' +
      '<h2>Fattori di protezione più elevati</h2>\n' +
      '<p>I fattori di protezione assegnati dalla Tabella 1 dell’OSHA 1910.134 parlano chiaro. Una semimaschera o un N95 hanno fattore 10, un pieno facciale 50, un facciale non aderente per PAPR 25, e un cappuccio o elmetto per PAPR 1.000 quando il produttore dimostra prestazioni di quel livello sul posto di lavoro. È cento volte il fattore di una mascherina monouso.</p>\n' +
      '<h2>Niente prova di tenuta, barba ammessa</h2>\n' +
      '<p>Cappucci ed elmetti non aderenti non fanno tenuta sul viso: per questo l’OSHA non richiede la prova di tenuta e la barba non è un problema. Per le squadre con lavoratori che portano la barba per motivi religiosi o medici, o che non superano la prova di tenuta, un PAPR è spesso l’unica soluzione pratica.</p>\n' +
      '<h2>Dove un PAPR ripaga</h2>\n' +
      '<ul>\n' +
      '<li>Turni lunghi, in cui resistenza respiratoria e calore sotto la maschera affaticano.</li>\n' +
      '<li>Molatura e saldatura, dove un copricapo a elmetto sostituisce elmetto di protezione, visiera e respiratore.</li>\n' +
      '<li>Ambienti farmaceutici e sanitari con principi attivi potenti o infezioni a trasmissione aerea.</li>\n' +
      '<li>Esposizioni oltre dieci volte il limite, dove una semimaschera non basta più.</li>\n' +
      '</ul>\n' +
      '<h2>Cosa mettere in budget</h2>\n' +
      '<p>Oltre al kit, vanno previsti filtri HE, prefiltri, batterie di scorta per i doppi turni e pellicole protettive di ricambio per la visiera. Il controllo quotidiano della portata richiede 30 secondi e dovrebbe far parte della routine prima di ogni turno.</p>',
    imageAlt:
      'Cappuccio per elettrorespiratore accanto all’unità motorizzata da cintura e a una batteria di scorta',
  },
  'caring-for-your-speedglas-helmet': {
    title: 'La cura della maschera Speedglas',
    excerpt:
      '<p>Cinque minuti alla settimana mantengono la visuale nitida e il filtro funzionante per anni. Ecco la nostra routine di manutenzione.</p>',
    content:
      '<p>Una maschera per saldatura di alta gamma dovrebbe durare molti anni. La maggior parte delle chiamate del tipo «il filtro è rotto» si rivela un problema di vetrini di protezione sporchi, batterie esaurite o una bardatura allentata.</p>\n' +
      '<h2>Cambiare presto il vetrino esterno</h2>\n' +
      '<p>Gli spruzzi butterano il vetrino di protezione esterno, e un vetrino butterato diffonde la luce costringendo a lavorare con un grado più scuro del necessario. Va sostituito appena la visuale inizia a offuscarsi. Per i lavori ad alto amperaggio i vetrini resistenti al calore durano di più.</p>\n' +
      '<h2>Pulire il filtro nel modo giusto</h2>\n' +
      '<p>Filtro e vetrino interno si puliscono con un panno morbido che non lascia pelucchi, acqua e sapone neutro. Mai usare solventi o detergenti abrasivi, e mai immergere il filtro.</p>\n' +
      '<h2>Controlli settimanali</h2>\n' +
      '<ul>\n' +
      '<li>Controllare che i vetrini esterno e interno non siano butterati od opachi.</li>\n' +
      '<li>Provare il filtro: deve scurirsi quando si innesca un arco o si accende un accendino davanti ai sensori.</li>\n' +
      '<li>Guardare l’indicatore della batteria; sostituire entrambe le pile CR2032 contemporaneamente.</li>\n' +
      '<li>Verificare che la calotta non abbia crepe e che il cricchetto della bardatura non sia spanato.</li>\n' +
      '<li>Lavare la fascia antisudore.</li>\n' +
      '</ul>\n' +
      '<h2>Conservarla correttamente</h2>\n' +
      '<p>La maschera va tenuta in una sacca, lontano dalla luce diretta del sole e dalla polvere di molatura. Non lasciarla a faccia in giù sul banco, dove spruzzi e residui graffiano il vetrino.</p>\n' +
      '<h2>Quando sostituirla</h2>\n' +
      '<p>La calotta va sostituita dopo una caduta seria o in presenza di qualsiasi crepa. I filtri possono essere inviati in garanzia per un controllo: sugli attuali filtri autoscuranti Speedglas la garanzia è di tre anni.</p>',
    imageAlt:
      'Maschera per saldatura Speedglas con un filtro di ricambio, vetrini di protezione nuovi e un panno per la pulizia',
  },
};
