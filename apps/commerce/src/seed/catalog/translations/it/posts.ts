import type { PostTranslation } from '../types.ts';

/** Italian texts of the three newest blog posts (HTML as in English). */
export const italianPosts: Record<string, PostTranslation> = {
  'building-a-workplace-first-aid-kit': {
    title: 'Come allestire una cassetta di primo soccorso aziendale che superi le ispezioni',
    excerpt:
      '<p>Cosa richiede l’OSHA, cosa raccomanda la ANSI Z308.1 e come tenere le cassette sempre rifornite senza corse dell’ultimo minuto ogni mese.</p>',
    content:
      '<p>La norma OSHA 1910.151 impone che il materiale di primo soccorso sia facilmente disponibile e che, se non c’è un ambulatorio nelle vicinanze, qualcuno sul posto sia formato al primo soccorso. Non ne elenca il contenuto, ma rimanda i datori di lavoro alla ANSI/ISEA Z308.1 come riferimento.</p>\n' +
      '<h2>Classe A o Classe B</h2>\n' +
      '<p>L’edizione 2021 della Z308.1 definisce due classi. Le cassette di <strong>Classe A</strong> coprono gli infortuni più comuni, come piccoli tagli, escoriazioni e ustioni. Le cassette di <strong>Classe B</strong> contengono più materiale e aggiungono articoli come un laccio emostatico e una stecca, per luoghi di lavoro più grandi o a rischio più elevato.</p>\n' +
      '<h2>Tipi di contenitore</h2>\n' +
      '<ul>\n' +
      '<li>Tipo I: uso fisso in interni</li>\n' +
      '<li>Tipo II: uso portatile in interni</li>\n' +
      '<li>Tipo III: portatile o da fissare a parete, con una certa resistenza all’acqua</li>\n' +
      '<li>Tipo IV: portatile e robusto, per l’uso all’aperto e in mobilità</li>\n' +
      '</ul>\n' +
      '<h2>Il lavaocchi è un’altra cosa</h2>\n' +
      '<p>Dove si usano sostanze chimiche corrosive, la 1910.151(c) richiede attrezzature adeguate per un rapido lavaggio degli occhi e del corpo. La ANSI Z358.1 prevede una stazione raggiungibile entro 10 secondi e in grado di erogare acqua per 15 minuti. I flaconi lavaocchi personali aiutano per il primo risciacquo immediato, ma da soli non soddisfano questo requisito.</p>\n' +
      '<h2>Tenerla sempre rifornita</h2>\n' +
      '<p>Assegnare un responsabile a ogni cassetta, controllarla ogni mese e reintegrare il contenuto dopo ogni utilizzo. Le confezioni di ricarica con codice colore rendono tutto più rapido.</p>',
    imageAlt:
      'Cassetta di primo soccorso aziendale e rotoli di benda su un banco, con un armadietto di primo soccorso alla parete',
  },
  'nitrile-vs-latex-vs-vinyl-disposable-gloves': {
    title: 'Nitrile, lattice o vinile: come scegliere i guanti monouso',
    excerpt:
      '<p>Spessore, resistenza chimica, allergie e costi: una guida pratica ai tre materiali più diffusi per i guanti monouso.</p>',
    content:
      '<p>Nella scatola i guanti monouso sembrano tutti uguali, ma materiale e spessore cambiano il modo in cui proteggono, quanto durano e chi può indossarli in sicurezza.</p>\n' +
      '<h2>Nitrile</h2>\n' +
      '<p>La gomma nitrilica sintetica è ormai la scelta standard per visite mediche, laboratori e officine. Resiste a oli, carburanti e molti disinfettanti, rende ben visibili gli strappi e non contiene lattice di gomma naturale. I guanti da visita in nitrile sono conformi alla ASTM D6319.</p>\n' +
      '<h2>Lattice</h2>\n' +
      '<p>Il lattice di gomma naturale offre un’ottima vestibilità e sensibilità tattile, ma le sue proteine possono causare gravi allergie di Tipo I sia in chi indossa i guanti sia nei pazienti. Per questo molti ospedali e aziende alimentari sono passati a prodotti senza lattice.</p>\n' +
      '<h2>Vinile</h2>\n' +
      '<p>I guanti in vinile (PVC) sono economici e vanno bene per compiti brevi e a basso rischio, come preparare panini. Calzano larghi, si strappano più facilmente e offrono una protezione chimica limitata.</p>\n' +
      '<h2>Guida rapida alla scelta</h2>\n' +
      '<ul>\n' +
      '<li>Riparazioni auto e sgrassaggio: nitrile da 6–8 mil</li>\n' +
      '<li>Ambulatori e laboratori: nitrile da visita da 4–5 mil</li>\n' +
      '<li>Farmaci chemioterapici: nitrile testato secondo ASTM D6978, con doppio guanto</li>\n' +
      '<li>Manipolazione rapida degli alimenti: vinile o polietilene</li>\n' +
      '<li>Solventi come l’acetone: un guanto riutilizzabile in butile, non un monouso</li>\n' +
      '</ul>\n' +
      '<h2>Attenzione allo spessore</h2>\n' +
      '<p>Lo spessore si indica in mil sulla punta delle dita e sul palmo. I guanti più spessi durano di più e resistono meglio agli schizzi, ma riducono la destrezza. Controllare sempre i dati di permeazione per le sostanze chimiche che si maneggiano.</p>',
    imageAlt:
      'Guanti monouso in nitrile blu, vinile trasparente e lattice color crema accanto a una scatola dispenser',
  },
  'wildfire-smoke-protection-guide': {
    title: 'Fumo degli incendi boschivi: come proteggere chi lavora all’aperto e la famiglia',
    excerpt:
      '<p>Le particelle fini del fumo degli incendi boschivi percorrono centinaia di miglia. Ecco come leggere l’AQI, cosa possono e non possono fare gli N95 e che cosa alcuni Stati richiedono oggi ai datori di lavoro.</p>',
    content:
      '<p>Il fumo degli incendi boschivi è una miscela di gas e particelle fini (PM2.5) abbastanza piccole da penetrare in profondità nei polmoni. Anche lontano dall’incendio, il fumo può mantenere per giorni l’indice di qualità dell’aria (AQI) su livelli dannosi per la salute.</p>\n' +
      '<h2>Controllare l’AQI</h2>\n' +
      '<p>L’AQI per il PM2.5 è pubblicato sui siti pubblici dedicati alla qualità dell’aria e nelle app meteo. Sopra 100 è dannoso per i gruppi sensibili, sopra 150 è dannoso per tutti e sopra 300 è pericoloso.</p>\n' +
      '<h2>Quali respiratori servono</h2>\n' +
      '<p>Un N95 approvato NIOSH o di classe superiore, indossato con una buona tenuta, filtra la maggior parte delle particelle del fumo. Le mascherine in tessuto e quelle chirurgiche poco aderenti servono a poco. I respiratori non filtrano il monossido di carbonio né altri gas, e chi soffre di patologie cardiache o polmonari dovrebbe prima consultare un medico.</p>\n' +
      '<ul>\n' +
      '<li>Per una tenuta migliore, scegliere N95 con elastici dietro la testa anziché con elastici auricolari.</li>\n' +
      '<li>Se possibile, radersi: la barba compromette la tenuta.</li>\n' +
      '<li>Sostituire la mascherina quando è sporca, danneggiata o diventa difficile respirare.</li>\n' +
      '</ul>\n' +
      '<h2>Obblighi dei datori di lavoro</h2>\n' +
      '<p>Alcuni Stati hanno norme specifiche sul fumo degli incendi boschivi. In California, per esempio, il Title 8, Section 5141.1 obbliga i datori di lavoro a fornire N95 per l’uso volontario quando l’AQI per il PM2.5 raggiunge 151, e sopra 500 rende obbligatorio l’uso del respiratore nell’ambito di un programma completo di protezione delle vie respiratorie.</p>\n' +
      '<h2>A casa</h2>\n' +
      '<p>Tenere le finestre chiuse, accendere un purificatore d’aria portatile con filtro HEPA e impostare l’impianto HVAC sul ricircolo con il miglior filtro che può supportare.</p>',
    imageAlt:
      'Respiratore N95 ed elmetto di protezione sotto un cielo arancione velato dal fumo degli incendi boschivi',
  },
};
