import type { ProductTranslation } from '../types.ts';

const seamsWarranty = {
  warrantyDuration: '90 giorni',
  useCustomWarranty: true,
  customWarrantyItems: [{ itemName: 'Cuciture', itemWarrantyDuration: '90 giorni' }],
};

/** Italian texts of the gloves: cut-resistant, chemical, disposable, welding and general purpose. */
export const italianGloves: Record<string, ProductTranslation> = {
  'armorgrip-cr-2-pu-palm-gloves-12-pairs': {
    name: 'Guanti antitaglio ArmorGrip CR-2 con palmo in PU (12 paia)',
    shortDescription:
      '<p>Protezione leggera dal taglio A2 per montaggio, imballaggio e prelievo in magazzino, venduti a dozzine.</p>',
    description:
      '<p>Il palmo in poliuretano offre una presa pulita e asciutta con un’ottima destrezza. Il livello A2 è adatto a cartone, piccoli pezzi e bordi in plastica, non alla lamiera.</p>\n<ul><li>ANSI A2, EN 388:2016 4X42B</li><li>Supporto in HPPE calibro 13</li><li>12 paia per confezione</li></ul>',
    imageAlts: ['Dozzina di guanti in maglia grigia con palmo in poliuretano bianco'],
  },
  'armorgrip-cr-9-heavy-duty-cut-gloves': {
    name: 'Guanti antitaglio per impieghi gravosi ArmorGrip CR-9',
    shortDescription:
      '<p>Il livello di taglio ANSI più alto, A9, per vetrerie, riciclaggio dei metalli e cambio delle lame.</p>',
    description:
      '<p>Un supporto in para-aramide e HPPE con anima in acciaio raggiunge il livello A9 (oltre 6.000 grammi). Il palmo in nitrile sabbiato fa presa sul vetro unto e sulla lamiera d’acciaio, e l’incavo del pollice rinforzato resiste nel punto in cui la maggior parte dei guanti antitaglio si consuma per primo.</p>\n<p>Nessun guanto è a prova di taglio. Con qualsiasi guanto antitaglio vanno usate protezioni per le lame e corrette pratiche di manipolazione.</p>\n<ul><li>ANSI A9, EN 388:2016 4X44F</li><li>Incavo del pollice rinforzato</li><li>Resistenza al calore per contatto fino a 212 °F (EN 407 livello 1)</li></ul>',
    faqs: [
      {
        question: 'Sono lavabili?',
        answer: 'Sì. Lavare in acqua tiepida, asciugare all’aria e non usare candeggina.',
      },
      {
        question: 'Come vestono?',
        answer:
          'Sono abbondanti per essere guanti antitaglio. Ordinare la solita taglia; se si è a metà tra due taglie, scegliere quella più piccola.',
      },
    ],
    imageAlts: ['Guanto giallo in maglia pesante con palmo in nitrile sabbiato'],
  },
  'armorgrip-cr-5-impact-cut-gloves': {
    name: 'Guanti antitaglio e antiurto ArmorGrip CR-5',
    shortDescription:
      '<p>Protezione dal taglio A5 più protezioni in TPR sul dorso certificate ANSI/ISEA 138 livello 2.</p>',
    description:
      '<p>Pensati per il settore petrolifero, il sollevamento carichi e le demolizioni, dove punti di schiacciamento e attrezzi che cadono sono un rischio quanto gli spigoli. Il dorso ad alta visibilità rende le mani ben visibili vicino alle macchine in movimento.</p>\n<ul><li>ANSI A5, EN 388:2016 4X43D</li><li>ANSI/ISEA 138 antiurto livello 2</li><li>Supporto ad alta visibilità</li></ul>',
    imageAlts: ['Guanto ad alta visibilità con protezioni per le nocche in TPR nero'],
  },
  'armorgrip-cr-4-insulated-touchscreen-gloves': {
    name: 'Guanti antitaglio invernali imbottiti ArmorGrip CR-4',
    shortDescription:
      '<p>Guanto antitaglio A4 con fodera in acrilico spazzolato e rivestimento idrorepellente per banchine e piazzali freddi.</p>',
    description:
      '<p>Una fodera simile al pile tiene le mani calde fino a circa 14 °F, mentre il palmo in nitrile a doppia immersione respinge acqua e neve bagnata.</p>\n<ul><li>ANSI A4, EN 388:2016 4X42C</li><li>Fodera in acrilico spazzolato</li><li>Palmo idrorepellente</li><li>Pollice e indice touchscreen</li></ul>',
    imageAlts: ['Guanto blu foderato in acrilico spazzolato con palmo nero'],
  },
  'armorgrip-cr-3-food-processing-gloves': {
    name: 'Guanti antitaglio per l’industria alimentare ArmorGrip CR-3',
    shortDescription:
      '<p>Guanto bianco A3 non spalmato, con fibre conformi FDA, per linee di lavorazione di carne, pollame e ortofrutta.</p>',
    description:
      '<p>Da indossare sotto un guanto monouso in nitrile per una combinazione igienica e antitaglio. Lavabile a 160 °F per la sanificazione.</p>\n<ul><li>ANSI A3, EN 388:2016 3X42C</li><li>Fibre conformi alle norme FDA 21 CFR per il contatto con gli alimenti</li><li>Ambidestro</li></ul>',
    imageAlts: ['Guanto bianco in maglia senza cuciture per l’industria alimentare'],
  },
  'armorgrip-cr-4-cut-resistant-sleeves-18-in': {
    name: 'Manicotti antitaglio ArmorGrip CR-4, 18 poll.',
    shortDescription:
      '<p>Manicotto per l’avambraccio con foro per il pollice che copre lo spazio tra polsino del guanto e camicia.</p>',
    description:
      '<p>Nella manipolazione della lamiera la maggior parte delle lacerazioni avviene sull’avambraccio, non sulla mano. Da abbinare a qualsiasi guanto CR.</p>\n<ul><li>ANSI A4</li><li>Foro per il pollice</li><li>Taglia unica adatta a quasi tutti</li></ul>',
    imageAlts: ['Manicotto giallo in maglia per l’avambraccio con foro per il pollice'],
  },
  'armorgrip-cr-7-glass-handling-gloves': {
    name: 'Guanti per la manipolazione del vetro ArmorGrip CR-7',
    shortDescription: '<p>Guanto A7 con polsino lungo da 4 pollici per vetrai e posa di finestre.</p>',
    description:
      '<p>Il polsino lungo protegge il polso quando si lavora dentro i telai. Temporaneamente esauriti in tutte le taglie.</p>\n<ul><li>ANSI A7, EN 388:2016 4X44F</li><li>Polsino lungo da 4 pollici</li></ul>',
    imageAlts: ['Guanto blu con polsino lungo e palmo in microschiuma'],
  },
  'armorgrip-chemguard-butyl-14-mil-gloves': {
    name: 'Guanti in butile ArmorGrip ChemGuard, 14 mil',
    shortDescription: '<p>Gomma butilica per chetoni, esteri e acidi forti, dove il nitrile non basta.</p>',
    description:
      '<p>Il butile è il guanto di riferimento per acetone, MEK, acido nitrico e molti esteri. Non è adatto a idrocarburi e solventi alogenati: consultare la tabella di permeazione.</p>\n<ul><li>14 mil, 14 pollici</li><li>EN ISO 374-1 Tipo A (ABKNOP)</li><li>Finitura liscia</li></ul>',
    faqs: [
      {
        question: 'Butile o nitrile?',
        answer:
          'Butile per chetoni (acetone, MEK), esteri e molti acidi; nitrile per oli, carburanti e la maggior parte dei solventi. Nel dubbio, basta inviarci la scheda di sicurezza.',
      },
      {
        question: 'Come vanno conservati?',
        answer:
          'Sciacquarli, asciugarli e conservarli al riparo dalla luce solare e da fonti di ozono come i motori elettrici.',
      },
    ],
    imageAlts: ['Guanto nero liscio in gomma butilica'],
  },
  'armorgrip-chloroprene-lined-gloves-28-mil': {
    name: 'Guanti foderati in cloroprene ArmorGrip, 28 mil',
    shortDescription:
      '<p>Guanto pesante in cloroprene con fodera interlock per acidi, sostanze caustiche e manipolazione al freddo. Taglia L (9).</p>',
    description:
      '<p>Il cloroprene resta flessibile con il freddo e resiste a un’ampia gamma di acidi, alcoli e sostanze caustiche.</p>\n<ul><li>28 mil, 12 pollici</li><li>Fodera interlock in cotone</li><li>EN ISO 374-1 Tipo A</li></ul>',
    imageAlts: ['Guanto nero pesante in cloroprene con fodera in cotone'],
  },
  'armorgrip-pvc-gauntlet-18-in': {
    name: 'Guanto lungo in PVC per prodotti chimici ArmorGrip, 18 poll.',
    shortDescription:
      '<p>Guanto in PVC lungo fino al gomito per pulizia di serbatoi, acido delle batterie e lavori in ambiente umido. Taglia XL (10).</p>',
    description:
      '<p>PVC con finitura sabbiata su fodera in jersey di cotone. Resiste ad acidi, sostanze caustiche e fertilizzanti.</p>\n<ul><li>Guanto lungo da 18 pollici</li><li>Finitura sabbiata per la presa</li><li>EN ISO 374-1 Tipo B</li></ul>',
    imageAlts: ['Guanto rosso in PVC lungo fino al gomito'],
  },
  'armorgrip-laminate-film-chemical-liner': {
    name: 'Sottoguanto chimico in film laminato ArmorGrip',
    shortDescription:
      '<p>Sottoguanto in laminato multistrato con tempo di permeazione superiore a 8 ore per centinaia di sostanze chimiche.</p>',
    description:
      '<p>La resistenza chimica più ampia disponibile in un guanto, per gli interventi su sversamenti e le sostanze sconosciute. Calzata ampia: indossarlo sotto un guanto esterno in nitrile per una maggiore destrezza. In arretrato, spedizione in 1–2 settimane.</p>\n<ul><li>Laminato a cinque strati</li><li>EN ISO 374-1 Tipo A</li><li>Taglia unica</li></ul>',
    imageAlts: ['Guanto trasparente in laminato multistrato'],
  },
  'armorgrip-double-dipped-nitrile-oil-gloves': {
    name: 'Guanti antiolio ArmorGrip in nitrile a doppia immersione, 12 poll.',
    shortDescription:
      '<p>Guanto lungo in nitrile completamente spalmato, foderato in jersey, per il settore petrolifero e i fluidi di perforazione.</p>',
    description:
      '<p>La doppia immersione blocca completamente olio e acqua; la finitura sabbiata fa presa sui tubi.</p>\n<ul><li>Fodera in jersey</li><li>Manichetta da 12 pollici</li><li>EN 388:2016 4121X</li></ul>',
    imageAlts: ['Guanto arancione in nitrile a doppia immersione con manichetta'],
  },
  'armorgrip-vinyl-powder-free-gloves-100': {
    name: 'Guanti in vinile senza polvere ArmorGrip (scatola da 100)',
    shortDescription:
      '<p>Guanti economici in vinile trasparente per brevi preparazioni alimentari e pulizie.</p>',
    description:
      '<p>Calzata più ampia, si infilano e si tolgono facilmente. Il vinile non è consigliato per l’uso chimico o medico.</p>\n<ul><li>Senza polvere</li><li>Senza lattice</li><li>Idonei al contatto con gli alimenti</li></ul>',
    imageAlts: ['Guanti monouso in vinile trasparente'],
  },
  'armorgrip-poly-food-service-gloves-500': {
    name: 'Guanti in polietilene per la ristorazione ArmorGrip (scatola da 500)',
    shortDescription:
      '<p>Guanti ampi in polietilene per banchi di preparazione panini e cambi di guanti rapidi.</p>',
    description:
      '<p>Si indossano in un attimo per manipolare alimenti pronti al consumo. Taglia unica adatta a quasi tutti.</p>\n<ul><li>Goffrati per una presa migliore</li><li>500 per scatola</li><li>Taglia unica</li></ul>',
    imageAlts: ['Guanti ampi in polietilene trasparente per la ristorazione'],
  },
  'armorgrip-orange-diamond-grip-nitrile-gloves': {
    name: 'Guanti in nitrile arancione ArmorGrip Diamond-Grip (scatola da 100)',
    shortDescription:
      '<p>Nitrile arancione da 7 mil con texture a diamante in rilievo per una presa sicura su superfici unte e bagnate.</p>',
    description:
      '<p>L’arancione brillante rende facile notare gli strappi e ritrovare i guanti nella cassetta degli attrezzi.</p>\n<ul><li>7 mil</li><li>Texture a diamante in rilievo su entrambi i lati</li><li>Ambidestri</li></ul>',
    imageAlts: ['Guanto in nitrile arancione ad alta visibilità con texture a diamante in rilievo'],
  },
  'armorgrip-chemo-rated-nitrile-exam-gloves-12-in': {
    name: 'Guanti da visita in nitrile ArmorGrip per chemioterapici, 12 poll. (scatola da 50)',
    shortDescription:
      '<p>Nitrile con polsino lungo testato per la permeazione dei farmaci chemioterapici secondo ASTM D6978.</p>',
    description:
      '<p>Per l’assistenza infermieristica oncologica e le preparazioni galeniche in farmacia, indossati in doppio paio secondo USP 800.</p>\n<ul><li>ASTM D6978 e D6319</li><li>Polsino da 12 pollici</li><li>6 mil sulla punta delle dita</li></ul>',
    imageAlts: ['Guanto da visita in nitrile viola con polsino lungo'],
  },
  'armorgrip-tig-goatskin-welding-gloves': {
    name: 'Guanti per saldatura TIG ArmorGrip in pelle di capra',
    shortDescription:
      '<p>Pelle di capra sottile e non foderata per la sensibilità necessaria ad alimentare la bacchetta d’apporto.</p>',
    description:
      '<p>La saldatura TIG richiede sensibilità dei polpastrelli più che protezione dal calore. La morbida pelle di capra pieno fiore offre destrezza e una protezione sufficiente dal calore radiante agli amperaggi tipici del TIG.</p>\n<p>Certificati EN 12477 Tipo B, la classe ad alta destrezza pensata per il TIG.</p>\n<ul><li>Pelle di capra pieno fiore, non foderata</li><li>Filo in para-aramide ignifugo</li><li>Polsino in crosta da 4 pollici</li><li>EN 12477 Tipo B, EN 407 41XXXX</li></ul>',
    tabs: [
      {
        tabTitle: 'La norma EN 12477 spiegata',
        contentType: 'text',
        textContent:
          '<p>La EN 12477 classifica i guanti per saldatura come <strong>Tipo A</strong> (maggiore protezione da calore e spruzzi, minore destrezza, per MIG ed elettrodo) o <strong>Tipo B</strong> (maggiore destrezza, per il TIG). Il codice EN 407 riportato accanto indica comportamento alla fiamma, calore per contatto, calore convettivo, calore radiante, piccoli e grandi spruzzi di metallo fuso.</p>',
      },
    ],
    faqs: [
      {
        question: 'Si possono usare per il MIG?',
        answer:
          'Per lavori MIG leggeri, sì. Per MIG o elettrodo prolungati conviene un guanto in pelle bovina foderato.',
      },
      {
        question: 'Come devono calzare i guanti per TIG?',
        answer:
          'Aderenti. Se si è a metà tra due taglie, scegliere la più piccola: la pelle di capra si allarga un po’.',
      },
    ],
    warranty: seamsWarranty,
    imageAlts: [
      'Morbido guanto per saldatura TIG in pelle di capra color cuoio con polsino corto',
      'Guanto che tiene una bacchetta d’apporto',
    ],
  },
  'armorgrip-mig-cowhide-welding-gloves': {
    name: 'Guanti per saldatura MIG ArmorGrip in pelle bovina',
    shortDescription:
      '<p>Pelle bovina foderata in schiuma con pollice rinforzato per MIG e filo animato tutto il giorno.</p>',
    description:
      '<p>La fodera in schiuma blocca il calore radiante mantenendo il guanto abbastanza flessibile da azionare il grilletto della torcia.</p>\n<ul><li>Palmo in pelle bovina pieno fiore</li><li>Fodera in schiuma</li><li>EN 12477 Tipo A</li></ul>',
    warranty: seamsWarranty,
    imageAlts: ['Guanto per saldatura MIG marrone in pelle bovina con fodera in schiuma'],
  },
  'armorgrip-stick-welding-gauntlet-14-in': {
    name: 'Guanto lungo per saldatura a elettrodo ArmorGrip, 14 poll.',
    shortDescription:
      '<p>Guanto lungo in crosta pesante con fodera in cotone per elettrodo e scriccatura. Taglia L.</p>',
    description:
      '<p>La manichetta lunga protegge l’avambraccio da scorie e spruzzi durante i lavori sopratesta e in verticale ascendente.</p>\n<ul><li>Crosta bovina</li><li>Fodera in felpa di cotone</li><li>Lunghezza 14 pollici</li><li>EN 12477 Tipo A</li></ul>',
    warranty: seamsWarranty,
    imageAlts: ['Guanto lungo per saldatura a elettrodo in crosta color cuoio'],
  },
  'armorgrip-aluminized-heat-reflective-gloves': {
    name: 'Guanti alluminizzati termoriflettenti ArmorGrip',
    shortDescription:
      '<p>Il dorso alluminizzato riflette il calore radiante per fonderie, forge e forni di trattamento termico.</p>',
    description:
      '<p>Riflette fino al 95% del calore radiante. Palmo in pelle con fodera in lana contro il calore per contatto. Taglia unica (XL).</p>\n<ul><li>Dorso in para-aramide alluminizzata</li><li>Fodera in lana</li><li>EN 407 43434X</li></ul>',
    imageAlts: ['Guanto lungo con dorso alluminizzato argentato'],
  },
  'armorgrip-cut-resistant-welding-gloves': {
    name: 'Guanti antitaglio per saldatura MIG ArmorGrip',
    shortDescription:
      '<p>Guanto per saldatura con fodera in para-aramide che aggiunge una protezione dal taglio A4, per le carpenterie.</p>',
    description:
      '<p>Tra una saldatura e l’altra i carpentieri maneggiano pezzi taglienti. Con questo guanto non serve più cambiare guanti tra la sega e la postazione di saldatura.</p>\n<ul><li>Antitaglio ANSI A4</li><li>EN 12477 Tipo A</li><li>Palmo in pelle di capra</li></ul>',
    warranty: seamsWarranty,
    imageAlts: ['Guanto per saldatura in pelle bovina con fodera gialla in para-aramide'],
  },
  'armorgrip-impact-mechanics-gloves': {
    name: 'Guanti da meccanico antiurto ArmorGrip',
    shortDescription:
      '<p>Guanto da meccanico con protezioni in TPR sul dorso certificate ANSI/ISEA 138 livello 1.</p>',
    description:
      '<p>Protegge nocche e dita da scivolamenti e schiacciamenti mantenendo la destrezza di un guanto da meccanico.</p>\n<ul><li>ANSI/ISEA 138 livello 1</li><li>Palmo imbottito</li><li>Dorso ad alta visibilità</li></ul>',
    imageAlts: ['Guanto da meccanico giallo ad alta visibilità con protezioni nere per le nocche'],
  },
  'armorgrip-touchscreen-utility-gloves': {
    name: 'Guanti multiuso touchscreen ArmorGrip',
    shortDescription:
      '<p>Guanto multiuso leggero e traspirante per la scansione in magazzino, la guida e i piccoli montaggi.</p>',
    description:
      '<p>I polpastrelli conduttivi funzionano con telefoni, tablet e scanner portatili.</p>\n<ul><li>Touchscreen su tutti e cinque i polpastrelli</li><li>Dorso in rete traspirante</li></ul>',
    imageAlts: ['Guanto multiuso grigio e blu che tocca un tablet'],
  },
  'armorgrip-insulated-winter-work-gloves': {
    name: 'Guanti da lavoro invernali imbottiti e impermeabili ArmorGrip',
    shortDescription:
      '<p>Membrana impermeabile e imbottitura da 100 g per lavorare all’aperto fino a circa 0 °F.</p>',
    description:
      '<p>Un inserto impermeabile e traspirante tiene le mani asciutte quando si spala, si sgombera la neve o si carica sotto il nevischio.</p>\n<ul><li>Imbottitura sintetica da 100 g</li><li>Inserto impermeabile</li><li>Palmo in pelle sintetica</li></ul>',
    imageAlts: ['Guanto invernale nero imbottito con polsino in maglia'],
  },
  'armorgrip-leather-driver-gloves': {
    name: 'Guanti da autista ArmorGrip in pelle pieno fiore',
    shortDescription:
      '<p>Classico guanto da autista in pelle bovina non foderato, con pollice a chiave di volta, per autisti, imbracatori e giardinieri.</p>',
    description:
      '<p>La pregiata pelle bovina pieno fiore si ammorbidisce con l’uso. Il pollice a chiave di volta si muove in modo naturale quando si impugna un volante o una fune.</p>\n<ul><li>Pelle bovina pieno fiore</li><li>Pollice a chiave di volta</li><li>Dorso elasticizzato</li></ul>',
    imageAlts: ['Guanto da autista in pelle bovina pieno fiore color cuoio con pollice a chiave di volta'],
  },
  'armorgrip-nitrile-coated-nylon-gloves-12-pairs': {
    name: 'Guanti in nylon spalmati in nitrile ArmorGrip, taglia L (12 paia)',
    shortDescription:
      '<p>Dozzina di guanti sottili in nylon con palmo in nitrile microschiumato per linee di montaggio e magazzini.</p>',
    description:
      '<p>Abbastanza economici da distribuirli ogni giorno. Nylon calibro 15 con dorso traspirante.</p>\n<ul><li>Palmo in nitrile microschiumato</li><li>Nylon calibro 15</li><li>12 paia, taglia L</li></ul>',
    imageAlts: ['Dozzina di guanti in nylon bianco con palmo in nitrile grigio'],
  },
  'armorgrip-custom-logo-glove-program': {
    name: 'Guanti ArmorGrip personalizzati con logo',
    shortDescription:
      '<p>Il proprio logo sui guanti da meccanico o antitaglio ArmorGrip, da 144 paia; preventivo e produzione a cura del produttore.</p>',
    description:
      '<p>Loghi in serigrafia o a trasferimento termico fino a quattro colori. Il prezzo indicato è un costo tipico al paio per 1.000 paia.</p>\n<ul><li>Minimo 144 paia</li><li>Bozza entro 2 giorni lavorativi</li><li>Tempi di consegna di circa 4 settimane</li></ul>',
    buttonText: 'Richiedi un preventivo',
    imageAlts: ['Guanto da meccanico con il logo di un’azienda stampato sul dorso'],
  },
};
