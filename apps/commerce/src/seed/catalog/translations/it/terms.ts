import type { StoreTranslation } from '../types.ts';

/** Italian names of the product categories and global attribute terms. */
export const italianTerms: StoreTranslation['terms'] = {
  product_cat: {
    // The brand names read the same in every language; their descriptions do not.
    speedglas: {
      description:
        'Maschere per saldatura autoscuranti Speedglas, filtri e ricambi originali per saldatura MIG, TIG, a elettrodo e al plasma. Tutto è conforme ad ANSI Z87.1 e CSA Z94.3.',
      imageAlt: 'Maschera per saldatura Speedglas nera con filtro autoscurante scuro',
    },
    versaflo: {
      description:
        'Respiratori a ventilazione assistita (PAPR) e sistemi ad adduzione d’aria Versaflo: approvati NIOSH, non aderenti al viso, adatti a chi porta la barba, senza prova di tenuta.',
      imageAlt: 'Unità motorizzata Versaflo in cintura con tubo di respirazione ed elmetto',
    },
    'welding-helmets': {
      name: 'Maschere per saldatura',
      description:
        'Maschere per saldatura Speedglas complete di filtro autoscurante, dalla serie 100 per chi inizia alla linea G5 per impieghi gravosi.',
      imageAlt: 'Maschera Speedglas 9100 FX con la visiera trasparente per molatura sollevata',
    },
    'auto-darkening-filters': {
      name: 'Filtri autoscuranti',
      description:
        'Filtri autoscuranti (ADF) di ricambio e di aggiornamento con grado di oscuramento variabile, sensibilità e ritardo regolabili.',
      imageAlt: 'Cartuccia filtrante autoscurante per saldatura con tastiera dei gradi di oscuramento',
    },
    'helmet-spare-parts': {
      name: 'Ricambi per maschere',
      description:
        'Vetrini di protezione, bardature, fasce antisudore, batterie e cappucci che mantengono la maschera per saldatura come nuova.',
      imageAlt: 'Bardatura e vetrini di protezione di una maschera per saldatura disposti su un banco',
    },
    'welding-lenses': {
      name: 'Lenti per saldatura',
      description:
        'Lenti passive a grado fisso, lenti d’ingrandimento e vetrini di protezione per maschere da saldatura e taglio.',
      imageAlt: 'Lente passiva verde per saldatura con marcatura grado 10',
    },
    'grinding-shields': {
      name: 'Visiere per molatura',
      description:
        'Visiere e schermi facciali trasparenti e colorati per molatura, scalpellatura e taglio, certificati ANSI Z87.1+ per impatti ad alta energia.',
      imageAlt: 'Visiera per molatura in policarbonato trasparente su bardatura a cricchetto',
    },
    'papr-systems': {
      name: 'Sistemi PAPR',
      description:
        'Kit PAPR pronti all’uso con unità motorizzata, batteria, caricabatterie, tubo di respirazione e copricapo per industria, sanità e saldatura.',
      imageAlt: 'Kit base elettrorespiratore Versaflo TR-600 con batteria e cappuccio',
    },
    'papr-headtops': {
      name: 'Copricapi PAPR',
      description:
        'Cappucci, elmetti e copricapi con visiera da collegare ai sistemi Versaflo a ventilazione assistita e ad adduzione d’aria.',
      imageAlt: 'Elmetto Versaflo bianco per la protezione delle vie respiratorie con visiera trasparente',
    },
    'papr-filters': {
      name: 'Filtri PAPR',
      description:
        'Filtri antipolvere HE, cartucce combinate, prefiltri e parascintille per le unità motorizzate Versaflo.',
      imageAlt: 'Filtro antipolvere HE color magenta per unità motorizzata',
    },
    'papr-batteries': {
      name: 'Batterie e caricabatterie PAPR',
      description:
        'Batterie agli ioni di litio e caricabatterie singoli o multipostazione per le unità Versaflo TR-300+ e TR-600.',
      imageAlt: 'Batteria agli ioni di litio Versaflo per elettrorespiratore con indicatore di carica',
    },
    'supplied-air': {
      name: 'Adduzione d’aria',
      description:
        'Regolatori a flusso continuo, tubi con controllo della temperatura e tubazioni che alimentano i copricapi Versaflo con l’aria compressa dello stabilimento.',
      imageAlt: 'Regolatore per adduzione d’aria in cintura con cappuccio e tubo dell’aria',
    },
    'masks-respirators': {
      name: 'Mascherine e respiratori',
      description:
        'Respiratori monouso FFP2, FFP3 e NIOSH N95, semimaschere e maschere a pieno facciale riutilizzabili, con le relative cartucce e filtri.',
      imageAlt: 'Facciale filtrante pieghevole FFP3 bianco con valvola',
    },
    'ffp2-masks': {
      name: 'Mascherine FFP2',
      description:
        'Facciali filtranti FFP2 conformi alla EN 149 con un’efficienza filtrante di almeno il 94% contro polveri, nebbie e fumi.',
      imageAlt: 'Mascherina pieghevole FFP2 bianca con elastici dietro la testa',
    },
    'ffp3-masks': {
      name: 'Mascherine FFP3',
      description:
        'Respiratori FFP3 conformi alla EN 149, la classe monouso europea più alta: filtrazione di almeno il 99% e perdita totale verso l’interno inferiore al 2%.',
      imageAlt: 'Facciale filtrante FFP3 a conchiglia con valvola di espirazione rossa',
    },
    'n95-respirators': {
      name: 'Respiratori N95',
      description:
        'Respiratori monouso N95, N99 e P100 approvati NIOSH per edilizia, sanità e fumo degli incendi boschivi.',
      imageAlt: 'Respiratore NIOSH N95 a coppa con l’approvazione stampata',
    },
    'half-face-respirators': {
      name: 'Semimaschere',
      description:
        'Semimaschere riutilizzabili in elastomero per due cartucce o filtri; fattore di protezione assegnato 10 secondo l’OSHA.',
      imageAlt: 'Semimaschera riutilizzabile grigia con due filtri rosa',
    },
    'full-face-respirators': {
      name: 'Maschere a pieno facciale',
      description:
        'Maschere a pieno facciale con ampio schermo in policarbonato per proteggere occhi e vie respiratorie; fattore di protezione assegnato 50.',
      imageAlt: 'Maschera a pieno facciale nera con due cartucce',
    },
    'respirator-filters': {
      name: 'Filtri e cartucce per respiratori',
      description:
        'Filtri antipolvere e cartucce per gas e vapori di ricambio per semimaschere e maschere a pieno facciale riutilizzabili.',
      imageAlt: 'Coppia di cartucce per vapori organici per respiratore',
    },
    'particulate-filters': {
      name: 'Filtri antipolvere',
      description:
        'Filtri antipolvere N95, P100 e P3, filtri a disco e prefiltri contro polveri, fumi e nebbie.',
      imageAlt: 'Filtri piatti P100 color magenta per semimaschera',
    },
    'gas-vapour-filters': {
      name: 'Cartucce per gas e vapori',
      description:
        'Cartucce per vapori organici, gas acidi, ammoniaca e multigas, oltre a filtri A, ABEK e combinati secondo la EN 14387.',
      imageAlt: 'Cartucce nere e gialle per vapori organici e gas acidi',
    },
    'disposable-face-masks': {
      name: 'Mascherine monouso',
      description:
        'Mascherine chirurgiche e per procedure a tre strati conformi ad ASTM F2100 ed EN 14683 per ambulatori, laboratori e ristorazione. Non sono respiratori.',
      imageAlt: 'Mascherina medica blu a tre strati con elastici alle orecchie',
    },
    gloves: {
      name: 'Guanti',
      description:
        'Guanti da lavoro certificati ANSI/ISEA 105 ed EN 388: antitaglio, per rischio chimico, monouso, per saldatura e da meccanico, nelle taglie dalla XS alla XXL.',
      imageAlt: 'Guanto da lavoro antitaglio giallo con palmo in nitrile schiumato nero',
    },
    'cut-resistant-gloves': {
      name: 'Guanti antitaglio',
      description:
        'Guanti in HPPE, para-aramide e con anima in acciaio, dal livello ANSI A2 al A9, per la manipolazione di lamiere, vetro e lame.',
      imageAlt: 'Guanto antitaglio grigio con palmo spalmato in nitrile',
    },
    'chemical-gloves': {
      name: 'Guanti per rischio chimico',
      description:
        'Guanti in nitrile, butile, cloroprene, PVC e laminato testati secondo la EN ISO 374, con dati di permeazione pubblicati.',
      imageAlt: 'Guanto lungo verde in nitrile resistente ai prodotti chimici',
    },
    'disposable-gloves': {
      name: 'Guanti monouso',
      description:
        'Guanti senza polvere in nitrile, vinile e polietilene, in scatole e cartoni, per ambulatori, laboratori, preparazione degli alimenti e officine.',
      imageAlt: 'Scatola di guanti monouso in nitrile blu senza polvere',
    },
    'welding-gloves': {
      name: 'Guanti per saldatura',
      description:
        'Guanti in pelle di capra per TIG, in crosta bovina per MIG e manopole foderate per elettrodo, testati secondo EN 12477 ed EN 407 contro calore e spruzzi.',
      imageAlt: 'Guanto lungo per saldatura in pelle color cuoio',
    },
    'mechanics-gloves': {
      name: 'Guanti da meccanico',
      description:
        'Guanti aderenti in pelle sintetica e in maglia spalmata, con punta delle dita touchscreen, per assemblaggio, manutenzione e officina auto.',
      imageAlt: 'Guanto da meccanico nero e rosso con nocche imbottite',
    },
    industrial: {
      name: 'Sicurezza industriale',
      description:
        'La sicurezza di tutti i giorni in cantiere: occhiali ANSI Z87.1, elmetti, protezione dell’udito, alta visibilità ANSI/ISEA 107, calzature di sicurezza, primo soccorso e formazione.',
      imageAlt: 'Elmetto di protezione giallo appoggiato su occhiali di sicurezza e cuffie antirumore',
    },
    'safety-glasses': {
      name: 'Occhiali di sicurezza e a mascherina',
      description:
        'Occhiali di sicurezza resistenti agli urti ANSI Z87.1+, sovraocchiali e occhiali a mascherina antiappannamento con lenti trasparenti, grigie e ambra.',
      imageAlt: 'Occhiali di sicurezza avvolgenti trasparenti con stanghette blu',
    },
    'hard-hats': {
      name: 'Elmetti di protezione',
      description:
        'Elmetti di Tipo I e Tipo II, a tesa integrale e con visiera corta, con bardatura a cricchetto e classificazione ANSI/ISEA Z89.1 Classe E.',
      imageAlt: 'Elmetto di protezione bianco a visiera corta con bardatura a cricchetto',
    },
    'hearing-protection': {
      name: 'Protezione dell’udito',
      description:
        'Cuffie antirumore e tappi auricolari con indice di riduzione del rumore certificato EPA, per mantenere i lavoratori sotto il livello d’azione OSHA.',
      imageAlt: 'Cuffie antirumore rosse con archetto',
    },
    'ear-muffs': {
      name: 'Cuffie antirumore',
      description: 'Cuffie antirumore passive, da elmetto ed elettroniche con NRR da 21 a 31 dB.',
      imageAlt: 'Cuffie antirumore elettroniche verdi con manopola del volume',
    },
    'ear-plugs': {
      name: 'Tappi auricolari',
      description:
        'Tappi in schiuma, riutilizzabili con flange e con cordino, in distributori e confezioni sfuse, con NRR fino a 33 dB.',
      imageAlt: 'Tappi auricolari in schiuma arancione con cordino blu',
    },
    'hi-vis-clothing': {
      name: 'Abbigliamento ad alta visibilità',
      description:
        'Gilet, magliette e giacche ANSI/ISEA 107 Tipo R Classe 2 e Classe 3 in giallo-verde e rosso-arancio fluorescente.',
      imageAlt: 'Gilet di sicurezza giallo fluorescente con strisce riflettenti argentate',
    },
    'safety-footwear': {
      name: 'Calzature di sicurezza',
      description:
        'Stivali e scarpe con puntale di sicurezza ASTM F2413, con opzioni di protezione dai rischi elettrici, antiperforazione e antiscivolo.',
      imageAlt: 'Scarpone da lavoro in pelle marrone con puntale in composito',
    },
    'first-aid': {
      name: 'Primo soccorso',
      description:
        'Kit di primo soccorso ANSI/ISEA Z308.1 Classe A e Classe B, stazioni lavaocchi e ricariche per il luogo di lavoro.',
      imageAlt: 'Armadietto di pronto soccorso rosso da parete con croce bianca',
    },
    'safety-training': {
      name: 'Formazione sulla sicurezza',
      description:
        'Corsi online, eBook e modelli di programma per la protezione delle vie respiratorie, la sicurezza nella saldatura e la conformità OSHA.',
      imageAlt: 'Formatore che illustra la prova di tenuta di un respiratore a un piccolo gruppo',
    },
  },
  pa_color: {
    black: { name: 'Nero' },
    white: { name: 'Bianco' },
    blue: { name: 'Blu' },
    navy: { name: 'Blu navy' },
    gray: { name: 'Grigio' },
    yellow: { name: 'Giallo' },
    orange: { name: 'Arancione' },
    red: { name: 'Rosso' },
    green: { name: 'Verde' },
    brown: { name: 'Marrone' },
    tan: { name: 'Beige' },
    pink: { name: 'Rosa' },
    'hi-vis-yellow': { name: 'Giallo alta visibilità' },
    'hi-vis-orange': { name: 'Arancione alta visibilità' },
  },
  pa_size: {
    'one-size': { name: 'Taglia unica' },
    'small-medium': { name: 'Piccola/Media' },
    'medium-large': { name: 'Media/Grande' },
  },
  pa_filterclass: {
    ov: { name: 'OV (vapori organici)' },
    'multi-gas': { name: 'Multigas/vapori' },
  },
  pa_cutlevel: {
    'en388-a': { name: 'EN 388 livello A' },
    'en388-b': { name: 'EN 388 livello B' },
    'en388-c': { name: 'EN 388 livello C' },
    'en388-d': { name: 'EN 388 livello D' },
    'en388-e': { name: 'EN 388 livello E' },
    'en388-f': { name: 'EN 388 livello F' },
  },
  pa_shade: {
    clear: { name: 'Trasparente (grado 1,2)' },
    'shade-3': { name: 'Grado 3' },
    'shade-5': { name: 'Grado 5' },
    'shade-8': { name: 'Grado 8' },
    'shade-9': { name: 'Grado 9' },
    'shade-10': { name: 'Grado 10' },
    'shade-11': { name: 'Grado 11' },
    'shade-12': { name: 'Grado 12' },
    'shade-13': { name: 'Grado 13' },
    'shade-14': { name: 'Grado 14' },
    '5-8-9-13': { name: 'Grado 5/8/9–13' },
    '5-8-13': { name: 'Grado 5/8–13' },
    '5-9-13': { name: 'Grado 5/9–13' },
    '8-12': { name: 'Grado 8–12' },
    '8-13': { name: 'Grado 8–13' },
    '8-14': { name: 'Grado 8–14' },
    '9-13': { name: 'Grado 9–13' },
  },
  pa_standard: {
    'niosh-cartridge': { name: 'NIOSH cartuccia chimica (TC-23C)' },
    'niosh-supplied-air': { name: 'NIOSH adduzione d’aria (TC-19C)' },
  },
};
